// What every row of the reliability suite shares: the mode, the databases it runs on, servers started
// as an operator starts them (their output kept for the log check at the end), and autocannon.
import autocannon from 'autocannon'
import { createKeysService } from '../src/auth/keys.service.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/compose.js'
import { nowTimestamp } from '../src/db/time.js'
import { allIds, newWebsite } from '../src/websites/websites.store.js'
import { type Deployment, type Served, testDeployment } from '../test/support/processes.js'
import { paced } from './paced.js'

export type Mode = 'quick' | 'full'
export type Db = 'sqlite' | 'postgres'

export interface RowResult {
  /** What was measured, for the report: p99, counts, iterations. */
  figure: string
  /** Each failed criterion in words; empty when the row passes. */
  problems: string[]
}

export interface Row {
  id: string
  title: string
  /** Runs the row; undefined = not applicable here (the report says why). */
  run(suite: Suite): Promise<RowResult | { skipped: string }>
}

export interface Suite {
  mode: Mode
  /** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
  dbs: Db[]
  /** A fresh data directory and database of the given kind, removed at the end of the suite. */
  deployment(db: Db): Promise<Deployment>
  /** A key for the account, made with the CLI as an operator does (`flags`: `--admin`, say), and kept among the secrets. */
  key(deployment: Deployment, account: string, ...flags: string[]): Promise<string>
  /** `serve` on that deployment; its output joins the logs checked for secrets at the end. */
  serve(deployment: Deployment, env?: Record<string, string>): Promise<Served>
  /** A fresh deployment of the given kind, served: what most rows start with. */
  start(db: Db, env?: Record<string, string>): Promise<{ deployment: Deployment; served: Served }>
  /** Secrets the suite used (keys, passwords) that must never appear in any server's output. */
  secrets: Set<string>
  /** Everything every server of the suite has written so far. */
  outputs(): string[]
  /** Work for the end of the suite, failed or not (taking down the topology); it returns its problems. */
  atEnd(work: () => Promise<string[]>): void
}

export const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0' }

export function createSuite(mode: Mode): Suite & { cleanup(): Promise<string[]> } {
  const deployments: Deployment[] = []
  const servers: Served[] = []
  const secrets = new Set<string>()
  const endings: (() => Promise<string[]>)[] = []
  return {
    mode,
    dbs: process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'],
    secrets,
    async deployment(db) {
      const deployment = await testDeployment(`reliability-${db}`, db)
      deployments.push(deployment)
      return deployment
    },
    async key(deployment, account, ...flags) {
      const key = await deployment.createKey(account, ...flags)
      secrets.add(key)
      return key
    },
    async serve(deployment, env = {}) {
      const served = await deployment.serve({ ...UNLIMITED, ...env })
      servers.push(served)
      return served
    },
    async start(db, env) {
      const deployment = await this.deployment(db)
      return { deployment, served: await this.serve(deployment, env) }
    },
    outputs: () => servers.map((served) => served.output()),
    atEnd: (work) => endings.push(work),
    /** Stops every server still running; returns the ones that did not exit 0 on SIGTERM, with their last words. */
    async cleanup() {
      const problems: string[] = []
      for (const served of servers) {
        if (served.child.exitCode !== null || served.child.signalCode !== null) continue
        const code = await served.stop()
        if (code !== 0) problems.push(`a server exited ${code} on SIGTERM: ${served.output().split('\n').slice(-3).join(' ')}`)
      }
      for (const deployment of deployments) await deployment.remove()
      for (const work of endings) problems.push(...(await work().catch((error: Error) => [`at the end: ${error.message}`])))
      return problems
    },
  }
}

export interface SeededAccount {
  name: string
  key: string
  ids: number[]
  domains: string[]
}

/**
 * Accounts with a key and `sites` websites each, written through the data layer in one bulk load (what
 * the bench does): a hundred CLI runs would take minutes.
 */
export async function seedAccounts(deployment: Deployment, prefix: string, count: number, sites: number, secrets?: Set<string>): Promise<SeededAccount[]> {
  const db = await createDb(loadConfig({ DATA_DIR: deployment.dataDir, ...deployment.database.env }))
  try {
    const keys = createKeysService(db.keys)
    const accounts: SeededAccount[] = []
    const rows = []
    for (let a = 0; a < count; a++) {
      const name = `${prefix}-${a}`
      const { key } = await keys.createKey(name)
      secrets?.add(key)
      const accountId = (await db.keys.accountId(null, name))!
      const domains = Array.from({ length: sites }, (_, i) => `${prefix}${a}-site${i}.example`)
      for (const domain of domains) {
        rows.push({ accountId, ...newWebsite(domain) })
      }
      accounts.push({ name, key, ids: [], domains })
    }
    await db.websites.insertMany(rows, nowTimestamp())
    for (const account of accounts) {
      const accountId = (await db.keys.accountId(null, account.name))!
      account.ids = await allIds(db.websites, accountId)
    }
    return accounts
  } finally {
    await db.close()
  }
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

export interface Load {
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  statuses: Record<string, number>
  errorCodes: Record<string, number>
}

export interface LoadOptions {
  url: string
  key: string
  connections: number
  seconds: number
  /** The next request; `key` overrides the default key (to spread load over accounts). */
  next: () => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: string; key?: string }
  /** Requests per second, evenly spaced (see paced.ts); unset = as fast as the connections allow. */
  rate?: number
  /** Stop after this many requests instead of after `seconds`. */
  amount?: number
  tls?: { ca: string }
}

/** autocannon as fast as the connections allow; a paced open-loop load when a rate is given. */
export async function load(options: LoadOptions): Promise<Load> {
  if (options.rate) return paced({ ...options, rate: options.rate })
  const errorCodes: Record<string, number> = {}
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({
      url: options.url,
      connections: options.connections,
      ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
      ...(options.tls ? { tlsOptions: { ca: options.tls.ca } } : {}),
      requests: [{
        // Fresh headers and body on every request (autocannon would carry a body's length to a GET).
        setupRequest: (request) => {
          const { key = options.key, ...next } = options.next()
          return { ...request, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: undefined, ...next }
        },
      }],
    }, (error, done) => (error ? reject(error) : resolve(done)))
    // Which errors, when there are some: a reset, a timeout, a refused connection.
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      errorCodes[code] = (errorCodes[code] ?? 0) + 1
    })
  })
  const statuses: Record<string, number> = {}
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stats.count ?? 0
  return {
    requests: result.requests.total, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99,
    // autocannon counts timeouts among its errors.
    errors: result.errors, non2xx: result.non2xx, statuses, errorCodes,
  }
}

export const describeLoad = (l: Load) =>
  `${l.requests} requests, ${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}, non-2xx ${l.non2xx}`

/** Problems for a load that must have no errors and (unless allowed) no non-2xx answers. */
export function cleanLoad(name: string, l: Load, allowNon2xx = false): string[] {
  const problems: string[] = []
  if (l.errors > 0) problems.push(`${name}: ${l.errors} errors ${JSON.stringify(l.errorCodes)}`)
  if (!allowNon2xx && l.non2xx > 0) problems.push(`${name}: ${l.non2xx} non-2xx (${JSON.stringify(l.statuses)})`)
  if (l.requests === 0) problems.push(`${name}: no request completed`)
  return problems
}
