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
import { runStatements } from '../../src/db/postgres.js'
import postgres from 'postgres'
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
    accountId = (await db.keys.accountId('uow'))!
  })
  after(async () => {
    await db.close()
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
  const marked = async (key: string) => (await db.websites.rememberedAnswer(accountId, key, NOW)) !== undefined
  const count = async () => (await db.websites.accountStats(accountId)).count

  it('when a create, an update and a delete carry a companion, then its row is committed with each', async () => {
    const created = await db.websites.create(accountId, newWebsite('uow-ok.example'), NOW, [mark(accountId, 'created')])
    assert.ok(created && (await marked('created')))
    const updated = await db.websites.update(accountId, created.id, { email: 1 }, NOW, undefined, [mark(accountId, 'updated')])
    assert.equal(updated?.email, 1)
    assert.ok(await marked('updated'))
    const removed = await db.websites.remove(accountId, created.id, undefined, [mark(accountId, 'removed')])
    assert.equal(removed?.domain, 'uow-ok.example', 'a delete gives the website as it was')
    assert.ok(await marked('removed'))
  })

  it('when a companion fails, then the create, the update or the delete it goes with is not stored', async () => {
    const before = await count()
    await assert.rejects(db.websites.create(accountId, newWebsite('uow-failed.example'), NOW, [failing]))
    assert.equal(await db.websites.domainExists('uow-failed.example'), false)
    assert.equal(await count(), before, 'the counter moved back too')

    const site = (await db.websites.create(accountId, newWebsite('uow-kept.example'), NOW))!
    await assert.rejects(db.websites.update(accountId, site.id, { email: 1 }, LATER, undefined, [failing]))
    assert.deepEqual(await db.websites.get({ accountId }, site.id), site, 'not updated, same version')
    await assert.rejects(db.websites.remove(accountId, site.id, undefined, [failing]))
    assert.deepEqual(await db.websites.get({ accountId }, site.id), site, 'not deleted')
    assert.equal(await count(), before + 1)
  })

  it('when a key\'s creation or revocation carries a companion, then both are stored or neither is', async () => {
    const key = { account: { name: 'uow' }, name: 'uow', prefix: 'wak_uowuow', readOnly: false, websites: null, expiresAt: null, admin: false }
    await assert.rejects(db.keys.createKey({ ...key, digest: digestKey('uow-a') }, NOW, [failing]))
    assert.equal(await db.keys.findActiveKey(digestKey('uow-a')), undefined)
    const id = await db.keys.createKey({ ...key, digest: digestKey('uow-b') }, NOW, [mark(accountId, 'key-created')])
    assert.ok(await marked('key-created'))
    await assert.rejects(db.keys.revokeKey(id, NOW, {}, [failing]))
    assert.equal((await db.keys.describeKey(id))?.revoked_at, null, 'still active')
    assert.equal(await db.keys.revokeKey(id, NOW, {}, [mark(accountId, 'key-revoked')]), 'revoked')
    assert.ok(await marked('key-revoked'))
  })

  it('when imported websites carry a companion, then its rows are written in the import\'s transaction, or rolled back with it', async () => {
    const row = (id: number, domain: string) => ({ ...newWebsite(domain), id, accountId, created_at: NOW, updated_at: NOW })
    await assert.rejects(db.imports.transaction(async (writer) => {
      await writer.insertWebsites([row(900_001, 'uow-import-a.example')], [failing])
      return true
    }))
    assert.equal(await db.websites.domainExists('uow-import-a.example'), false)
    await db.imports.transaction(async (writer) => {
      await writer.insertWebsites([row(900_002, 'uow-import-b.example')], [mark(accountId, 'imported')])
      return true
    })
    assert.ok((await db.websites.domainExists('uow-import-b.example')) && (await marked('imported')))
  })
})

describe('companion statements on PostgreSQL, sent together', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite runs them one by one' }, () => {
  it('when statements of every kind are sent in one round trip, then they run in the order given', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-uow-order-'))
    const database = await testDatabase(dataDir)
    const sql = postgres(database.env.DATABASE_URL!, { max: 1, onnotice: () => undefined })
    try {
      await sql.unsafe('CREATE TABLE ran (n bigint GENERATED ALWAYS AS IDENTITY, what text NOT NULL)')
      await sql.unsafe('CREATE TABLE held (id bigint PRIMARY KEY); INSERT INTO held VALUES (1)')
      const bulk = (what: string): Statement => ({ bulk: { table: 'ran', columns: [{ name: 'what', type: 'text' }], rows: [[what]] } })
      const plain = (what: string): Statement => ({ sql: 'INSERT INTO ran (what) VALUES (?)', values: [what] })
      await sql.begin((tx) => runStatements(tx, [plain('first'), { lock: { table: 'held', ids: [1] } }, bulk('second'), plain('third'), bulk('fourth')]))
      assert.deepEqual((await sql.unsafe('SELECT what FROM ran ORDER BY n')).map((row) => row.what), ['first', 'second', 'third', 'fourth'])
    } finally {
      await sql.end()
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
