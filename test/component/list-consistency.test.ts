// A list read page by page while others write: each page is read at the version of the account its total
// was read at (list.planner.ts), so a pass in id order sees each website that existed the whole time once.
// The writers create and delete websites of their own (new ids, past every original): with offset pages,
// only a write before the page's offset may move a row across pages, and none happens there for an
// original. Without the version's check, a page placed from the nearer end by a total read apart from it
// skipped and repeated originals (10 of 12 passes).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { type PageQuery, createListPlanner } from '../../src/websites/list.planner.js'
import type { WebsitesStore } from '../../src/websites/websites.store.js'
import { TEST_DB } from '../support/database.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
/** More than a search keeps (200): a search of all of them is counted, one of a hundred is kept whole. */
const ORIGINALS = 230
const WRITERS = 4
const PASSES = 6

describe('a list paged under concurrent writes', () => {
  let service: TestService
  let api: Awaited<ReturnType<TestService['keyFor']>>
  const originals = new Set<number>()
  const domains = new Map<number, string>()
  before(async () => {
    service = await startTestService()
    api = await service.keyFor('list-snapshot')
    await service.seed('list-snapshot', Array.from({ length: ORIGINALS }, (_, i) => `snap-${String(i).padStart(3, '0')}.example`))
    for (const page of [1, 2, 3]) {
      const all = await api.get(`${PATH}?sort_by=id&sort=asc&per_page=100&page=${page}`)
      for (const website of all.body.data) {
        originals.add(website.id)
        domains.set(website.id, website.domain)
      }
    }
    assert.equal(originals.size, ORIGINALS)
  })
  after(() => service.close())

  /** Writers that each create a website and delete the one before, until stopped; how many writes they made. */
  let round = 0
  function startWriters() {
    round++
    let running = true
    let writes = 0
    const loops = Array.from({ length: WRITERS }, async (_, writer) => {
      let previous: number | undefined
      for (let n = 0; running; n++) {
        const created = await api.post(PATH, { domain: `snap-r${round}w${writer}-${n}.example` })
        assert.equal(created.status, 201, created.text)
        if (previous !== undefined) assert.equal((await api.delete(`${PATH}/${previous}`)).status, 200)
        previous = created.body.data.id
        writes += 2
      }
    })
    return async () => {
      running = false
      await Promise.all(loops)
      return writes
    }
  }

  /** One pass, page by page: every id seen, in order of pages. */
  async function pass(query: string, originalsFound: number): Promise<number[]> {
    const seen: number[] = []
    for (let page = 1; ; page++) {
      const res = await api.get(`${PATH}?sort=asc&per_page=10&page=${page}${query}`)
      assert.equal(res.status, 200, res.text)
      assert.ok(res.body.meta.total >= originalsFound, `total ${res.body.meta.total} counts every original found`)
      if (res.body.data.length === 0) return seen
      seen.push(...res.body.data.map((website: { id: number }) => website.id))
    }
  }

  // The writers' domains (snap-r…) sort after every original's (snap-0…, snap-1…, snap-2…) too.
  const cases = [
    ['the whole account in id order', '&sort_by=id', () => true],
    ['the whole account in domain order', '&sort_by=domain', () => true],
    ['a search counted (230 matches and more)', '&sort_by=id&search=snap', () => true],
    ['a search kept whole (100 matches)', '&sort_by=id&search=snap-1', (domain: string) => domain.startsWith('snap-1')],
  ] as const
  for (const [name, query, matches] of cases) {
    it(`when ${name} is paged while 4 clients create and delete, then every original once`, async () => {
      const expected = new Set([...originals].filter((id) => matches(domains.get(id)!)))
      const stop = startWriters()
      const problems: string[] = []
      try {
        for (let i = 0; i < PASSES; i++) {
          const seen = await pass(query, expected.size)
          // A writer's website may be seen twice: PostgreSQL gives ids before commit, so one committed after a
          // higher one lands before a page already read (offset pages, as the contract keeps them). The
          // originals are before every write, where nothing moves them.
          const repeated = seen.filter((id, at) => originals.has(id) && seen.indexOf(id) !== at)
          const missed = [...expected].filter((id) => !seen.includes(id))
          if (repeated.length > 0 || missed.length > 0) problems.push(`pass ${i + 1}: repeated ${repeated.join(',') || 'none'}, missed ${missed.join(',') || 'none'}`)
        }
      } finally {
        const writes = await stop()
        assert.ok(writes >= 20, `the writers wrote meanwhile (${writes} writes)`)
      }
      assert.deepEqual(problems, [])
    })
  }
})

// A new term's count and its page, more lists than pooled connections at once: nothing in a list holds one
// connection while it waits for another (a snapshot that did, chosen and taken back, answered 9 lists a second).
describe('more lists at once than pooled connections', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite reads on one connection' }, () => {
  let service: TestService
  let api: Awaited<ReturnType<TestService['keyFor']>>
  before(async () => {
    service = await startTestService({ PG_POOL_SIZE: '2', PG_STATEMENT_TIMEOUT_MS: '1500', PG_COUNT_TIMEOUT_MS: '3000' })
    api = await service.keyFor('list-pool')
    await service.seed('list-pool', Array.from({ length: 60 }, (_, i) => `pool-${String(i).padStart(2, '0')}.example`))
  })
  after(() => service.close())

  it('when 16 lists each search a term never counted and 16 more page the account, all at once on 2 connections, then every one answers 200', async () => {
    const searches = Array.from({ length: 16 }, (_, i) => api.get(`${PATH}?search=pool-${String(i).padStart(2, '0')}`))
    const pages = Array.from({ length: 16 }, (_, i) => api.get(`${PATH}?per_page=5&page=${i + 1}`))
    const answers = await Promise.all([...searches, ...pages])
    assert.deepEqual(answers.map((res) => res.status), answers.map(() => 200), answers.filter((res) => res.status !== 200).map((res) => res.text).join('\n'))
    assert.deepEqual(answers.slice(0, 16).map((res) => res.body.meta.total), Array(16).fill(1), 'each term matches its one website')
  })
})

// Writes faster than a page is read: every total read apart from its page is out of date, and the list falls
// back on a page counted by its own statement. Forced here by a store whose versions never match.
describe('a list whose account changes between every two reads', () => {
  const SITES = 205
  let service: TestService
  let store: WebsitesStore
  let accountId: number
  let closeDb: (() => Promise<void>) | undefined
  before(async () => {
    service = await startTestService()
    await service.keyFor('list-fallback')
    await service.seed('list-fallback', Array.from({ length: SITES }, (_, i) => `fall-${String((i * 7) % SITES).padStart(3, '0')}.example`))
    const db = await createDb(loadConfig({ DATA_DIR: service.dataDir, LOG_LEVEL: 'silent', ...service.databaseEnv }))
    closeDb = db.close
    store = db.websites
    accountId = (await db.keys.accountId(null, 'list-fallback'))!
  })
  after(async () => {
    await closeDb?.()
    await service.close()
  })

  for (const search of [undefined, 'fall'] as const) {
    it(`when every total is out of date, then each page${search ? ' of a counted search' : ''} and its total are those of a page read with its total, the last resort taken`, async () => {
      let counted = 0
      const stale: WebsitesStore = {
        ...store,
        // Five more than there are: a page past the end is read too, and answers the total of its own statement.
        accountStats: async (wait, id) => ({ count: (await store.accountStats(wait, id)).count + 5, version: -1 }),
        count: async (...args) => ({ ...(await store.count(...args)), version: -1 }),
        countedPage: (...args) => (counted++, store.countedPage(...args)),
      }
      const fallingBack = createListPlanner(stale)
      const planned = createListPlanner(store)
      // A search's total is its count (not stale); the account's is the stale counter, believed past the end.
      const readsTo = search ? SITES : SITES + 5
      for (const sortBy of ['id', 'domain'] as const) {
        for (const sort of ['asc', 'desc'] as const) {
          for (const offset of [0, 100, 195, 204, 205, 207, 230]) {
            const query: PageQuery = { scope: { accountId }, search, limit: 10, offset, sortBy, sort }
            const before = counted
            const got = await fallingBack(null, query)
            const expected = await planned(null, query)
            // Past the (believed) end, a page needs no read: nothing to place, whatever the version.
            if (offset < readsTo) assert.ok(counted > before, `the last resort was taken from ${offset}`)
            assert.equal(got.total, offset < readsTo ? SITES : readsTo, 'past the end, the total read (here the stale store\'s)')
            assert.deepEqual(got.websites.map((website) => website.id), expected.websites.map((website) => website.id), `${sortBy} ${sort} from ${offset}`)
          }
        }
      }
    })
  }
})
