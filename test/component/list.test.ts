import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'

describe('GET /api/v1/websites', () => {
  let service: TestService
  const domains = Array.from({ length: 25 }, (_, i) => `site-${String(i + 1).padStart(2, '0')}.example`)
  before(async () => {
    service = await startTestService()
    for (const domain of domains) assert.equal((await service.api.post(PATH, { domain })).status, 201)
    const other = await service.keyFor('list-other')
    await other.post(PATH, { domain: 'site-99.example' })
  })
  after(() => service.close())

  const q = (query: string) => `${service.url}${PATH}?${query}`

  it('when called with defaults, then the whole Laravel envelope with absolute links', async () => {
    const res = await service.api.get(PATH)
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
    const { data, ...envelope } = res.body
    assert.deepEqual(data.map((w: { domain: string }) => w.domain), domains.slice(15).reverse())
    const base = 'search_by=domain&sort_by=id&sort=desc&per_page=10'
    assert.deepEqual(envelope, {
      links: { first: q(`${base}&page=1`), last: q(`${base}&page=3`), prev: null, next: q(`${base}&page=2`) },
      meta: {
        current_page: 1, from: 1, last_page: 3,
        links: [
          { url: null, label: '&laquo; Previous', active: false },
          { url: q(`${base}&page=1`), label: '1', active: true },
          { url: q(`${base}&page=2`), label: '2', active: false },
          { url: q(`${base}&page=3`), label: '3', active: false },
          { url: q(`${base}&page=2`), label: 'Next &raquo;', active: false },
        ],
        path: `${service.url}${PATH}`, per_page: 10, to: 10, total: 25,
      },
      status: 200,
    })
  })

  it('when the last page is asked, then from/to/prev/next describe it', async () => {
    const res = await service.api.get(`${PATH}?page=3`)
    assert.equal(res.body.data.length, 5)
    assert.deepEqual([res.body.meta.from, res.body.meta.to, res.body.meta.current_page], [21, 25, 3])
    assert.equal(res.body.links.next, null)
    assert.equal(res.body.links.prev, q('search_by=domain&sort_by=id&sort=desc&per_page=10&page=2'))
  })

  it('when a page past the end is asked, then 200, empty data, current_page as asked, from and to null', async () => {
    const res = await service.api.get(`${PATH}?page=7`)
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.data, [])
    assert.deepEqual([res.body.meta.current_page, res.body.meta.from, res.body.meta.to, res.body.meta.last_page, res.body.meta.total], [7, null, null, 3, 25])
  })

  it('when sorted by domain ascending with 25 per page, then that order and that page size', async () => {
    const res = await service.api.get(`${PATH}?sort_by=domain&sort=asc&per_page=25`)
    assert.deepEqual(res.body.data.map((w: { domain: string }) => w.domain), domains)
    assert.equal(res.body.links.first, q('search_by=domain&sort_by=domain&sort=asc&per_page=25&page=1'))
  })

  it('when parameters are outside their sets, then each silently falls back to its default', async () => {
    const defaults = await service.api.get(PATH)
    assert.equal(defaults.body.data.length, 10)
    for (const query of ['per_page=7&sort=up&sort_by=password&search_by=ip&page=0', 'per_page=1000&page=-1', 'page=abc&per_page=',
      'page=1.5', 'page=1e3', 'page=%2B2', 'page=02', 'per_page[]=25', 'sort=asc&sort=desc']) {
      const res = await service.api.get(`${PATH}?${query}`)
      assert.equal(res.status, 200, query)
      // Every parameter fell back to its default: the very page the defaults give, and links that say so.
      assert.deepEqual([res.body.data, res.body.meta.per_page, res.body.meta.current_page], [defaults.body.data, 10, 1], query)
      assert.equal(res.body.links.first, q('search_by=domain&sort_by=id&sort=desc&per_page=10&page=1'), query)
    }
    assert.equal((await service.api.get(`${PATH}?page=0`)).body.meta.current_page, 1)
    const huge = await service.api.get(`${PATH}?page=99999999999999999999999`)
    assert.deepEqual([huge.status, huge.body.data, huge.body.meta.current_page], [200, [], Number.MAX_SAFE_INTEGER], 'a page past any end')
  })

  it('when searching, then a case-insensitive substring of the domain, with the term in the links', async () => {
    const res = await service.api.get(`${PATH}?search=${encodeURIComponent('  SITE-1  ')}`)
    assert.deepEqual(res.body.data.map((w: { domain: string }) => w.domain), domains.slice(9, 19).reverse())
    assert.equal(res.body.meta.total, 10)
    assert.equal(res.body.links.first, q('search=SITE-1&search_by=domain&sort_by=id&sort=desc&per_page=10&page=1'))
  })

  it('when the term is shorter than three characters, then it still matches (no trigram for it)', async () => {
    const two = await service.api.get(`${PATH}?search=-2&per_page=100`)
    assert.deepEqual(two.body.data.map((w: { domain: string }) => w.domain).sort(), domains.filter((d) => d.includes('-2')))
    const one = await service.api.get(`${PATH}?search=5&per_page=100`)
    assert.deepEqual(one.body.data.map((w: { domain: string }) => w.domain).sort(), domains.filter((d) => d.includes('5')))
  })

  it('when the term holds %, _, quotes, SQL or HTML, then they match themselves only', async () => {
    for (const term of ['%', '_', '%%%', '___', '"', "' OR 1=1 --", '<script>', 'site-%', 'NEAR(a b)', '*', 'a"b']) {
      const res = await service.api.get(`${PATH}?search=${encodeURIComponent(term)}`)
      assert.equal(res.status, 200, term)
      assert.equal(res.body.meta.total, 0, term)
    }
  })

  it('when the search is blank after trimming, then it is no search and is left out of the links', async () => {
    const res = await service.api.get(`${PATH}?search=%20%20`)
    assert.equal(res.body.meta.total, 25)
    assert.ok(!res.body.links.first.includes('search='))
  })

  it('when another account has websites, then they never appear', async () => {
    const res = await service.api.get(`${PATH}?search=site-99`)
    assert.equal(res.body.meta.total, 0)
  })

  it('when the account has no websites, then total 0, from/to null, last_page 1', async () => {
    const empty = await service.keyFor('list-empty')
    const res = await empty.get(PATH)
    assert.deepEqual(res.body.data, [])
    assert.deepEqual([res.body.meta.total, res.body.meta.from, res.body.meta.to, res.body.meta.last_page], [0, null, null, 1])
    assert.equal(res.body.meta.links.length, 3)
  })

  it('when the request names another Host, then links use that origin', async () => {
    const res = await service.api.get(PATH, { headers: { host: 'api.example.test:8080' } })
    assert.equal(res.body.meta.path, 'http://api.example.test:8080/api/v1/websites')
  })

  it('when X-Forwarded-* is sent without TRUST_PROXY, then it is ignored', async () => {
    const res = await service.api.get(PATH, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' } })
    assert.equal(res.body.meta.path, `${service.url}${PATH}`)
  })
})

describe('GET /api/v1/websites behind a trusted proxy', () => {
  let service: TestService
  before(async () => { service = await startTestService({ TRUST_PROXY: '1' }) })
  after(() => service.close())

  it('when TRUST_PROXY is set, then links follow X-Forwarded-Proto and -Host', async () => {
    const res = await service.api.get(PATH, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.test' } })
    assert.equal(res.body.meta.path, 'https://api.example.test/api/v1/websites')
  })
})
