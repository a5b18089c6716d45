// Accounts and API keys, written once against the database's executor (db/executor.ts): what key
// management needs from storage, and its SQL (`?` placeholders, each value once, in order). Keys are looked
// up by digest (the raw key is never stored) and cached until a revocation or a change to people anywhere is seen.
import { type Companion, type Executor, type Query, type Reader, type Tx, type Wait, readingFor, readingIn, write } from '../db/executor.js'
import { createDigestCache } from './digest-cache.js'
import { PEOPLE_CHANGED } from './session-ends.js'
import type { Limit } from './caller.js'
import type { KeyDescription } from './keys.schemas.js'
import type { Role } from '../rights.js'
import { type DescribedRow, KEYS_SQL, insertKeyValues, toDescription, toDescriptions } from './keys.sql.js'

export interface ActiveKey {
  id: number
  accountId: number
  digest: Buffer
  /** 0/1, as both databases store it. */
  readOnly: number
  /** 1: the key sees only the websites listed for it. */
  limited: number
  /** 1: the key may manage its account's keys. */
  admin: number
  /** The person whose key it is, if any. */
  userId: number | null
  expiresAt: string | null
  name: string | null
  prefix: string
  accountName: string
  /** That person's role in the key's account now (null: not a member, or an account's key), and whether they are limited (0/1). */
  holderRole: Role | null
  holderLimited: number | null
}

export interface NewKey {
  /** By name, made when new (the CLI), or by id (a key made over the API, in the caller's account). */
  account: { name: string } | { id: number }
  name: string | null
  prefix: string
  digest: Buffer
  readOnly: boolean
  /** The only websites the key may see (they must be the account's); null: all of the account's. */
  websites: number[] | null
  expiresAt: string | null
  admin: boolean
  /** The person whose key it is (who made it signed in, or whose key made it); null for keys of the CLI, the import or an account's key. */
  userId: number | null
}

/** An account as `websites-api accounts list` shows it. */
export interface AccountSummary {
  id: number
  name: string
  websites: number
  /** The account's website quota; null: no limit. */
  max_websites: number | null
  /** Keys neither revoked nor expired. */
  active_keys: number
  created_at: string
}

/** An account may hold this many active (neither revoked nor expired) keys. */
export const MAX_ACTIVE_KEYS = 1000

/** Some of the websites a key was to be limited to are not the account's: nothing was created. */
export class NotTheAccountsWebsites extends Error {
  constructor(readonly ids: number[]) {
    super(`not websites of this account: ${ids.join(', ')}`)
  }
}

/** The account already has MAX_ACTIVE_KEYS active keys: nothing was created. */
export class TooManyKeys extends Error {
  constructor() {
    super(`an account may have at most ${MAX_ACTIVE_KEYS} active keys`)
  }
}

/** What a key write produced, for what is committed with it (unit-of-work.ts). */
export interface KeyWritten {
  id: number
  accountId: number
}

/** A key and the minute it was last used in (last_used_at is kept to the minute). */
export interface KeyUse {
  id: number
  at: string
}

/** `accountId`: only a key of this account; `ownedBy`: only a key of this member; `keepAnAdmin`: never the account's last key manager (decideRevocation). */
export interface RevokeOptions {
  accountId?: number
  ownedBy?: number
  keepAnAdmin?: boolean
}
export type Revocation = 'revoked' | 'unknown' | 'last-admin'

/** A key about to be revoked, as the revocation reads it inside its transaction. */
export interface RevokableKey extends KeyWritten {
  admin: number
  readOnly: number
  expiresAt: string | null
  userId: number | null
}

/**
 * Whether `key` (undefined: no such active key) may be revoked, `otherManagers` counting the account's other
 * key managers while the account is locked (asked only when the answer depends on it). A key manager is an
 * admin key that is neither read-only nor expiring: a read-only one cannot manage keys and an expiring one
 * will stop, so counting them could leave an account with no key able to manage keys (contract, "The last
 * admin key"). Whoever asks, a key or a person, the rule is the same.
 */
export async function decideRevocation(key: RevokableKey | undefined, options: RevokeOptions, otherManagers: () => Promise<number>): Promise<Revocation | undefined> {
  if (!key || (options.accountId !== undefined && key.accountId !== options.accountId)) return 'unknown'
  if (options.ownedBy !== undefined && key.userId !== options.ownedBy) return 'unknown'
  const keyManager = key.admin === 1 && key.readOnly === 0 && key.expiresAt === null
  if (options.keepAnAdmin && keyManager && (await otherManagers()) === 0) return 'last-admin'
  return undefined
}

export interface KeysStore {
  /** An unrevoked key by digest. May answer from a cache, but a revocation is seen within 1 s everywhere. */
  findActiveKey(wait: Wait, digest: Buffer): Promise<ActiveKey | undefined>
  /** Moves each key's last_used_at forward to its use's minute; a key already there is not written. */
  recordUses(uses: readonly KeyUse[]): Promise<void>
  /**
   * Creates the account when it is new; returns the new key's id. Throws NotTheAccountsWebsites and
   * TooManyKeys. `companions` are committed with it.
   */
  createKey(wait: Wait, key: NewKey, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<number>
  accountId(wait: Wait, name: string): Promise<number | undefined>
  /** Revokes an active key, refused as `options` say; `companions` are committed with the revocation. */
  revokeKey(wait: Wait, id: number, now: string, options?: RevokeOptions, companions?: readonly Companion<KeyWritten>[]): Promise<Revocation>
  /**
   * The same, but only on a database without any key, decided atomically: instances starting together
   * on a new database make one first key between them. Undefined when a key exists.
   */
  createFirstKey(key: NewKey, now: string, companions?: readonly Companion<KeyWritten>[]): Promise<number | undefined>
  /** A key (revoked ones too), of `accountId` only when given. */
  describeKey(wait: Wait, id: number, accountId?: number): Promise<KeyDescription | undefined>
  /** Every key, or an account's (by name), oldest first: `websites-api keys list`. */
  listKeys(wait: Wait, account?: string): Promise<KeyDescription[]>
  /** Every key of an account (or only a member's, `userId`), newest first: GET /api/v1/keys. */
  listAccountKeys(wait: Wait, accountId: number, userId?: number): Promise<KeyDescription[]>
  /** Which of `websites` are not the account's, and how many active keys it has: what a new key is checked against. */
  keyLimits(wait: Wait, accountId: number, websites: readonly number[], now: string): Promise<{ foreignWebsites: number[]; activeKeys: number }>
  /** The websites a limited caller sees: the key's list, or the member's. */
  scopeOf(wait: Wait, limit: Limit): Promise<number[]>
  /** Every account, with its websites and usable keys counted. `now` decides which keys have expired. */
  listAccounts(wait: Wait, now: string): Promise<AccountSummary[]>
}

/** The database's channel that a revocation notifies: every instance's key cache is emptied. */
export const KEYS_CHANGED = 'keys'

export function createKeysStore(db: Executor): KeysStore {
  const prepared = new Map(Object.entries(KEYS_SQL).map(([name, sql]) => [name, db.prepare(sql)]))
  /** A statement of KEYS_SQL by name, and the rows it gives. */
  const typed = <Row>(name: keyof typeof KEYS_SQL) => prepared.get(name) as Query<Row>
  const websitesOfAccount = db.prepare<{ id: number }>(`SELECT id FROM websites WHERE account_id = ? AND ${db.dialect.inList('id', 'bigint')}`)
  const recordUse = db.prepare(`UPDATE api_keys SET last_used_at = ? WHERE ${db.dialect.inList('id', 'bigint')} AND (last_used_at IS NULL OR last_used_at < ?)`)
  // A person's key is capped by their membership: a change to people (session-ends.ts) empties it too.
  const [keysChanged, peopleChanged] = [db.watch(KEYS_CHANGED), db.watch(PEOPLE_CHANGED)]
  const cache = createDigestCache<ActiveKey>(() => keysChanged() + peopleChanged())
  const memberScope = db.prepare<{ id: number }>('SELECT website_id AS id FROM membership_websites WHERE membership_id = ? ORDER BY website_id')

  /** Those of `websites` that are not the account's, in the order given. */
  async function foreignWebsites(read: Reader, accountId: number, websites: readonly number[]): Promise<number[]> {
    if (websites.length === 0) return []
    const own = new Set((await read(websitesOfAccount, [accountId, db.list(websites)])).map((row) => Number(row.id)))
    return websites.filter((id) => !own.has(id))
  }

  /** Makes the account when new (its row then held until the commit), checks the key's limits, then the key and its scope. */
  async function insert(tx: Tx, key: NewKey, now: string): Promise<KeyWritten> {
    let accountId: number
    if ('id' in key.account) {
      accountId = key.account.id
      // Key writes of one account in turn: its active keys cannot be counted twice meanwhile.
      await tx.apply([{ lock: { table: 'accounts', ids: [accountId] } }])
    } else {
      accountId = (await tx.one(typed<{ id: number }>('upsertAccount'), [key.account.name, now]))!.id
    }
    const foreign = await foreignWebsites(readingIn(tx), accountId, key.websites ?? [])
    if (foreign.length > 0) throw new NotTheAccountsWebsites(foreign)
    if ((await tx.one(typed<{ n: number }>('activeKeys'), [accountId, now]))!.n >= MAX_ACTIVE_KEYS) throw new TooManyKeys()
    const id = (await tx.one(typed<{ id: number }>('insertKey'), insertKeyValues(accountId, key, now)))!.id
    const scope = (key.websites ?? []).map((website) => [id, website])
    await tx.apply([{ bulk: { table: 'api_key_websites', columns: [{ name: 'key_id', type: 'bigint' }, { name: 'website_id', type: 'bigint' }], rows: scope } }])
    return { id, accountId }
  }
  const described = async (wait: Wait, row: DescribedRow | undefined) => row && toDescription(row, await typed<{ id: number }>('scope').all(wait, [row.id]))

  return {
    findActiveKey: (wait, digest) => cache.find(digest, (wanted) => typed<ActiveKey>('findActive').one(wait, [wanted])),
    async recordUses(uses) {
      // Uses come in a minute's batch: one statement per minute seen, for all its keys.
      const byMinute = new Map<string, number[]>()
      for (const { id, at } of uses) byMinute.set(at, [...(byMinute.get(at) ?? []), id])
      await db.transaction(async (tx) => {
        for (const [at, ids] of byMinute) await tx.run(recordUse, [at, db.list(ids), at])
      }, { unbounded: true })
    },
    async createKey(wait, key, now, companions = []) {
      return (await write(db, { wait }, (tx) => insert(tx, key, now), companions))!.id
    },
    async createFirstKey(key, now, companions = []) {
      const written = await write(db, { unbounded: true }, async (tx) => {
        // Held until the commit: a second instance starting now waits here, then finds the first key made.
        await tx.lockTable('api_keys')
        return (await tx.one(typed('anyKey'))) ? undefined : insert(tx, key, now)
      }, companions)
      return written?.id
    },
    async accountId(wait, name) {
      return (await typed<{ id: number }>('accountByName').one(wait, [name]))?.id
    },
    async revokeKey(wait, id, now, options = {}, companions = []) {
      let refused: Revocation | undefined
      await write(db, { wait }, async (tx) => {
        // The key's account held until the commit: revocations (and creations) of one account run in turn,
        // so two revocations cannot each leave the other as the last admin key and both go through.
        const owner = await tx.one(typed<{ accountId: number }>('accountOfKey'), [id])
        if (owner) await tx.apply([{ lock: { table: 'accounts', ids: [owner.accountId] } }])
        const key = await tx.one(typed<RevokableKey>('revokable'), [id])
        refused = await decideRevocation(key, options, async () => (await tx.one(typed<{ n: number }>('otherKeyManagers'), [key!.accountId, id]))!.n)
        if (refused) return undefined
        await tx.notify(KEYS_CHANGED)
        return tx.one(typed<KeyWritten>('revoke'), [now, id])
      }, companions)
      return refused ?? 'revoked'
    },
    async describeKey(wait, id, accountId) {
      return described(wait, accountId === undefined ? await typed<DescribedRow>('describe').one(wait, [id]) : await typed<DescribedRow>('describeInAccount').one(wait, [id, accountId]))
    },
    async listKeys(wait, account) {
      return Promise.all((await typed<DescribedRow>('list').all(wait, [account ?? null, account ?? null])).map(async (row) => (await described(wait, row))!))
    },
    async listAccountKeys(wait, accountId, userId) {
      const rows = userId === undefined ? await typed<DescribedRow>('listAccount').all(wait, [accountId]) : await typed<DescribedRow>('listOwn').all(wait, [accountId, userId])
      return toDescriptions(rows, await typed<{ keyId: number; id: number }>('accountScopes').all(wait, [accountId]))
    },
    async keyLimits(wait, accountId, websites, now) {
      return { foreignWebsites: await foreignWebsites(readingFor(wait), accountId, websites), activeKeys: (await typed<{ n: number }>('activeKeys').one(wait, [accountId, now]))!.n }
    },
    listAccounts: (wait, now) => typed<AccountSummary>('accounts').all(wait, [now]),
    async scopeOf(wait, { by, id }) {
      return (await (by === 'key' ? typed<{ id: number }>('scope') : memberScope).all(wait, [id])).map((row) => Number(row.id))
    },
  }
}
