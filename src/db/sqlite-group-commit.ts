// SQLite's transactions, in turn on its one writing connection, with group commit: transactions that
// arrive while a commit is being made share the next one, each in its own savepoint, so one that fails (a
// taken domain) rolls back alone. A commit (WAL frames for the row, its indexes and the trigram segment)
// costs far more than the write itself, so under concurrent load this multiplies write throughput. No
// transaction is answered before the commit that holds it has succeeded; if the commit fails, every
// transaction in it fails. Callbacks a transaction asked for run after its commit.
import type { Tx } from './executor.js'
import type { SqliteDb } from './sqlite.js'

interface Queued {
  work: (tx: Tx) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

export interface GroupCommitOptions {
  /** A transaction's statements on the writer, its after-commit callbacks gathered in `callbacks`. */
  transactionOf(callbacks: (() => void)[]): Tx
  /** Runs once per commit, after its transactions and before the commit itself. */
  beforeCommit(): void
  /** A driver error as the executor throws it. */
  classified(error: unknown): unknown
}

export function createGroupCommit(writer: SqliteDb, { transactionOf, beforeCommit, classified }: GroupCommitOptions) {
  const begin = writer.prepare('BEGIN IMMEDIATE')
  const commit = writer.prepare('COMMIT')
  const savepoint = writer.prepare('SAVEPOINT unit')
  const release = writer.prepare('RELEASE unit')
  const rollbackTo = writer.prepare('ROLLBACK TO unit')
  let queue: Queued[] = []
  let scheduled = false

  async function flush(): Promise<void> {
    const batch = queue
    queue = []
    const outcomes: { ok: boolean; value: unknown; callbacks: (() => void)[] }[] = []
    try {
      begin.run()
      for (const item of batch) {
        const callbacks: (() => void)[] = []
        savepoint.run()
        try {
          outcomes.push({ ok: true, value: await item.work(transactionOf(callbacks)), callbacks })
          release.run()
        } catch (error) {
          rollbackTo.run()
          release.run()
          outcomes.push({ ok: false, value: classified(error), callbacks: [] })
        }
      }
      beforeCommit()
      commit.run()
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK')
      const failure = classified(error)
      for (const item of batch) item.reject(failure)
      return
    } finally {
      scheduled = false
      if (queue.length > 0) schedule()
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!
      if (!outcome.ok) return item.reject(outcome.value)
      item.resolve(outcome.value)
      for (const callback of outcome.callbacks) callback()
    })
  }
  function schedule(): void {
    if (scheduled) return
    scheduled = true
    setImmediate(() => void flush())
  }
  return function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      schedule()
    })
  }
}
