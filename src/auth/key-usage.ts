// last_used_at without a write per request (for keys and sessions alike): each one's latest minute of use is remembered in memory and
// written in one batch a minute (and at shutdown). A key used all day costs one row write a minute at
// most, whatever the number of instances: the write moves the value only forward (keys.store.ts).
import { timestampAt } from '../db/time.js'
import type { KeyUse } from './keys.store.js'

const MINUTE_MS = 60_000

export interface KeyUsageOptions {
  write: (uses: readonly KeyUse[]) => Promise<void>
  /** Told of a batch that could not be written (it is tried again with the next one). */
  onError?: (error: unknown) => void
  /** How often the batch is written; the promise is "at most a minute late". */
  intervalMs?: number
  /** Milliseconds since the epoch. */
  clock?: () => number
}

export function createKeyUsage({ write, onError = () => undefined, intervalMs = MINUTE_MS, clock = Date.now }: KeyUsageOptions) {
  const minuteOf = (ms: number) => ms - (ms % MINUTE_MS)
  /** Minutes seen and not yet written, by key. */
  const pending = new Map<number, number>()
  /** The minute last written (or pending) per key: a request in the same minute only compares two numbers. */
  const latest = new Map<number, number>()
  let timer: NodeJS.Timeout | undefined

  async function flush(): Promise<void> {
    if (pending.size === 0) return
    const batch = [...pending]
    pending.clear()
    try {
      await write(batch.map(([id, minute]) => ({ id, at: timestampAt(minute) })))
    } catch (error) {
      // Kept for the next batch unless a later minute replaced it meanwhile.
      for (const [id, minute] of batch) if (!pending.has(id)) pending.set(id, minute)
      onError(error)
    }
    // Keys not seen this minute are forgotten: the map holds the keys in use, not every key ever used.
    const current = minuteOf(clock())
    for (const [id, minute] of latest) if (minute < current && !pending.has(id)) latest.delete(id)
  }

  return {
    /** Key `id` is being used now. */
    record(id: number): void {
      const minute = minuteOf(clock())
      if (latest.get(id) === minute) return
      latest.set(id, minute)
      pending.set(id, minute)
      timer ??= setInterval(() => void flush(), intervalMs).unref()
    },
    /** The minute (ms since the epoch) `id` was last seen in this process, if it was lately. */
    lastUse: (id: number): number | undefined => latest.get(id),
    flush,
    /** Writes what is pending and stops the timer (the app's close). */
    async close(): Promise<void> {
      clearInterval(timer)
      timer = undefined
      await flush()
    },
  }
}

export type KeyUsage = ReturnType<typeof createKeyUsage>
