// Accounts and API keys on PostgreSQL: the shared statements, plus what only PostgreSQL does
// (revocations notified to every instance).
import { type Pg, numbered, runStatements } from '../db/postgres.js'
import { type Companion, statementsOf } from '../db/unit-of-work.js'
import { createKeyCache } from './key-cache.js'
import type postgres from 'postgres'
import { type AccountSummary, type ActiveKey, type DescribedRow, KEYS_SQL, type KeyWritten, type KeysStore, type NewKey, NotTheAccountsWebsites, insertKeyValues, toDescription }
  from './keys.store.js'

/** Sent by a revocation, at its commit, to every instance listening on this database. */
const REVOKED_CHANNEL = 'websites_api_key_revoked'
/**
 * The cache is also emptied this often, in case a notification was missed (the listening connection
 * was down): a revoked key stops working everywhere within this time (the promise is 5 s).
 */
const KEY_CACHE_SECONDS = 2

const REVOKE = numbered(`WITH revoked AS (
    ${KEYS_SQL.revoke}
  )
  SELECT id, "accountId", pg_notify('${REVOKED_CHANNEL}', id::text) FROM revoked`)
const SHARED = Object.fromEntries(Object.entries(KEYS_SQL).map(([name, text]) => [name, numbered(text)])) as typeof KEYS_SQL

/** Makes the account when new, checks the websites are its own, then the key and its scope: one transaction. */
async function insert(tx: postgres.TransactionSql, key: NewKey, now: string, companions: readonly Companion<KeyWritten>[] = []): Promise<number> {
  const [account] = await tx.unsafe<{ id: number }[]>(SHARED.upsertAccount, [key.account, now])
  const foreign: number[] = []
  for (const id of key.websites ?? []) {
    if ((await tx.unsafe(SHARED.websiteOfAccount, [id, account!.id])).length === 0) foreign.push(id)
  }
  if (foreign.length > 0) throw new NotTheAccountsWebsites(foreign)
  const [created] = await tx.unsafe<{ id: number }[]>(SHARED.insertKey, insertKeyValues(account!.id, key, now) as never[])
  for (const website of key.websites ?? []) await tx.unsafe(SHARED.insertScope, [created!.id, website])
  await runStatements(tx, statementsOf(companions, { id: created!.id, accountId: account!.id }))
  return created!.id
}

export function createPostgresKeysStore({ sql, query }: Pg): KeysStore {
  const described = async (row: DescribedRow) => toDescription(row, await query<{ id: number }>(SHARED.scope, [row.id]))
  const cache = createKeyCache(() => Math.floor(Date.now() / (KEY_CACHE_SECONDS * 1000)))
  // postgres.js keeps this connection open and listening again after an outage; until it is, the
  // period above bounds the delay.
  sql.listen(REVOKED_CHANNEL, () => cache.clear()).catch(() => undefined)

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => {
      const [key] = await query<ActiveKey>(SHARED.findActive, [wanted])
      return key
    }),
    async touchKey(id, now) {
      await query(SHARED.touch, [now, id])
    },
    async createKey(key, now, companions = []) {
      return sql.begin((tx) => insert(tx, key, now, companions))
    },
    async accountId(name) {
      const [account] = await query<{ id: number }>(SHARED.accountByName, [name])
      return account?.id
    },
    async revokeKey(id, now, companions = []) {
      cache.clear()
      if (companions.length === 0) return (await query(REVOKE, [now, id])).length === 1
      return sql.begin(async (tx) => {
        const [revoked] = await tx.unsafe<KeyWritten[]>(REVOKE, [now, id])
        if (revoked) await runStatements(tx, statementsOf(companions, { id: revoked.id, accountId: revoked.accountId }))
        return revoked !== undefined
      })
    },
    async createFirstKey(key, now) {
      return sql.begin(async (tx) => {
        // Held until the commit: a second instance starting now waits here, then finds the first key
        // made (key writes by requests wait a moment too; reads do not).
        await tx`LOCK TABLE api_keys IN SHARE ROW EXCLUSIVE MODE`
        const [existing] = await tx.unsafe(SHARED.anyKey)
        return existing ? undefined : insert(tx, key, now)
      })
    },
    async describeKey(id) {
      const [row] = await query<DescribedRow>(SHARED.describe, [id])
      return row && described(row)
    },
    async listKeys(account) {
      return Promise.all((await query<DescribedRow>(SHARED.list, [account ?? null, account ?? null])).map(described))
    },
    async listAccounts(now) {
      return query<AccountSummary>(SHARED.accounts, [now])
    },
  }
}
