// The migration history, in order, one history for both databases. Each entry is applied once, in
// its own transaction, and recorded in schema_migrations.
import * as init from './0001-init.js'
import * as trigramSearch from './0002-trigram-search.js'
import * as safeAutomation from './0003-safe-automation.js'
import * as accountCounters from './0004-account-counters.js'
import * as adminKeys from './0005-admin-keys.js'
import * as eventsWebhooks from './0006-events-webhooks.js'
import * as largeTables from './0007-large-tables.js'
import * as searchPending from './0008-search-pending.js'
import * as outboxInCode from './0009-outbox-in-code.js'
import * as people from './0010-people.js'
import * as strongSignIn from './0011-strong-sign-in.js'
import * as trustDecidedOnce from './0012-trust-decided-once.js'
import * as operatorDecides from './0013-operator-decides.js'

export interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
  /** Said after the error when the PostgreSQL part fails: what the operator can do about it. */
  postgresHint?: string
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'init', ...init },
  { version: 2, name: 'trigram-search', ...trigramSearch },
  { version: 3, name: 'safe-automation', ...safeAutomation },
  { version: 4, name: 'account-counters', ...accountCounters },
  { version: 5, name: 'admin-keys', ...adminKeys },
  { version: 6, name: 'events-webhooks', ...eventsWebhooks },
  { version: 7, name: 'large-tables', ...largeTables },
  { version: 8, name: 'search-pending', ...searchPending },
  { version: 9, name: 'outbox-in-code', ...outboxInCode },
  { version: 10, name: 'people', ...people },
  { version: 11, name: 'strong-sign-in', ...strongSignIn },
  { version: 12, name: 'trust-decided-once', ...trustDecidedOnce },
  { version: 13, name: 'operator-decides', ...operatorDecides },
]
