// A request's waits for PostgreSQL share one deadline (PG_STATEMENT_TIMEOUT_MS + 0.3 s): a slow statement
// leaves the next one only what is left, so a request through a bad link answers 503 within 2 s; but time
// spent elsewhere (a password's hash waiting its turn) is not the database's and leaves the deadline whole.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { DatabaseWait } from '../../src/db/database-wait.js'
import { type Pg, openPostgres } from '../../src/db/postgres.js'
import { isStorageFailure } from '../../src/errors.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

const options = { poolSize: 4, connectTimeoutMs: 1000, statementTimeoutMs: 1500, countTimeoutMs: 20_000 }

describe('one deadline a request', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let pg: Pg
  before(async () => {
    database = await testDatabase('', 'postgres')
    pg = openPostgres({ ...options, url: database.env.DATABASE_URL! })
    await pg.query('SELECT 1', [], null)
  })
  after(async () => {
    await pg.unbounded.end({ timeout: 0 })
    await database.drop()
  })
  /** 'given up' is the error that answers 503. */
  const outcome = (pending: Promise<unknown>) => pending.then(() => 'answered', (error: unknown) =>
    isStorageFailure(error) ? 'given up' : `failed: ${String(error)}`)

  it('when a request waited 1.2 s for one statement, then its next statement or transaction of 1.2 s is given up', async () => {
    const wait = new DatabaseWait()
    await pg.query('SELECT pg_sleep(1.2)', [], wait)
    assert.ok(wait.spentMs >= 1200, `counted ${wait.spentMs} ms`)
    assert.equal(await outcome(pg.query('SELECT pg_sleep(1.2)', [], wait)), 'given up')
    assert.equal(await outcome(pg.query('SELECT pg_sleep(1.2)', [], new DatabaseWait())), 'answered', 'a request of its own')
    assert.equal(await outcome(pg.query('SELECT pg_sleep(1.2)', [], null)), 'answered', 'no request\'s: a whole deadline')
    const another = new DatabaseWait()
    await pg.query('SELECT pg_sleep(1.2)', [], another)
    assert.equal(await outcome(pg.transaction((tx) => tx.unsafe('SELECT pg_sleep(1.2)'), another)), 'given up')
  })

  it('when a request spent 2.5 s on other work between statements, then its statements still get the whole deadline', async () => {
    const wait = new DatabaseWait()
    await pg.query('SELECT 1', [], wait)
    await sleep(2500)
    assert.equal(await outcome(pg.query('SELECT pg_sleep(1.2)', [], wait)), 'answered')
  })

  it('when a request waits for two statements at once, then the time they overlap counts once', async () => {
    const wait = new DatabaseWait()
    await Promise.all([pg.query('SELECT pg_sleep(0.8)', [], wait), pg.query('SELECT pg_sleep(0.8)', [], wait)])
    assert.ok(wait.spentMs >= 800 && wait.spentMs < 1400, `counted ${wait.spentMs} ms`)
    assert.equal(await outcome(pg.query('SELECT pg_sleep(0.3)', [], wait)), 'answered')
  })
})
