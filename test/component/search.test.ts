// Search over a large account, where the trigram plan (sparse matches) and the scan plan (dense
// matches, short terms) are both taken, and the cached totals must follow every insert and delete.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { TEST_DB } from '../support/database.js'
import type { Client } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const SITES = 30_000
const domainOf = (i: number) => `${i % 10 === 0 ? 'shop' : 'blog'}${i}.example`
const matching = (term: string) =>
  Array.from({ length: SITES }, (_, i) => ({ id: i, domain: domainOf(i) })).filter((site) => site.domain.includes(term))

describe('search in a large account', () => {
  let service: TestService
  let api: Client
  before(async () => {
    service = await startTestService()
    api = await service.keyFor('large')
    await service.seed('large', Array.from({ length: SITES }, (_, i) => domainOf(i)))
    const other = await service.keyFor('large-other')
    await other.post(PATH, { domain: 'shop12345.other' })
  })
  after(() => service.close())

  const domains = (res: { body: { data: { domain: string }[] } }) => res.body.data.map((site) => site.domain)

  for (const term of ['shop12345', 'p2999', 'g1234', 'shop', 'blog29', '.example', '99', '7', 'p1']) {
    it(`when searching ${JSON.stringify(term)}, then the exact total and the first and a later page in id order`, async () => {
      const expected = matching(term).reverse().map((site) => site.domain)
      const first = await api.get(`${PATH}?search=${term}&per_page=25`)
      assert.equal(first.body.meta.total, expected.length)
      assert.deepEqual(domains(first), expected.slice(0, 25))
      const lastPage = first.body.meta.last_page
      const last = await api.get(`${PATH}?search=${term}&per_page=25&page=${lastPage}`)
      assert.deepEqual(domains(last), expected.slice((lastPage - 1) * 25, lastPage * 25))
    })
  }

  it('when paging through every page of a selective search in each order, then each page is the exact slice', async () => {
    const sites = matching('g299')
    assert.ok(sites.length > 50 && sites.length < 200, String(sites.length))
    for (const [sortBy, sort] of [['id', 'asc'], ['id', 'desc'], ['domain', 'asc'], ['domain', 'desc']] as const) {
      const ordered = sortBy === 'id' ? sites.map((site) => site.domain) : sites.map((site) => site.domain).sort()
      if (sort === 'desc') ordered.reverse()
      for (let page = 1; page <= Math.ceil(sites.length / 10); page++) {
        const res = await api.get(`${PATH}?search=g299&sort_by=${sortBy}&sort=${sort}&page=${page}`)
        assert.deepEqual(domains(res), ordered.slice((page - 1) * 10, page * 10), `${sortBy} ${sort} page ${page}`)
      }
    }
  })

  it('when a search matches nothing, is 255 characters long, or asks a page far past the end, or the account is empty, then 200 with the exact total', async () => {
    const meta = (res: { status: number; body: { data: unknown[]; meta: { total: number; from: number | null; to: number | null } } }) =>
      [res.status, res.body.data.length, res.body.meta.total, res.body.meta.from, res.body.meta.to]
    assert.deepEqual(meta(await api.get(`${PATH}?search=nothing-matches-this`)), [200, 0, 0, null, null])
    assert.deepEqual(meta(await api.get(`${PATH}?search=${'shop1'.repeat(51)}`)), [200, 0, 0, null, null])
    const broad = matching('blog').length
    assert.deepEqual(meta(await api.get(`${PATH}?search=blog&page=1000000`)), [200, 0, broad, null, null])
    assert.deepEqual(meta(await api.get(`${PATH}?search=shop12340&page=1000000&sort_by=domain`)), [200, 0, 1, null, null])
    assert.deepEqual(meta(await api.get(`${PATH}?page=1000000`)), [200, 0, SITES, null, null])
    const empty = await service.keyFor('large-empty')
    assert.deepEqual(meta(await empty.get(`${PATH}?search=blog`)), [200, 0, 0, null, null])
    assert.deepEqual(meta(await empty.get(`${PATH}?search=b&page=1000000`)), [200, 0, 0, null, null])
  })

  it('when sorting a sparse search by domain, then domain order', async () => {
    const expected = matching('p2999').map((site) => site.domain).sort()
    const res = await api.get(`${PATH}?search=p2999&sort_by=domain&sort=asc&per_page=100`)
    assert.deepEqual(domains(res), expected)
  })

  it('when a website is created or deleted after a search, then the next search counts it', async () => {
    const term = 'blog2999'
    const before = (await api.get(`${PATH}?search=${term}`)).body.meta.total
    const created = await api.post(PATH, { domain: 'blog29990000.example' })
    assert.equal((await api.get(`${PATH}?search=${term}`)).body.meta.total, before + 1)
    await api.delete(`${PATH}/${created.body.data.id}`)
    assert.equal((await api.get(`${PATH}?search=${term}`)).body.meta.total, before)
    const short = (await api.get(`${PATH}?search=zz`)).body.meta.total
    const zz = await api.post(PATH, { domain: 'zz.example' })
    assert.equal((await api.get(`${PATH}?search=zz`)).body.meta.total, short + 1)
    await api.delete(`${PATH}/${zz.body.data.id}`)
  })

  it('when the list is unfiltered, then the total follows creates and deletes', async () => {
    assert.equal((await api.get(PATH)).body.meta.total, SITES)
  })
})

describe('a search whose count takes longer than a statement may (PostgreSQL)', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite has no statement timeout' }, () => {
  let service: TestService
  let api: Client
  before(async () => {
    // A count held up for a second by a lock: as a count of a million rows whose visibility map is stale is.
    service = await startTestService({ PG_STATEMENT_TIMEOUT_MS: '200', PG_COUNT_TIMEOUT_MS: '5000' })
    api = await service.keyFor('slow-count')
    await service.seed('slow-count', Array.from({ length: 500 }, (_, i) => domainOf(i)))
  })
  after(() => service.close())

  it('when the count waits a second, then every request asking at once gets the exact total; a page\'s own query keeps the statement timeout', async () => {
    const held = service.sql('BEGIN; LOCK TABLE websites IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(1); COMMIT;')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.get(`${PATH}?search=shop&per_page=5`)))
    await held
    assert.deepEqual(answers.map((res) => [res.status, res.body.meta?.total]), Array(10).fill([200, matching('shop').filter((site) => site.id < 500).length]))
    // A page, as any request, still has the statement timeout: the lock held again, it answers 503 while the count is cached.
    const again = service.sql('BEGIN; LOCK TABLE websites IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(1); COMMIT;')
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.equal((await api.get(`${PATH}?search=shop&per_page=5&page=3`)).status, 503)
    await again
  })
})
