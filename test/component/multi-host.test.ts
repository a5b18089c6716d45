// A DATABASE_URL that names several PostgreSQL hosts (target_session_attrs=read-write): a host that does
// not resolve, or that refuses connections, is skipped for the next one; with no host left, the error is
// one that answers 503 (isStorageFailure), never a 500.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { openPostgres } from '../../src/db/postgres.js'
import { isStorageFailure } from '../../src/errors.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

const options = { poolSize: 2, connectTimeoutMs: 1000, statementTimeoutMs: 1500, countTimeoutMs: 20_000 }

describe('a DATABASE_URL with several hosts', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let server: URL
  before(async () => {
    database = await testDatabase('', 'postgres')
    server = new URL(database.env.DATABASE_URL!)
  })
  after(() => database.drop())
  /** The test database's URL with `hosts` in place of its host, asked for a writable server. */
  const urlWith = (hosts: string) => `postgres://${server.username}@${hosts}${server.pathname}?target_session_attrs=read-write`

  for (const [what, first] of [['does not resolve', 'no-such-host.invalid:5432'], ['refuses connections', '127.0.0.1:1']]) {
    it(`when the first host ${what}, then the next one serves`, async () => {
      const pg = openPostgres({ ...options, url: urlWith(`${first},${server.host}`) })
      try {
        assert.deepEqual([...await pg.query('SELECT 1 AS one', [], null)], [{ one: 1 }])
        assert.deepEqual([...await pg.transaction((tx) => tx.unsafe('SELECT 2 AS two'), null)], [{ two: 2 }])
      } finally {
        await pg.unbounded.end({ timeout: 0 })
      }
    })
  }

  it('when no host can be reached, then the error answers 503', async () => {
    const pg = openPostgres({ ...options, url: urlWith('no-such-host.invalid:5432,127.0.0.1:1') })
    try {
      const error = await pg.query('SELECT 1', [], null).then(() => undefined, (failure: unknown) => failure)
      assert.ok(error, 'the query succeeded with no host to run it')
      assert.equal(isStorageFailure(error), true, `not a storage failure: ${String((error as { code?: string }).code)}`)
    } finally {
      await pg.unbounded.end({ timeout: 0 })
    }
  })
})
