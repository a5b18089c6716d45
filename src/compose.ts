// The composition root of storage: db/ opens and migrates the database the configuration names (SQLite
// under DATA_DIR, or PostgreSQL at DATABASE_URL); here each feature's store for that database is built
// over it, so that the same store interfaces come out for both and nothing below knows there are two.
import { createPostgresKeysStore } from './auth/keys.store.postgres.js'
import { createSqliteKeysStore } from './auth/keys.store.sqlite.js'
import type { KeysStore } from './auth/keys.store.js'
import type { DatabaseConfig } from './config.js'
import { type OpenDatabase, type OpenOptions, openDatabase } from './db/index.js'
import { createPostgresEventsStore } from './events/events.store.postgres.js'
import { createSqliteEventsStore } from './events/events.store.sqlite.js'
import type { EventsStore } from './events/events.store.js'
import { createPostgresImportStore } from './import/import.store.postgres.js'
import { createSqliteImportStore } from './import/import.store.sqlite.js'
import type { ImportStore } from './import/import.store.js'
import { createPostgresWebhooksStore } from './webhooks/webhooks.store.postgres.js'
import { createSqliteWebhooksStore } from './webhooks/webhooks.store.sqlite.js'
import type { WebhooksStore } from './webhooks/webhooks.store.js'
import { createPostgresWebsitesStore } from './websites/websites.store.postgres.js'
import { createSqliteWebsitesStore } from './websites/websites.store.sqlite.js'
import type { WebsitesStore } from './websites/websites.store.js'

export interface Db {
  kind: DatabaseConfig['kind']
  appliedMigrations: number[]
  websites: WebsitesStore
  keys: KeysStore
  events: EventsStore
  webhooks: WebhooksStore
  /** What `websites-api import` writes with. */
  imports: ImportStore
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}

function storesOf(opened: OpenDatabase): Pick<Db, 'websites' | 'keys' | 'events' | 'webhooks' | 'imports'> {
  if (opened.kind === 'postgres') {
    const { pg } = opened
    return {
      websites: createPostgresWebsitesStore(pg), keys: createPostgresKeysStore(pg), events: createPostgresEventsStore(pg),
      webhooks: createPostgresWebhooksStore(pg), imports: createPostgresImportStore(pg),
    }
  }
  const { sqlite } = opened
  return {
    websites: createSqliteWebsitesStore(sqlite), keys: createSqliteKeysStore(sqlite), events: createSqliteEventsStore(sqlite),
    webhooks: createSqliteWebhooksStore(sqlite), imports: createSqliteImportStore(sqlite),
  }
}

/** The database the configuration names, migrated (see `OpenOptions`), with its stores. */
export async function createDb(config: { database: DatabaseConfig; dataDir?: string }, options: OpenOptions = {}): Promise<Db> {
  const opened = await openDatabase(config, options)
  const { kind, appliedMigrations, ready, close } = opened
  return { kind, appliedMigrations, ...storesOf(opened), ready, close }
}
