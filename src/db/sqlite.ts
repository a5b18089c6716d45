// The one place that opens SQLite and sets its durability and concurrency rules. Its executor is
// sqlite-executor.ts.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { prepareDirectory } from '../data-dir.js'

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
 * The reading connection of a file `openSqlite` has opened (and set to WAL): it cannot write, so nothing
 * written outside the executor's transactions can slip past them.
 */
export function openSqliteReader(file: string): SqliteDb {
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS })
  db.pragma('cache_size = -32768')
  return db
}

/** Runs `work` in a BEGIN IMMEDIATE transaction: takes the write lock first, so it never deadlocks midway. */
export function writeTransaction<T>(db: SqliteDb, work: () => T): T {
  return db.transaction(work).immediate()
}

