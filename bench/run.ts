// npm run bench: the service beside a bare node:http baseline, in alternation, reported as CPU per
// request and efficiency (baseline CPU per request / ours), with req/s and the old ratio beside them; and
// beside a second baseline doing the job by hand (by-hand-server.ts): layers efficiency (its CPU per request / ours).
// With --webhook, each write scenario also runs with one webhook endpoint subscribed, in the same rounds.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { type Report, type Row, comparison, layersCell, markdown, percent, range, scaleChart, scaleTable, svgChart } from './report.js'
import { type BenchRequest, scenarios, type ScenarioData } from './scenarios.js'
import { openOutbox } from './outbox.js'
import { type Counted, startCounted } from './instructions.js'
import { PINNED, cpuUs, pinLoadGenerator, postgresPids, start, totalCpuUs } from './processes.js'
import { bigIds, prepareCheckSite, refillScratch, seed } from './seed.js'
import { type BenchDb, type Target, benchTarget } from './targets.js'

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '1000000' },
    quick: { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    json: { type: 'string' },
    db: { type: 'string', default: 'sqlite' },
    // Seeds (or checks) the data of every size and database, and stops: for preparing a long run ahead.
    'seed-only': { type: 'boolean', default: false },
    // Another built checkout of the service (a version before a change), run beside this one in the same rounds.
    compare: { type: 'string' },
    // Settings for the compared copy only (NAME=VALUE, comma-separated): with `--compare .`, what one setting
    // costs, e.g. `--compare . --compare-env SQLITE_SYNCHRONOUS=FULL`.
    'compare-env': { type: 'string' },
    // The Node binary the compared copy runs on (its own node_modules must have been installed with it), e.g.
    // `--compare ../node20-checkout --compare-node /usr/bin/node`: a runtime's move measured in one run.
    'compare-node': { type: 'string' },
    // Leaves the by-hand server out (each scenario then takes two thirds of the time).
    'no-by-hand': { type: 'boolean', default: false },
    // The write scenarios (by default only they) also run with one webhook endpoint subscribed for the written
    // account, delivering to a local receiver: the same service, in the same rounds, its delivery worker's CPU included.
    webhook: { type: 'boolean', default: false },
    // With --webhook: this instance only queues (WEBHOOKS_DELIVERY=0, as when another instance delivers), so
    // the figure is what an endpoint costs the write itself; the endpoint's removal after each run takes its
    // queued deliveries with it.
    'queue-only': { type: 'boolean', default: false },
    // Rounds of alternation per scenario (2 by default).
    rounds: { type: 'string', default: '2' },
    // Also counts the service's and the by-hand server's instructions per request on their main thread, each
    // a second process under valgrind's callgrind (instructions.ts): a figure the machine's load does not move.
    instructions: { type: 'boolean', default: false },
  },
})
const DBS = args.db.split(',') as BenchDb[]
if (DBS.length === 0 || DBS.some((db) => db !== 'sqlite' && db !== 'postgres')) {
  console.error(`--db ${args.db}: expected sqlite, postgres, or both (sqlite,postgres)`)
  process.exit(2)
}
const SIZES = args.sites.split(',').map(Number)
if (SIZES.some((n) => !Number.isInteger(n) || n < 1000)) {
  console.error(`--sites ${args.sites}: expected whole numbers of at least 1000, comma-separated`)
  process.exit(2)
}
const DURATION = args.quick ? 4 : 15
const WARMUP = args.quick ? 1 : 3
/** PG_STATEMENT_TIMEOUT_MS of the copies under callgrind (see where they start). */
const COUNTED_STATEMENT_TIMEOUT_MS = 60_000
/**
 * --instructions: requests sent uncounted first (the JIT tiers up, SQLite's page cache fills), then counted
 * in batches, of which the median is kept: a major garbage collection lands in one batch of a few hundred
 * requests now and then (a read measured 250k instructions a request in most batches of 1,000, 280k in
 * the one with a major GC), and the median leaves it out where a total over all of them moved by 5% from
 * run to run.
 */
const INSTRUCTIONS = args.quick ? { warmup: 3000, batches: 5, batch: 400 } : { warmup: 6000, batches: 7, batch: 1000 }
const ROUNDS = Number(args.rounds)
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(`--rounds ${args.rounds}: expected a whole number of at least 1`)
  process.exit(2)
}
/** The scenarios that write events, which --webhook runs a second time with an endpoint subscribed. */
const WRITES = ['create', 'update', 'delete', 'mixed']
if (args['queue-only'] && !args.webhook) {
  console.error('--queue-only goes with --webhook')
  process.exit(2)
}
if (args.webhook && args.compare !== undefined) {
  console.error('--webhook and --compare: one at a time (each adds a run to every round)')
  process.exit(2)
}
if (args['compare-env'] !== undefined && args.compare === undefined) {
  console.error('--compare-env: the settings are for the compared copy; give --compare DIR too (. for this build)')
  process.exit(2)
}
if (args['compare-node'] !== undefined && args.compare === undefined) {
  console.error('--compare-node: the Node binary is for the compared copy; give --compare DIR too')
  process.exit(2)
}
const compareNode = args['compare-node'] === undefined ? undefined : path.resolve(args['compare-node'])
/** The compared copy's Node, as `node --version` prints it: the results say which runtime each side had. */
const comparedNodeVersion = compareNode === undefined ? process.version : nodeVersion(compareNode)
function nodeVersion(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()
  } catch (error) {
    console.error(`--compare-node ${binary}: not a Node binary that runs here (${(error as Error).message.split('\n')[0]})`)
    process.exit(2)
  }
}
/** `NAME=VALUE,NAME=VALUE` as an environment. */
function settings(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '').split(',').filter(Boolean).map((pair) => pair.split('='))
  const bad = pairs.find((pair) => pair.length !== 2 || !/^[A-Z][A-Z0-9_]*$/.test(pair[0]!))
  if (bad) {
    console.error(`--compare-env: expected NAME=VALUE pairs separated by commas, got "${bad.join('=')}"`)
    process.exit(2)
  }
  return Object.fromEntries(pairs)
}
const compareEnv = settings(args['compare-env'])
// The copies are found ready by their start line, which is logged at info.
if (compareEnv.LOG_LEVEL !== undefined && !['trace', 'debug', 'info'].includes(compareEnv.LOG_LEVEL)) {
  console.error(`--compare-env LOG_LEVEL=${compareEnv.LOG_LEVEL}: the compared copy must log at info or below (its start line says it is ready)`)
  process.exit(2)
}
// An unknown scenario is refused before any seeding (a run of nothing after minutes of it helps no one).
const KNOWN = scenarios({ bigIds: [], bigCount: 0, deletable: [] }).map((scenario) => scenario.name)
const unknown = (args.scenarios?.split(',') ?? []).filter((name) => !KNOWN.includes(name))
if (unknown.length > 0) {
  console.error(`--scenarios: no scenario ${unknown.map((name) => `"${name}"`).join(', ')}; there are ${KNOWN.join(', ')}`)
  process.exit(2)
}
/** Bench endpoints are told by this path: one an interrupted run left behind is removed at the next start. */
const HOOK_PATH = '/bench-webhook-receiver'
/** How long after a run the outbox may take to empty before the measurement is abandoned. */
const DRAIN_TIMEOUT_MS = 180_000
const CONNECTIONS = 50
const ROOT = path.resolve(import.meta.dirname, '..')

interface Measured {
  rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number; cpuUsPerReq: number; dbCpuUsPerReq: number
  /** With `settle`: how long after the load it took (its CPU is in the figures). */
  settleMs: number
}
/** A run with an endpoint subscribed: what the receiver got. */
interface Hooked extends Measured { deliveries: number; duplicates: number }

async function prepareData(target: Target) {
  const { marker, sites } = target
  if (!fs.existsSync(marker) || !(await target.exists())) {
    await target.reset()
    const started = Date.now()
    const keys = await seed(target.env, sites, (done) => {
      const filled = Math.round((done / sites) * 30)
      process.stderr.write(`\rseeding [${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done.toLocaleString('en')}/${sites.toLocaleString('en')}`)
    })
    const seconds = (Date.now() - started) / 1000
    process.stderr.write(`\nseeded ${sites.toLocaleString('en')} websites on ${target.db} in ${seconds.toFixed(1)} s (${Math.round(sites / seconds).toLocaleString('en')} rows/s)\n`)
    fs.writeFileSync(marker, JSON.stringify({ sites, keys }))
  } else {
    process.stderr.write(`reusing the seeded ${target.db} data (${path.relative(ROOT, marker)})\n`)
  }
  // On every run, not only after seeding: earlier runs' writes leave PostgreSQL's statistics and
  // visibility map behind, and each run should start from the same settled state.
  await target.settle()
  const { keys } = JSON.parse(fs.readFileSync(marker, 'utf8')) as { keys: { big: string; scratch: string } }
  return { keys, bigIds: await bigIds(target.env) }
}

/**
 * Resolves once the process has used no CPU for 150 ms (or after 10 s): the requests a run left in flight
 * when its load stopped (up to one per connection, still written by the service) are done.
 */
async function quiet(pid: number) {
  const deadline = Date.now() + 10_000
  let last = cpuUs(pid)
  let still = 0
  while (still < 3 && Date.now() < deadline) {
    await sleep(50)
    const now = cpuUs(pid)
    still = now === last ? still + 1 : 0
    last = now
  }
}

/**
 * `settle`, when given, is awaited after the load and before the CPU is read: with an endpoint subscribed,
 * until the run's deliveries have been made, so their CPU counts against the run's requests. With
 * `settled`, the service is let go quiet before the CPU is first read and again before it is read last,
 * so that a run's requests left in flight count in its own CPU, not in the next run's.
 */
async function load(port: number, key: string, next: () => BenchRequest, duration: number | { amount: number }, pid: number, db: BenchDb,
  settle?: () => Promise<void>, settled = false): Promise<Measured> {
  if (settled) await quiet(pid)
  const dbPids = db === 'postgres' ? postgresPids() : []
  const cpuBefore = cpuUs(pid)
  const dbCpuBefore = totalCpuUs(dbPids)
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    // A duration in seconds, or a number of requests (--instructions).
    // Under callgrind a request can take far longer than autocannon's 10 s default timeout with 50 in flight.
    ...(typeof duration === 'number' ? { duration } : { ...duration, timeout: 300 }),
    // Fresh headers and body on every request: autocannon otherwise carries a previous request's
    // Content-Length over to a GET, and the server waits for bytes that never come.
    requests: [{
      setupRequest: (request) => ({
        ...request, headers: { ...credentialHeader(key), 'content-type': 'application/json' }, body: undefined, ...next(),
      }),
    }],
  })
  const settleStarted = Date.now()
  await settle?.()
  if (settled) await quiet(pid)
  const settleMs = Date.now() - settleStarted
  const answered = Math.max(1, result.requests.total)
  return {
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total,
    errors: result.errors, non2xx: result.non2xx, // autocannon counts timeouts among its errors
    cpuUsPerReq: (cpuUs(pid) - cpuBefore) / answered, dbCpuUsPerReq: (totalCpuUs(dbPids) - dbCpuBefore) / answered, settleMs,
  }
}


/** A key goes in Authorization; a session (`wa_session=…`, from `sessionOf`) in its cookie. */
const credentialHeader = (credential: string): Record<string, string> =>
  credential.startsWith('wa_session=') ? { cookie: credential } : { authorization: `Bearer ${credential}` }

/** A viewer of the key's account, invited on the server and signed in over the API: their session's cookie. */
async function sessionOf(port: number, key: string, env: Record<string, string>): Promise<string> {
  const { data: described } = await api(port, key, 'GET', '/key') as { data: { account: string } }
  const email = `bench-${Date.now().toString(36)}@example.com`
  const invited = execFileSync(process.execPath, ['dist/src/cli/index.js', 'users', 'invite', '--account', described.account, '--email', email], { env: { ...process.env, ...env }, encoding: 'utf8' })
  const token = invited.trim().split('\n').at(-1)!.split('/invitations/')[1]!
  const accepted = await fetch(`http://127.0.0.1:${port}/api/v1/invitations/accept`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, name: 'Bench', password: `bench passphrase ${Date.now()}` }),
  })
  if (accepted.status !== 200) throw new Error(`accepting the bench's invitation: ${accepted.status} ${await accepted.text()}`)
  return accepted.headers.getSetCookie().find((line) => line.startsWith('wa_session='))!.split(';')[0]!
}

/** A call to the service's API; its answer's JSON (undefined for 204), or an error for anything else than 2xx. */
async function api(port: number, key: string, method: string, route: string, body?: unknown): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${route}`, {
    method, headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`)
  return text === '' ? undefined : JSON.parse(text)
}

/**
 * Endpoints an interrupted --webhook run left on the bench's accounts (told by their path): each would
 * queue a delivery of every later write, to a receiver long gone, retried for days.
 */
async function removeBenchEndpoints(port: number, keys: string[]) {
  for (const key of keys) {
    const { data } = await api(port, key, 'GET', '/webhooks') as { data: { id: number; url: string }[] }
    for (const hook of data) {
      if (new URL(hook.url).pathname === HOOK_PATH) await api(port, key, 'DELETE', `/webhooks/${hook.id}`)
    }
  }
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** Seeds (or reuses) the data of one database, starts the service on it and runs the scenarios. */
async function benchOne(target: Target): Promise<Report> {
  const { keys, bigIds } = await prepareData(target)
  const data: ScenarioData = { bigIds, bigCount: bigIds.length, deletable: [] }
  const chosen = args.scenarios?.split(',') ?? (args.webhook ? WRITES : undefined)
  const list = scenarios(data).filter((s) => !chosen || chosen.includes(s.name))
  const serviceEnv = { ...target.env, PORT: '0', HTTPS_PORT: '0', RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' }
  // Loopback receivers are refused unless allowed (they are only subscribed with --webhook).
  if (args.webhook) Object.assign(serviceEnv, { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' })
  if (args['queue-only']) Object.assign(serviceEnv, { WEBHOOKS_DELIVERY: '0' })
  const service = await start(['dist/src/cli/index.js', 'serve'], serviceEnv, /"http":(\d+)/, { cpu: 'server' })
  // Started second, on the same data: the migrations, if the versions differ, are this checkout's.
  const otherEnv = { ...serviceEnv, ...compareEnv }
  // The compared build, run as this one is: once for the CPU-time rounds, once more under callgrind.
  const otherCommand = args.compare === undefined ? undefined : [path.resolve(args.compare, 'dist/src/cli/index.js'), 'serve']
  const other = otherCommand === undefined ? undefined : await start(otherCommand, otherEnv, /"http":(\d+)/, { cpu: 'server', nodePath: compareNode })
  let byHand: Awaited<ReturnType<typeof start>> | undefined
  const counted: { ours?: Counted; hand?: Counted; other?: Counted } = {}
  let receiver: Awaited<ReturnType<typeof start>> | undefined
  const outbox = args.webhook ? openOutbox(target.env) : undefined
  const rows: Row[] = []
  let rss = 0
  try {
    await removeBenchEndpoints(service.port, [keys.big, keys.scratch])
    // The endpoint's receiver (webhook-receiver.ts: 204 to every POST), a process of its own on loopback.
    if (args.webhook) receiver = await start(['--import', 'tsx', 'bench/webhook-receiver.ts'], { PORT: '0' }, /listening (\d+)/)
    const receiverStats = async () => await (await fetch(`http://127.0.0.1:${receiver!.port}/stats`)).json() as { requests: number; duplicates: number }
    // The job by hand, on the same data, started once (after the service has migrated it), the same for --compare.
    if (!args['no-by-hand']) byHand = await start(['--import', 'tsx', 'bench/by-hand-server.ts'], { ...target.env, PORT: '0' }, /listening (\d+)/, { cpu: 'server' })
    // Their copies under callgrind, idle but for the instruction counts. Callgrind runs a process tens of times
    // slower, so PostgreSQL's deadline (1.8 s) turned up to a fifth of the counted writes into 503s: theirs is a
    // minute. A request that succeeds runs the same code either way; only the timer's length differs.
    if (args.instructions) {
      const underCallgrind = { PG_STATEMENT_TIMEOUT_MS: String(COUNTED_STATEMENT_TIMEOUT_MS) }
      counted.ours = await startCounted(['dist/src/cli/index.js', 'serve'], { ...serviceEnv, ...underCallgrind }, /"http":(\d+)/, 'service')
      if (byHand) counted.hand = await startCounted(['--import', 'tsx', 'bench/by-hand-server.ts'], { ...target.env, ...underCallgrind, PORT: '0' }, /listening (\d+)/, 'by-hand')
      // With --compare, the other build counted the same way: a before/after that the machine's load does not move.
      if (otherCommand) counted.other = await startCounted(otherCommand, { ...otherEnv, ...underCallgrind }, /"http":(\d+)/, 'compared', compareNode)
    }
    const session = list.some((scenario) => scenario.session) ? await sessionOf(service.port, keys.big, target.env) : undefined
    for (const scenario of list) {
      const key = keys[scenario.key]
      // What the service's copies are sent with: the key, or the session for a session's scenario.
      const ourKey = scenario.session ? session! : key
      // Only writes record events: with --webhook, they run a second time with an endpoint subscribed.
      const hooking = receiver !== undefined && WRITES.includes(scenario.name)
      // Every server that deletes (not the baseline) takes its own ids; the runs with an endpoint too.
      const deleting = 1 + (byHand ? 1 : 0) + (other ? 1 : 0) + (hooking ? 1 : 0)
      const countedDeletes = Object.keys(counted).length * (INSTRUCTIONS.warmup + INSTRUCTIONS.batches * INSTRUCTIONS.batch)
      if (scenario.name === 'delete') data.deletable = (await refillScratch(target.env, deleting * 15_000 * (WARMUP + ROUNDS * DURATION) + countedDeletes)).reverse()
      if (scenario.name === 'check' || scenario.name === 'read_large') data.checkSite ??= await prepareCheckSite(target.env, bigIds.at(-1)!)
      // The baseline answers with a constant body the size of this scenario's answer (a website for writes).
      const probe = scenario.next()
      const samplePath = probe.method === 'GET' ? probe.path : `/api/v1/websites/${bigIds[0]}`
      const sample = await fetch(`http://127.0.0.1:${service.port}${samplePath}`, { headers: { authorization: `Bearer ${keys.big}` } })
      const baseline = await start(['--import', 'tsx', 'bench/baseline-server.ts'], { BASELINE_BODY: await sample.text() }, /listening (\d+)/, { cpu: 'server' })
      try {
        // The baseline gets requests of the same shape that consume nothing (delete ids are for the service).
        const forBaseline = scenario.peek ?? scenario.next
        const base = (duration: number) => load(baseline.port, key, forBaseline, duration, baseline.child.pid!, target.db)
        // With an endpoint to compare with, both sides start and end on a quiet service (see `load`).
        const ours = (duration: number) => load(service.port, ourKey, scenario.next, duration, service.child.pid!, target.db, undefined, hooking)
        const hand = (duration: number) => load(byHand!.port, key, scenario.next, duration, byHand!.child.pid!, target.db)
        // The same service with one endpoint subscribed for the scenario's account, added before the run and
        // removed after it: its CPU is read once the outbox holds none of the run's deliveries (the delivery
        // worker runs in the service process), so it counts against the run's requests.
        const hooked = async (duration: number): Promise<Hooked> => {
          await quiet(service.child.pid!) // the run before's writes in flight, done before there is an endpoint to queue for
          const { data: hook } = await api(service.port, key, 'POST', '/webhooks', { url: `http://127.0.0.1:${receiver!.port}${HOOK_PATH}` }) as { data: { id: number } }
          try {
            const before = await receiverStats()
            const measured = await load(service.port, key, scenario.next, duration, service.child.pid!, target.db, args['queue-only'] ? undefined : async () => {
              const deadline = Date.now() + DRAIN_TIMEOUT_MS
              while (await outbox!.pending(hook.id) > 0) {
                if (Date.now() > deadline) throw new Error(`${scenario.name}: deliveries still waiting ${DRAIN_TIMEOUT_MS / 1000} s after the run`)
                await sleep(20)
              }
            }, true)
            const after = await receiverStats()
            return { ...measured, deliveries: after.requests - before.requests, duplicates: after.duplicates - before.duplicates }
          } finally {
            await api(service.port, key, 'DELETE', `/webhooks/${hook.id}`)
          }
        }
        await base(WARMUP)
        if (byHand) await hand(WARMUP)
        await ours(WARMUP)
        const theirs = (duration: number) => load(other!.port, ourKey, scenario.next, duration, other!.child.pid!, target.db)
        if (other) await theirs(WARMUP)
        if (hooking) await hooked(WARMUP)
        const runs: { base: Measured; hand?: Measured; ours: Measured; other?: Measured; hooked?: Hooked }[] = []
        for (let round = 0; round < ROUNDS; round++) {
          // In this order: baseline, by hand, this checkout, the compared one, this one with an endpoint (an object literal's values are evaluated in order).
          runs.push({
            base: await base(DURATION), hand: byHand ? await hand(DURATION) : undefined, ours: await ours(DURATION),
            other: other ? await theirs(DURATION) : undefined, hooked: hooking ? await hooked(DURATION) : undefined,
          })
        }
        // Instructions per request on the main thread, each server in turn: uncounted requests first, then counted ones.
        const instructions = async (server: Counted | undefined) => {
          if (!server) return undefined
          const credential = server === counted.hand ? key : ourKey
          const who = server === counted.ours ? 'service' : server === counted.hand ? 'by-hand server' : 'compared build'
          await load(server.port, credential, scenario.next, { amount: INSTRUCTIONS.warmup }, server.pid, target.db)
          const batches: { main: number; all: number }[] = []
          for (let i = 0; i < INSTRUCTIONS.batches; i++) {
            let answered = 0
            const ir = await server.count(async () => {
              const measured = await load(server.port, credential, scenario.next, { amount: INSTRUCTIONS.batch }, server.pid, target.db)
              // Under valgrind's slowness a few connections drop (autocannon's errors) or a query outlives its deadline
              // (503): up to 2% of a batch is let go, and the instructions divided by the answers.
              if (measured.non2xx + measured.errors > INSTRUCTIONS.batch / 50) throw new Error(`${scenario.name} under callgrind: ${measured.errors} errors, ${measured.non2xx} non-2xx`)
              answered = measured.requests
            })
            batches.push({ main: ir.main / Math.max(1, answered), all: ir.all / Math.max(1, answered) })
          }
          const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
          process.stderr.write(`${scenario.name} instructions/req of the ${who}, batch by batch: ` +
            `${batches.map((b) => Math.round(b.main / 1000)).join(', ')} k\n`)
          return { main: median(batches.map((b) => b.main)), all: median(batches.map((b) => b.all)) }
        }
        // One copy after the other, reads too: valgrind runs one thread of a process at a time, so a copy
        // counted beside another does more of its garbage collector's marking on its main thread (a read
        // counted 237k alone and 277k beside the compared build's copy), and by how much moves from run to run.
        const oursIr = await instructions(counted.ours)
        const handIr = await instructions(counted.hand)
        const otherIr = await instructions(counted.other)
        const sum = (pick: (run: (typeof runs)[number]) => number) => runs.reduce((n, r) => n + pick(r), 0)
        const layersOf = (run: (typeof runs)[number]) => run.hand!.cpuUsPerReq / run.ours.cpuUsPerReq
        // Each ratio compares a service run with the baseline run just before it; the rounds are averaged,
        // and latencies are the worse round's.
        const mean = (pick: (run: (typeof runs)[number]) => number) => runs.reduce((n, r) => n + pick(r), 0) / runs.length
        const worst = (pick: (m: Measured) => number) => Math.max(...runs.map((r) => pick(r.ours)))
        const row: Row = {
          name: scenario.name, rps: mean((r) => r.ours.rps), p50_ms: worst((m) => m.p50), p99_ms: worst((m) => m.p99),
          errors: runs.reduce((n, r) => n + r.ours.errors, 0), non2xx: runs.reduce((n, r) => n + r.ours.non2xx, 0),
          baseline_rps: mean((r) => r.base.rps), ratio: mean((r) => r.ours.rps / r.base.rps),
          cpu_us_per_req: mean((r) => r.ours.cpuUsPerReq), baseline_cpu_us_per_req: mean((r) => r.base.cpuUsPerReq),
          // CPU per request, not req/s: it does not move with how fast the load generator or the machine is today.
          efficiency: mean((r) => r.base.cpuUsPerReq / r.ours.cpuUsPerReq),
          ...(byHand ? {
            by_hand_cpu_us_per_req: mean((r) => r.hand!.cpuUsPerReq),
            // The same work by hand, against ours: what the service's layers cost beyond the job itself.
            layers_efficiency: mean(layersOf),
            // The lowest and highest round: on a noisy machine a gap of a few points may be inside it.
            layers_efficiency_range: range(runs.map(layersOf)),
            by_hand_errors: runs.reduce((n, r) => n + r.hand!.errors + r.hand!.non2xx, 0),
          } : {}),
          ...(oursIr === undefined ? {} : { instructions_per_req: oursIr.main, all_threads_instructions_per_req: oursIr.all }),
          ...(oursIr === undefined || handIr === undefined ? {} : {
            by_hand_instructions_per_req: handIr.main, by_hand_all_threads_instructions_per_req: handIr.all,
            // The same ratio as layers efficiency, of instructions on the main thread instead of CPU time.
            layers_efficiency_instructions: handIr.main / oursIr.main,
          }),
          ...(target.db === 'postgres' ? { db_cpu_us_per_req: mean((r) => r.ours.dbCpuUsPerReq) } : {}),
          ...(target.db === 'postgres' && byHand ? { by_hand_db_cpu_us_per_req: mean((r) => r.hand!.dbCpuUsPerReq) } : {}),
          ...(other ? { compared_cpu_us_per_req: mean((r) => r.other!.cpuUsPerReq), compared_p99_ms: Math.max(...runs.map((r) => r.other!.p99)) } : {}),
          ...(otherIr === undefined ? {} : { compared_instructions_per_req: otherIr.main }),
          ...(hooking ? {
            hooked_cpu_us_per_req: mean((r) => r.hooked!.cpuUsPerReq),
            // Each round's run with the endpoint against the run without it just before it, averaged.
            webhook_cpu_ratio: mean((r) => r.hooked!.cpuUsPerReq / r.ours.cpuUsPerReq),
            hooked_p99_ms: Math.max(...runs.map((r) => r.hooked!.p99)),
            hooked_errors: sum((r) => r.hooked!.errors + r.hooked!.non2xx),
            hooked_deliveries_per_req: sum((r) => r.hooked!.deliveries) / Math.max(1, sum((r) => r.hooked!.requests)),
            hooked_duplicates: sum((r) => r.hooked!.duplicates),
            hooked_drain_ms: Math.max(...runs.map((r) => r.hooked!.settleMs)),
            ...(target.db === 'postgres' ? { hooked_db_cpu_us_per_req: mean((r) => r.hooked!.dbCpuUsPerReq) } : {}),
          } : {}),
        }
        rows.push(row)
        process.stderr.write(`${target.db} ${row.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99_ms} ms, ${Math.round(row.cpu_us_per_req)} µs CPU/req, ` +
          `efficiency ${(100 * row.efficiency).toFixed(1)}%, ${(100 * row.ratio).toFixed(1)}% of baseline req/s` +
          `${row.by_hand_cpu_us_per_req === undefined ? '' : `; by hand: ${Math.round(row.by_hand_cpu_us_per_req)} µs CPU/req, layers efficiency ${layersCell(row)}` +
            `${row.by_hand_errors ? `, ${row.by_hand_errors} errors or non-2xx` : ''}`}` +
          `${row.instructions_per_req === undefined ? '' : `; ${Math.round(row.instructions_per_req).toLocaleString('en')} instructions/req` +
            `${row.by_hand_instructions_per_req === undefined ? '' : ` (by hand ${Math.round(row.by_hand_instructions_per_req).toLocaleString('en')}: ${percent(row.layers_efficiency_instructions!)})`}` +
            `; all threads ${Math.round(row.all_threads_instructions_per_req!).toLocaleString('en')}` +
            `${row.by_hand_all_threads_instructions_per_req === undefined ? '' : ` (by hand ${Math.round(row.by_hand_all_threads_instructions_per_req).toLocaleString('en')})`}`}` +
          `${row.compared_cpu_us_per_req === undefined ? '' : `; compared: ${Math.round(row.compared_cpu_us_per_req)} µs CPU/req, p99 ${row.compared_p99_ms} ms` +
            `${row.compared_instructions_per_req === undefined ? '' : `, ${Math.round(row.compared_instructions_per_req).toLocaleString('en')} instructions/req`}`}` +
          `${row.hooked_cpu_us_per_req === undefined ? '' : `; with an endpoint: ${Math.round(row.hooked_cpu_us_per_req)} µs CPU/req (${row.webhook_cpu_ratio!.toFixed(3)}×), ` +
            `${row.hooked_deliveries_per_req!.toFixed(2)} deliveries/req, drained ${row.hooked_drain_ms} ms after the run, p99 ${row.hooked_p99_ms} ms, ` +
            `${row.hooked_errors} errors, ${row.hooked_duplicates} duplicates`}\n`)
      } finally {
        baseline.child.kill('SIGTERM')
      }
    }
    rss = rssMb(service.child.pid!)
  } finally {
    service.child.kill('SIGTERM')
    other?.child.kill('SIGTERM')
    byHand?.child.kill('SIGTERM')
    counted.ours?.stop()
    counted.hand?.stop()
    counted.other?.stop()
    receiver?.child.kill('SIGTERM')
    await outbox?.close()
  }

  const cpu = os.cpus()
  return {
    machine: `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    db: target.db, sites: target.sites, scenarios: rows, rss_mb: rss, pinned: PINNED ?? null,
  }
}

async function main() {
  const reports: Report[] = []
  if (!args['seed-only']) pinLoadGenerator()
  for (const db of DBS) {
    for (const sites of SIZES) {
      const target = benchTarget(db, sites)
      if (args['seed-only']) await prepareData(target)
      else reports.push(await benchOne(target))
    }
  }
  if (args['seed-only']) return
  const settings = `${CONNECTIONS} connections, ${WARMUP} s warm-up, ${ROUNDS} × ${DURATION} s per side, alternating` +
    `${args.compare === undefined ? '' : `; compared: ${path.resolve(args.compare)} on Node ${comparedNodeVersion.replace(/^v/, '')}`}` +
    `; ${PINNED ? `servers on CPU ${PINNED.server}, load on CPU ${PINNED.load}` : 'unpinned (one CPU, or no taskset)'}` +
    `${args.instructions ? `; instructions: callgrind, main thread, median of ${INSTRUCTIONS.batches} batches of ${INSTRUCTIONS.batch} requests after ${INSTRUCTIONS.warmup} uncounted, each copy after one full collection once ready` : ''}` +
    `${!args.webhook ? '' : args['queue-only'] ? '; writes also with one webhook endpoint subscribed (this instance only queues: the write\'s own cost)'
      : '; writes also with one webhook endpoint subscribed (CPU read once its deliveries are made)'}`
  const tables = reports.map((report) => markdown(report, settings))
  if (DBS.length > 1) for (const sites of SIZES) tables.push(comparison(reports.filter((r) => r.sites === sites)))
  const scaled = SIZES.length > 1 ? DBS.map((db) => reports.filter((r) => r.db === db)) : []
  tables.push(...scaled.map(scaleTable))
  console.log(tables.join('\n\n'))
  const name = `${new Date().toISOString().slice(0, 10)}-${DBS.join('-')}${SIZES.length > 1 ? '-scale' : ''}`
  const dir = path.join(ROOT, 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  // The file names say only what the run's name does not: the database and the size when there are several.
  const suffix = (report: Report) => `${DBS.length > 1 ? `-${report.db}` : ''}${SIZES.length > 1 ? `-${report.sites}` : ''}`
  const charts = new Map<string, string>()
  for (const report of reports) charts.set(`${name}${suffix(report)}.svg`, svgChart(report))
  for (const series of scaled) charts.set(`${name}${DBS.length > 1 ? `-${series[0]!.db}` : ''}-curve.svg`, scaleChart(series))
  for (const [file, svg] of charts) fs.writeFileSync(path.join(dir, file), svg)
  fs.writeFileSync(path.join(dir, `${name}.md`), `${tables.join('\n\n')}\n\n${[...charts.keys()].map((chart) => `![${chart}](${chart})`).join('\n')}\n`)
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2)}\n`)
  process.stderr.write(`wrote bench/results/${name}.md and ${[...charts.keys()].join(', ')}${args.json ? ` and ${args.json}` : ''}\n`)
}

await main()
