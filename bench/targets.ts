// Where a bench run's data lives: SQLite under bench/data/sqlite-<N>, or the PostgreSQL database
// websites_bench_<N> on the server of BENCH_DATABASE_URL (default: the local one). Seeded once, reused.
import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'

export type BenchDb = 'sqlite' | 'postgres'

export interface Target {
  db: BenchDb
  /** How many websites it holds once seeded. */
  sites: number
  /** The service's (and the seeder's) environment: where its data is. */
  env: Record<string, string>
  /** Records what was seeded (the keys); its absence means "seed again". */
  marker: string
  /** Whether the seeded database is still there (a PostgreSQL database can be dropped behind our back). */
  exists(): Promise<boolean>
  /** Removes what a previous, possibly interrupted, seeding left. */
  reset(): Promise<void>
  /**
   * Before each run: what the database would do by itself some time after a bulk load or many writes,
   * done at once so that runs measure the settled state. On PostgreSQL, VACUUM ANALYZE: without statistics and the visibility
   * map, counting a search in an account of 1,000,000 at 10,000,000 websites read the whole heap (5 s).
   */
  settle(): Promise<void>
}

const ROOT = path.resolve(import.meta.dirname, '..')

export function benchTarget(db: BenchDb, sites: number): Target {
  const dataDir = path.join(ROOT, 'bench', 'data', `${db}-${sites}`)
  const marker = path.join(dataDir, 'seed.json')
  if (db === 'sqlite') {
    return {
      db, sites, marker, env: { DATA_DIR: dataDir },
      exists: async () => fs.existsSync(path.join(dataDir, 'websites.db')),
      reset: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      settle: async () => undefined, // SQLite keeps no statistics it is not told to, and needs none here
    }
  }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `websites_bench_${sites}`
  const url = new URL(server)
  url.pathname = `/${name}`
  /** One connection to `database` for the length of `work`. */
  const on = (database: string) => async <T>(work: (sql: postgres.Sql) => Promise<T>) => {
    const sql = postgres(database, { max: 1, onnotice: () => undefined })
    try {
      return await work(sql)
    } finally {
      await sql.end()
    }
  }
  const admin = on(server)
  return {
    db, sites, marker, env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    exists: () => admin(async (sql) => (await sql`SELECT 1 FROM pg_database WHERE datname = ${name}`).length === 1),
    settle: () => on(url.toString())(async (sql) => void await sql.unsafe('VACUUM ANALYZE')),
    async reset() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.mkdirSync(dataDir, { recursive: true })
      await admin(async (sql) => {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await sql.unsafe(`CREATE DATABASE ${name}`)
      })
    },
  }
}
