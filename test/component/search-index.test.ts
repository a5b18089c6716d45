// SQLite's trigram index takes new and deleted websites through a pending list and folds them in at
// once (src/websites/search-index.sqlite.ts). Generated runs of creates and deletes (batches written at
// once, so several share a commit; domains from a small set, so some are taken and some come back under a
// new id; a store that folds every 1 to 64 waiting rows, so runs search while additions wait, while
// removals of indexed rows wait, and just after folds) check that a search, by the index and by a scan,
// finds exactly the account's websites that contain the term, and that once everything is folded the
// index is exactly its content (FTS5's own integrity check).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import fc from 'fast-check'
import { createKeysService } from '../../src/auth/keys.service.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { createSqliteExecutor } from '../../src/db/sqlite-executor.js'
import { openSqlite, openSqliteReader, writeTransaction } from '../../src/db/sqlite.js'
import { nowTimestamp } from '../../src/db/time.js'
import { FOLD_AT, createFold, createSqliteSearch } from '../../src/websites/search-index.sqlite.js'
import { type WebsitesStore, createWebsitesStore, newWebsite } from '../../src/websites/websites.store.js'
import { TEST_DB } from '../support/database.js'

/** A websites store on connections of its own to the file, folding once `foldAt` rows wait: close it after. */
function storeOn(file: string, foldAt: number): { store: WebsitesStore; writer: Database.Database; close(): void } {
  const reader = openSqliteReader(file)
  const writer = openSqlite({ file, synchronous: 'NORMAL' })
  const executor = createSqliteExecutor(reader, writer)
  return {
    store: createWebsitesStore(executor, createSqliteSearch(executor, foldAt)),
    writer,
    close() {
      reader.close()
      writer.close()
    },
  }
}

const LABELS = ['ab', 'abc', 'ba', 'cab', 'bca', 'aab', 'cc', 'abab', 'bcb', 'caca']
const TERMS = ['ab.', 'abc', 'bca', 'cab', 'a.n', 'b.n', '.ex', 'xam', 'zzz', 'aab.n']
type Step = { create: string } | { remove: number }

describe('the SQLite trigram index and its pending list', { skip: TEST_DB !== 'sqlite' && 'SQLite only' }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-search-index-'))
  let db: Db
  let other: Database.Database
  let accounts = 0
  before(async () => {
    db = await createDb(loadConfig({ DATA_DIR: dataDir }))
    other = openSqlite({ file: path.join(dataDir, 'websites.db'), synchronous: 'NORMAL' })
  })
  after(async () => {
    other.close()
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const newAccount = async () => {
    const name = `account${++accounts}`
    await createKeysService(db.keys).createKey(name, { name: 'test' })
    return (await db.keys.accountId(null, name))!
  }
  /** Folds what waits from another connection, as the next due commit would, then has FTS5 compare the index with its content. */
  const foldAndCheck = () => {
    writeTransaction(other, () => createFold(other).fold())
    other.prepare("INSERT INTO websites_fts (websites_fts, rank) VALUES ('integrity-check', 1)").run()
    assert.equal(other.prepare('SELECT count(*) FROM websites_fts_pending').pluck().get(), 0)
  }
  const assertSearches = async (store: WebsitesStore, accountId: number, model: Map<number, string>) => {
    for (const term of TERMS) {
      const expected = [...model].filter(([, domain]) => domain.includes(term)).map(([id]) => id).sort((a, b) => a - b)
      for (const plan of ['index', 'scan'] as const) {
        const found = await store.matches(plan, accountId, term, 1000)
        assert.deepEqual(found.map(({ id }) => id).sort((a, b) => a - b), expected, `${plan} matches of "${term}"`)
        assert.equal((await store.count(plan, accountId, term)).count, expected.length, `${plan} count of "${term}"`)
        const page = await store.page(null, plan, { sortBy: 'id', sort: 'asc' }, { accountId, term, limit: 100, offset: 0 })
        assert.deepEqual(page.map(({ id }) => id), expected, `${plan} page of "${term}"`)
      }
    }
  }

  it('finds exactly the matching websites through any run of creates and deletes', async () => {
    const step = fc.oneof(fc.constantFrom(...LABELS).map((label): Step => ({ create: label })),
      fc.nat(40).map((pick): Step => ({ remove: pick })))
    const runs = fc.tuple(fc.constantFrom(1, 2, 3, 5, 8, FOLD_AT), fc.array(fc.array(step, { minLength: 1, maxLength: 12 }), { minLength: 5, maxLength: 40 }))
    await fc.assert(fc.asyncProperty(runs, async ([foldAt, batches]) => {
      const { store, close } = storeOn(path.join(dataDir, 'websites.db'), foldAt)
      const accountId = await newAccount()
      const model = new Map<number, string>()
      // Domains are unique across accounts: each run's are its own.
      const domainOf = (label: string) => `${label}.n${accountId}.example`
      for (const batch of batches) {
        const ids = [...model.keys()]
        // Written at once: the write queue puts them in one commit, each in its own savepoint, in this
        // order (each call queues its write before its first await), which is the order expected here.
        const domains = new Set(model.values())
        const removing = new Set<number>()
        await Promise.all(batch.map(async (write) => {
          if ('create' in write) {
            const domain = domainOf(write.create)
            const taken = domains.has(domain)
            domains.add(domain)
            const created = await store.create(null, accountId, newWebsite(domain), nowTimestamp())
            assert.equal(created === undefined, taken, `create ${domain}`)
            if (created) model.set(created.id, created.domain)
          } else if (ids.length > 0) {
            const id = ids[write.remove % ids.length]!
            const first = !removing.has(id)
            removing.add(id)
            if (first) domains.delete(model.get(id)!)
            const removed = await store.remove(null, accountId, id)
            assert.equal(removed?.id, first ? id : undefined, `remove ${id}`)
            model.delete(id)
          }
        }))
        await assertSearches(store, accountId, model)
      }
      foldAndCheck()
      await assertSearches(store, accountId, model)
      close()
    }), { numRuns: 50 })
  })

  it('folds once FOLD_AT rows wait, in the commit that finds them', async () => {
    const accountId = await newAccount()
    foldAndCheck()
    const waiting = () => other.prepare('SELECT count(*) FROM websites_fts_pending').pluck().get() as number
    for (let i = 1; i < FOLD_AT; i++) await db.websites.create(null, accountId, newWebsite(`fold${i}.example`), nowTimestamp())
    assert.equal(waiting(), FOLD_AT - 1)
    await db.websites.create(null, accountId, newWebsite(`fold${FOLD_AT}.example`), nowTimestamp())
    assert.equal(waiting(), 0)
    other.prepare("INSERT INTO websites_fts (websites_fts, rank) VALUES ('integrity-check', 1)").run()
    assert.equal((await db.websites.count('index', accountId, 'fold')).count, FOLD_AT)
  })

  it('imports a website under the id of one deleted here while its removal waits', async () => {
    const accountId = await newAccount()
    foldAndCheck()
    const gone = (await db.websites.create(null, accountId, newWebsite('shared-old.example'), nowTimestamp()))!
    foldAndCheck()
    await db.websites.remove(null, accountId, gone.id)
    // Its removal waits: the index still has it, the search does not.
    assert.equal(other.prepare("SELECT change FROM websites_fts_pending WHERE id = ?").pluck().get(gone.id), 'remove')
    assert.deepEqual(await db.websites.matches('index', accountId, 'shared', 1000), [])
    const now = nowTimestamp()
    await db.imports.transaction(async (writer) => {
      await writer.insertWebsites([{ ...newWebsite('shared-new.example'), id: gone.id, accountId, created_at: now, updated_at: now }])
      return true
    })
    foldAndCheck()
    assert.deepEqual((await db.websites.matches('index', accountId, 'shared', 1000)).map(({ id, domain }) => [id, domain]), [[gone.id, 'shared-new.example']])
  })
})

describe('a fold that fails', { skip: TEST_DB !== 'sqlite' && 'SQLite only' }, () => {
  it('is undone alone and told once: the writes commit, the rows wait, searches still find them', async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-search-index-'))
    const db = await createDb(loadConfig({ DATA_DIR: dataDir }))
    const { store, writer: connection, close } = storeOn(path.join(dataDir, 'websites.db'), 2)
    t.after(async () => {
      close()
      await db.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })
    await createKeysService(db.keys).createKey('one', { name: 'test' })
    const accountId = (await db.keys.accountId(null, 'one'))!
    // The index gone, as a damaged one would fail: every fold from now on fails.
    connection.exec('DROP TABLE websites_fts')
    const warnings = t.mock.method(process, 'emitWarning', () => undefined)
    const created = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => store.create(null, accountId, newWebsite(`${label}.fails.example`), nowTimestamp())))
    assert.ok(created.every((website) => website !== undefined))
    await store.create(null, accountId, newWebsite('f.fails.example'), nowTimestamp())
    assert.equal(connection.prepare('SELECT count(*) FROM websites').pluck().get(), 6)
    assert.equal(connection.prepare('SELECT count(*) FROM websites_fts_pending').pluck().get(), 6)
    assert.equal(warnings.mock.callCount(), 1)
    assert.match(String(warnings.mock.calls[0]!.arguments[0]), /search index could not take the websites waiting for it.*websites_fts/)
    assert.equal((await store.count('scan', accountId, 'fails')).count, 6)
  })
})
