// src/db/sqlite-executor.ts gives SQLite `LIMIT +?` for `LIMIT ?`: a bare bound LIMIT is read by SQLite's
// planner, and binding it then makes every run of the statement a fresh prepare (bench/README.md).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import fc from 'fast-check'
import { createSqliteExecutor, sqliteText } from '../../src/db/sqlite-executor.js'
import { openSqlite, openSqliteReader } from '../../src/db/sqlite.js'

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
