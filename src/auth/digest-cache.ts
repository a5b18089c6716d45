// Credentials (active keys, sessions) cached per process by their digest, so a request does not pay a
// lookup (~8% of read throughput for keys). The cache is emptied whenever `generation()` changes: when
// another instance or process may have revoked one (Executor.watch), within the 1 s the contract allows.

const MAX_CACHED = 10_000

/** The rows it hands out are shared by every request that finds them: nothing changes one (oncePerRow relies on it). */
export function createDigestCache<T>(generation: () => number) {
  const cache = new Map<string, T>()
  let cachedGeneration = -1
  return {
    async find(digest: Buffer, lookup: (digest: Buffer) => Promise<T | undefined>): Promise<T | undefined> {
      const current = generation()
      if (current !== cachedGeneration) {
        cache.clear()
        cachedGeneration = current
      }
      const id = digest.toString('base64')
      let found = cache.get(id)
      if (!found) {
        found = await lookup(digest)
        // Only credentials that exist are cached: unknown ones must not let a client grow this map.
        if (found && cache.size < MAX_CACHED) cache.set(id, found)
      }
      return found
    },
    clear: () => cache.clear(),
  }
}

/**
 * What a cached credential's row gives every request (its counter's name, a session's times), worked out
 * once per row: the same row object comes back until the cache is emptied, and a new one is worked out again.
 * (Past MAX_CACHED credentials, a row found is a new object each time, and is worked out each time, as before.)
 */
export function oncePerRow<Row extends object, Derived extends object | string>(derive: (row: Row) => Derived): (row: Row) => Derived {
  const derived = new WeakMap<Row, Derived>()
  return (row) => {
    let found = derived.get(row)
    if (found === undefined) derived.set(row, found = derive(row))
    return found
  }
}
