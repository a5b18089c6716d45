// PostgreSQL's executor (executor.ts): statements numbered once and prepared by postgres.js on each
// connection; reads and request transactions within the request deadline (postgres.ts), long work without
// one; bulk inserts through unnest(); caches told by LISTEN/NOTIFY, and every WATCH_PERIOD_MS in case a
// notification was missed while the listening connection was down.
import type postgres from 'postgres'
import { type Dialect, type Executor, type Follower, type Query, type Tx, type Wait, chunksOf, rowsPerStatement } from './executor.js'
import { type Pg, classified, numbered, preparedOn } from './postgres.js'
import type { BulkInsert, RowLock, Statement } from './unit-of-work.js'

/** The protocol's limit of parameters a statement: unnest() takes one a column, but a chunk's size is kept to it as if each value were one. */
const POSTGRES_PARAMETERS = 65_535
/**
 * A watched cache is emptied this often whatever happens, in case a notification was missed (the listening
 * connection was down): what was revoked elsewhere stops working everywhere within this time (the promise is 1 s).
 */
export const WATCH_PERIOD_MS = 900
const CHANNEL_PREFIX = 'websites_api_'

const POSTGRES_DIALECT: Dialect = {
  inList: (column, type) => `${column} = ANY(?::${type}[])`,
  contains: (haystack, needle) => `strpos(${haystack}, ${needle}) > 0`,
  idsAbove: (table, id) => [{
    sql: `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST(CAST(? AS bigint), (SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    values: [id],
  }],
}

type Runner = Pick<postgres.Sql, 'unsafe'>

/** PostgreSQL's executor, and how to stop its LISTEN connection before the pool ends (db/index.ts's close). */
export type PostgresExecutor = Executor & { stopWatching(): Promise<void> }

export function createPostgresExecutor(pg: Pg): PostgresExecutor {
  const followers = new Map<string, Follower>()
  const texts = new Map<string, string>()
  /** A companion's statement, numbered once per text (a few fixed ones). */
  const numberedOnce = (sql: string) => {
    let text = texts.get(sql)
    if (!text) texts.set(sql, (text = numbered(sql)))
    return text
  }

  class PostgresQuery<Row> implements Query<Row> {
    readonly text: string
    constructor(sql: string, readonly long: boolean) {
      this.text = numbered(sql)
    }
    all(wait: Wait, values: readonly unknown[] = []): Promise<Row[]> {
      return pg.query<Row>(this.text, values as unknown[], wait, { long: this.long })
    }
    async one(wait: Wait, values: readonly unknown[] = []): Promise<Row | undefined> {
      return (await this.all(wait, values))[0]
    }
    async run(wait: Wait, values: readonly unknown[] = []): Promise<number> {
      return ((await this.all(wait, values)) as unknown as { count: number }).count
    }
  }
  const textOf = (query: Query<unknown>) => (query as PostgresQuery<unknown>).text
  const onTx = <T>(pending: Promise<T>): Promise<T> => pending.catch((error: unknown) => {
    throw classified(error)
  })

  /** A row lock, not an update: held rows get no new version, however often a long transaction asks again. */
  const lockSql = ({ table, againstDeletes = false }: RowLock, ids: string) =>
    `SELECT id FROM ${table} WHERE id = ANY(${ids}::bigint[]) ORDER BY id ${againstDeletes ? 'FOR KEY SHARE' : 'FOR NO KEY UPDATE'}`

  /**
   * Many rows through unnest(), a chunk a statement (the parameter limit's worth of values), each one
   * statement with what goes with it: the rows `lock` holds first (a CTE the insert waits on before it
   * takes any id, so an account's events still commit in id order), and the table's follower over the
   * rows written.
   */
  async function insertBulk(runner: Runner, tx: Tx, { table, columns, rows }: BulkInsert, lock?: RowLock): Promise<void> {
    if (rows.length === 0) return
    const follower = followers.get(table)
    // Rows that bring their own ids (an import) are written with them, past the identity column.
    const overriding = columns.some((column) => column.name === 'id') ? ' OVERRIDING SYSTEM VALUE' : ''
    const insert = `INSERT INTO ${table} (${columns.map((column) => column.name).join(', ')})${overriding}
      SELECT * FROM unnest(${columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ')})`
    const text = !lock && !follower ? insert
      : `WITH ${lock ? `held AS (${lockSql(lock, `$${columns.length + 1}`)}), ` : ''}
        inserted AS (${insert}${lock ? ' WHERE (SELECT count(*) FROM held) >= 0' : ''} RETURNING *)
        ${follower ? follower.sql : 'SELECT count(*) FROM inserted'}`
    let changed = 0
    for (const chunk of chunksOf(rows, rowsPerStatement(POSTGRES_PARAMETERS, columns.length))) {
      const values = columns.map((_, i) => chunk.map((row) => row[i]))
      const result = await preparedOn(runner)(text, lock ? [...values, [...lock.ids]] : values)
      changed += (result as unknown as { count: number }).count
    }
    if (follower) follower.changed?.(tx, changed)
  }

  /**
   * One after the other, each awaited: after a failure nothing more is sent on the transaction. (Sent
   * together they saved a round trip each; kept out until postgres.js copes with a connection that dies
   * under queued writes, see patches/.) A lock followed by a bulk insert is one statement.
   */
  async function applyOn(runner: Runner, tx: Tx, statements: readonly Statement[]): Promise<void> {
    for (let i = 0; i < statements.length; i++) {
      const statement = statements[i]!
      const next = statements[i + 1]
      if ('lock' in statement && next && 'bulk' in next) {
        await insertBulk(runner, tx, next.bulk, statement.lock)
        i++
      } else if ('bulk' in statement) await insertBulk(runner, tx, statement.bulk)
      else if ('lock' in statement) await preparedOn(runner)(lockSql(statement.lock, '$1'), [[...statement.lock.ids]])
      else await preparedOn(runner)(numberedOnce(statement.sql), statement.values)
    }
  }

  const notified = new Map<string, number>()
  const bump = (channel: string) => notified.set(channel, (notified.get(channel) ?? 0) + 1)
  const transactionOf = (runner: Runner, callbacks: (() => void)[]): Tx => ({
    all: <Row>(query: Query<Row>, values: readonly unknown[] = []) => onTx(preparedOn(runner)<Row>(textOf(query), values as unknown[])),
    one: async (query, values = []) => (await onTx(preparedOn(runner)(textOf(query), values as unknown[])))[0] as never,
    run: async (query, values = []) => ((await onTx(preparedOn(runner)(textOf(query), values as unknown[]))) as unknown as { count: number }).count,
    apply(statements) {
      return onTx(applyOn(runner, this, statements))
    },
    lockTable: async (table) => void (await onTx(runner.unsafe(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`))),
    async notify(channel) {
      await onTx(preparedOn(runner)('SELECT pg_notify($1, \'\')', [CHANNEL_PREFIX + channel]))
      callbacks.push(() => bump(channel))
    },
    afterCommit: (callback) => void callbacks.push(callback),
  })

  /** Each channel's LISTEN, as it was started (it settles once the listening connection has said LISTEN). */
  const listening = new Map<string, Promise<{ unlisten(): Promise<unknown> } | undefined>>()
  return {
    kind: 'postgres',
    dialect: POSTGRES_DIALECT,
    prepare: (sql, options = {}) => new PostgresQuery(sql, options.long ?? false),
    list: (values) => values,
    async transaction(work, { unbounded = false, wait = null }) {
      const callbacks: (() => void)[] = []
      const run = (runner: Runner) => work(transactionOf(runner, callbacks))
      const value = unbounded
        ? await onTx(pg.unbounded.begin(async (runner) => {
          // Bulk loads and background work may rightly take long: the per-statement limit is for requests.
          await runner.unsafe('SET LOCAL statement_timeout = 0')
          return run(runner)
        }) as Promise<Awaited<ReturnType<typeof work>>>)
        : await pg.transaction(run, wait)
      for (const callback of callbacks) callback()
      return value
    },
    follow(table, follower) {
      if (followers.has(table)) throw new Error(`${table} has a follower already`)
      followers.set(table, follower)
    },
    watch(channel) {
      if (!listening.has(channel)) {
        // postgres.js keeps this connection open and listening again after an outage; until it is, the
        // period bounds the delay.
        listening.set(channel, pg.unbounded.listen(CHANNEL_PREFIX + channel, () => bump(channel)).catch(() => undefined))
      }
      return () => Math.floor(Date.now() / WATCH_PERIOD_MS) + (notified.get(channel) ?? 0)
    },
    /**
     * Every LISTEN undone once it is in place. Ending the pool while a LISTEN was still being set up
     * (a CLI command that exits at once) left its connection open, listening again, and the process
     * never exited.
     */
    async stopWatching() {
      const started = [...listening.values()]
      listening.clear()
      await Promise.all(started.map(async (pending) => (await pending)?.unlisten().catch(() => undefined)))
    },
  }
}
