// Applies the migration history once, recorded in the database itself.
import { migrations } from '../../migrations/index.js'
import { type SqliteDb, writeTransaction } from './sqlite.js'

export function migrate(db: SqliteDb): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`)
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
