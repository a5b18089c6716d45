// npm run bench: the service beside a bare node:http baseline, in alternation, reported as ratios.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { type Report, type Row, markdown, svgChart } from './report.js'
import { type BenchRequest, scenarios } from './scenarios.js'
import { refillScratch, seed } from './seed.js'

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '1000000' },
    quick: { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    json: { type: 'string' },
    db: { type: 'string', default: 'sqlite' },
  },
})
if (args.db !== 'sqlite') {
  console.error(`--db ${args.db}: only sqlite exists so far (PostgreSQL is the next backend to land)`)
  process.exit(2)
}
const SITES = Number(args.sites)
const DURATION = args.quick ? 4 : 15
const WARMUP = args.quick ? 1 : 3
const ROUNDS = 2
const CONNECTIONS = 50
const ROOT = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(ROOT, 'bench', 'data', `sqlite-${SITES}`)

interface Measured { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function prepareData() {
  const marker = path.join(dataDir, 'seed.json')
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    const started = Date.now()
    const keys = await seed(dataDir, SITES, (done) => {
      const filled = Math.round((done / SITES) * 30)
      process.stderr.write(`\rseeding [${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done.toLocaleString('en')}/${SITES.toLocaleString('en')}`)
    })
    const seconds = (Date.now() - started) / 1000
    process.stderr.write(`\nseeded ${SITES.toLocaleString('en')} websites in ${seconds.toFixed(1)} s (${Math.round(SITES / seconds).toLocaleString('en')} rows/s)\n`)
    fs.writeFileSync(marker, JSON.stringify({ sites: SITES, keys }))
  } else {
    process.stderr.write(`reusing the seeded data in ${path.relative(ROOT, dataDir)}\n`)
  }
  const { keys } = JSON.parse(fs.readFileSync(marker, 'utf8')) as { keys: { big: string; scratch: string } }
  const db = new Database(path.join(dataDir, 'websites.db'), { readonly: true })
  const bigIds = db.prepare("SELECT w.id FROM websites w JOIN accounts a ON a.id = w.account_id WHERE a.name = 'big'").pluck().all() as number[]
  db.close()
  return { keys, bigIds }
}

function start(command: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk
      const match = ready.exec(out)
      if (!match) return
      // From here on the output is drained unread: scanning it would load this process, not the server.
      child.stdout!.off('data', onData).resume()
      resolve({ child, port: Number(match[1]) })
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited ${code}: ${out}`)))
  })
}

async function load(port: number, key: string, next: () => BenchRequest, duration: number): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    // Fresh headers and body on every request: autocannon otherwise carries a previous request's
    // Content-Length over to a GET, and the server waits for bytes that never come.
    requests: [{
      setupRequest: (request) => ({
        ...request, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: undefined, ...next(),
      }),
    }],
  })
  return {
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors + result.timeouts, non2xx: result.non2xx,
  }
}

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function main() {
  const { keys, bigIds } = await prepareData()
  const data = { bigIds, bigCount: bigIds.length, deletable: [] as number[] }
  const chosen = args.scenarios?.split(',')
  const list = scenarios(data).filter((s) => !chosen || chosen.includes(s.name))
  const service = await start(['dist/src/cli/index.js', 'serve'], {
    DATA_DIR: dataDir, PORT: '0', HTTPS_PORT: '0', RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0',
  }, /"http":(\d+)/)
  const rows: Row[] = []
  let rss = 0
  try {
    for (const scenario of list) {
      const key = keys[scenario.key]
      if (scenario.name === 'delete') data.deletable = (await refillScratch(dataDir, 15_000 * (WARMUP + ROUNDS * DURATION))).reverse()
      // The baseline answers with a constant body the size of this scenario's answer (a website for writes).
      const probe = scenario.next()
      const samplePath = probe.method === 'GET' ? probe.path : `/api/v1/websites/${bigIds[0]}`
      const sample = await fetch(`http://127.0.0.1:${service.port}${samplePath}`, { headers: { authorization: `Bearer ${keys.big}` } })
      const baseline = await start(['--import', 'tsx', 'bench/baseline-server.ts'], { BASELINE_BODY: await sample.text() }, /listening (\d+)/)
      try {
        // The baseline gets requests of the same shape that consume nothing (delete ids are for the service).
        const forBaseline = scenario.peek ?? scenario.next
        await load(baseline.port, key, forBaseline, WARMUP)
        await load(service.port, key, scenario.next, WARMUP)
        const runs: { base: Measured; ours: Measured }[] = []
        for (let round = 0; round < ROUNDS; round++) {
          runs.push({ base: await load(baseline.port, key, forBaseline, DURATION), ours: await load(service.port, key, scenario.next, DURATION) })
        }
        // Each ratio compares a service run with the baseline run just before it; the rounds are averaged,
        // and latencies are the worse round's.
        const mean = (pick: (run: { base: Measured; ours: Measured }) => number) => runs.reduce((n, r) => n + pick(r), 0) / runs.length
        const worst = (pick: (m: Measured) => number) => Math.max(...runs.map((r) => pick(r.ours)))
        const row: Row = {
          name: scenario.name, rps: mean((r) => r.ours.rps), p50_ms: worst((m) => m.p50), p99_ms: worst((m) => m.p99),
          errors: runs.reduce((n, r) => n + r.ours.errors, 0), non2xx: runs.reduce((n, r) => n + r.ours.non2xx, 0),
          baseline_rps: mean((r) => r.base.rps), ratio: mean((r) => r.ours.rps / r.base.rps),
        }
        rows.push(row)
        process.stderr.write(`${row.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99_ms} ms, ${(100 * row.ratio).toFixed(1)}% of baseline\n`)
      } finally {
        baseline.child.kill('SIGTERM')
      }
    }
    rss = rssMb(service.child.pid!)
  } finally {
    service.child.kill('SIGTERM')
  }

  const cpu = os.cpus()
  const report: Report = {
    machine: `${cpu.length} × ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    db: 'sqlite', sites: SITES, scenarios: rows, rss_mb: rss,
  }
  const table = markdown(report, `${CONNECTIONS} connections, ${WARMUP} s warm-up, ${ROUNDS} × ${DURATION} s per side, alternating`)
  console.log(table)
  const base = path.join(ROOT, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-${report.db}`)
  fs.mkdirSync(path.dirname(base), { recursive: true })
  fs.writeFileSync(`${base}.md`, `${table}\n\n![ratios](${path.basename(base)}.svg)\n`)
  fs.writeFileSync(`${base}.svg`, svgChart(report))
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`)
  process.stderr.write(`wrote ${path.relative(ROOT, base)}.md and .svg${args.json ? ` and ${args.json}` : ''}\n`)
}

await main()
