// Key use cases shared by the CLI and the HTTP layer.
import { bearerToken, digestKey, generateKey, isAccountName, sameDigest } from './keys.js'
import type { Wait } from '../db/executor.js'
import { nowTimestamp } from '../db/time.js'
import { type FieldErrors, Forbidden, NotFound, ValidationFailed } from '../errors.js'
import { type Checked, assertValid, messages } from '../validation.js'
import { type KeyUsage, createKeyUsage } from './key-usage.js'
import type { CreateKeyInput, KeyDescription } from './keys.schemas.js'
import { KEY_FIELDS } from './keys.schemas.js'
import { type ActiveKey, type KeysStore, MAX_ACTIVE_KEYS, type NewKey, NotTheAccountsWebsites, type RevokeOptions, TooManyKeys } from './keys.store.js'
import type { ChangeContext } from '../changes/event-log.js'
import type { Actor } from '../changes/event-types.js'
import { type Caller, changeBy, requireConfirmation } from './caller.js'
import { keyChanged } from './key-events.js'
import { oncePerRow } from './digest-cache.js'
import { rightsOfStoredKey } from './keys.sql.js'
import { type Right, flagsExceed, listedRights, rightsOfKey } from '../rights.js'

export const DEFAULT_ACCOUNT = 'default'

/** An account name that is not 1-255 printable characters (isAccountName). */
export class InvalidAccountName extends Error {
  constructor(readonly account: string) {
    super(`account names are 1-255 printable characters, not ${JSON.stringify(account)}`)
  }
}

/** Changes made on the server by an operator's command (`keys create`, `keys revoke`, the first key at `serve`). */
const OPERATOR: Actor = { type: 'cli' }

export interface KeyOptions {
  name?: string
  readOnly?: boolean
  /** The only websites the key may see; they must be the account's. */
  websites?: number[]
  /** When the key stops working (the contract's timestamp text). */
  expiresAt?: string
  admin?: boolean
}

const KEY_FIELD_ORDER = Object.keys(KEY_FIELDS)
const lastAdminKey = () => new ValidationFailed({ id: ['The last admin key of an account cannot be revoked.'] })
const tooManyKeys = () => `An account may have at most ${MAX_ACTIVE_KEYS} active keys.`
/** A key's rate-limit counter: named by its digest, encoded once per cached row rather than on every request. */
const counterKeyOf = oncePerRow((key: ActiveKey) => key.digest.toString('base64url'))

/**
 * `clock`: the current time as the contract's timestamp text. `usage`: where last_used_at is gathered
 * (the app flushes it at close).
 */
export function createKeysService(store: KeysStore, clock: () => string = nowTimestamp,
  usage: KeyUsage = createKeyUsage({ write: (uses) => store.recordUses(uses) })) {

  async function createKey(account: string, options: KeyOptions = {}): Promise<{ id: number; key: string }> {
    if (!isAccountName(account)) throw new InvalidAccountName(account)
    const { key, prefix, digest } = generateKey()
    const now = clock()
    const { id } = await make(null, {
      account: { name: account }, name: options.name ?? null, prefix, digest, readOnly: options.readOnly ?? false,
      websites: options.websites ?? null, expiresAt: options.expiresAt ?? null, admin: options.admin ?? false, userId: null,
    }, account, { actor: OPERATOR, requestId: null, now }, undefined)
    return { id, key }
  }

  /**
   * Stores a new key with its `key.created` event; its description, as the event tells it. `holder`: the
   * rights that cap a person's key (its maker's: a session's, or the person's key that made it, whose rights
   * are already within the person's); undefined for an account's key.
   */
  async function make(wait: Wait, key: NewKey, accountName: string, context: ChangeContext, holder: ReadonlySet<Right> | undefined): Promise<KeyDescription> {
    let description: KeyDescription | undefined
    const rights = listedRights(rightsOfKey({ readOnly: key.readOnly, limited: key.websites !== null, admin: key.admin }, holder))
    const describe = ({ id }: { id: number }): KeyDescription => (description = {
      id, name: key.name, account: accountName, prefix: key.prefix, read_only: key.readOnly,
      websites: key.websites && [...key.websites].sort((a, b) => a - b), admin: key.admin, rights, user_id: key.userId, expires_at: key.expiresAt,
      created_at: context.now, last_used_at: null, revoked_at: null,
    })
    await store.createKey(wait, key, context.now, [keyChanged(context, 'key.created', describe)])
    return description!
  }

  /** Revokes a key with its `key.revoked` event, as `options` allow; 'unknown' when there is no such active key. */
  async function revoke(wait: Wait, id: number, context: ChangeContext, options: RevokeOptions = {}) {
    const key = await store.describeKey(wait, id, options.accountId)
    if (!key || key.revoked_at !== null) return 'unknown' as const
    return store.revokeKey(wait, id, context.now, options, [keyChanged(context, 'key.revoked', () => ({ ...key, rights: [], revoked_at: context.now }))])
  }

  /**
   * What a key made by `caller` may be: never wider than its maker (403 when it asks for more): each right
   * its flags grant must be the maker's (flagsExceed), and a limited maker's key sees some of their websites.
   * It defaults to the maker's limits: read-only without the right to write, their websites when limited.
   * It is the person's whose the maker is (signed in, or with one of their keys), and goes with their
   * membership; a key made with an account's key is the account's.
   */
  async function narrowed(caller: Caller, values: Partial<CreateKeyInput>): Promise<Pick<NewKey, 'readOnly' | 'websites' | 'admin' | 'userId'>> {
    const admin = values.admin ?? false
    const readOnly = values.read_only ?? !caller.rights.has('write')
    if (flagsExceed({ readOnly, admin }, caller.rights)) throw new Forbidden()
    const asked = values.websites ? [...new Set(values.websites)] : null
    if (caller.limit === undefined) return { readOnly, websites: asked, admin, userId: caller.userId }
    const mine = await store.scopeOf(caller.wait, caller.limit)
    if (asked && asked.some((id) => !mine.includes(id))) throw new Forbidden()
    return { readOnly, websites: asked ?? mine, admin, userId: caller.userId }
  }

  /**
   * A key made over the API by `caller` (who manages the account's keys, or a person making their own): every failing field at once, the
   * account's websites and its count of active keys included, then the key; shown this once.
   */
  async function createAccountKey(caller: Caller, { values, invalid }: Checked<CreateKeyInput>): Promise<KeyDescription & { key: string }> {
    const now = clock()
    const errors: FieldErrors = { ...invalid }
    const expiresAt = values.expires_at ?? caller.expiresAt ?? undefined
    if (values.expires_at !== undefined && values.expires_at <= now) errors.expires_at = [messages.dateAfterNow('expires_at')]
    else if (caller.expiresAt !== null && expiresAt! > caller.expiresAt) errors.expires_at = [messages.dateBeforeOrEqual('expires_at', caller.expiresAt)]
    const { readOnly, websites, admin, userId } = await narrowed(caller, values)
    // An admin key outlives the session that makes it: its person confirms it is them first.
    if (admin) requireConfirmation(caller, now)
    const limits = await store.keyLimits(caller.wait, caller.accountId, websites ?? [], now)
    if (limits.foreignWebsites.length > 0) errors.websites = [messages.selectedInvalid('websites')]
    if (limits.activeKeys >= MAX_ACTIVE_KEYS) errors.name = [tooManyKeys()]
    assertValid(errors, KEY_FIELD_ORDER)
    const { key, prefix, digest } = generateKey()
    try {
      const description = await make(caller.wait, {
        account: { id: caller.accountId }, name: values.name!, prefix, digest, readOnly, websites, expiresAt: expiresAt ?? null, admin, userId,
      }, caller.accountName, changeBy(caller, now), userId === null ? undefined : caller.rights)
      return { ...description, key }
    } catch (error) {
      // A website deleted or a key made since the checks above.
      if (error instanceof NotTheAccountsWebsites) throw new ValidationFailed({ websites: [messages.selectedInvalid('websites')] })
      if (error instanceof TooManyKeys) throw new ValidationFailed({ name: [tooManyKeys()] })
      throw error
    }
  }

  return {
    createKey,
    /** The operator's revocation (`websites-api keys revoke`): any active key, the last admin key too. */
    revokeKey: async (id: number) => (await revoke(null, id, { actor: OPERATOR, requestId: null, now: clock() })) === 'revoked',
    // The operator's, from the CLI: no request's wait.
    listKeys: (account?: string) => store.listKeys(null, account),
    listAccounts: () => store.listAccounts(null, clock()),

    /** The calling key as GET /key describes it; undefined for a session, or a key revoked since it was authenticated. */
    ownKey: async (caller: Caller) => (caller.keyId === null ? undefined : store.describeKey(caller.wait, caller.keyId)),

    /** The caller's account's keys, newest first: all of them for who may see them, else the caller's own. */
    listAccountKeys: (caller: Caller) => store.listAccountKeys(caller.wait, caller.accountId, caller.rights.has('read-keys') ? undefined : caller.userId!),
    /** A key of the caller's account (of the caller's own, unless they may see every key); any other id is NotFound. */
    async getAccountKey(caller: Caller, id: number): Promise<KeyDescription> {
      const key = await store.describeKey(caller.wait, id, caller.accountId)
      if (!key || (!caller.rights.has('read-keys') && key.user_id !== caller.userId)) throw new NotFound()
      return key
    },
    createAccountKey,
    /**
     * Revokes a key of the caller's account (the calling key too; only one of their own unless they manage
     * the account's keys), never the account's last admin key that is neither read-only nor expiring (decideRevocation).
     */
    async revokeAccountKey(caller: Caller, id: number): Promise<void> {
      const ownedBy = caller.rights.has('manage-keys') ? undefined : caller.userId!
      const outcome = await revoke(caller.wait, id, changeBy(caller, clock()), { accountId: caller.accountId, ownedBy, keepAnAdmin: true })
      if (outcome === 'unknown') throw new NotFound()
      if (outcome === 'last-admin') throw lastAdminKey()
    },
    /** Writes the last_used_at still in memory (the app's close). */
    closeUsage: () => usage.close(),

    /** On a database without any key, makes one for the default account so the service is usable at once. */
    async createFirstKey(): Promise<string | undefined> {
      const { key, prefix, digest } = generateKey()
      const first: NewKey = { account: { name: DEFAULT_ACCOUNT }, name: 'first key', prefix, digest, readOnly: false, websites: null, expiresAt: null, admin: true, userId: null }
      const now = clock()
      const id = await store.createFirstKey(first, now, [keyChanged({ actor: OPERATOR, requestId: null, now }, 'key.created', ({ id: made }) => ({
        id: made, name: first.name, account: DEFAULT_ACCOUNT, prefix, read_only: false, websites: null, admin: true,
        rights: listedRights(rightsOfKey({ readOnly: false, limited: false, admin: true })), user_id: null, expires_at: null,
        created_at: now, last_used_at: null, revoked_at: null,
      }))])
      return id === undefined ? undefined : key
    },

    /** The caller of an `Authorization` header, or undefined. Expiry is seen on the next request; a revocation by another process within the store's bound (SQLite 0.1 s, PostgreSQL 2 s). */
    async authenticate(wait: Wait, header: string | string[] | undefined, requestId: string | null = null): Promise<Caller | undefined> {
      const token = bearerToken(header)
      if (token === undefined) return undefined
      const digest = digestKey(token)
      const key = await store.findActiveKey(wait, digest)
      if (!key || !sameDigest(key.digest, digest)) return undefined
      if (key.expiresAt !== null && key.expiresAt <= clock()) return undefined
      // A person's key goes with their membership (revoked with it); one seen without it is refused meanwhile.
      if (key.userId !== null && key.holderRole === null) return undefined
      usage.record(key.id)
      const flags = { readOnly: key.readOnly === 1, limited: key.limited === 1, admin: key.admin === 1 }
      const rights = rightsOfStoredKey({ ...flags, userId: key.userId, revoked: false }, { role: key.holderRole, limited: key.holderLimited === 1 })
      return {
        keyId: key.id, sessionId: null, userId: key.userId, accountId: key.accountId, accountName: key.accountName,
        counterKey: counterKeyOf(key), rights, limit: flags.limited ? { by: 'key', id: key.id } : undefined,
        expiresAt: key.expiresAt, needsTwoFactor: false, confirmedUntil: null,
        actor: { type: 'key', key_id: key.id, name: key.name, prefix: key.prefix, ...(key.userId === null ? {} : { user_id: key.userId }) }, requestId, wait,
      }
    },
  }
}

export type KeysService = ReturnType<typeof createKeysService>
