// The one seam between the stores and the two databases. A store is written once against an Executor:
// its statements written once with `?` placeholders (each value once, in order) and prepared once when the
// store is built; a write and its companions in one transaction; bulk inserts sized from the column count;
// what follows an insert into a table (its followers, wired once where the stores are composed); caches
// told when another instance may have changed what they hold. sqlite.ts and postgres.ts each implement it,
// and nothing above db/ knows which one runs, but for the few statements that must be spelled per database
// (`dialect`).
import type { Wait } from './database-wait.js'
import { type Companion, type Statement, statementsOf } from './unit-of-work.js'
export { DatabaseWait, type Wait } from './database-wait.js'
export type { BulkInsert, Companion, RowLock, Statement } from './unit-of-work.js'

/** How a statement's rows become objects: its columns in select order, and those that are booleans (0/1 in SQLite). */
export interface RowShape {
  keys: readonly string[]
  booleans?: readonly string[]
}

export interface PrepareOptions {
  /** Rows built in one literal from the select list's order (the fastest way on SQLite), booleans as booleans. */
  shape?: RowShape
  /**
   * A statement that may run longer than a request's statement timeout: a search's count or matches, made
   * once for all who ask at once and then cached (websites/list.planner.ts). Outside a transaction only.
   */
  long?: boolean
}

/**
 * A statement prepared once; outside a transaction it runs on a request's terms (PostgreSQL: within what is
 * left of the request's `wait`, or a whole deadline of its own when `wait` is null).
 */
export interface Query<Row> {
  all(wait: Wait, values?: readonly unknown[]): Promise<Row[]>
  one(wait: Wait, values?: readonly unknown[]): Promise<Row | undefined>
  /** How many rows it changed. */
  run(wait: Wait, values?: readonly unknown[]): Promise<number>
}

/** A query's rows, read in a transaction or outside one: for store code that runs both ways. */
export type Reader = <Row>(query: Query<Row>, values: readonly unknown[]) => Promise<Row[]>
/** Reads in `tx`. */
export const readingIn = (tx: Pick<Tx, 'all'>): Reader => (query, values) => tx.all(query, values)
/** Reads outside a transaction, on the terms of a request's `wait` (db/database-wait.ts). */
export const readingFor = (wait: Wait): Reader => (query, values) => query.all(wait, values)

/** A transaction: statements run in it in order; nothing is visible to anyone else before its commit. */
export interface Tx {
  all<Row>(query: Query<Row>, values?: readonly unknown[]): Promise<Row[]>
  one<Row>(query: Query<Row>, values?: readonly unknown[]): Promise<Row | undefined>
  run(query: Query<unknown>, values?: readonly unknown[]): Promise<number>
  /** Companions' statements (unit-of-work.ts), in order. */
  apply(statements: readonly Statement[]): Promise<void>
  /** Rows held until the commit (PostgreSQL: FOR NO KEY UPDATE, in id order; SQLite's one writer holds everything already). */
  lockTable(table: string): Promise<void>
  /** Every instance's `watch(channel)` moves once this commits (PostgreSQL: NOTIFY; SQLite: other processes see the file change). */
  notify(channel: string): Promise<void>
  /** Called in this process once the transaction has committed (never when it rolls back). */
  afterCommit(callback: () => void): void
}

/**
 * `{ wait }`: a transaction on a request's path (or of the CLI, with a null wait), given up past what is
 * left of the deadline (503) and rolled back, so that a database that stops answering costs a client a 503,
 * never a hung request. `{ unbounded: true }`: startup, bulk and background work (the first key, imports,
 * seeding, deliveries, purges), with no deadline and no statement timeout. Always said: a transaction that
 * forgot its request's wait would silently get a deadline of its own.
 */
export type TransactionOptions = { wait: Wait; unbounded?: never } | { unbounded: true; wait?: never }

/**
 * What follows every insert into a table (a bulk insert, `Statement`'s `bulk`), in its transaction: one
 * statement without parameters over the rows the insert wrote, read from the relation `inserted` (every
 * column, the id included), and what to do with the number of rows it changed. PostgreSQL runs it as part
 * of the insert's own statement (no round trip of its own); SQLite right after it.
 */
export interface Follower {
  sql: string
  changed?(tx: Tx, rows: number): void
}

/** SQL that must be spelled per database. */
export interface Dialect {
  /** `column` is one of a list given as one parameter (`Executor.list`). */
  inList(column: string, type: 'bigint' | 'text'): string
  /** `haystack` contains `needle` (both SQL expressions). */
  contains(haystack: string, needle: string): string
  /** What makes the ids `table` gives new rows continue above `id` (and above every id present). */
  idsAbove(table: string, id: number): Statement[]
}

export interface Executor {
  readonly kind: 'sqlite' | 'postgres'
  readonly dialect: Dialect
  prepare<Row = Record<string, unknown>>(sql: string, options?: PrepareOptions): Query<Row>
  /** A list as the one parameter `dialect.inList` takes. */
  list(values: readonly (number | string)[]): unknown
  /**
   * `work` in one transaction, committed when it resolves, rolled back when it throws. On SQLite writes that
   * arrive together share a commit (each in a savepoint of its own); `work` must only await the `tx` it is
   * given (the database is held meanwhile).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions): Promise<T>
  /** What follows every bulk insert into `table`, in its transaction (one follower a table). Wired once, at composition. */
  follow(table: string, follower: Follower): void
  /**
   * A number that changes whenever something watched by `channel` may have changed elsewhere: another
   * instance's `notify`, or (what a missed notification cannot break) a short period. Caches compare it.
   */
  watch(channel: string): () => number
}

/** A unique index refused a row: the one database error a store acts on (a taken domain, a used key). */
export class UniqueViolation extends Error {
  constructor(override readonly cause: unknown) {
    super('a unique index refused the row')
  }
}

/**
 * The unit of work: `work` makes the write and gives what it produced (undefined: nothing was written), and
 * the companions' statements made from that go into the same transaction (unit-of-work.ts).
 */
export function write<P>(db: Executor, options: TransactionOptions, work: (tx: Tx) => Promise<P | undefined>,
  companions: readonly Companion<P>[] = []): Promise<P | undefined> {
  return db.transaction((tx) => unitOfWork(tx, () => work(tx), companions), options)
}

/** The same inside a transaction already open (an import's writes, each with its companions, in one long transaction). */
export async function unitOfWork<P>(tx: Tx, work: () => Promise<P | undefined>, companions: readonly Companion<P>[]): Promise<P | undefined> {
  const produced = await work()
  if (produced !== undefined && companions.length > 0) await tx.apply(statementsOf(companions, produced))
  return produced
}

/** A write refused by a unique index is `undefined`; anything else is thrown on. */
export async function unlessTaken<T>(pending: Promise<T>): Promise<T | undefined> {
  try {
    return await pending
  } catch (error) {
    if (error instanceof UniqueViolation) return undefined
    throw error
  }
}

/** Rows per statement so that rows × columns stays within a database's parameter limit. */
export const rowsPerStatement = (parameterLimit: number, columns: number): number => Math.max(1, Math.floor(parameterLimit / columns))

/** The rows in chunks that each fit in one statement. */
export function chunksOf<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size))
  return chunks
}

/** A row builder: an array in select order → an object literal, booleans from 0/1 (compiled once per shape). */
export function rowBuilder<Row>({ keys, booleans = [] }: RowShape): (row: unknown[] | undefined) => Row | undefined {
  const value = (key: string, i: number) => (booleans.includes(key) ? `row[${i}] === 1` : `row[${i}]`)
  return new Function('row', `return row && { ${keys.map((key, i) => `${JSON.stringify(key)}: ${value(key, i)}`).join(', ')} }`) as never
}
