// What webhooks cost, measured on the built service (dist/):
//   node --import tsx bench/webhooks.ts [--db sqlite|postgres] [--seconds 5] [--rounds 3] [--backlog 100000]
// 1. Writes with one endpoint subscribed against the same writes without: the service's CPU per request,
//    in alternating rounds, as a ratio: first what a write itself costs (the instance queues, another would
//    deliver: WEBHOOKS_DELIVERY=false), then with this instance delivering too (its worker's CPU counted
//    until every event of the run has arrived).
// 2. A backlog: BACKLOG events queued while the instance does not deliver (WEBHOOKS_DELIVERY=false), then
//    an instance that does: deliveries per second until the outbox is empty, to a receiver on loopback.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { createDb } from '../src/compose.js'
import { loadConfig } from '../src/config.js'
import { runStatements } from '../src/db/postgres.js'
import { createStatementRunner, writeTransaction } from '../src/db/sqlite.js'
import { openDatabase } from '../src/db/index.js'
import { eventStatements } from '../src/changes/event-log.js'

const { values: args } = parseArgs({ options: {
  db: { type: 'string', default: 'sqlite' }, seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, backlog: { type: 'string', default: '100000' },
} })
const ROOT = path.join(import.meta.dirname, '..')
const CLI = path.join(ROOT, 'dist', 'src', 'cli', 'index.js')
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const CONNECTIONS = 20

const cpuUs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A receiver on loopback answering 204, counting requests and webhook-ids. */
async function receiver() {
  const ids = new Set<string>()
  let requests = 0
  const server = http.createServer((request, response) => {
    request.resume().on('end', () => {
      requests++
      ids.add(String(request.headers['webhook-id']))
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, count: () => requests, unique: () => ids.size, close: () => server.close() }
}

async function database(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-bench-webhooks-'))
  if (args.db !== 'postgres') return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  const name = `bench_webhooks_${process.pid}`
  const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function serve(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: { ...process.env, ...env, PORT: '0', HTTPS_PORT: '0', RATE_LIMIT_PER_MINUTE: '0', WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1', SECRETS_KEY: Buffer.alloc(32, 5).toString('base64') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk
      const match = /"http":(\d+)/.exec(out)
      if (match && !out.includes('\u0000')) {
        out += '\u0000'
        resolve({ child, url: `http://127.0.0.1:${match[1]}` })
      }
    })
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)))
  })
}
const stop = (child: ChildProcess) => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM') })

async function api(url: string, key: string, method: string, route: string, body?: unknown) {
  const res = await fetch(url + route, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: await res.json().catch(() => undefined) as any }
}

/** One run of `scenario` for the configured seconds; the service's CPU per request until `settled`. */
async function run(url: string, key: string, pid: number, scenario: 'create' | 'update', ids: number[], settled: (requests: number) => Promise<void>) {
  let n = 0
  const before = cpuUs(pid)
  const result = await autocannon({
    url, connections: CONNECTIONS, duration: Number(args.seconds),
    requests: [{
      setupRequest: (request) => {
        n++
        return scenario === 'create'
          ? { ...request, method: 'POST', path: '/api/v1/websites', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ domain: `w${process.pid}-${Date.now().toString(36)}-${n}.example` }) }
          : { ...request, method: 'PATCH', path: `/api/v1/websites/${ids[n % ids.length]}`, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ email: n % 2 }) }
      },
    }],
  })
  const ok = result['2xx']
  await settled(ok)
  return { cpuUsPerReq: (cpuUs(pid) - before) / Math.max(1, ok), requests: ok, errors: result.errors + result.non2xx }
}

async function cost(deliver: boolean) {
  const db = await database()
  const hook = await receiver()
  try {
    execFileSync(process.execPath, [CLI, 'migrate'], { env: { ...process.env, ...db.env } })
    const key = execFileSync(process.execPath, [CLI, 'keys', 'create', '--account', 'bench'], { env: { ...process.env, ...db.env } }).toString().trim().split('\n').at(-1)!
    const service = await serve({ ...db.env, WEBHOOKS_DELIVERY: String(deliver) })
    const ids: number[] = []
    for (let i = 0; i < 200; i++) ids.push((await api(service.url, key, 'POST', '/api/v1/websites', { domain: `seed-${i}.example` })).body.data.id)
    const rows: string[] = []
    for (const scenario of ['create', 'update'] as const) {
      const without: number[] = []
      const withHook: number[] = []
      for (let round = 0; round < Number(args.rounds); round++) {
        without.push((await run(service.url, key, service.child.pid!, scenario, ids, async () => undefined)).cpuUsPerReq)
        const { id } = (await api(service.url, key, 'POST', '/api/v1/webhooks', { url: hook.url })).body.data
        const start = hook.count()
        // The delivery worker's CPU counts until every event of the run has been delivered.
        withHook.push((await run(service.url, key, service.child.pid!, scenario, ids, async (requests) => {
          const deadline = Date.now() + 120_000
          while (deliver && hook.count() - start < requests && Date.now() < deadline) await sleep(50)
        })).cpuUsPerReq)
        await api(service.url, key, 'DELETE', `/api/v1/webhooks/${id}`)
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
      rows.push(`| ${scenario} | ${mean(without).toFixed(0)} | ${mean(withHook).toFixed(0)} | ${(mean(withHook) / mean(without)).toFixed(2)}× |`)
    }
    await stop(service.child)
    console.log(`\n${args.db}: CPU µs per write without and with one endpoint subscribed (${deliver ? 'this instance delivering too, until every event arrived' : 'the write alone: this instance queues, another delivers'}), ${args.rounds} rounds of ${args.seconds} s\n`)
    console.log('| scenario | without | with one endpoint | ratio |\n|---|--:|--:|--:|')
    for (const row of rows) console.log(row)
  } finally {
    hook.close()
    await db.drop()
  }
}

async function drain() {
  const backlog = Number(args.backlog)
  const db = await database()
  const hook = await receiver()
  try {
    execFileSync(process.execPath, [CLI, 'migrate'], { env: { ...process.env, ...db.env } })
    const key = execFileSync(process.execPath, [CLI, 'keys', 'create', '--account', 'drain'], { env: { ...process.env, ...db.env } }).toString().trim().split('\n').at(-1)!
    const queuing = await serve({ ...db.env, WEBHOOKS_DELIVERY: 'false' })
    await api(queuing.url, key, 'POST', '/api/v1/webhooks', { url: hook.url })
    await stop(queuing.child)
    // The backlog is written the way every event is (eventStatements, the trigger queues a delivery each), in batches.
    const config = loadConfig({ ...process.env, ...db.env })
    const opened = await openDatabase(config, {})
    const stores = await createDb(config)
    const accountId = (await stores.keys.accountId('drain'))!
    for (let start = 0; start < backlog; start += 10_000) {
      const events = Array.from({ length: Math.min(10_000, backlog - start) }, (_, i) => ({ accountId, type: 'website.updated' as const, websiteId: start + i + 1, data: `{"id":${start + i + 1}}` }))
      const statements = eventStatements({ actor: { type: 'cli' }, requestId: null, now: new Date().toISOString() }, events)
      if (opened.kind === 'postgres') await opened.pg.sql.begin((tx) => runStatements(tx, statements))
      else writeTransaction(opened.sqlite, () => createStatementRunner(opened.sqlite)(statements))
    }
    await opened.close()
    await stores.close()
    const delivering = await serve(db.env)
    const started = Date.now()
    const cpuBefore = cpuUs(delivering.child.pid!)
    while (hook.count() < backlog && Date.now() - started < 600_000) await sleep(100)
    const seconds = (Date.now() - started) / 1000
    const cpu = (cpuUs(delivering.child.pid!) - cpuBefore) / 1e6
    await stop(delivering.child)
    console.log(`\n${args.db}: ${hook.count().toLocaleString('en')} deliveries of a ${backlog.toLocaleString('en')}-event backlog in ${seconds.toFixed(1)} s: ` +
      `${Math.round(hook.count() / seconds).toLocaleString('en')} deliveries/s, ${hook.count() - hook.unique()} repeats, service CPU ${cpu.toFixed(1)} s ` +
      `(${((cpu * 1e6) / Math.max(1, hook.count())).toFixed(0)} µs a delivery)`)
  } finally {
    hook.close()
    await db.drop()
  }
}

await cost(false)
await cost(true)
await drain()
