// openDatabase(config): opens SQLite under DATA_DIR or PostgreSQL at DATABASE_URL and applies pending
// migrations before any query, so every process sees the current schema. It hands back the database's
// executor with its readiness and close; compose.ts builds the stores over it.
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ConfigError, type DatabaseConfig } from '../config.js'
import { everMigratedPostgres, migratePostgres, migrateSqlite, pendingPostgres, pendingSqlite } from './migrate.js'
import type { Executor } from './executor.js'
import { createPostgresExecutor } from './postgres-executor.js'
import { openPostgres } from './postgres.js'
import { type SqliteExecutor, createSqliteExecutor } from './sqlite-executor.js'
import { type SqliteDb, openSqlite, openSqliteReader } from './sqlite.js'

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
/**
 * A probe still unanswered after this long is abandoned with its connection, and the next one opens a new
 * connection. A connection cut silently (packets dropped, no reset) keeps a query waiting on TCP's
 * retransmissions, whose gaps grow to minutes: after a 60 s cut healed, an instance that kept waiting on
 * its one probe connection stayed out of the balancer for 51 s more. A new connection's SYN goes out at
 * once (within PG_CONNECT_TIMEOUT_MS).
 */
export const PROBE_ABANDON_MS = 5000

/**
 * Whether a write commits now, the way a request's write does: a connection that answers SELECT 1 proves
 * nothing about a standby (no write succeeds there), nor about a primary whose synchronous standby is gone
 * (every commit waits for it). So the probe commits a write: a transactional WAL record that no table keeps
 * (pg_logical_emit_message; a standby refuses it, and its commit waits for the synchronous standby like any
 * other). It runs on a connection of its own (a pool of one), so a probe stuck in that wait holds no
 * connection that requests need; while one is under way, the next probes wait for its answer instead of
 * queueing more, until it is abandoned (PROBE_ABANDON_MS).
 */
export function writeProbe(database: Extract<DatabaseConfig, { kind: 'postgres' }>, abandonMs = PROBE_ABANDON_MS): { ready(): Promise<boolean>; close(): Promise<void> } {
  const open = () => openPostgres({ ...database, poolSize: 1 })
  let probe = open()
  let underWay: { answer: Promise<boolean>; since: number } | undefined
  return {
    ready() {
      if (underWay && Date.now() - underWay.since >= abandonMs) {
        // Ended without waiting: its socket is destroyed, whatever it was waiting for.
        void probe.unbounded.end({ timeout: 0 }).catch(() => undefined)
        probe = open()
        underWay = undefined
      }
      if (!underWay) {
        const started: { answer: Promise<boolean>; since: number } = {
          since: Date.now(),
          answer: probe.unbounded.unsafe("SELECT pg_logical_emit_message(true, 'websites-api', 'readyz')")
            .then(() => true, () => false)
            .finally(() => {
              if (underWay === started) underWay = undefined
            }),
        }
        underWay = started
      }
      return Promise.race([underWay.answer, sleep(READY_TIMEOUT_MS, false, { ref: false })])
    },
    close: () => probe.unbounded.end({ timeout: 0 }),
  }
}

interface Opened {
  appliedMigrations: number[]
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}
/** An open, migrated database: the executor the stores are built over, by kind. */
export type OpenDatabase = Opened & ({ kind: 'sqlite'; executor: SqliteExecutor } | { kind: 'postgres'; executor: Executor })

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

/** Errors that mean no connection to PostgreSQL was made at all (nothing there, or not in time). */
const NO_CONNECTION = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'CONNECT_TIMEOUT'])

/** No connection at start, said with the setting and its address (never its password); else undefined. */
function unreachablePostgres(error: unknown, url: string): ConfigError | undefined {
  const code = (error as { code?: string }).code ?? ''
  if (!NO_CONNECTION.has(code)) return undefined
  const shown = new URL(url)
  if (shown.password !== '') shown.password = '***'
  return new ConfigError(`DATABASE_URL=${shown.href}: cannot connect to PostgreSQL at ${shown.host} (${code}): is it running, and are the host and port right?`)
}

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
      throw unreachablePostgres(error, database.url) ?? error
    })
    // Opens its connection on first use.
    const probe = writeProbe(database)
    const executor = createPostgresExecutor(pg)
    return {
      kind: 'postgres',
      appliedMigrations,
      executor,
      ready: probe.ready,
      close: async () => {
        await executor.stopWatching()
        await probe.close()
        await pg.unbounded.end({ timeout: 5 })
      },
    }
  }
  if (mustExist && !fs.existsSync(database.file)) {
    const setting = dataDir !== undefined && database.file === path.join(dataDir, 'websites.db') ? `DATA_DIR=${dataDir}` : `DATABASE_URL=sqlite:${database.file}`
    throw new NoDatabase(`no database at ${database.file} (${setting}): ${MAKE_IT_FIRST}`)
  }
  // The connection that migrated writes from now on; a second one reads.
  const { db: writer, appliedMigrations } = migrate ? await openAndMigrateSqlite(database) : openMigratedSqlite(database)
  const reader = openSqliteReader(database.file)
  const ready = reader.prepare('SELECT 1 FROM accounts LIMIT 1')
  return {
    kind: 'sqlite',
    appliedMigrations,
    executor: createSqliteExecutor(reader, writer),
    // The file is opened in this process; reading a page proves the disk still answers.
    ready: async () => {
      try {
        ready.get()
        return true
      } catch {
        return false
      }
    },
    /** Checkpoints the WAL into the main file so a stopped service leaves one self-contained file. */
    close: async () => {
      reader.close()
      writer.pragma('wal_checkpoint(TRUNCATE)')
      writer.close()
    },
  }
}
