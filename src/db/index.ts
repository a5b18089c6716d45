// createDb(config): the one place that chooses the database, SQLite under DATA_DIR or PostgreSQL at
// DATABASE_URL. It applies pending migrations before any query, so every process sees the current
// schema, and hands out the same store interfaces for both.
import { setTimeout as sleep } from 'node:timers/promises'
import type { DatabaseConfig } from '../config.js'
import type { KeysStore } from '../auth/keys.store.js'
import { createPostgresKeysStore } from '../auth/keys.store.postgres.js'
import { createSqliteKeysStore } from '../auth/keys.store.sqlite.js'
import type { WebsitesStore } from '../websites/websites.store.js'
import { createPostgresWebsitesStore } from '../websites/websites.store.postgres.js'
import { createSqliteWebsitesStore } from '../websites/websites.store.sqlite.js'
import { migratePostgres, migrateSqlite } from './migrate.js'
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

/** A readiness probe that has not heard back by then reports "not ready". */
const READY_TIMEOUT_MS = 1000

export interface Db {
  kind: DatabaseConfig['kind']
  appliedMigrations: number[]
  websites: WebsitesStore
  keys: KeysStore
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}

export async function createDb({ database }: { database: DatabaseConfig }): Promise<Db> {
  if (database.kind === 'postgres') {
    const pg = openPostgres(database)
    const appliedMigrations = await migratePostgres(pg.sql).catch(async (error: unknown) => {
      await pg.sql.end({ timeout: 0 })
      throw error
    })
    return {
      kind: 'postgres',
      appliedMigrations,
      websites: createPostgresWebsitesStore(pg),
      keys: createPostgresKeysStore(pg),
      ready: () => Promise.race([
        pg.query('SELECT 1').then(() => true, () => false),
        sleep(READY_TIMEOUT_MS, false, { ref: false }),
      ]),
      close: () => pg.sql.end({ timeout: 5 }),
    }
  }
  const { db, appliedMigrations } = await openAndMigrateSqlite(database)
  return {
    kind: 'sqlite',
    appliedMigrations,
    websites: createSqliteWebsitesStore(db),
    keys: createSqliteKeysStore(db),
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
