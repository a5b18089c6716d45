// Key use cases shared by the CLI and the HTTP layer.
import { bearerToken, digestKey, generateKey, sameDigest } from './keys.js'
import { nowTimestamp } from '../db/time.js'
import type { KeysStore } from './keys.store.js'

export const DEFAULT_ACCOUNT = 'default'
// last_used_at is for people reading `keys list`; a write per request would halve read throughput.
const TOUCH_INTERVAL_MS = 60_000

export interface Caller {
  keyId: number
  accountId: number
  /** Names the key's rate-limit counter: unique across deployments that share one Redis, unlike the id. */
  counterKey: string
}

/** `clock`: the current time as the contract's timestamp text. */
export function createKeysService(store: KeysStore, clock: () => string = nowTimestamp) {
  const lastTouched = new Map<number, number>()

  async function createKey(account: string, name?: string): Promise<{ id: number; key: string }> {
    const generated = generateKey()
    const id = await store.createKey(account, name ?? null, generated.prefix, generated.digest, clock())
    return { id, key: generated.key }
  }

  return {
    createKey,
    revokeKey: (id: number) => store.revokeKey(id, clock()),
    listKeys: (account?: string) => store.listKeys(account),

    /** On a database without any key, makes one for the default account so the service is usable at once. */
    async createFirstKey(): Promise<string | undefined> {
      const generated = generateKey()
      const id = await store.createFirstKey(DEFAULT_ACCOUNT, 'first key', generated.prefix, generated.digest, clock())
      return id === undefined ? undefined : generated.key
    },

    /** The caller of an `Authorization` header, or undefined. Revocation is seen on the next request. */
    async authenticate(header: string | string[] | undefined): Promise<Caller | undefined> {
      const token = bearerToken(header)
      if (token === undefined) return undefined
      const digest = digestKey(token)
      const key = await store.findActiveKey(digest)
      if (!key || !sameDigest(key.digest, digest)) return undefined
      const now = Date.now()
      if (now - (lastTouched.get(key.id) ?? 0) >= TOUCH_INTERVAL_MS) {
        lastTouched.set(key.id, now)
        await store.touchKey(key.id, clock())
      }
      return { keyId: key.id, accountId: key.accountId, counterKey: key.digest.toString('base64url') }
    },
  }
}

export type KeysService = ReturnType<typeof createKeysService>
