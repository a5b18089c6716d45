// Events (and delivery attempts) older than EVENTS_RETENTION_DAYS are removed in the background, a batch
// per short transaction with a pause between, never on a request's path and never as one long scan.
import type { EventsStore } from './events.store.js'
import { timestampAt } from '../db/time.js'

const EVERY_MS = 10 * 60 * 1000
const BATCH = 1000
const PAUSE_MS = 50
const DAY_MS = 24 * 60 * 60 * 1000

export function startRetention(store: EventsStore, days: number, onError: (error: unknown) => void) {
  let stopped = false
  let running: Promise<void> | undefined
  async function purge(): Promise<number> {
    const before = timestampAt(Date.now() - days * DAY_MS)
    let removed = 0
    for (;;) {
      const batch = await store.purge(before, BATCH)
      removed += batch
      // A step that removed fewer than it looked at has reached events still kept.
      if (batch < BATCH || stopped) return removed
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }
  const tick = () => {
    running ??= purge().catch(onError).then(() => { running = undefined })
  }
  const timer = setInterval(tick, EVERY_MS).unref()
  setTimeout(tick, 5_000).unref()
  return {
    /** One purge now, to the end (tests, and an operator's impatience). */
    purge,
    async stop(): Promise<void> {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
