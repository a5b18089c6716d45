// The time one request has spent waiting for its database, handed down from the request to each statement
// and transaction it makes (the first argument of every store method on a request's path). By hand, not by
// AsyncLocalStorage: on Node 20 that installs a promise hook for every promise of the process, and cost
// PostgreSQL's requests 9-19% more instructions (bench/README.md, "The request deadline's cost").
import { performance } from 'node:perf_hooks'

/**
 * A request's statements and its transaction share one deadline (PostgreSQL's: PG_STATEMENT_TIMEOUT_MS plus
 * a margin), less what it already waited, instead of each getting the whole of it. Otherwise a key looked up
 * slowly (a network dropping packets) and then a write given its full time answered after 2 s. Only the
 * database's time counts: a password's hash waiting its turn behind others (twelve creates at once) is not
 * the database being slow, and must not turn a sound write into a 503. Waits that overlap count once.
 * SQLite answers from the process itself and ignores it.
 */
export class DatabaseWait {
  #waiting = 0
  #since = 0
  #spentMs = 0
  get spentMs(): number {
    return this.#spentMs + (this.#waiting > 0 ? performance.now() - this.#since : 0)
  }
  begin(): void {
    if (this.#waiting++ === 0) this.#since = performance.now()
  }
  end(): void {
    if (--this.#waiting === 0) this.#spentMs += performance.now() - this.#since
  }
}

/**
 * A request's wait, or null for work that is no request's (the CLI, startup, background, and a search's
 * count made once for every request asking at once): each of its statements gets the whole deadline.
 */
export type Wait = DatabaseWait | null
