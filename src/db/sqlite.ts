// The one place that opens SQLite and sets its durability and concurrency rules.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { prepareDirectory } from '../data-dir.js'
import { type Statement, bulkAsStatements } from './unit-of-work.js'

export type SqliteDb = Database.Database

const BUSY_TIMEOUT_MS = 5000

export interface SqliteOptions {
  file: string
  /**
   * NORMAL (default) in WAL mode: every commit survives a process crash (kill -9); a power loss or OS
   * crash may lose the last commits before a checkpoint, never corrupt the file. FULL: fsync on every
   * commit, survives power loss, about 3x slower writes.
   */
  synchronous: 'NORMAL' | 'FULL'
}

export function openSqlite({ file, synchronous }: SqliteOptions): SqliteDb {
  // Not narrowed: with DATABASE_URL=sqlite:… it can be any directory of the user's (the files are 0600).
  prepareDirectory(path.dirname(file), 'the SQLite database directory (DATA_DIR or DATABASE_URL=sqlite:…)', { narrow: false })
  // Key digests and password hashes live here: readable by this user only. SQLite gives the -wal and
  // -shm files the main file's permissions.
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  fs.chmodSync(file, 0o600)
  // Two processes on one file wait for each other instead of failing with "database is locked";
  // writes use BEGIN IMMEDIATE (see `writeTransaction`) so the wait happens at the start, where it can.
  // Set when opening, before anything else: switching a new file to WAL takes a lock too, and
  // instances that start together on a new file must wait for it as well.
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS })
  db.pragma('journal_mode = WAL')
  db.pragma(`synchronous = ${synchronous}`)
  db.pragma('foreign_keys = ON')
  // 32 MiB of page cache (the default is 2 MiB): the hot index pages of a million-row table stay in
  // memory, and the process stays under 200 MB.
  db.pragma('cache_size = -32768')
  return db
}

/**
 * Runs a unit of work's companion statements (unit-of-work.ts) inside the caller's transaction, each
 * statement prepared once per text.
 */
export function createStatementRunner(db: SqliteDb): (statements: Statement[]) => void {
  const prepared = new Map<string, Database.Statement<unknown[]>>()
  return (statements) => {
    // A row lock is what the one writer already is: nothing to run.
    const plain = statements.flatMap((statement) => ('lock' in statement ? [] : 'bulk' in statement ? bulkAsStatements(statement.bulk) : [statement]))
    for (const { sql, values } of plain) {
      let statement = prepared.get(sql)
      if (!statement) prepared.set(sql, (statement = db.prepare<unknown[]>(sql)))
      statement.run(...values)
    }
  }
}

/** Runs `work` in a BEGIN IMMEDIATE transaction: takes the write lock first, so it never deadlocks midway. */
export function writeTransaction<T>(db: SqliteDb, work: () => T): T {
  return db.transaction(work).immediate()
}

interface QueuedWrite {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Group commit: writes that arrive in the same turn of the event loop share one BEGIN IMMEDIATE …
 * COMMIT, each in its own savepoint, so one failing write (a taken domain) rolls back alone. A commit
 * (WAL frames for the row, its indexes and the trigram segment) costs far more than the write itself,
 * so under concurrent load this multiplies write throughput. No write is acknowledged before the
 * commit that holds it has succeeded; if the commit fails, every write in it fails. `beforeCommit` runs
 * once per batch, after its writes and in its transaction (the trigram index's fold, search-index.sqlite.ts).
 */
export function createWriteQueue(db: SqliteDb, beforeCommit: () => void = () => undefined) {
  let queue: QueuedWrite[] = []
  const flush = () => {
    const batch = queue
    queue = []
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    try {
      writeTransaction(db, () => {
        for (const item of batch) {
          try {
            outcomes.push({ ok: true, value: db.transaction(item.work)() })
          } catch (error) {
            outcomes.push({ ok: false, error })
          }
        }
        beforeCommit()
      })
    } catch (error) {
      for (const item of batch) item.reject(error)
      return
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) item.resolve(outcome.value)
      else item.reject(outcome.error)
    })
  }
  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
        if (queue.length === 1) setImmediate(flush)
      })
    },
  }
}
