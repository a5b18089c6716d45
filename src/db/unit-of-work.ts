// A write and what must be stored with it (the answer an idempotency key remembers today; an event and its
// outbox row next) are one unit of work: the store that makes the write runs the companions' statements in
// the write's own transaction, on either database, so that both are committed or neither is. Companions
// are data (SQL written once with `?` placeholders, and values), made from what the write produced, so a
// store runs them the same way whatever they are for, and the write stays one synchronous transaction on
// SQLite (nothing awaits inside it).

/** One statement to run inside another write's transaction. */
export interface Statement {
  sql: string
  values: unknown[]
}

/** What must be committed with a write, made from what the write produced (a row after it; before it, for a delete). */
export type Companion<Produced> = (produced: Produced) => Statement[]

/** Every companion's statements for what a write produced, in order. */
export const statementsOf = <P>(companions: readonly Companion<P>[], produced: P): Statement[] =>
  companions.flatMap((companion) => companion(produced))
