// Applies the migration history once, recorded in the database itself. Several processes may start at
// once: SQLite's write lock or PostgreSQL's advisory lock lets exactly one apply each migration.
import { type Migration, migrations } from '../../migrations/index.js'
import type { PgSql } from './postgres.js'
import { type SqliteDb, writeTransaction } from './sqlite.js'

export class MigrationError extends Error {}

/** Any fixed int8 works; it names "the websites-api migration lock" among the database's advisory locks. */
const MIGRATION_LOCK = 7_264_591_001

export function migrateSqlite(db: SqliteDb): number[] {
  // In the write lock too: as a plain statement it reads the schema, then writes, and a process that
  // created the table in between would make it fail at once ("database is locked"), without waiting.
  writeTransaction(db, () => db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`))
  const applied: number[] = []
  for (const migration of migrations) {
    // Checked inside the write lock, so two processes starting at once apply each migration once.
    writeTransaction(db, () => {
      const done = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)
      if (done) return
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
        .run(migration.version, migration.name, new Date().toISOString())
      applied.push(migration.version)
    })
  }
  return applied
}

export async function migratePostgres(sql: PgSql): Promise<number[]> {
  const applied: number[] = []
  for (const migration of migrations) {
    await sql.begin(async (tx) => {
      // Held until this transaction ends; a second instance waits here, then finds the work done.
      await tx.unsafe(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`)
      // Waiting for another instance's migration, or building an index on a large table, may take
      // longer than any request should.
      await tx`SET LOCAL statement_timeout = 0`
      await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`
      const [done] = await tx`SELECT 1 FROM schema_migrations WHERE version = ${migration.version}`
      if (done) return
      await tx.unsafe(migration.postgres).catch((error: Error) => {
        throw failed(migration, error)
      })
      await tx`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, now())`
      applied.push(migration.version)
    })
  }
  return applied
}

/** The versions not applied yet (all of them on a database that has never been migrated). */
export function pendingSqlite(db: SqliteDb): number[] {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get()
  const done = new Set(table ? db.prepare<[], { version: number }>('SELECT version FROM schema_migrations').all().map((row) => row.version) : [])
  return migrations.map((migration) => migration.version).filter((version) => !done.has(version))
}

/** Whether the database has ever been migrated (by this service: it holds our migrations table). */
export async function everMigratedPostgres(sql: PgSql): Promise<boolean> {
  const [table] = await sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`
  return table?.present === true
}

export async function pendingPostgres(sql: PgSql): Promise<number[]> {
  const done = new Set(await everMigratedPostgres(sql) ? (await sql<{ version: number }[]>`SELECT version FROM schema_migrations`).map((row) => row.version) : [])
  return migrations.map((migration) => migration.version).filter((version) => !done.has(version))
}

function failed(migration: Migration, error: Error): MigrationError {
  const hint = migration.postgresHint ? `\n${migration.postgresHint}` : ''
  return new MigrationError(`migration ${migration.version} (${migration.name}) failed: ${error.message}${hint}`, { cause: error })
}
