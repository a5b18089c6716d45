// A write and what must be stored with it (the answer an idempotency key remembers, an event, what follows
// an event) are one unit of work: the executor (executor.ts) runs the companions' statements in the write's
// own transaction, on either database, so that both are committed or neither is. Companions are data (SQL
// written once with `?` placeholders, and values), made from what the write produced, so they run the same
// way whatever they are for.

/** One statement to run inside another write's transaction. */
export type Statement = { sql: string; values: unknown[] } | { bulk: BulkInsert } | { lock: RowLock }

/**
 * Rows held until the commit, so that transactions that write for the same rows run one after the other
 * from here on (PostgreSQL: SELECT … FOR NO KEY UPDATE, in id order, which a foreign key check does not
 * wait for; SQLite's one writer already does this).
 */
export interface RowLock {
  table: string
  ids: readonly number[]
  /** Held only against deletes (PostgreSQL: FOR KEY SHARE), so others may still update the rows meanwhile. */
  againstDeletes?: boolean
}

/**
 * Many rows into one table: each database writes them its fastest way, as many rows a statement as its
 * parameter limit allows for this many columns (SQLite: multi-row VALUES; PostgreSQL: INSERT … SELECT FROM
 * unnest() of a typed array per column). The table's followers (Executor.follow) run after it.
 */
export interface BulkInsert {
  table: string
  /** Each column and its PostgreSQL type (for unnest). */
  columns: readonly { name: string; type: ColumnType }[]
  rows: readonly unknown[][]
}

export type ColumnType = 'bigint' | 'integer' | 'text' | 'timestamptz' | 'bytea'

/** What must be committed with a write, made from what the write produced (a row after it; before it, for a delete). */
export type Companion<Produced> = (produced: Produced) => Statement[]

/** Every companion's statements for what a write produced, in order. */
export const statementsOf = <P>(companions: readonly Companion<P>[], produced: P): Statement[] =>
  companions.flatMap((companion) => companion(produced))
