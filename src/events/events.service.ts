// Reading the event log: an account's events after a cursor, those the caller may see (changes/event-types.ts).
import type { Caller } from '../auth/caller.js'
import { EVENT_TYPES } from '../changes/event-types.js'
import type { EventsQuery } from './events.schemas.js'
import type { EventsStore } from './events.store.js'

const KNOWN_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES)

export function createEventsService(store: EventsStore) {
  return {
    /** The caller's events after `query.after`, oldest first; `next_after` is the cursor to poll with. */
    async list(caller: Caller, query: EventsQuery) {
      // An unknown type matches no event, so it need not reach the store (which might not take its text: a NUL, say).
      const data = query.type !== undefined && !KNOWN_TYPES.has(query.type) ? [] : await store.list(caller.wait, {
        accountId: caller.accountId, after: query.after, count: query.limit, type: query.type, websiteId: query.website_id,
        reader: caller,
      })
      return { data, meta: { after: query.after, next_after: data.at(-1)?.id ?? query.after }, status: 200 as const }
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
