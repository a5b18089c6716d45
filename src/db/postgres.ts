// The one place that opens PostgreSQL: pool limits, per-connection settings, how its values become the
// wire's (int8 → number, timestamptz → the contract's timestamp text), and the deadline of a request's
// statements. Its executor is postgres-executor.ts.
import postgres from 'postgres'
import type { Wait } from './database-wait.js'
import { UniqueViolation } from './executor.js'
import { storageFailure } from './failures.js'

const UNIQUE_VIOLATION = '23505'

export type PgSql = postgres.Sql

export interface PostgresOptions {
  url: string
  poolSize: number
  connectTimeoutMs: number
  statementTimeoutMs: number
  /** A search's count (and the plan and matches made with it) gets this long instead: see `Pg.query`. */
  countTimeoutMs: number
}

/** How long a connection waits before retrying after the server went away: short, so recovery is quick. */
const RECONNECT_DELAY_SECONDS = 0.1
/**
 * A query gets this long beyond the statement timeout before it is abandoned on the client side. The
 * server's timeout normally answers first (57014); this one answers when the server cannot answer at
 * all (a network that drops packets without closing the connection).
 */
const CLIENT_MARGIN_MS = 300

/** Postgres.js's own error codes are words; this one joins them for a query abandoned by its deadline. */
export class QueryDeadlineError extends Error {
  readonly code = 'QUERY_DEADLINE'
}

/** SQL written once for both databases with `?` placeholders, as PostgreSQL's `$1, $2, …`. */
export function numbered(text: string): string {
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

/**
 * A statement by text and $n parameters on `runner` (the pool, or a transaction), prepared, as every
 * statement of ours is: its rows. `Pg.query` is this on the pool, with a deadline; code that runs both inside
 * a transaction and outside one takes either.
 */
export const preparedOn = (runner: Pick<postgres.Sql, 'unsafe'>) => <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  runner.unsafe(text, params as never[], { prepare: true }) as unknown as Promise<T[]>

export interface Pg {
  /**
   * The pool itself, with no deadline of its own: for startup (migrations, the first key), background
   * work (deliveries, purges, LISTEN) and bulk loads (imports, seeding), which may rightly take long or
   * wait out an outage. Nothing on a request's path uses it: a request's statements go through `query`
   * and `transaction`, which give up past the deadline, so that a database that stops answering costs a
   * client a 503 in under two seconds, never a hung request. The name says so at every call.
   */
  unbounded: PgSql
  /**
   * A prepared query by text and $n parameters, given up (an error that answers 503) past its deadline:
   * what is left of its request's `wait` (database-wait.ts), or the whole of it when `wait` is null.
   * `long`: a search's count, made once for every request that asks for the same term at the same time and
   * then cached (websites/list.planner.ts), may run for PG_COUNT_TIMEOUT_MS: under the statement timeout, a
   * count of a million rows whose visibility map is stale failed, was never cached, and every request
   * after it tried again.
   */
  query<T>(text: string, params: unknown[], wait: Wait, options?: { long?: boolean }): Promise<T[]>
  /**
   * A transaction on a request's path, given up past the same deadline as one query (shared with its
   * request's other waits the same way): the whole of it,
   * from waiting for a connection to the commit. Given up before its commit was sent, it rolls back when
   * the database answers again, so a write answered 503 is not stored later; given up while the commit
   * was on its way, its outcome is unknown, as with any lost answer (for a website's create, a retry with
   * the same Idempotency-Key tells). Startup, background and bulk work use `unbounded.begin`, with no deadline.
   */
  transaction<T>(work: (tx: postgres.TransactionSql) => Promise<T>, wait: Wait): Promise<T>
}

/** "2026-11-22 10:20:30.123+00" (the session runs in UTC) → "2026-11-22T10:20:30.123000Z". */
export function contractTimestamp(text: string): string {
  const space = text.indexOf(' ')
  const clock = text.slice(space + 1, text.lastIndexOf('+'))
  const dot = clock.indexOf('.')
  const seconds = dot === -1 ? clock : clock.slice(0, dot)
  const fraction = dot === -1 ? '' : clock.slice(dot + 1)
  return `${text.slice(0, space)}T${seconds}.${fraction.padEnd(6, '0')}Z`
}

export function openPostgres(options: PostgresOptions): Pg {
  const sql = connect(options)
  // How long the client waits for an answer: each limit the server enforces, plus the margin.
  const statementWaitMs = options.statementTimeoutMs + CLIENT_MARGIN_MS
  const countWaitMs = options.countTimeoutMs + CLIENT_MARGIN_MS
  return {
    unbounded: sql,
    query<T>(text: string, params: unknown[], wait: Wait, { long = false } = {}) {
      const pending = long
        ? sql.begin(async (tx) => {
          await tx.unsafe(`SET LOCAL statement_timeout = ${options.countTimeoutMs}`)
          return preparedOn(tx)<T>(text, params)
        })
        : preparedOn(sql)<T>(text, params)
      // A long count is made once for every request asking at once (list.planner.ts): it has its own
      // limit, and is no one request's wait.
      return long ? withinDeadline(pending as Promise<T[]>, countWaitMs, null)
        : withinDeadline(pending as Promise<T[]>, statementWaitMs, wait)
    },
    transaction<T>(work: (tx: postgres.TransactionSql) => Promise<T>, wait: Wait) {
      let givenUp = false
      const givenUpError = () => new QueryDeadlineError('transaction given up by its deadline')
      const pending = sql.begin(async (tx) => {
        // Given up while it waited for a connection (an outage's backlog, a saturated pool): none of its work.
        if (givenUp) throw givenUpError()
        const result = await work(tx)
        // Its caller has been answered 503: roll back rather than store what it was told did not happen.
        if (givenUp) throw givenUpError()
        return result
      }) as Promise<T>
      return withinDeadline(pending, statementWaitMs, wait, () => (givenUp = true))
    },
  }
}

/** The pending work, or a QueryDeadlineError (503) after waitMs (less what its request already waited; errors classified); the work itself goes on, its outcome unwatched. */
function withinDeadline<T>(pending: Promise<T>, waitMs: number, wait: Wait, onGivenUp?: () => void): Promise<T> {
  if (wait) {
    waitMs = Math.max(0, waitMs - wait.spentMs)
    wait.begin()
  }
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onGivenUp?.()
      reject(new QueryDeadlineError(`no answer from PostgreSQL within ${Math.round(waitMs)} ms`))
    }, waitMs)
  })
  // The race settles once: its wait ends once, whichever came first.
  return Promise.race([pending, deadline]).then((value) => {
    clearTimeout(timer)
    wait?.end()
    return value
  }, (error: unknown) => {
    clearTimeout(timer)
    wait?.end()
    throw classified(error)
  })
}

/** A driver error as the executor throws it: a unique violation, a storage failure (503), or as it came. */
export function classified(error: unknown): unknown {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) return new UniqueViolation(error)
  return storageFailure(error) ?? error
}

function connect(options: PostgresOptions): PgSql {
  return postgres(options.url, {
    max: options.poolSize,
    connect_timeout: options.connectTimeoutMs / 1000,
    // The default backoff grows to 20 s after repeated failures, and queued queries wait it out: a
    // constant short delay keeps every request during an outage fast and the recovery immediate.
    backoff: () => RECONNECT_DELAY_SECONDS,
    onnotice: () => undefined,
    connection: {
      application_name: 'websites-api',
      TimeZone: 'UTC',
      statement_timeout: options.statementTimeoutMs,
      // postgres.js prepares every query; after five runs PostgreSQL would switch to a generic plan
      // that cannot use the trigram index for a LIKE parameter (a 15 ms search becomes a 1.7 s scan).
      plan_cache_mode: 'force_custom_plan',
    } as Record<string, string | number>,
    types: {
      // Ids and counts are int8; every one of ours fits in a double, and the wire wants numbers.
      int8: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (text: string) => Number(text) },
      timestamptz: { to: 1184, from: [1184], serialize: (value: string) => value, parse: contractTimestamp },
    },
  }) as unknown as PgSql
}
