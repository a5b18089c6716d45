// Accounts and API keys on SQLite: the shared statements, each prepared once; writes under the write lock.
import { type SqliteDb, createStatementRunner, writeTransaction } from '../db/sqlite.js'
import { statementsOf } from '../db/unit-of-work.js'
import { createKeyCache } from './key-cache.js'
import type { Companion } from '../db/unit-of-work.js'
import { type AccountSummary, type ActiveKey, type DescribedRow, KEYS_SQL, type KeyWritten, type KeysStore, type NewKey, NotTheAccountsWebsites, insertKeyValues, toDescription }
  from './keys.store.js'

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
  const touch = db.prepare<[string, number]>(KEYS_SQL.touch)
  const accountByName = db.prepare<[string], { id: number }>(KEYS_SQL.accountByName)
  const upsertAccount = db.prepare<[string, string], number>(KEYS_SQL.upsertAccount).pluck()
  const websiteOfAccount = db.prepare<[number, number], number>(KEYS_SQL.websiteOfAccount).pluck()
  const insertKey = db.prepare<unknown[], number>(KEYS_SQL.insertKey).pluck()
  const insertScope = db.prepare<[number, number]>(KEYS_SQL.insertScope)
  const revoke = db.prepare<[string, number], KeyWritten>(KEYS_SQL.revoke)
  const runCompanions = createStatementRunner(db)
  const anyKey = db.prepare<[], number>(KEYS_SQL.anyKey).pluck()
  const describe = db.prepare<[number], DescribedRow>(KEYS_SQL.describe)
  const list = db.prepare<[string | null, string | null], DescribedRow>(KEYS_SQL.list)
  const scope = db.prepare<[number], { id: number }>(KEYS_SQL.scope)
  const accounts = db.prepare<[string], AccountSummary>(KEYS_SQL.accounts)

  // Inside a write transaction: BEGIN IMMEDIATE holds other processes off until the commit.
  const insert = (key: NewKey, now: string, companions: readonly Companion<KeyWritten>[] = []) => {
    const accountId = upsertAccount.get(key.account, now)!
    const foreign = (key.websites ?? []).filter((id) => websiteOfAccount.get(id, accountId) === undefined)
    if (foreign.length > 0) throw new NotTheAccountsWebsites(foreign)
    const id = insertKey.get(...insertKeyValues(accountId, key, now))!
    for (const website of key.websites ?? []) insertScope.run(id, website)
    runCompanions(statementsOf(companions, { id, accountId }))
    return id
  }
  const described = (row: DescribedRow | undefined) => row && toDescription(row, scope.all(row.id))

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => findActive.get(wanted)),
    async touchKey(id, now) {
      touch.run(now, id)
    },
    async createKey(key, now, companions = []) {
      return writeTransaction(db, () => insert(key, now, companions))
    },
    async createFirstKey(key, now) {
      return writeTransaction(db, () => (anyKey.get() === undefined ? insert(key, now) : undefined))
    },
    async accountId(name) {
      return accountByName.get(name)?.id
    },
    async revokeKey(id, now, companions = []) {
      cache.clear()
      return writeTransaction(db, () => {
        const revoked = revoke.get(now, id)
        if (revoked) runCompanions(statementsOf(companions, revoked))
        return revoked !== undefined
      })
    },
    async describeKey(id) {
      return described(describe.get(id))
    },
    async listKeys(account) {
      return list.all(account ?? null, account ?? null).map((row) => described(row)!)
    },
    async listAccounts(now) {
      return accounts.all(now)
    },
  }
}
