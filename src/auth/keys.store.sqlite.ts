// Accounts and API keys on SQLite: the shared statements, each prepared once.
import { type SqliteDb, writeTransaction } from '../db/sqlite.js'
import { createKeyCache } from './key-cache.js'
import { type ActiveKey, KEYS_SQL, type KeyListing, type KeysStore } from './keys.store.js'

export function createSqliteKeysStore(db: SqliteDb): KeysStore {
  const findActive = db.prepare<[Buffer], ActiveKey>(KEYS_SQL.findActive)
  // PRAGMA data_version changes when another connection commits: a key revoked by the CLI or another
  // process is refused on the very next request.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  const cache = createKeyCache(() => dataVersion.get()!)
  const touch = db.prepare<[string, number]>(KEYS_SQL.touch)
  const accountByName = db.prepare<[string], { id: number }>(KEYS_SQL.accountByName)
  const insertAccount = db.prepare<[string, string]>(KEYS_SQL.insertAccount)
  const insertKey = db.prepare<[number, string | null, string, Buffer, string]>(KEYS_SQL.insertKey)
  const revoke = db.prepare<[string, number]>(KEYS_SQL.revoke)
  const anyKey = db.prepare<[], number>(KEYS_SQL.anyKey).pluck()
  const listKeys = db.prepare<[string | null, string | null], KeyListing>(KEYS_SQL.list)

  // Inside a write transaction: BEGIN IMMEDIATE holds other processes off until the commit.
  const insert = (account: string, name: string | null, prefix: string, digest: Buffer, now: string) => {
    const accountId = accountByName.get(account)?.id ?? Number(insertAccount.run(account, now).lastInsertRowid)
    return Number(insertKey.run(accountId, name, prefix, digest, now).lastInsertRowid)
  }

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => findActive.get(wanted)),
    async touchKey(id, now) {
      touch.run(now, id)
    },
    async createKey(account, name, prefix, digest, now) {
      return writeTransaction(db, () => insert(account, name, prefix, digest, now))
    },
    async createFirstKey(account, name, prefix, digest, now) {
      return writeTransaction(db, () => (anyKey.get() === undefined ? insert(account, name, prefix, digest, now) : undefined))
    },
    async accountId(name) {
      return accountByName.get(name)?.id
    },
    async revokeKey(id, now) {
      cache.clear()
      return writeTransaction(db, () => revoke.run(now, id).changes === 1)
    },
    async listKeys(account) {
      return listKeys.all(account ?? null, account ?? null)
    },
  }
}
