// The unit of work: what goes with a write (its companions' rows) is committed in the write's own
// transaction, on both databases, for every write path that takes companions: a website's create,
// update and delete, a key's creation and revocation, and the import. A companion that fails takes the
// write down with it; one that succeeds is stored with it.
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { digestKey } from '../../src/auth/keys.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import type { Companion, Statement } from '../../src/db/unit-of-work.js'
import { INSERT_COLUMNS, insertValues } from '../../src/websites/websites.sql.js'
import { newWebsite } from '../../src/websites/websites.store.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'

const NOW = '2026-11-24T10:00:00.000000Z'
const LATER = '2026-11-25T10:00:00.000000Z'
/** A row of its own, in a table every database has: the companion's mark that it was committed. */
const mark = (accountId: number, key: string): Companion<unknown> => () =>
  [{ sql: 'INSERT INTO idempotency_keys (account_id, key, fingerprint, body, location, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    values: [accountId, key, Buffer.alloc(32), '{}', '/', NOW, LATER] }]
/** A statement that fails (a NOT NULL column left null) after the write has been made. */
const failing: Companion<unknown> = () =>
  [{ sql: 'INSERT INTO idempotency_keys (account_id, key, fingerprint, body, location, created_at, expires_at) VALUES (?, NULL, ?, ?, ?, ?, ?)',
    values: [1, Buffer.alloc(32), '{}', '/', NOW, LATER] }]

describe('unit of work', () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  let accountId: number
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-uow-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, ...database.env }))
    await createKeysService(db.keys).createKey('uow')
    accountId = (await db.keys.accountId(null, 'uow'))!
  })
  after(async () => {
    await db.close()
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
  const marked = async (key: string) => (await db.websites.rememberedAnswer(null, accountId, key, NOW)) !== undefined
  const count = async () => (await db.websites.accountStats(null, accountId)).count

  it('when a create, an update and a delete carry a companion, then its row is committed with each', async () => {
    const created = await db.websites.create(null, accountId, newWebsite('uow-ok.example'), NOW, [mark(accountId, 'created')])
    assert.ok(created && (await marked('created')))
    const updated = await db.websites.update(null, accountId, created.id, { email: 1 }, NOW, undefined, [mark(accountId, 'updated')])
    assert.equal(updated?.email, 1)
    assert.ok(await marked('updated'))
    const removed = await db.websites.remove(null, accountId, created.id, undefined, [mark(accountId, 'removed')])
    assert.equal(removed?.domain, 'uow-ok.example', 'a delete gives the website as it was')
    assert.ok(await marked('removed'))
  })

  it('when a companion fails, then the create, the update or the delete it goes with is not stored', async () => {
    const before = await count()
    await assert.rejects(db.websites.create(null, accountId, newWebsite('uow-failed.example'), NOW, [failing]))
    assert.equal(await db.websites.domainExists(null, 'uow-failed.example'), false)
    assert.equal(await count(), before, 'the counter moved back too')

    const site = (await db.websites.create(null, accountId, newWebsite('uow-kept.example'), NOW))!
    await assert.rejects(db.websites.update(null, accountId, site.id, { email: 1 }, LATER, undefined, [failing]))
    assert.deepEqual(await db.websites.get(null, { accountId }, site.id), site, 'not updated, same version')
    await assert.rejects(db.websites.remove(null, accountId, site.id, undefined, [failing]))
    assert.deepEqual(await db.websites.get(null, { accountId }, site.id), site, 'not deleted')
    assert.equal(await count(), before + 1)
  })

  it('when a key\'s creation or revocation carries a companion, then both are stored or neither is', async () => {
    const key = { account: { name: 'uow' }, name: 'uow', prefix: 'wak_uowuow', readOnly: false, websites: null, expiresAt: null, admin: false, userId: null }
    await assert.rejects(db.keys.createKey(null, { ...key, digest: digestKey('uow-a') }, NOW, [failing]))
    assert.equal(await db.keys.findActiveKey(null, digestKey('uow-a')), undefined)
    const id = await db.keys.createKey(null, { ...key, digest: digestKey('uow-b') }, NOW, [mark(accountId, 'key-created')])
    assert.ok(await marked('key-created'))
    await assert.rejects(db.keys.revokeKey(null, id, NOW, {}, [failing]))
    assert.equal((await db.keys.describeKey(null, id))?.revoked_at, null, 'still active')
    assert.equal(await db.keys.revokeKey(null, id, NOW, {}, [mark(accountId, 'key-revoked')]), 'revoked')
    assert.ok(await marked('key-revoked'))
  })

  it('when imported websites carry a companion, then its rows are written in the import\'s transaction, or rolled back with it', async () => {
    const row = (id: number, domain: string) => ({ ...newWebsite(domain), id, accountId, created_at: NOW, updated_at: NOW })
    await assert.rejects(db.imports.transaction(async (writer) => {
      await writer.insertWebsites([row(900_001, 'uow-import-a.example')], [failing])
      return true
    }))
    assert.equal(await db.websites.domainExists(null, 'uow-import-a.example'), false)
    await db.imports.transaction(async (writer) => {
      await writer.insertWebsites([row(900_002, 'uow-import-b.example')], [mark(accountId, 'imported')])
      return true
    })
    assert.ok((await db.websites.domainExists(null, 'uow-import-b.example')) && (await marked('imported')))
  })
})

describe('companion statements through the executor', () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-uow-order-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, ...database.env }))
  })
  after(async () => {
    await db.close()
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
  const exec = (sql: string) => db.executor.transaction((tx) => tx.apply([{ sql, values: [] }]), { unbounded: true })

  it('when statements of every kind are applied in one transaction, then they run in the order given', async () => {
    await exec(`CREATE TABLE ran (n ${db.kind === 'postgres' ? 'bigint GENERATED ALWAYS AS IDENTITY' : 'INTEGER PRIMARY KEY AUTOINCREMENT'}, what text NOT NULL)`)
    await exec('CREATE TABLE held (id bigint PRIMARY KEY)')
    await exec('INSERT INTO held VALUES (1)')
    const bulk = (what: string): Statement => ({ bulk: { table: 'ran', columns: [{ name: 'what', type: 'text' }], rows: [[what]] } })
    const plain = (what: string): Statement => ({ sql: 'INSERT INTO ran (what) VALUES (?)', values: [what] })
    await db.executor.transaction((tx) => tx.apply([plain('first'), { lock: { table: 'held', ids: [1] } }, bulk('second'), plain('third'), bulk('fourth')]), { wait: null })
    const ran = await db.executor.prepare<{ what: string }>('SELECT what FROM ran ORDER BY n').all(null)
    assert.deepEqual(ran.map((row) => row.what), ['first', 'second', 'third', 'fourth'])
  })

  it('when a bulk insert has 20 columns more than a website and 20,000 rows, then each statement stays within the parameter limit and every row arrives', async () => {
    // A website's columns and 20 more: 31 a row, 620,000 values in all, past PostgreSQL's 65,535 parameters
    // and SQLite's 32,766 a statement many times over.
    const columns = [...INSERT_COLUMNS, ...Array.from({ length: 20 }, (_, i) => ({ name: `extra${i}`, type: 'text' as const }))]
    await exec(`CREATE TABLE wide (${columns.map((column) => `${column.name} ${column.type}`).join(', ')})`)
    const now = '2026-11-27T10:00:00.000000Z'
    const rows = Array.from({ length: 20_000 }, (_, i) => [...insertValues(1, newWebsite(`wide${i}.example`), now), ...Array.from({ length: 20 }, (_, j) => `v${i}.${j}`)])
    await db.executor.transaction((tx) => tx.apply([{ bulk: { table: 'wide', columns, rows } }]), { unbounded: true })
    const { n, last } = (await db.executor.prepare<{ n: number; last: string }>('SELECT count(*) AS n, max(extra19) AS last FROM wide').one(null))!
    assert.equal(Number(n), 20_000)
    assert.equal(last, 'v9999.19')
    const sample = await db.executor.prepare<{ domain: string; extra7: string }>('SELECT domain, extra7 FROM wide WHERE domain = ?').one(null, ['wide12345.example'])
    assert.deepEqual({ ...sample }, { domain: 'wide12345.example', extra7: 'v12345.7' })
  })
})
