// How fast a webhook backlog drains: BACKLOG events queued for one endpoint while the service does not
// deliver (WEBHOOKS_DELIVERY=0), then the service restarted delivering, to a receiver on loopback that
// answers 204, timed until the outbox (webhook_deliveries) is empty and the receiver has counted them all.
//
//   npm run bench:webhook-drain                                  # SQLite, 100,000 events
//   npm run bench:webhook-drain -- --db sqlite,postgres --backlog 100000
//   npm run bench:webhook-drain -- --profile /tmp/drain-prof     # also node --cpu-prof of the delivering service
//   (or without the build: node --import tsx bench/webhook-drain.ts …; --timeout S gives up after S seconds, 1200 by default)
//
// Each database is fresh (a temporary DATA_DIR; on PostgreSQL the database websites_bench_drain on the server
// of BENCH_DATABASE_URL), and removed afterwards. The service is the built one (dist/), as in run.ts.
// The backlog is written the way every event is, by the service's own code: `eventStatements`
// (changes/event-log.ts) in transactions of 10,000 events, the database's trigger queuing a delivery of
// each; every event a `website.updated` of one real website (its data as the API writes it, one change).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import postgres from 'postgres'
import { createKeysService } from '../src/auth/keys.service.js'
import { eventStatements, type NewEvent } from '../src/changes/event-log.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/compose.js'
import { nowTimestamp } from '../src/db/time.js'
import { openOutbox } from './outbox.js'
import { cpuUs, postgresPids, start, stop, totalCpuUs } from './processes.js'

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    backlog: { type: 'string', default: '100000' },
    // A directory for `node --cpu-prof` of the delivering service; the hottest functions are printed.
    profile: { type: 'string' },
    // Gives up on a drain after this many seconds (the rate is then of what arrived, and "left" says how many did not).
    timeout: { type: 'string', default: '1200' },
  },
})
const DBS = args.db.split(',')
if (DBS.some((db) => db !== 'sqlite' && db !== 'postgres')) {
  console.error(`--db ${args.db}: expected sqlite, postgres, or both (sqlite,postgres)`)
  process.exit(2)
}
const BACKLOG = Number(args.backlog)
if (!Number.isInteger(BACKLOG) || BACKLOG < 1) {
  console.error(`--backlog ${args.backlog}: expected a whole number of at least 1`)
  process.exit(2)
}
const BATCH = 10_000
const TARGET_PER_S = 1000
const HOOK_PATH = '/bench-webhook-receiver'

interface Drained {
  db: string
  fillSeconds: number
  seconds: number
  received: number
  duplicates: number
  left: number
  cpuSeconds: number
  dbCpuSeconds?: number
}

/** A fresh, empty database: its environment for the service, and how to remove it. */
async function freshDatabase(db: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-drain-'))
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (db === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = 'websites_bench_drain'
  const admin = postgres(server, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
      removeDir()
    },
  }
}

async function api(port: number, key: string, method: string, route: string, body?: unknown): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${route}`, {
    method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`)
  return JSON.parse(text)
}

/** BACKLOG `website.updated` events of one website, in transactions of BATCH, through `eventStatements`. */
async function fill(env: Record<string, string>, accountId: number, website: Record<string, unknown>) {
  // createDb, not a bare connection: what follows an insert of events (their deliveries queued) is wired there.
  const opened = await createDb(loadConfig({ ...process.env, ...env }))
  try {
    for (let done = 0; done < BACKLOG; done += BATCH) {
      const events: NewEvent[] = Array.from({ length: Math.min(BATCH, BACKLOG - done) }, (_, i) => {
        const email = (done + i) % 2
        return { accountId, type: 'website.updated', websiteId: website.id as number, changes: { email: [1 - email, email] }, data: JSON.stringify({ ...website, email }) }
      })
      const statements = eventStatements({ actor: { type: 'cli' }, requestId: null, now: nowTimestamp() }, events)
      await opened.executor.transaction((tx) => tx.apply(statements), { unbounded: true })
      process.stderr.write(`\rqueued ${(done + events.length).toLocaleString('en')}/${BACKLOG.toLocaleString('en')}`)
    }
    process.stderr.write('\n')
  } finally {
    await opened.close()
  }
}

/** The hottest functions of a .cpuprofile, by self time: what the process was doing while it drained. */
function summarize(file: string) {
  interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] }
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame
    const where = url ? `${url.replace(/^file:\/\//, '').replace(`${path.resolve(import.meta.dirname, '..')}/`, '')}:${lineNumber + 1}` : ''
    const name = `${functionName || '(anonymous)'} ${where}`.trim()
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const total = [...self.values()].reduce((a, b) => a + b, 0)
  const idle = self.get('(idle)') ?? 0
  console.log(`\nprofile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(100 * (1 - idle / total)).toFixed(0)}% busy; self time, share of busy time:`)
  for (const [name, us] of [...self].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${(100 * us / (total - idle)).toFixed(1).padStart(5)}%  ${name}`)
  }
}

async function drain(db: string): Promise<Drained> {
  const database = await freshDatabase(db)
  const receiver = await start(['--import', 'tsx', 'bench/webhook-receiver.ts'], { PORT: '0' }, /listening (\d+)/)
  const serviceEnv = {
    ...database.env, PORT: '0', HTTPS_PORT: '0', RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0',
    WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1',
  }
  const outbox = { current: undefined as ReturnType<typeof openOutbox> | undefined }
  try {
    // The database made (migrated) and a key, by the service's own code, as the bench's seeding does.
    const stores = await createDb(loadConfig({ ...process.env, ...database.env }))
    const key = (await createKeysService(stores.keys).createKey('drain', { name: 'drain bench' })).key
    const accountId = (await stores.keys.accountId(null, 'drain'))!
    await stores.close()

    // 1. The service only queues: a website (before the endpoint, so its own event queues nothing), the endpoint, the backlog.
    const queuing = await start(['dist/src/cli/index.js', 'serve'], { ...serviceEnv, WEBHOOKS_DELIVERY: '0' }, /"http":(\d+)/)
    const fillStarted = Date.now()
    try {
      const { data: website } = await api(queuing.port, key, 'POST', '/websites', { domain: 'drain.example' })
      await api(queuing.port, key, 'POST', '/webhooks', { url: `http://127.0.0.1:${receiver.port}${HOOK_PATH}` })
      await fill(database.env, accountId, website)
    } finally {
      await stop(queuing.child)
    }
    const fillSeconds = (Date.now() - fillStarted) / 1000
    outbox.current = openOutbox(database.env)
    const queued = await outbox.current.pending()
    if (queued !== BACKLOG) throw new Error(`${queued} deliveries queued for ${BACKLOG} events`)
    process.stderr.write(`${db}: ${queued.toLocaleString('en')} deliveries queued in ${fillSeconds.toFixed(1)} s\n`)

    // 2. The service delivering: timed from its start (which it pays for) until the outbox is empty and every event arrived.
    const profileFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []
    const dbPids = db === 'postgres' ? postgresPids() : []
    const dbCpuBefore = totalCpuUs(dbPids)
    const started = Date.now()
    const delivering = await start([...profileFlags, 'dist/src/cli/index.js', 'serve'], serviceEnv, /"http":(\d+)/)
    const stats = async () => await (await fetch(`http://127.0.0.1:${receiver.port}/stats`)).json() as { requests: number; unique: number; duplicates: number }
    let left = queued
    let received = await stats()
    let reported = Date.now()
    const deadline = started + Number(args.timeout) * 1000
    while ((left > 0 || received.unique < BACKLOG) && Date.now() < deadline) {
      await sleep(100)
      left = await outbox.current.pending()
      received = await stats()
      if (Date.now() - reported >= 5000) {
        reported = Date.now()
        process.stderr.write(`${db}: ${received.requests.toLocaleString('en')} delivered, ${left.toLocaleString('en')} left, ` +
          `${Math.round(received.requests / ((reported - started) / 1000)).toLocaleString('en')}/s so far\n`)
      }
    }
    const seconds = (Date.now() - started) / 1000
    const cpuSeconds = cpuUs(delivering.child.pid!) / 1e6
    const dbCpuSeconds = db === 'postgres' ? (totalCpuUs(dbPids) - dbCpuBefore) / 1e6 : undefined
    await stop(delivering.child)
    received = await stats()
    if (args.profile) {
      const newest = fs.readdirSync(args.profile).filter((file) => file.endsWith('.cpuprofile'))
        .map((file) => path.join(args.profile!, file)).sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0]
      if (newest) summarize(newest)
    }
    return { db, fillSeconds, seconds, received: received.requests, duplicates: received.duplicates, left, cpuSeconds, dbCpuSeconds }
  } finally {
    await outbox.current?.close()
    await stop(receiver.child)
    await database.drop()
  }
}

const results: Drained[] = []
for (const db of DBS) results.push(await drain(db))
console.log(`\nwebhook backlog drain: ${BACKLOG.toLocaleString('en')} events queued for one endpoint with delivery off, then the service (dist/) ` +
  'started delivering to a receiver on loopback (204); timed from its start until the outbox was empty and every event had arrived\n')
console.log('| database | deliveries/s | seconds | received | duplicates | left in the outbox | service CPU s | CPU µs/delivery | database CPU s | backlog queued in s |')
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|')
for (const r of results) {
  console.log(`| ${r.db} | ${Math.round((r.received - r.duplicates) / r.seconds).toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${r.received.toLocaleString('en')} | ${r.duplicates} | ` +
    `${r.left} | ${r.cpuSeconds.toFixed(1)} | ${Math.round((r.cpuSeconds * 1e6) / Math.max(1, r.received))} | ${r.dbCpuSeconds === undefined ? '-' : r.dbCpuSeconds.toFixed(1)} | ${r.fillSeconds.toFixed(1)} |`)
}
const slow = results.filter((r) => (r.received - r.duplicates) / r.seconds < TARGET_PER_S || r.left > 0)
if (slow.length > 0) console.log(`\nbelow ${TARGET_PER_S.toLocaleString('en')} deliveries/s (or not drained): ${slow.map((r) => r.db).join(', ')}`)
