// The event log on PostgreSQL: the shared statements, numbered and prepared by postgres.js.
import { type Pg, numbered } from '../db/postgres.js'
import { EVENTS_PURGE_SQL, type EventRow, type EventsStore, listStatement, toEvent } from './events.store.js'

const PURGE_EVENTS = numbered(EVENTS_PURGE_SQL.events)
const PURGE_ATTEMPTS = numbered(EVENTS_PURGE_SQL.attempts)

export function createPostgresEventsStore({ unbounded, query }: Pg): EventsStore {
  const texts = new Map<string, string>()
  return {
    async list(filter) {
      const { key, sql: text, values } = listStatement(filter)
      let statement = texts.get(key)
      if (!statement) texts.set(key, (statement = numbered(text)))
      return (await query<EventRow>(statement, values)).map(toEvent)
    },
    async purge(before, batch) {
      return unbounded.begin(async (tx) => {
        await tx.unsafe(PURGE_ATTEMPTS, [batch, before])
        return (await tx.unsafe(PURGE_EVENTS, [batch, before])).count
      })
    },
  }
}
