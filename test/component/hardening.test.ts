// The contract's "Hardening" rules, each found by trying the service from the outside: form bodies linear
// in their size and capped at 1,000 fields, JSON depth, punycode judged as Unicode, links that never come
// from a client's Host, and 304s without body headers.
import assert from 'node:assert/strict'
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { after, before, describe, it } from 'node:test'
import punycode from 'punycode/punycode.js'
import { ConfigError, loadConfig } from '../../src/config.js'
import { type Response, form, readResponse } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const TOO_LARGE = { message: 'Content Too Large.', status: 413 }
const MALFORMED = { message: 'Malformed request body.', status: 400 }
const INVALID_HOST = { message: 'Invalid Host header.', status: 400 }
const INVALID_DOMAIN = { message: { domain: ['Invalid domain name.'] }, status: 422 }
/** Far past what any request here should hold the event loop for (a few ms): fails only on a freeze. */
const FREEZE_MS = 1000

/** A request with exactly these headers, Host included (fetch and the test client set their own Host). */
function rawRequest(url: string, method: string, path: string, headers: Record<string, string | undefined>): Promise<Response> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.hostname, port: target.port, method, path, setHost: false, agent: false }, (res) => readResponse(res).then(resolve, reject))
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) req.setHeader(name, value)
    req.on('error', reject)
    req.end()
  })
}

/** The longest the event loop was held while `work` ran, in ms. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  await work()
  // The sampling timer must fire once more to record a hold that ended just now.
  await new Promise((resolve) => setTimeout(resolve, 30))
  histogram.disable()
  return histogram.max / 1e6
}

describe('hardening', () => {
  let service: TestService
  before(async () => { service = await startTestService() })
  after(() => service.close())
  const count = async () => (await service.api.get(`${PATH}?per_page=10`)).body.meta.total as number

  it('when a form body has 32,000 fields, then 413 at once, without holding the event loop', async () => {
    const before = await count()
    let res: Response | undefined
    const body = 'a&'.repeat(32_000)
    const held = await longestHold(async () => { res = await service.api.send('POST', PATH, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }) })
    assert.deepEqual([res!.status, res!.body], [413, TOO_LARGE])
    assert.ok(held < FREEZE_MS, `the event loop was held ${held} ms`)
    assert.equal(await count(), before)
  })

  it('when a form has 1,000 fields, then it is read; 1,001 (a repeated field counting each time) is 413', async () => {
    const fields = (n: number): [string, string][] => [['domain', 'form-fields.example'], ...Array.from({ length: n - 1 }, () => ['x', '1'] as [string, string])]
    assert.deepEqual((await service.api.send('POST', PATH, form(fields(1001)))).body, TOO_LARGE)
    const created = await service.api.send('POST', PATH, form(fields(1000)))
    assert.equal(created.status, 201, created.text)
  })

  it('when a list of the maximum body size has 25,000 lines, then its too-many-entries 422 holds the event loop no longer than a normal request', async (t) => {
    const before = await count()
    let res: Response | undefined
    const held = await longestHold(async () => { res = await service.api.post(PATH, { domain: 'long-list.example', exclude_ips: '1::\n'.repeat(25_000) }) })
    assert.deepEqual(res!.body, { message: { exclude_ips: ['The exclude ips field must not have more than 1000 entries.'] }, status: 422 })
    t.diagnostic(`longest event-loop hold: ${held.toFixed(0)} ms`)
    assert.ok(held < FREEZE_MS, `the event loop was held ${held} ms`)
    // An invalid entry past the 1,000th still wins over the length, as the rules' order says.
    const late = await service.api.post(PATH, { domain: 'long-list.example', exclude_ips: `${'1::\n'.repeat(1500)}10.0.0.300` })
    assert.deepEqual(late.body.message, { exclude_ips: ['The exclude ips field contains an invalid IP address or range: 10.0.0.300.'] })
    assert.equal(await count(), before)
  })

  it('when a JSON body nests deeper than 512 levels, then 400; 512 levels are read', async () => {
    const nested = (depth: number) => `{"domain":"json-depth.example","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    const deep = await service.api.post(PATH, nested(513), { headers: { 'content-type': 'application/json' } })
    assert.deepEqual([deep.status, deep.body], [400, MALFORMED])
    // Brackets inside strings are text, not depth.
    const inString = await service.api.post(PATH, `{"domain":"json-depth.example","x":"${'['.repeat(2000)}"}`, { headers: { 'content-type': 'application/json' } })
    assert.equal(inString.status, 201, inString.text)
    const held = await longestHold(() => service.api.post(PATH, `{"a":${'['.repeat(60_000)}`, { headers: { 'content-type': 'application/json' } }))
    assert.ok(held < FREEZE_MS, `the event loop was held ${held} ms`)
    const ok = await service.api.post(PATH, nested(512), { headers: { 'content-type': 'application/json' } })
    assert.deepEqual(ok.body, { message: { domain: ['The domain has already been taken.'] }, status: 422 })
  })

  it('when a domain refused in Unicode is sent as punycode, then it is refused the same way, and nothing is stored', async () => {
    const before = await count()
    for (const unicode of ['a\u202eb.example', 'ab\u200b.example', 'shop\u{1F600}.example', 'a\u2665b.example', '\u0301e.example']) {
      const ascii = punycode.toASCII(unicode)
      assert.match(ascii, /xn--/)
      for (const domain of [unicode, ascii, `https://www.${ascii}/`]) {
        assert.deepEqual((await service.api.post(PATH, { domain })).body, INVALID_DOMAIN, `${JSON.stringify(unicode)} as ${domain}`)
      }
    }
    // Not punycode at all, punycode that spells plain ASCII, or punycode UTS #46 would map to something else (fullwidth letters).
    for (const domain of ['xn--abc.example', 'xn--.example', 'xn--99999999.example', 'xn--bcher-kva.xn--e28h', 'xn--bc-bz3n.example']) {
      assert.deepEqual((await service.api.post(PATH, { domain })).body, INVALID_DOMAIN, domain)
    }
    assert.equal(await count(), before)
  })

  it('when a valid name is sent in punycode, in any case, then it is the same domain as in Unicode', async () => {
    const created = await service.api.post(PATH, { domain: 'XN--BCHER-KVA.example' })
    assert.equal(created.body.data.domain, 'xn--bcher-kva.example')
    assert.deepEqual((await service.api.post(PATH, { domain: 'bücher.example' })).body.message, { domain: ['The domain has already been taken.'] })
  })

  it('when Host is not host[:port], then 400 before authentication, on every path', async () => {
    for (const host of ['evil.example/"><x', 'a b', 'example.com:99999', 'example.com:0', 'example.com:', '[::1', '[nope]:80', 'ex ample.com', 'a..b', '', undefined]) {
      for (const path of [PATH, '/healthz', '/api/v1/openapi.json', '/nowhere']) {
        const res = await rawRequest(service.url, 'GET', path, { host })
        assert.deepEqual([res.status, res.body], [400, INVALID_HOST], `${path} Host: ${JSON.stringify(host)}`)
        assert.ok(res.headers['x-request-id'], 'the usual headers')
      }
    }
    for (const host of ['localhost', 'example.com:8080', '127.0.0.1:80', '[::1]:8080', 'my_service', 'example.com.']) {
      const res = await rawRequest(service.url, 'GET', `${PATH}?per_page=10`, { host, authorization: `Bearer ${service.api.key}` })
      assert.equal(res.status, 200, host)
      assert.equal(res.body.meta.path, `http://${host}${PATH}`)
    }
  })

  it('when a client sends its own request id, then the service makes its own all the same', async () => {
    const res = await service.api.get('/healthz', { headers: { 'x-request-id': 'mine', 'request-id': 'mine' } })
    assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/)
  })

  it('when If-None-Match matches, then the 304 has no Content-Type, only the 200\'s Content-Length, and the usual headers', async () => {
    const created = await service.api.post(PATH, { domain: 'not-modified.example' })
    const etag = String(created.headers.etag)
    const full = await service.api.get(`${PATH}/${created.body.data.id}`)
    for (const method of ['GET', 'HEAD']) {
      const res = await service.api.send(method, `${PATH}/${created.body.data.id}`, { headers: { 'if-none-match': etag } })
      assert.deepEqual([res.status, res.text], [304, ''])
      assert.equal(res.headers['content-type'], undefined, method)
      assert.equal(res.headers['content-length'], full.headers['content-length'], method)
      assert.deepEqual([res.headers.etag, res.headers['cache-control'], typeof res.headers['x-request-id']], [etag, 'no-store', 'string'])
    }
  })
})

describe('PUBLIC_URL', () => {
  it('when it is not an http(s) origin with an optional path, then the start stops with a message naming it', () => {
    for (const value of ['analytics.example.com', 'ftp://example.com', 'https://example.com/?a=1', 'https://example.com/#x', 'https://user@example.com']) {
      assert.throws(() => loadConfig({ PUBLIC_URL: value }), (error: Error) => error instanceof ConfigError && error.message.includes('PUBLIC_URL='), value)
    }
    assert.equal(loadConfig({ PUBLIC_URL: 'https://example.com/analytics/' }).publicUrl, 'https://example.com/analytics')
  })

  let service: TestService
  before(async () => { service = await startTestService({ PUBLIC_URL: 'https://analytics.example.com/stats/' }) })
  after(() => service.close())

  it('when it is set, then Location, links, meta and the document\'s servers start with it, whatever the Host', async () => {
    const created = await rawRequestWithBody(service, { domain: 'public-url.example' })
    assert.equal(created.headers.location, `https://analytics.example.com/stats${PATH}/${created.body.data.id}`)
    const list = await rawRequest(service.url, 'GET', PATH, { host: 'other.example:1234', authorization: `Bearer ${service.api.key}` })
    const urls = [list.body.links.first, list.body.links.last, list.body.meta.path, ...list.body.meta.links.map((link: { url: string | null }) => link.url)]
    for (const url of urls.filter((url) => url !== null)) assert.ok(url.startsWith(`https://analytics.example.com/stats${PATH}`), url)
    const document = (await service.api.get('/api/v1/openapi.json')).body
    assert.deepEqual(document.servers.map((server: { url: string }) => server.url), ['https://analytics.example.com/stats'])
  })
})

async function rawRequestWithBody(service: TestService, body: unknown): Promise<Response> {
  const res = await service.api.post(PATH, body, { headers: { host: 'attacker.example' } })
  assert.equal(res.status, 201, res.text)
  return res
}
