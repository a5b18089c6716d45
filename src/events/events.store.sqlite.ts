// The event log on SQLite: each list shape prepared once; a purge step is one short write transaction.
import type Database from 'better-sqlite3'
import { type SqliteDb, writeTransaction } from '../db/sqlite.js'
import { EVENTS_PURGE_SQL, type EventRow, type EventsStore, listStatement, toEvent } from './events.store.js'

export function createSqliteEventsStore(db: SqliteDb): EventsStore {
  const lists = new Map<string, Database.Statement<unknown[], EventRow>>()
  const purgeEvents = db.prepare<[number, string]>(EVENTS_PURGE_SQL.events)
  const purgeAttempts = db.prepare<[number, string]>(EVENTS_PURGE_SQL.attempts)
  return {
    async list(filter) {
      const { key, sql, values } = listStatement(filter)
      let statement = lists.get(key)
      if (!statement) lists.set(key, (statement = db.prepare<unknown[], EventRow>(sql)))
      return statement.all(...values).map(toEvent)
    },
    async purge(before, batch) {
      return writeTransaction(db, () => {
        purgeAttempts.run(batch, before)
        return purgeEvents.run(batch, before).changes
      })
    },
  }
}
