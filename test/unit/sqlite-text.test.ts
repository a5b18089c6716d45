// src/db/sqlite-executor.ts gives SQLite `LIMIT +?` for `LIMIT ?`: a bare bound LIMIT is read by SQLite's
// planner, and binding it then makes every run of the statement a fresh prepare (bench/README.md).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import fc from 'fast-check'
import Database from 'better-sqlite3'
import { loadConfig } from '../../src/config.js'
import { createDb } from '../../src/compose.js'
import { createSqliteExecutor, sqliteText } from '../../src/db/sqlite-executor.js'
import { openSqlite, openSqliteReader } from '../../src/db/sqlite.js'
import { EVENTS_PURGE_SQL, listStatement } from '../../src/events/events.store.js'
import { RIGHTS } from '../../src/rights.js'
import { SQLITE_CLAIM } from '../../src/webhooks/webhooks.claim.sqlite.js'
import { WEBHOOKS_SQL } from '../../src/webhooks/webhooks.store.js'
import { IN_SCOPE, SQL } from '../../src/websites/websites.sql.js'

describe('SQLite statements with a bound LIMIT', () => {
  it('are given to SQLite as LIMIT +?, and nothing else in them changes', () => {
    assert.equal(sqliteText('SELECT id FROM t WHERE a = ? ORDER BY id LIMIT ? OFFSET ?'), 'SELECT id FROM t WHERE a = ? ORDER BY id LIMIT +? OFFSET ?')
    assert.equal(sqliteText('SELECT n FROM (SELECT id FROM t LIMIT ?) x LIMIT ?'), 'SELECT n FROM (SELECT id FROM t LIMIT +?) x LIMIT +?')
    for (const unchanged of ['SELECT id FROM t LIMIT 10', 'SELECT id FROM t LIMIT +?', 'SELECT id FROM t WHERE a = ? OFFSET ?']) assert.equal(sqliteText(unchanged), unchanged)
  })

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-sqlite-text-'))
  const file = path.join(dir, 'limit.db')
  const writer = openSqlite({ file, synchronous: 'NORMAL' })
  writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, a INTEGER NOT NULL)')
  const insert = writer.prepare('INSERT INTO t (a) VALUES (?)')
  for (let i = 0; i < 40; i++) insert.run(i % 3)
  const reader = openSqliteReader(file)
  const executor = createSqliteExecutor(reader, writer)
  after(() => {
    reader.close()
    writer.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('are planned as they were with the bare LIMIT: every statement of src/ with one', async () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-sqlite-plans-'))
    try {
      await (await createDb(loadConfig({ DATA_DIR: data }))).close()
      const db = new Database(path.join(data, 'websites.db'), { readonly: true })
      const orders = (['id', 'domain'] as const).flatMap((sortBy) => (['asc', 'desc'] as const).map((sort) => ({ sortBy, sort })))
      const filters = ['', 'instr(domain, ?) > 0', 'id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ?)']
      const everyRight = { rights: new Set(RIGHTS), userId: 1 }
      const texts = [
        ...orders.flatMap((order) => filters.flatMap((filter) => [
          ...(['equal', 'range'] as const).flatMap((account) => [SQL.page(filter, order, account), SQL.page(filter, order, account, true)]),
          ...(Object.keys(IN_SCOPE) as (keyof typeof IN_SCOPE)[]).map((by) => SQL.limitedPage(by, filter || undefined, order)),
        ])),
        ...filters.filter(Boolean).map((filter) => SQL.matches(filter)),
        ...[{}, { type: 'website.created' }, { websiteId: 1 }].flatMap((extra) => [everyRight, { ...everyRight, limit: { by: 'key' as const, id: 1 } }, { rights: new Set([]), userId: 1 }]
          .map((reader) => listStatement({ accountId: 1, after: 0, count: 10, reader, ...extra })?.sql ?? '')).filter(Boolean),
        SQLITE_CLAIM.dueOf, SQLITE_CLAIM.dueTests, EVENTS_PURGE_SQL.events, EVENTS_PURGE_SQL.attempts, WEBHOOKS_SQL.attempts,
      ]
      assert.ok(texts.every((text) => /\bLIMIT \?/.test(text)), 'each form has a bound LIMIT')
      // Every parameter bound to 10: a limit of 10, as a page has by default.
      const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...Array<number>(sql.split('?').length - 1).fill(10)).map((row) => (row as { detail: string }).detail)
      for (const text of texts) assert.deepEqual(plan(sqliteText(text)), plan(text), text)
      db.close()
    } finally {
      fs.rmSync(data, { recursive: true, force: true })
    }
  })

  it('answer what the bare statement answers, for any limit and offset', async () => {
    const sql = 'SELECT id FROM t WHERE a = ? ORDER BY id LIMIT ? OFFSET ?'
    const query = executor.prepare<{ id: number }>(sql)
    const bare = reader.prepare(sql)
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 20 }), fc.integer({ min: 0, max: 20 }), async (a, limit, offset) => {
      assert.deepEqual(await query.all(null, [a, limit, offset]), bare.all(a, limit, offset))
    }))
    // What SQLite was given: the executor's own statement on the reading connection.
    const prepared = (query as unknown as { statement(connection: 'reader'): { source: string } }).statement('reader')
    assert.equal(prepared.source, 'SELECT id FROM t WHERE a = ? ORDER BY id LIMIT +? OFFSET ?')
  })
})
