// How long `websites-api import phpanalytics` takes for N websites, into SQLite and PostgreSQL, for this
// build and (with --compare DIR) another one, in alternation: the import's cost is measured, not guessed.
//   node --import tsx bench/import-run.ts --sites 1000000 [--db sqlite,postgres] [--rounds 2] [--compare ../before]
// The phpAnalytics source (1,000 users, N websites, no passwords) is made once in MariaDB/MySQL
// (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306) as pa_bench_<N> and reused.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import mysql from 'mysql2/promise'
import postgres from 'postgres'

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite,postgres' },
    rounds: { type: 'string', default: '2' },
    compare: { type: 'string' },
  },
})
const SITES = Number(args.sites)
const USERS = 1000
const MYSQL_URL = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '')
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const builds = [{ name: 'this build', dir: process.cwd() }, ...(args.compare ? [{ name: path.basename(path.resolve(args.compare)), dir: path.resolve(args.compare) }] : [])]

async function source(): Promise<string> {
  const name = `pa_bench_${SITES}`
  const admin = await mysql.createConnection({ uri: MYSQL_URL })
  const [found] = await admin.query(`SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = 'websites'`, [name]) as [{ n: number }[], unknown]
  if (found[0]!.n === 0) {
    process.stderr.write(`making ${name} (${SITES.toLocaleString('en')} websites)…\n`)
    await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
    await admin.query(`USE ${name}`)
    await admin.query(`CREATE TABLE users (id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', email VARCHAR(255) NOT NULL UNIQUE,
      password VARCHAR(255) NOT NULL DEFAULT '', api_token VARCHAR(80) NULL UNIQUE, plan_id INT UNSIGNED NOT NULL DEFAULT 1, role INT NOT NULL DEFAULT 0,
      plan_payment_processor VARCHAR(32) NULL, plan_subscription_status VARCHAR(32) NULL, plan_trial_ends_at TIMESTAMP NULL DEFAULT NULL,
      plan_ends_at TIMESTAMP NULL DEFAULT NULL, deleted_at TIMESTAMP NULL DEFAULT NULL, created_at TIMESTAMP NULL DEFAULT NULL, updated_at TIMESTAMP NULL DEFAULT NULL)`)
    await admin.query("CREATE TABLE plans (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', features TEXT NULL, deleted_at TIMESTAMP NULL DEFAULT NULL)")
    await admin.query(`CREATE TABLE websites (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, domain VARCHAR(255) NOT NULL, user_id INT UNSIGNED NOT NULL, privacy TINYINT NULL DEFAULT 0,
      password TEXT NULL, email TINYINT NULL, exclude_bots TINYINT NULL, exclude_params TEXT NULL, exclude_ips TEXT NULL,
      created_at TIMESTAMP NULL DEFAULT NULL, updated_at TIMESTAMP NULL DEFAULT NULL, KEY (domain), KEY (user_id))`)
    await admin.query('CREATE TABLE migrations (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, migration VARCHAR(255) NOT NULL, batch INT NOT NULL)')
    await admin.query("INSERT INTO plans (name, features) VALUES ('Default', '{\"api\":true}')")
    const users = Array.from({ length: USERS }, (_, i) => [`user${i}@example.com`, `token${String(i).padStart(58, '0')}`, '2025-01-01 00:00:00'])
    await admin.query('INSERT INTO users (email, api_token, created_at) VALUES ?', [users])
    for (let start = 0; start < SITES; start += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, SITES - start) }, (_, i) => {
        const n = start + i
        return [`site${n}.example.com`, (n % USERS) + 1, n % 2, 0, 1, n % 10 === 0 ? 'utm_source' : null, n % 20 === 0 ? '10.0.0.0/8' : null, '2025-06-01 00:00:00', '2025-06-01 00:00:00']
      })
      await admin.query('INSERT INTO websites (domain, user_id, privacy, email, exclude_bots, exclude_params, exclude_ips, created_at, updated_at) VALUES ?', [rows])
    }
  }
  await admin.end()
  return `${MYSQL_URL}/${name}`
}

const run = (command: string, argv: string[], env: Record<string, string>) => new Promise<number>((resolve, reject) => {
  const started = process.hrtime.bigint()
  const child = spawn(command, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000) })
  child.on('exit', (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - started) / 1e9) : reject(new Error(`${argv.join(' ')} exited ${code}: ${stderr}`))))
})

/** One import into a fresh database of `kind` with `build`; seconds. */
async function importOnce(build: { dir: string }, kind: string, from: string): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-import-bench-'))
  const cli = path.join(build.dir, 'dist', 'src', 'cli', 'index.js')
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  let drop = async () => undefined as unknown
  if (kind === 'postgres') {
    const name = `import_bench_${process.pid}_${Date.now()}`
    const admin = postgres(PG_URL, { max: 1, onnotice: () => undefined })
    await admin.unsafe(`CREATE DATABASE ${name}`)
    const url = new URL(PG_URL)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  try {
    await run(process.execPath, [cli, 'migrate'], env)
    return await run(process.execPath, [cli, 'import', 'phpanalytics', '--from', from, '--drop-passwords'], env)
  } finally {
    await drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const from = await source()
const results: Record<string, number[]> = {}
for (let round = 0; round < Number(args.rounds); round++) {
  for (const kind of args.db!.split(',')) {
    for (const build of builds) {
      const seconds = await importOnce(build, kind, from)
      ;(results[`${kind} | ${build.name}`] ??= []).push(seconds)
      process.stderr.write(`round ${round + 1}: ${kind}, ${build.name}: ${seconds.toFixed(1)} s\n`)
    }
  }
}
console.log(`\n| database | build | ${SITES.toLocaleString('en')} websites: seconds per round | mean |\n|---|---|---|--:|`)
for (const [key, times] of Object.entries(results)) {
  const [kind, name] = key.split(' | ')
  console.log(`| ${kind} | ${name} | ${times.map((t) => t.toFixed(1)).join(', ')} | ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)} |`)
}
