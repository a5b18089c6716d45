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
import { createDb } from '../../src/compose.js'
import { nowTimestamp } from '../../src/db/time.js'
import { numbered } from '../../src/db/postgres.js'
import { createPostgresSearch } from '../../src/websites/search-index.postgres.js'
import { PAGE_KEYS, type SearchIndex, newWebsite, pageSql, pageValues } from '../../src/websites/websites.store.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

describe('page plans on PostgreSQL', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  let database: TestDatabase
  let sql: postgres.Sql
  let oldId: number
  let search: SearchIndex
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-plan-'))
  before(async () => {
    database = await testDatabase(dataDir)
    const db = await createDb(loadConfig({ ...database.env, DATA_DIR: dataDir }))
    const keys = createKeysService(db.keys)
    await keys.createKey('old', { name: 'test' })
    await keys.createKey('new', { name: 'test' })
    oldId = (await db.keys.accountId(null, 'old'))!
    const newId = (await db.keys.accountId(null, 'new'))!
    const rows = (accountId: number, count: number, prefix: string) =>
      Array.from({ length: count }, (_, i) => ({ accountId, ...newWebsite(`${prefix}${i}.example`) }))
    await db.websites.insertMany(rows(oldId, 10_000, 'old'), nowTimestamp())
    await db.websites.insertMany(rows(newId, 40_000, 'new'), nowTimestamp())
    search = createPostgresSearch(db.executor)
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
      // The store's own statement and parameters, as a generic plan: the one a prepared statement settles on.
      const params = pageValues(search, plan, { accountId: oldId, term: 'old1', limit: 10, offset: 0 })
      const explained = await sql.begin(async (tx) => {
        await tx.unsafe('SET LOCAL plan_cache_mode = force_generic_plan')
        await tx.unsafe(`PREPARE page AS ${numbered(pageSql(search, plan, order))}`)
        const lines = await tx.unsafe(`EXPLAIN EXECUTE page(${params.map((value) => (typeof value === 'string' ? `'${value}'` : value)).join(', ')})`)
        await tx.unsafe('DEALLOCATE page')
        return lines.map((row) => row['QUERY PLAN'] as string).join('\n')
      })
      assert.match(explained, /websites_account|websites_domain_trigram/, explained)
      assert.doesNotMatch(explained, /websites_pkey/, explained)
    })
  }
})
