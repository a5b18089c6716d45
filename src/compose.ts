// The composition root of storage: db/ opens and migrates the database the configuration names (SQLite
// under DATA_DIR, or PostgreSQL at DATABASE_URL) and hands back its executor; here each feature's store is
// built over it, the same store for both databases but for the few modules that truly differ (the search
// index, the outbox's claim), and what follows a write in its transaction is wired, once.
import { type KeysStore, createKeysStore } from './auth/keys.store.js'
import { createSessionEnds } from './auth/session-ends.js'
import { type SessionsStore, createSessionsStore } from './auth/sessions.store.js'
import type { DatabaseConfig } from './config.js'
import { type OpenDatabase, type OpenOptions, openDatabase } from './db/index.js'
import { type EventsStore, createEventsStore } from './events/events.store.js'
import { type ImportStore, createImportStore } from './import/import.store.js'
import { type AccountStore, createAccountStore } from './people/account.store.js'
import { type ChallengesStore, createChallengesStore } from './people/challenges.store.js'
import { type FactorsStore, createFactorsStore } from './people/factors.store.js'
import { type MembersStore, createMembersStore } from './people/members.store.js'
import { type PasskeysStore, createPasskeysStore } from './people/passkeys.store.js'
import { createSecurityChanges } from './people/security-changes.js'
import { type BannedWordsStore, createBannedWordsStore } from './settings/banned-words.store.js'
import { type UsersStore, createUsersStore } from './people/users.store.js'
import { queueDeliveries } from './webhooks/outbox.js'
import { createPostgresClaim } from './webhooks/webhooks.claim.postgres.js'
import { createSqliteClaim } from './webhooks/webhooks.claim.sqlite.js'
import { type WebhooksStore, createWebhooksStore } from './webhooks/webhooks.store.js'
import { createPostgresSearch } from './websites/search-index.postgres.js'
import { createSqliteSearch } from './websites/search-index.sqlite.js'
import { type WebsitesStore, createWebsitesStore } from './websites/websites.store.js'

export interface Db {
  kind: DatabaseConfig['kind']
  appliedMigrations: number[]
  websites: WebsitesStore
  keys: KeysStore
  events: EventsStore
  webhooks: WebhooksStore
  sessions: SessionsStore
  users: UsersStore
  members: MembersStore
  factors: FactorsStore
  challenges: ChallengesStore
  passkeys: PasskeysStore
  account: AccountStore
  /** The operator's banned words, for the whole install. */
  bannedWords: BannedWordsStore
  /** What `websites-api import` writes with. */
  imports: ImportStore
  /** The database's executor, its followers wired: for tools and tests that write statements of their own. */
  executor: OpenDatabase['executor']
  /** `listener` is told after each commit that queued a webhook delivery (in this process). */
  onDeliveriesQueued(listener: () => void): void
  /** Whether the database answers right now (for GET /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}

function storesOf(opened: OpenDatabase) {
  const { executor } = opened
  const ends = createSessionEnds(executor)
  const security = createSecurityChanges(executor, ends)
  const [search, claim] = opened.kind === 'sqlite'
    ? [createSqliteSearch(opened.executor), createSqliteClaim(executor)]
    : [createPostgresSearch(executor), createPostgresClaim(executor)]
  const bannedWords = createBannedWordsStore(executor)
  return {
    websites: createWebsitesStore(executor, search), keys: createKeysStore(executor), events: createEventsStore(executor),
    webhooks: createWebhooksStore(executor, claim), imports: createImportStore(executor, search, bannedWords),
    sessions: createSessionsStore(executor, ends), users: createUsersStore(executor, ends), members: createMembersStore(executor, ends),
    factors: createFactorsStore(executor, security), challenges: createChallengesStore(executor), passkeys: createPasskeysStore(executor, security),
    account: createAccountStore(executor, ends), bannedWords,
  }
}

/** The database the configuration names, migrated (see `OpenOptions`), with its stores. */
export async function createDb(config: { database: DatabaseConfig; dataDir?: string }, options: OpenOptions = {}): Promise<Db> {
  const opened = await openDatabase(config, options)
  const { kind, appliedMigrations, ready, close } = opened
  const listeners = new Set<() => void>()
  // Every insert of events queues its deliveries in the same transaction, whoever writes them.
  queueDeliveries(opened.executor, () => {
    for (const listener of listeners) listener()
  })
  return { kind, appliedMigrations, executor: opened.executor, ...storesOf(opened), onDeliveriesQueued: (listener) => void listeners.add(listener), ready, close }
}
