// Key use cases shared by the CLI and the HTTP layer.
import { bearerToken, digestKey, generateKey, sameDigest } from './keys.js'
import type { KeysRepository } from './keys.repository.js'

export const DEFAULT_ACCOUNT = 'default'
// last_used_at is for people reading `keys list`; a write per request would halve read throughput.
const TOUCH_INTERVAL_MS = 60_000

export interface Caller {
  keyId: number
  accountId: number
  /** Names the key's rate-limit counter: unique across deployments that share one Redis, unlike the id. */
  counterKey: string
}

export function createKeysService(repository: KeysRepository) {
  const lastTouched = new Map<number, number>()

  async function createKey(account: string, name?: string): Promise<{ id: number; key: string }> {
    const generated = generateKey()
    const id = await repository.createKey(account, name ?? null, generated.prefix, generated.digest)
    return { id, key: generated.key }
  }

  return {
    createKey,
    revokeKey: (id: number) => repository.revokeKey(id),
    listKeys: (account?: string) => repository.listKeys(account),

    /** On a database without any key, makes one for the default account so the service is usable at once. */
    async createFirstKey(): Promise<string | undefined> {
      const generated = generateKey()
      const id = await repository.createFirstKey(DEFAULT_ACCOUNT, 'first key', generated.prefix, generated.digest)
      return id === undefined ? undefined : generated.key
    },

    /** The caller of an `Authorization` header, or undefined. Revocation is seen on the next request. */
    async authenticate(header: string | string[] | undefined): Promise<Caller | undefined> {
      const token = bearerToken(header)
      if (token === undefined) return undefined
      const digest = digestKey(token)
      const key = await repository.findActiveKey(digest)
      if (!key || !sameDigest(key.digest, digest)) return undefined
      const now = Date.now()
      if (now - (lastTouched.get(key.id) ?? 0) >= TOUCH_INTERVAL_MS) {
        lastTouched.set(key.id, now)
        await repository.touchKey(key.id)
      }
      return { keyId: key.id, accountId: key.accountId, counterKey: key.digest.toString('base64url') }
    },
  }
}

export type KeysService = ReturnType<typeof createKeysService>
