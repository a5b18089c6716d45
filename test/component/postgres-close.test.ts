// A command opens the database and closes it at once (`keys create`): the close must leave no connection
// behind, or the process never exits. The LISTEN that caches watch with was still being set up when the
// pool ended, and its connection stayed open (one `keys create` in five hung a CI run).
import assert from 'node:assert/strict'
import os from 'node:os'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import postgres from 'postgres'
import { createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

describe('closing the database', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let observer: postgres.Sql
  before(async () => {
    database = await testDatabase('', 'postgres')
    observer = postgres(database.env.DATABASE_URL!, { max: 1, onnotice: () => undefined })
    await (await createDb(loadConfig({ DATA_DIR: os.tmpdir(), ...database.env }), { migrate: true })).close()
  })
  after(async () => {
    await observer.end()
    await database.drop()
  })
  /** The service's connections to the test database, LISTEN's among them. */
  const connections = async () => Number((await observer`SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'websites-api'`)[0]!.n)

  it('when it is opened and closed after 0 to 38 ms, 20 times, then no connection is left', async () => {
    for (let round = 1; round <= 20; round++) {
      const db = await createDb(loadConfig({ DATA_DIR: os.tmpdir(), ...database.env }), { mustExist: true })
      // A command's work takes a moment: the close comes at every stage of the LISTEN's setup.
      await sleep(2 * (round - 1))
      await db.close()
      // A connection that closed is gone from pg_stat_activity a moment later; one left open stays.
      let left = await connections()
      for (let waited = 0; left > 0 && waited < 2000; waited += 100) left = await sleep(100).then(connections)
      assert.equal(left, 0, `round ${round}: ${left} connection(s) left open`)
    }
  })
})
