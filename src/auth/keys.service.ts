// Key use cases shared by the CLI and the HTTP layer.
import { bearerToken, digestKey, generateKey, sameDigest } from './keys.js'
import { nowTimestamp } from '../db/time.js'
import type { KeysStore } from './keys.store.js'

export const DEFAULT_ACCOUNT = 'default'

/** An account name: 1-255 printable characters (no control or format characters, not only spaces). */
export const isAccountName = (name: string) => name.length >= 1 && name.length <= 255 && name.trim() !== '' && !/\p{C}/u.test(name)

export class InvalidAccountName extends Error {
  constructor(readonly account: string) {
    super(`account names are 1-255 printable characters, not ${JSON.stringify(account)}`)
  }
}
// last_used_at is for people reading `keys list`; a write per request would halve read throughput.
const TOUCH_INTERVAL_MS = 60_000

export interface Caller {
  keyId: number
  accountId: number
  /** Names the key's rate-limit counter: unique across deployments that share one Redis, unlike the id. */
  counterKey: string
  /** May only read. */
  readOnly: boolean
  /** Sees only the websites listed for the key (api_key_websites), not all of its account's. */
  limited: boolean
}

export interface KeyOptions {
  name?: string
  readOnly?: boolean
  /** The only websites the key may see; they must be the account's. */
  websites?: number[]
  /** When the key stops working (the contract's timestamp text). */
  expiresAt?: string
}

/** `clock`: the current time as the contract's timestamp text. */
export function createKeysService(store: KeysStore, clock: () => string = nowTimestamp) {
  const lastTouched = new Map<number, number>()

  async function createKey(account: string, options: KeyOptions = {}): Promise<{ id: number; key: string }> {
    if (!isAccountName(account)) throw new InvalidAccountName(account)
    const { key, prefix, digest } = generateKey()
    const id = await store.createKey({
      account, name: options.name ?? null, prefix, digest, readOnly: options.readOnly ?? false,
      websites: options.websites ?? null, expiresAt: options.expiresAt ?? null,
    }, clock())
    return { id, key }
  }

  return {
    createKey,
    revokeKey: (id: number) => store.revokeKey(id, clock()),
    listKeys: (account?: string) => store.listKeys(account),
    listAccounts: () => store.listAccounts(clock()),
    describeKey: (id: number) => store.describeKey(id),

    /** On a database without any key, makes one for the default account so the service is usable at once. */
    async createFirstKey(): Promise<string | undefined> {
      const { key, prefix, digest } = generateKey()
      const id = await store.createFirstKey({
        account: DEFAULT_ACCOUNT, name: 'first key', prefix, digest, readOnly: false, websites: null, expiresAt: null,
      }, clock())
      return id === undefined ? undefined : key
    },

    /** The caller of an `Authorization` header, or undefined. Expiry is seen on the next request; a revocation by another process within the store's bound (SQLite 0.1 s, PostgreSQL 2 s). */
    async authenticate(header: string | string[] | undefined): Promise<Caller | undefined> {
      const token = bearerToken(header)
      if (token === undefined) return undefined
      const digest = digestKey(token)
      const key = await store.findActiveKey(digest)
      if (!key || !sameDigest(key.digest, digest)) return undefined
      if (key.expiresAt !== null && key.expiresAt <= clock()) return undefined
      const now = Date.now()
      if (now - (lastTouched.get(key.id) ?? 0) >= TOUCH_INTERVAL_MS) {
        lastTouched.set(key.id, now)
        await store.touchKey(key.id, clock())
      }
      return {
        keyId: key.id, accountId: key.accountId, counterKey: key.digest.toString('base64url'),
        readOnly: key.readOnly === 1, limited: key.limited === 1,
      }
    },
  }
}

export type KeysService = ReturnType<typeof createKeysService>
