// PostgreSQL's planner, with statistics, may serve "an account's newest websites" by walking the primary
// key backwards and testing each row: fast only while the newest ids are that account's. This checks the
// plan of every page statement in the case where they are not (another account owns the newest rows).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import postgres from 'postgres'
import { createKeysService } from '../../src/auth/keys.service.js'
import { loadConfig } from '../../src/config.js'
import { createDb } from '../../src/db/index.js'
import { numbered } from '../../src/db/postgres.js'
import { nowTimestamp } from '../../src/db/time.js'
import { FILTERS } from '../../src/websites/websites.store.postgres.js'
import { PAGE_KEYS, SQL, newWebsite } from '../../src/websites/websites.store.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

describe('page plans on PostgreSQL', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let sql: postgres.Sql
  let oldId: number
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-plan-'))
  before(async () => {
    database = await testDatabase(dataDir)
    const db = await createDb(loadConfig({ ...database.env, DATA_DIR: dataDir }))
    const keys = createKeysService(db.keys)
    await keys.createKey('old', { name: 'test' })
    await keys.createKey('new', { name: 'test' })
    oldId = (await db.keys.accountId('old'))!
    const newId = (await db.keys.accountId('new'))!
    const rows = (accountId: number, count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => ({ accountId, ...newWebsite(`${prefix}${i}.example`) }))
    await db.websites.insertMany(rows(oldId, 10_000, 'old'), nowTimestamp())
    await db.websites.insertMany(rows(newId, 40_000, 'new'), nowTimestamp())
    await db.close()
    sql = postgres(database.env.DATABASE_URL!, { max: 1, onnotice: () => undefined })
    await sql.unsafe('VACUUM ANALYZE websites')
  })
  after(async () => {
    await sql?.end()
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  for (const { plan, order } of PAGE_KEYS) {
    it(`when another account owns the newest rows, then a "${plan}" page in ${order.sortBy} ${order.sort} order keeps to the account's indexes`, async () => {
      const text = numbered(SQL.page(plan === 'all' ? '' : FILTERS[plan], order, 'range'))
      // The generic plan, the one a prepared statement settles on after five runs.
      const explained = await sql.begin(async (tx) => {
        await tx.unsafe('SET LOCAL plan_cache_mode = force_generic_plan')
        await tx.unsafe(`PREPARE page AS ${text}`)
        const term = plan === 'all' ? '' : `'${plan === 'index' ? '%old1%' : 'old1'}', `
        const lines = await tx.unsafe(`EXPLAIN EXECUTE page(${oldId}, ${oldId}, ${term}10, 0)`)
        await tx.unsafe('DEALLOCATE page')
        return lines.map((row) => row['QUERY PLAN'] as string).join('\n')
      })
      assert.doesNotMatch(explained, /websites_pkey/, explained)
    })
  }
})
