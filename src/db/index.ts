// openDatabase(config): opens SQLite under DATA_DIR or PostgreSQL at DATABASE_URL and applies pending
// migrations before any query, so every process sees the current schema. It hands back the open driver
// with its readiness and close; compose.ts builds the stores over it.
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { DatabaseConfig } from '../config.js'
import { everMigratedPostgres, migratePostgres, migrateSqlite, pendingPostgres, pendingSqlite } from './migrate.js'
import { type Pg, openPostgres } from './postgres.js'
import { type SqliteDb, openSqlite } from './sqlite.js'

const SQLITE_START_ATTEMPTS = 5

/**
 * Instances that start together on a new SQLite file can see "database is locked" at once, without the
 * busy timeout's wait, while another one turns the file to WAL or creates the schema: they try again.
 */
async function openAndMigrateSqlite(database: Extract<DatabaseConfig, { kind: 'sqlite' }>) {
  for (let attempt = 1; ; attempt++) {
    let db: SqliteDb | undefined
    try {
      db = openSqlite(database)
      return { db, appliedMigrations: migrateSqlite(db) }
    } catch (error) {
      db?.close()
      if (attempt >= SQLITE_START_ATTEMPTS || !String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) throw error
      await sleep(100 * attempt)
    }
  }
}

function openMigratedSqlite(database: Extract<DatabaseConfig, { kind: 'sqlite' }>) {
  const db = openSqlite(database)
  const pending = pendingSqlite(db)
  if (pending.length > 0) {
    db.close()
    throw new NotMigrated(pending)
  }
  return { db, appliedMigrations: [] }
}

/** A readiness probe that has not heard back by then reports "not ready". */
const READY_TIMEOUT_MS = 1000

interface Opened {
  appliedMigrations: number[]
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}
/** An open, migrated database: the driver the stores are built over, by kind. */
export type OpenDatabase = Opened & ({ kind: 'sqlite'; sqlite: SqliteDb } | { kind: 'postgres'; pg: Pg })

/** `migrate: false` (imports): a database with migrations pending is refused, and left as it is. */
export class NotMigrated extends Error {
  constructor(pending: number[]) {
    super(`the target database is not migrated (pending: ${pending.join(', ')}): run \`websites-api migrate\` first, with the same DATA_DIR or DATABASE_URL`)
  }
}

/**
 * `mustExist`: a database never made (no SQLite file; in PostgreSQL, no migrations table) is refused,
 * and nothing is created. Only `serve` and `migrate` make one: a command that found none elsewhere was
 * given the wrong DATA_DIR or DATABASE_URL, and what it wrote there no running service would ever read.
 */
export class NoDatabase extends Error {}

const MAKE_IT_FIRST = 'start the service once or run `websites-api migrate` first'

export interface OpenOptions {
  /** false (imports): a database with migrations pending is refused (NotMigrated), and left as it is. */
  migrate?: boolean
  /** true: a database never made is refused (NoDatabase), and nothing is created. */
  mustExist?: boolean
}

export async function openDatabase({ database, dataDir }: { database: DatabaseConfig; dataDir?: string },
  { migrate = true, mustExist = false }: OpenOptions = {}): Promise<OpenDatabase> {
  if (database.kind === 'postgres') {
    const pg = openPostgres(database)
    const opened = async () => {
      if (mustExist && !(await everMigratedPostgres(pg.unbounded))) {
        const url = new URL(database.url)
        throw new NoDatabase(`the database "${decodeURIComponent(url.pathname.slice(1))}" on ${url.host} (DATABASE_URL) has never been migrated: ${MAKE_IT_FIRST}`)
      }
      if (migrate) return migratePostgres(pg.unbounded)
      const pending = await pendingPostgres(pg.unbounded)
      if (pending.length > 0) throw new NotMigrated(pending)
      return []
    }
    const appliedMigrations = await opened().catch(async (error: unknown) => {
      await pg.unbounded.end({ timeout: 0 })
      throw error
    })
    return {
      kind: 'postgres',
      appliedMigrations,
      pg,
      ready: () => Promise.race([
        pg.query('SELECT 1').then(() => true, () => false),
        sleep(READY_TIMEOUT_MS, false, { ref: false }),
      ]),
      close: () => pg.unbounded.end({ timeout: 5 }),
    }
  }
  if (mustExist && !fs.existsSync(database.file)) {
    const setting = dataDir !== undefined && database.file === path.join(dataDir, 'websites.db') ? `DATA_DIR=${dataDir}` : `DATABASE_URL=sqlite:${database.file}`
    throw new NoDatabase(`no database at ${database.file} (${setting}): ${MAKE_IT_FIRST}`)
  }
  const { db, appliedMigrations } = migrate ? await openAndMigrateSqlite(database) : openMigratedSqlite(database)
  return {
    kind: 'sqlite',
    appliedMigrations,
    sqlite: db,
    // The file is opened in this process; reading a page proves the disk still answers.
    ready: async () => {
      try {
        db.prepare('SELECT 1 FROM accounts LIMIT 1').get()
        return true
      } catch {
        return false
      }
    },
    /** Checkpoints the WAL into the main file so a stopped service leaves one self-contained file. */
    close: async () => {
      db.pragma('wal_checkpoint(TRUNCATE)')
      db.close()
    },
  }
}
