// A write and what must be stored with it (the answer an idempotency key remembers today; an event and its
// outbox row next) are one unit of work: the store that makes the write runs the companions' statements in
// the write's own transaction, on either database, so that both are committed or neither is. Companions
// are data (SQL written once with `?` placeholders, and values), made from what the write produced, so a
// store runs them the same way whatever they are for, and the write stays one synchronous transaction on
// SQLite (nothing awaits inside it).

/** One statement to run inside another write's transaction. */
export type Statement = { sql: string; values: unknown[] } | { bulk: BulkInsert } | { lock: RowLock }

/**
 * Rows held until the commit, so that transactions that write for the same rows run one after the other
 * from here on (PostgreSQL: SELECT … FOR NO KEY UPDATE, in id order, which a foreign key check does not wait for; SQLite's one writer already does this).
 */
export interface RowLock {
  table: string
  ids: readonly number[]
}

/**
 * Many rows into one table: each database writes them its fastest way (SQLite: multi-row VALUES within its
 * parameter limit; PostgreSQL: one INSERT … SELECT FROM unnest() of a typed array per column).
 */
export interface BulkInsert {
  table: string
  /** Each column and its PostgreSQL type (for unnest). */
  columns: readonly { name: string; type: 'bigint' | 'text' | 'timestamptz' }[]
  rows: readonly unknown[][]
}

/** SQLite allows 32,766 parameters a statement. */
const SQLITE_PARAMETERS = 32_766

/** A bulk insert as plain statements (SQLite's way; a database without unnest). */
export function bulkAsStatements({ table, columns, rows }: BulkInsert): { sql: string; values: unknown[] }[] {
  const perStatement = Math.floor(SQLITE_PARAMETERS / columns.length)
  const row = `(${columns.map(() => '?').join(', ')})`
  const statements: { sql: string; values: unknown[] }[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    statements.push({ sql: `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`, values: chunk.flat() })
  }
  return statements
}

/** What must be committed with a write, made from what the write produced (a row after it; before it, for a delete). */
export type Companion<Produced> = (produced: Produced) => Statement[]

/** Every companion's statements for what a write produced, in order. */
export const statementsOf = <P>(companions: readonly Companion<P>[], produced: P): Statement[] =>
  companions.flatMap((companion) => companion(produced))
