// npm run bench: the service beside a bare node:http baseline, in alternation, reported as ratios.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { seed } from './seed.js'

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '1000000' },
    quick: { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    json: { type: 'string' },
  },
})
const SITES = Number(args.sites)
const DURATION = args.quick ? 5 : 15
const ROUNDS = 2
const CONNECTIONS = 50
const ROOT = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(ROOT, 'bench', 'data', String(SITES))

interface Scenario { name: string; path: () => string }
interface Measured { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function prepareData(): Promise<{ bigKey: string; bigIds: number[] }> {
  const marker = path.join(dataDir, 'seed.json')
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    const started = Date.now()
    const result = await seed(dataDir, SITES, (done) => {
      const width = 30
      const filled = Math.round((done / SITES) * width)
      process.stderr.write(`\rseeding [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${SITES}`)
    })
    const seconds = (Date.now() - started) / 1000
    process.stderr.write(`\nseeded ${SITES} websites in ${seconds.toFixed(1)} s (${Math.round(SITES / seconds)} rows/s)\n`)
    fs.writeFileSync(marker, JSON.stringify({ sites: SITES, bigKey: result.bigKey }))
  }
  const { bigKey } = JSON.parse(fs.readFileSync(marker, 'utf8')) as { bigKey: string }
  const db = new Database(path.join(dataDir, 'websites.db'), { readonly: true })
  const bigIds = db.prepare("SELECT w.id FROM websites w JOIN accounts a ON a.id = w.account_id WHERE a.name = 'big'").pluck().all() as number[]
  db.close()
  return { bigKey, bigIds }
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

async function load(port: number, key: string, scenario: Scenario, duration: number): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${key}` },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
  })
  return {
    rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    errors: result.errors + result.timeouts, non2xx: result.non2xx,
  }
}

async function main() {
  const { bigKey, bigIds } = await prepareData()
  const pick = () => bigIds[Math.floor(Math.random() * bigIds.length)]!
  const all: Scenario[] = [
    { name: 'read', path: () => `/api/v1/websites/${pick()}` },
    { name: 'list', path: () => '/api/v1/websites' },
  ]
  const scenarios = args.scenarios ? all.filter((s) => args.scenarios!.split(',').includes(s.name)) : all

  const service = await start(['dist/src/cli/index.js', 'serve'], {
    DATA_DIR: dataDir, PORT: '0', HTTPS_PORT: '0', RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0',
  }, /"http":(\d+)/)
  const rows: (Measured & { name: string; baseline_rps: number; ratio: number })[] = []
  try {
    for (const scenario of scenarios) {
      const sample = await fetch(`http://127.0.0.1:${service.port}${scenario.path()}`, { headers: { authorization: `Bearer ${bigKey}` } })
      const baseline = await start(['--import', 'tsx', 'bench/baseline-server.ts'], { BASELINE_BODY: await sample.text() }, /listening (\d+)/)
      try {
        await load(baseline.port, bigKey, scenario, 2)
        await load(service.port, bigKey, scenario, 2)
        const runs: { base: Measured; ours: Measured }[] = []
        for (let round = 0; round < ROUNDS; round++) {
          runs.push({ base: await load(baseline.port, bigKey, scenario, DURATION), ours: await load(service.port, bigKey, scenario, DURATION) })
        }
        const best = runs.reduce((a, b) => (b.ours.rps > a.ours.rps ? b : a))
        const ours = { ...best.ours, errors: runs.reduce((n, r) => n + r.ours.errors, 0), non2xx: runs.reduce((n, r) => n + r.ours.non2xx, 0) }
        rows.push({ name: scenario.name, ...ours, baseline_rps: best.base.rps, ratio: best.ours.rps / best.base.rps })
        process.stderr.write(`${scenario.name}: ${Math.round(ours.rps)} req/s, ${(100 * best.ours.rps / best.base.rps).toFixed(0)}% of baseline\n`)
      } finally {
        baseline.child.kill('SIGTERM')
      }
    }
  } finally {
    service.child.kill('SIGTERM')
  }

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  const table = [
    `websites-api bench: ${SITES} websites, SQLite, ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds; ${machine}`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | baseline req/s | ratio |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${Math.round(r.baseline_rps)} | ${(100 * r.ratio).toFixed(0)}% |`),
  ].join('\n')
  console.log(table)
  fs.writeFileSync(path.join(ROOT, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-sqlite.md`), `${table}\n`)
  if (args.json) {
    fs.writeFileSync(args.json, JSON.stringify({ machine, db: 'sqlite', sites: SITES, scenarios: rows.map((r) => ({
      name: r.name, rps: r.rps, p50_ms: r.p50, p99_ms: r.p99, errors: r.errors, non2xx: r.non2xx, baseline_rps: r.baseline_rps, ratio: r.ratio,
    })) }, null, 2))
  }
}

await main()
