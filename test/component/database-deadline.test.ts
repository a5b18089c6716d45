// A request's waits for PostgreSQL share one deadline (PG_STATEMENT_TIMEOUT_MS + 0.3 s): a slow statement
// leaves the next one only what is left, so a request through a bad link answers 503 within 2 s; but time
// spent elsewhere (a password's hash waiting its turn) is not the database's and leaves the deadline whole.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { DatabaseWait, type Pg, openPostgres, withinRequest } from '../../src/db/postgres.js'
import { isStorageFailure } from '../../src/errors.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

const options = { poolSize: 4, connectTimeoutMs: 1000, statementTimeoutMs: 1500, countTimeoutMs: 20_000 }

describe('one deadline a request', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let pg: Pg
  before(async () => {
    database = await testDatabase('', 'postgres')
    pg = openPostgres({ ...options, url: database.env.DATABASE_URL! })
    await pg.query('SELECT 1')
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
    await withinRequest(wait, () => pg.query('SELECT pg_sleep(1.2)'))
    assert.ok(wait.spentMs >= 1200, `counted ${wait.spentMs} ms`)
    assert.equal(await withinRequest(wait, () => outcome(pg.query('SELECT pg_sleep(1.2)'))), 'given up')
    assert.equal(await withinRequest(new DatabaseWait(), () => outcome(pg.query('SELECT pg_sleep(1.2)'))), 'answered', 'a request of its own')
    const another = new DatabaseWait()
    await withinRequest(another, () => pg.query('SELECT pg_sleep(1.2)'))
    assert.equal(await withinRequest(another, () => outcome(pg.transaction((tx) => tx.unsafe('SELECT pg_sleep(1.2)')))), 'given up')
  })

  it('when a request spent 2.5 s on other work between statements, then its statements still get the whole deadline', async () => {
    const wait = new DatabaseWait()
    const answered = await withinRequest(wait, async () => {
      await pg.query('SELECT 1')
      await sleep(2500)
      return outcome(pg.query('SELECT pg_sleep(1.2)'))
    })
    assert.equal(answered, 'answered')
  })

  it('when a request waits for two statements at once, then the time they overlap counts once', async () => {
    const wait = new DatabaseWait()
    await withinRequest(wait, () => Promise.all([pg.query('SELECT pg_sleep(0.8)'), pg.query('SELECT pg_sleep(0.8)')]))
    assert.ok(wait.spentMs >= 800 && wait.spentMs < 1400, `counted ${wait.spentMs} ms`)
    assert.equal(await withinRequest(wait, () => outcome(pg.query('SELECT pg_sleep(0.3)'))), 'answered')
  })
})
