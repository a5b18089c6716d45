// Active keys, cached per process so a request does not pay a key lookup (~8% of read throughput).
// The cache is emptied whenever `generation()` changes: for SQLite, when another connection commits;
// for PostgreSQL, every couple of seconds, which bounds how long a key revoked elsewhere still works.
import type { ActiveKey } from './keys.store.js'

const MAX_CACHED_KEYS = 10_000

export function createKeyCache(generation: () => number) {
  const cache = new Map<string, ActiveKey>()
  let cachedGeneration = -1
  return {
    async find(digest: Buffer, lookup: (digest: Buffer) => Promise<ActiveKey | undefined>): Promise<ActiveKey | undefined> {
      const current = generation()
      if (current !== cachedGeneration) {
        cache.clear()
        cachedGeneration = current
      }
      const id = digest.toString('base64')
      let key = cache.get(id)
      if (!key) {
        key = await lookup(digest)
        // Only keys that exist are cached: unknown ones must not let a client grow this map.
        if (key && cache.size < MAX_CACHED_KEYS) cache.set(id, key)
      }
      return key
    },
    clear: () => cache.clear(),
  }
}
