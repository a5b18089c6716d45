// Accounts and API keys on SQLite: the shared statements, each prepared once; writes under the write lock.
import { type SqliteDb, createStatementRunner, writeTransaction } from '../db/sqlite.js'
import { statementsOf } from '../db/unit-of-work.js'
import { createKeyCache } from './key-cache.js'
import type { Companion } from '../db/unit-of-work.js'
import {
  type AccountSummary, type ActiveKey, type DescribedRow, KEYS_SQL, type KeyWritten, type KeysStore, MAX_ACTIVE_KEYS, type NewKey,
  NotTheAccountsWebsites, type RevokableKey, TooManyKeys, decideRevocation, insertKeyValues, toDescription, toDescriptions,
} from './keys.store.js'

/** How long a key revoked by another process may still be accepted here. */
export const REVOCATION_CHECK_MS = 100

export function createSqliteKeysStore(db: SqliteDb): KeysStore {
  const findActive = db.prepare<[Buffer], ActiveKey>(KEYS_SQL.findActive)
  // PRAGMA data_version changes when another connection commits: a key revoked by the CLI or another
  // process is refused within REVOCATION_CHECK_MS. Read at most that often, not on every request: on
  // every request it was 7% of a read's CPU (a profile of reads by id at 1,000,000 websites).
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  let version = 0
  let checkedAt = Number.NEGATIVE_INFINITY
  const cache = createKeyCache(() => {
    const now = Date.now()
    if (now - checkedAt >= REVOCATION_CHECK_MS) {
      version = dataVersion.get()!
      checkedAt = now
    }
    return version
  })
  const recordUse = db.prepare<[string, number, string]>(KEYS_SQL.recordUse)
  const accountByName = db.prepare<[string], { id: number }>(KEYS_SQL.accountByName)
  const upsertAccount = db.prepare<[string, string], number>(KEYS_SQL.upsertAccount).pluck()
  const websiteOfAccount = db.prepare<[number, number], number>(KEYS_SQL.websiteOfAccount).pluck()
  const activeKeys = db.prepare<[number, string], number>(KEYS_SQL.activeKeys).pluck()
  const insertKey = db.prepare<unknown[], number>(KEYS_SQL.insertKey).pluck()
  const insertScope = db.prepare<[number, number]>(KEYS_SQL.insertScope)
  const revokable = db.prepare<[number], RevokableKey>(KEYS_SQL.revokable)
  const otherActiveAdmins = db.prepare<[number, number, string], number>(KEYS_SQL.otherActiveAdmins).pluck()
  const revoke = db.prepare<[string, number], KeyWritten>(KEYS_SQL.revoke)
  const runCompanions = createStatementRunner(db)
  const anyKey = db.prepare<[], number>(KEYS_SQL.anyKey).pluck()
  const describe = db.prepare<[number], DescribedRow>(KEYS_SQL.describe)
  const describeInAccount = db.prepare<[number, number], DescribedRow>(KEYS_SQL.describeInAccount)
  const list = db.prepare<[string | null, string | null], DescribedRow>(KEYS_SQL.list)
  const listAccount = db.prepare<[number], DescribedRow>(KEYS_SQL.listAccount)
  const scope = db.prepare<[number], { id: number }>(KEYS_SQL.scope)
  const accountScopes = db.prepare<[number], { keyId: number; id: number }>(KEYS_SQL.accountScopes)
  const accounts = db.prepare<[string], AccountSummary>(KEYS_SQL.accounts)

  const foreignWebsites = (accountId: number, websites: readonly number[]) =>
    websites.filter((id) => websiteOfAccount.get(id, accountId) === undefined)

  // Inside a write transaction: BEGIN IMMEDIATE holds other processes off until the commit.
  const insert = (key: NewKey, now: string, companions: readonly Companion<KeyWritten>[] = []) => {
    const accountId = 'id' in key.account ? key.account.id : upsertAccount.get(key.account.name, now)!
    const foreign = foreignWebsites(accountId, key.websites ?? [])
    if (foreign.length > 0) throw new NotTheAccountsWebsites(foreign)
    if (activeKeys.get(accountId, now)! >= MAX_ACTIVE_KEYS) throw new TooManyKeys()
    const id = insertKey.get(...insertKeyValues(accountId, key, now))!
    for (const website of key.websites ?? []) insertScope.run(id, website)
    runCompanions(statementsOf(companions, { id, accountId }))
    return id
  }
  const described = (row: DescribedRow | undefined) => row && toDescription(row, scope.all(row.id))

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => findActive.get(wanted)),
    async recordUses(uses) {
      writeTransaction(db, () => {
        for (const use of uses) recordUse.run(use.at, use.id, use.at)
      })
    },
    async createKey(key, now, companions = []) {
      return writeTransaction(db, () => insert(key, now, companions))
    },
    async createFirstKey(key, now, companions = []) {
      return writeTransaction(db, () => (anyKey.get() === undefined ? insert(key, now, companions) : undefined))
    },
    async accountId(name) {
      return accountByName.get(name)?.id
    },
    async revokeKey(id, now, options = {}, companions = []) {
      cache.clear()
      return writeTransaction(db, () => {
        const key = revokable.get(id)
        const refused = decideRevocation(key, options, () => otherActiveAdmins.get(key!.accountId, id, now)!, now)
        if (refused) return refused
        const revoked = revoke.get(now, id)!
        runCompanions(statementsOf(companions, revoked))
        return 'revoked'
      })
    },
    async describeKey(id, accountId) {
      return described(accountId === undefined ? describe.get(id) : describeInAccount.get(id, accountId))
    },
    async listKeys(account) {
      return list.all(account ?? null, account ?? null).map((row) => described(row)!)
    },
    async listAccountKeys(accountId) {
      return toDescriptions(listAccount.all(accountId), accountScopes.all(accountId))
    },
    async keyLimits(accountId, websites, now) {
      return { foreignWebsites: foreignWebsites(accountId, websites), activeKeys: activeKeys.get(accountId, now)! }
    },
    async listAccounts(now) {
      return accounts.all(now)
    },
  }
}
