// SQLite's executor (executor.ts): two connections to the file, one that reads (every statement outside a
// transaction, on the newest committed snapshot) and one that writes (every transaction, in turn, with
// group commit). Reads never see a transaction half done, and a transaction's statements may await between
// them without another request's statement slipping into it.
import type Database from 'better-sqlite3'
import { type Dialect, type Executor, type Follower, type PrepareOptions, type Query, type Tx, UniqueViolation, type Wait, chunksOf, rowBuilder, rowsPerStatement } from './executor.js'
import { storageFailure } from './failures.js'
import { createGroupCommit } from './sqlite-group-commit.js'
import type { SqliteDb } from './sqlite.js'
import type { BulkInsert, Statement } from './unit-of-work.js'

/**
 * How long a change committed by another process (the CLI, another instance on the same file) may go
 * unseen by a cache: `PRAGMA data_version` is read at most this often, not on every request (on every
 * request it was 7% of a read's CPU, in a profile of reads by id at 1,000,000 websites).
 */
export const OTHER_PROCESS_CHECK_MS = 100

/**
 * A statement's text as SQLite is given it: `LIMIT ?` becomes `LIMIT +?`, the same limit. SQLite (3.54)
 * reads a bare `LIMIT ?`'s value while planning, so binding that parameter marks the statement to be
 * planned again: every run of it was a fresh prepare (the webhook claim's: about 250,000 instructions, more
 * than the run itself). The planner does not read `+?`, and plans each of ours the same way without it
 * (test/unit/sqlite-text.test.ts). Written as our statements write it: upper case, one space, never `LIMIT ?, ?`.
 * OFFSET's parameter is read only for a query of a single virtual table, which none of ours is.
 */
export const sqliteText = (sql: string) => sql.replace(/\bLIMIT \?/g, 'LIMIT +?')

/** SQLite allows 32,766 parameters a statement. */
const SQLITE_PARAMETERS = 32_766

const SQLITE_DIALECT: Dialect = {
  inList: (column) => `${column} IN (SELECT value FROM json_each(?))`,
  contains: (haystack, needle) => `instr(${haystack}, ${needle}) > 0`,
  // AUTOINCREMENT hands out ids above the largest ever used, as recorded in sqlite_sequence.
  idsAbove: (table, id) => [
    { sql: 'UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?', values: [id, table] },
    { sql: 'INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)', values: [table, id, table] },
  ],
}

/** What only SQLite's executor offers, to the few modules that are SQLite's own (search-index.sqlite.ts). */
export interface SqliteExecutor extends Executor {
  readonly kind: 'sqlite'
  /** The writing connection, for statements a module of SQLite's own prepares and runs inside a transaction. */
  readonly writer: SqliteDb
  /** Runs inside every write transaction, after its writes and before its commit (once per group commit). */
  beforeCommit(hook: () => void): void
}

/** A driver error as the executor throws it: a unique violation, a storage failure (503), or as it came. */
function classified(error: unknown): unknown {
  const code = (error as { code?: string }).code
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new UniqueViolation(error)
  return storageFailure(error) ?? error
}

/**
 * `reader` serves every statement outside a transaction; `writer` every transaction. Reads never see a
 * transaction half done, and a transaction's statements may await between them without another request's
 * statement slipping into it.
 */
export function createSqliteExecutor(reader: SqliteDb, writer: SqliteDb): SqliteExecutor {
  const followers = new Map<string, Follower>()
  const beforeCommitHooks: (() => void)[] = []
  const onWriter = new Map<string, Database.Statement<unknown[]>>()
  const prepareOnWriter = (sql: string) => {
    let statement = onWriter.get(sql)
    if (!statement) onWriter.set(sql, (statement = writer.prepare<unknown[]>(sqliteText(sql))))
    return statement
  }

  class SqliteQuery<Row> implements Query<Row> {
    readonly build: ((row: unknown[] | undefined) => Row | undefined) | undefined
    private onReader: Database.Statement<unknown[]> | undefined
    private inTransaction: Database.Statement<unknown[]> | undefined
    constructor(readonly sql: string, options: PrepareOptions) {
      this.build = options.shape && rowBuilder<Row>(options.shape)
    }
    /** Prepared on first use: a statement that only writes is never prepared on the reading connection. */
    statement(connection: 'reader' | 'writer'): Database.Statement<unknown[]> {
      if (connection === 'reader') return (this.onReader ??= this.prepared(reader))
      return (this.inTransaction ??= this.prepared(writer))
    }
    private prepared(db: SqliteDb): Database.Statement<unknown[]> {
      const statement = db.prepare<unknown[]>(sqliteText(this.sql))
      // Rows as arrays, made into objects by one compiled literal: better-sqlite3's own objects cost a call
      // into V8 per column (a third of a list page's statement, in a profile).
      return this.build && statement.reader ? statement.raw() : statement
    }
    rows(connection: 'reader' | 'writer', values: readonly unknown[]): Row[] {
      const found = this.statement(connection).all(...values) as Row[]
      return this.build ? (found as unknown as unknown[][]).map((row) => this.build!(row)!) : found
    }
    row(connection: 'reader' | 'writer', values: readonly unknown[]): Row | undefined {
      const found = this.statement(connection).get(...values)
      return this.build ? this.build(found as unknown[] | undefined) : (found as Row | undefined)
    }
    // SQLite answers from the process itself: a request's wait (database-wait.ts) is PostgreSQL's.
    all(_wait: Wait, values: readonly unknown[] = []): Promise<Row[]> {
      try {
        return Promise.resolve(this.rows('reader', values))
      } catch (error) {
        return Promise.reject(classified(error))
      }
    }
    one(_wait: Wait, values: readonly unknown[] = []): Promise<Row | undefined> {
      try {
        return Promise.resolve(this.row('reader', values))
      } catch (error) {
        return Promise.reject(classified(error))
      }
    }
    /** A write alone is a transaction of its own, on the writing connection, in turn with the others. */
    run(_wait: Wait, values: readonly unknown[] = []): Promise<number> {
      return transaction((tx) => tx.run(this, values))
    }
  }
  const sqliteQuery = <Row>(query: Query<Row>) => query as SqliteQuery<Row>

  /** Many rows, as many a statement as the parameter limit allows; then the table's follower over the rows written. */
  async function insertBulk(tx: Tx, { table, columns, rows }: BulkInsert): Promise<void> {
    const follower = followers.get(table)
    const names = columns.map((column) => column.name).join(', ')
    const row = `(${columns.map(() => '?').join(', ')})`
    const ids: number[] = []
    for (const chunk of chunksOf(rows, rowsPerStatement(SQLITE_PARAMETERS, columns.length))) {
      const statement = prepareOnWriter(`INSERT INTO ${table} (${names}) VALUES ${chunk.map(() => row).join(', ')}${follower ? ' RETURNING id' : ''}`)
      if (!follower) statement.run(...chunk.flat())
      else for (const inserted of statement.raw().all(...chunk.flat()) as [number][]) ids.push(inserted[0])
    }
    if (!follower || ids.length === 0) return
    const inserted = `WITH inserted AS (SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))) `
    const { changes } = prepareOnWriter(inserted + follower.sql).run(JSON.stringify(ids))
    follower.changed?.(tx, changes)
  }

  async function applyStatements(tx: Tx, statements: readonly Statement[]): Promise<void> {
    for (const statement of statements) {
      // A row lock is what the one writer already is: nothing to run.
      if ('lock' in statement) continue
      if ('bulk' in statement) await insertBulk(tx, statement.bulk)
      else prepareOnWriter(statement.sql).run(...statement.values)
    }
  }

  /** Every statement of a transaction: errors as the executor throws them, so a store may catch one in its work. */
  const classifying = <T>(statement: () => T): Promise<T> => {
    try {
      return Promise.resolve(statement())
    } catch (error) {
      return Promise.reject(classified(error))
    }
  }
  const notified = new Map<string, number>()
  const transactionOf = (callbacks: (() => void)[]): Tx => ({
    all: (query, values = []) => classifying(() => sqliteQuery(query).rows('writer', values)),
    one: (query, values = []) => classifying(() => sqliteQuery(query).row('writer', values)),
    run: (query, values = []) => classifying(() => sqliteQuery(query).statement('writer').run(...values).changes),
    async apply(statements) {
      try {
        await applyStatements(this, statements)
      } catch (error) {
        throw classified(error)
      }
    },
    lockTable: async () => undefined,
    // Other processes see the file change (`watch`); this one is told at the commit.
    notify: async (channel) => void callbacks.push(() => notified.set(channel, (notified.get(channel) ?? 0) + 1)),
    afterCommit: (callback) => void callbacks.push(callback),
  })

  const transaction = createGroupCommit(writer, {
    transactionOf,
    beforeCommit: () => {
      for (const hook of beforeCommitHooks) hook()
    },
    classified,
  })

  // Read on the writing connection: it changes only when another process commits, not with our own writes.
  const dataVersion = writer.prepare<[], number>('PRAGMA data_version').pluck()
  let version = 0
  let checkedAt = Number.NEGATIVE_INFINITY

  return {
    kind: 'sqlite',
    writer,
    dialect: SQLITE_DIALECT,
    prepare: (sql, options = {}) => new SqliteQuery(sql, options),
    list: (values) => JSON.stringify(values),
    transaction,
    follow(table, follower) {
      if (followers.has(table)) throw new Error(`${table} has a follower already`)
      followers.set(table, follower)
    },
    beforeCommit: (hook) => void beforeCommitHooks.push(hook),
    watch(channel) {
      return () => {
        const now = Date.now()
        if (now - checkedAt >= OTHER_PROCESS_CHECK_MS) {
          version = dataVersion.get()!
          checkedAt = now
        }
        return version + (notified.get(channel) ?? 0)
      }
    },
  }
}
