// Accounts and API keys on PostgreSQL: the shared statements, plus what only PostgreSQL does
// (revocations notified to every instance, an account's key writes in turn under its row lock).
import { type Pg, numbered, preparedOn, runStatements } from '../db/postgres.js'
import { type Companion, statementsOf } from '../db/unit-of-work.js'
import { createKeyCache } from './key-cache.js'
import type postgres from 'postgres'
import {
  type AccountSummary, type ActiveKey, type DescribedRow, KEYS_SQL, type KeyWritten, type KeysStore, MAX_ACTIVE_KEYS, type NewKey,
  NotTheAccountsWebsites, type RevokableKey, TooManyKeys, decideRevocation, insertKeyValues, toDescription, toDescriptions,
} from './keys.store.js'

/** Sent by a revocation, at its commit, to every instance listening on this database. */
const REVOKED_CHANNEL = 'websites_api_key_revoked'
/**
 * The cache is also emptied this often, in case a notification was missed (the listening connection
 * was down): a revoked key stops working everywhere within this time (the promise is 1 s).
 */
const KEY_CACHE_MS = 900

const REVOKE = numbered(`WITH revoked AS (
    ${KEYS_SQL.revoke}
  )
  SELECT id, "accountId", pg_notify('${REVOKED_CHANNEL}', id::text) FROM revoked`)
/**
 * The account of a key, locked until the commit: revocations (and creations, whose upsert locks the same
 * row) of one account run one after the other, so two revocations cannot each leave the other as the
 * last admin key and both go through.
 */
const LOCK_ACCOUNT_OF_KEY = numbered(KEYS_SQL.lockAccount.replace('id = ?', 'id = (SELECT account_id FROM api_keys WHERE id = ?)'))
const FOREIGN_WEBSITES = `SELECT wanted.id FROM unnest($2::bigint[]) AS wanted(id)
  WHERE NOT EXISTS (SELECT 1 FROM websites w WHERE w.id = wanted.id AND w.account_id = $1) ORDER BY wanted.id`
const INSERT_SCOPE = 'INSERT INTO api_key_websites (key_id, website_id) SELECT $1, unnest($2::bigint[])'
/** Every use in one statement; the condition leaves rows another instance moved to this minute untouched. */
const RECORD_USES = `UPDATE api_keys k SET last_used_at = u.at FROM unnest($1::bigint[], $2::timestamptz[]) AS u(id, at)
  WHERE k.id = u.id AND (k.last_used_at IS NULL OR k.last_used_at < u.at)`
const SHARED = Object.fromEntries(Object.entries(KEYS_SQL).map(([name, text]) => [name, numbered(text)])) as typeof KEYS_SQL

/** Runs a statement: a request's `query` (with its deadline) outside a transaction, `preparedOn(tx)` inside one. */
type Run = <T>(text: string, params: unknown[]) => Promise<T[]>
const foreignWebsites = async (run: Run, accountId: number, websites: readonly number[]) =>
  websites.length === 0 ? [] : (await run<{ id: number }>(FOREIGN_WEBSITES, [accountId, websites])).map((row) => row.id)
const countActiveKeys = async (run: Run, accountId: number, now: string) =>
  (await run<{ n: number }>(SHARED.activeKeys, [accountId, now]))[0]!.n

/** Makes the account when new, checks the websites are its own, then the key and its scope: one transaction. */
async function insert(tx: postgres.TransactionSql, key: NewKey, now: string, companions: readonly Companion<KeyWritten>[] = []): Promise<number> {
  // Both lock the account's row until the commit (an upsert too): its key count cannot move meanwhile.
  const [account] = 'id' in key.account
    ? await tx.unsafe<{ id: number }[]>(SHARED.lockAccount, [key.account.id])
    : await tx.unsafe<{ id: number }[]>(SHARED.upsertAccount, [key.account.name, now])
  const accountId = account!.id
  const run = preparedOn(tx)
  const foreign = await foreignWebsites(run, accountId, key.websites ?? [])
  if (foreign.length > 0) throw new NotTheAccountsWebsites(foreign)
  if (await countActiveKeys(run, accountId, now) >= MAX_ACTIVE_KEYS) throw new TooManyKeys()
  const [created] = await tx.unsafe<{ id: number }[]>(SHARED.insertKey, insertKeyValues(accountId, key, now) as never[])
  if (key.websites?.length) await tx.unsafe(INSERT_SCOPE, [created!.id, key.websites as never])
  await runStatements(tx, statementsOf(companions, { id: created!.id, accountId }))
  return created!.id
}

export function createPostgresKeysStore({ unbounded, query, transaction }: Pg): KeysStore {
  const described = async (row: DescribedRow) => toDescription(row, await query<{ id: number }>(SHARED.scope, [row.id]))
  const cache = createKeyCache(() => Math.floor(Date.now() / KEY_CACHE_MS))
  // postgres.js keeps this connection open and listening again after an outage; until it is, the
  // period above bounds the delay.
  unbounded.listen(REVOKED_CHANNEL, () => cache.clear()).catch(() => undefined)

  return {
    findActiveKey: (digest) => cache.find(digest, async (wanted) => {
      const [key] = await query<ActiveKey>(SHARED.findActive, [wanted])
      return key
    }),
    async recordUses(uses) {
      if (uses.length > 0) await query(RECORD_USES, [uses.map((use) => use.id), uses.map((use) => use.at)] as never[])
    },
    async createKey(key, now, companions = []) {
      return transaction((tx) => insert(tx, key, now, companions))
    },
    async accountId(name) {
      const [account] = await query<{ id: number }>(SHARED.accountByName, [name])
      return account?.id
    },
    async revokeKey(id, now, options = {}, companions = []) {
      cache.clear()
      return transaction(async (tx) => {
        await tx.unsafe(LOCK_ACCOUNT_OF_KEY, [id])
        const [key] = await tx.unsafe<RevokableKey[]>(SHARED.revokable, [id])
        let otherAdmins = 0
        if (key && options.keepAnAdmin) otherAdmins = (await tx.unsafe<{ n: number }[]>(SHARED.otherActiveAdmins, [key.accountId, id, now]))[0]!.n
        const refused = decideRevocation(key, options, () => otherAdmins, now)
        if (refused) return refused
        const [revoked] = await tx.unsafe<KeyWritten[]>(REVOKE, [now, id])
        await runStatements(tx, statementsOf(companions, { id: revoked!.id, accountId: revoked!.accountId }))
        return 'revoked' as const
      })
    },
    async createFirstKey(key, now, companions = []) {
      return unbounded.begin(async (tx) => {
        // Held until the commit: a second instance starting now waits here, then finds the first key
        // made (key writes by requests wait a moment too; reads do not).
        await tx`LOCK TABLE api_keys IN SHARE ROW EXCLUSIVE MODE`
        const [existing] = await tx.unsafe(SHARED.anyKey)
        return existing ? undefined : insert(tx, key, now, companions)
      })
    },
    async describeKey(id, accountId) {
      const [row] = accountId === undefined
        ? await query<DescribedRow>(SHARED.describe, [id])
        : await query<DescribedRow>(SHARED.describeInAccount, [id, accountId])
      return row && described(row)
    },
    async listKeys(account) {
      return Promise.all((await query<DescribedRow>(SHARED.list, [account ?? null, account ?? null])).map(described))
    },
    async listAccountKeys(accountId) {
      return toDescriptions(await query<DescribedRow>(SHARED.listAccount, [accountId]), await query(SHARED.accountScopes, [accountId]))
    },
    async keyLimits(accountId, websites, now) {
      return { foreignWebsites: await foreignWebsites(query, accountId, websites), activeKeys: await countActiveKeys(query, accountId, now) }
    },
    async listAccounts(now) {
      return query<AccountSummary>(SHARED.accounts, [now])
    },
  }
}
