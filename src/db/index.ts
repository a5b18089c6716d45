// createDb(config): the one place that chooses the database, SQLite under DATA_DIR or PostgreSQL at
// DATABASE_URL. It applies pending migrations before any query, so every process sees the current
// schema, and hands out the same store interfaces for both.
import { setTimeout as sleep } from 'node:timers/promises'
import type { DatabaseConfig } from '../config.js'
import type { KeysStore } from '../auth/keys.store.js'
import { createPostgresKeysStore } from '../auth/keys.store.postgres.js'
import { createSqliteKeysStore } from '../auth/keys.store.sqlite.js'
import type { ImportStore } from '../import/import.store.js'
import { createPostgresImportStore } from '../import/import.store.postgres.js'
import { createSqliteImportStore } from '../import/import.store.sqlite.js'
import type { WebsitesStore } from '../websites/websites.store.js'
import { createPostgresWebsitesStore } from '../websites/websites.store.postgres.js'
import { createSqliteWebsitesStore } from '../websites/websites.store.sqlite.js'
import { migratePostgres, migrateSqlite, pendingPostgres, pendingSqlite } from './migrate.js'
import { openPostgres } from './postgres.js'
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

export interface Db {
  kind: DatabaseConfig['kind']
  appliedMigrations: number[]
  websites: WebsitesStore
  keys: KeysStore
  /** What `websites-api import` writes with. */
  imports: ImportStore
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}

/** `migrate: false` (imports): a database with migrations pending is refused, and left as it is. */
export class NotMigrated extends Error {
  constructor(pending: number[]) {
    super(`the target database is not migrated (pending: ${pending.join(', ')}): run \`websites-api migrate\` first, with the same DATA_DIR or DATABASE_URL`)
  }
}

export async function createDb({ database }: { database: DatabaseConfig }, { migrate = true } = {}): Promise<Db> {
  if (database.kind === 'postgres') {
    const pg = openPostgres(database)
    const appliedMigrations = await (migrate ? migratePostgres(pg.sql) : pendingPostgres(pg.sql).then((pending) => {
      if (pending.length > 0) throw new NotMigrated(pending)
      return []
    })).catch(async (error: unknown) => {
      await pg.sql.end({ timeout: 0 })
      throw error
    })
    return {
      kind: 'postgres',
      appliedMigrations,
      websites: createPostgresWebsitesStore(pg),
      keys: createPostgresKeysStore(pg),
      imports: createPostgresImportStore(pg),
      ready: () => Promise.race([
        pg.query('SELECT 1').then(() => true, () => false),
        sleep(READY_TIMEOUT_MS, false, { ref: false }),
      ]),
      close: () => pg.sql.end({ timeout: 5 }),
    }
  }
  const { db, appliedMigrations } = migrate ? await openAndMigrateSqlite(database) : openMigratedSqlite(database)
  return {
    kind: 'sqlite',
    appliedMigrations,
    websites: createSqliteWebsitesStore(db),
    keys: createSqliteKeysStore(db),
    imports: createSqliteImportStore(db),
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
