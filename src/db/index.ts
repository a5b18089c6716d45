// createDb(config): the one place that chooses the database (today SQLite under DATA_DIR). It applies
// pending migrations before preparing any statement, so every process sees the current schema.
import type { Config } from '../config.js'
import { createKeysRepository } from '../auth/keys.repository.js'
import { createWebsitesRepository } from '../websites/websites.repository.js'
import { migrate } from './migrate.js'
import { openSqlite } from './sqlite.js'

export async function createDb(config: Pick<Config, 'sqlite'>) {
  const db = openSqlite(config.sqlite)
  const appliedMigrations = migrate(db)
  return {
    appliedMigrations,
    websites: createWebsitesRepository(db),
    keys: createKeysRepository(db),
    /** Checkpoints the WAL into the main file so a stopped service leaves one self-contained file. */
    close: async () => {
      db.pragma('wal_checkpoint(TRUNCATE)')
      db.close()
    },
  }
}

export type Db = Awaited<ReturnType<typeof createDb>>
