// The visit check: GET/HEAD/POST /api/v1/websites/{id}/check answers whether a visit would be tracked
// under the website's exclusion settings, why not, and the URL as recorded; every bad input is a 422
// naming each failing field, a website not the caller's is a 404, and keys that can read may ask.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { form } from '../support/http.js'
import { memberOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IP = 'The ip field must be a valid IP address.'
const UA = 'The user agent field must not be greater than 1024 characters.'
const URL_MESSAGE = 'The url field must be a valid URL.'
const NOT_FOUND = { message: 'Resource not found.', status: 404 }
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`

describe('the visit check', () => {
  let service: TestService
  let id: number
  let plain: number
  const check = (fields: Record<string, string> = {}, website = id) => service.api.get(`${PATH}/${website}/check${query(fields)}`)
  before(async () => {
    service = await startTestService()
    id = (await service.api.post(PATH, {
      domain: 'check.example', exclude_ips: '10.0.0.0/8\n203.0.113.0/24\n2001:db8::/32', exclude_params: 'utm_source\nfbclid',
    })).body.data.id
    plain = (await service.api.post(PATH, { domain: 'plain-check.example', exclude_bots: 0, exclude_params: '&' })).body.data.id
  })
  after(() => service.close())

  it('when a bot visits from an excluded range, then it is not tracked, with both reasons in order and the URL as recorded', async () => {
    const res = await check({ ip: '203.0.113.7', user_agent: GOOGLEBOT, url: 'https://check.example/pricing?utm_source=news&plan=pro#faq' })
    assert.equal(res.status, 200)
    assert.deepEqual(res.body, {
      data: {
        website_id: id, tracked: false,
        reasons: [{ setting: 'exclude_bots', entry: 'Googlebot' }, { setting: 'exclude_ips', entry: '203.0.113.0/24' }],
        url: 'https://check.example/pricing?plan=pro#faq',
      },
      status: 200,
    })
  })

  it('when a person visits from elsewhere, then it is tracked; with nothing given, url is null', async () => {
    const res = await check({ ip: '198.51.100.1', user_agent: FIREFOX, url: 'https://check.example/?a=1&fbclid=x' })
    assert.deepEqual(res.body.data, { website_id: id, tracked: true, reasons: [], url: 'https://check.example/?a=1' })
    assert.deepEqual((await check()).body.data, { website_id: id, tracked: true, reasons: [], url: null })
  })

  it('when the address is IPv6 or IPv4-mapped IPv6, then it is judged as such', async () => {
    assert.deepEqual((await check({ ip: '2001:DB8::5' })).body.data.reasons, [{ setting: 'exclude_ips', entry: '2001:db8::/32' }])
    assert.deepEqual((await check({ ip: '::ffff:10.1.2.3' })).body.data.reasons, [{ setting: 'exclude_ips', entry: '10.0.0.0/8' }])
  })

  it('when exclude_ips holds IPv4-compatible entries (::/96), then they are kept as IPv6 ranges and every spelling of an address is judged alike', async () => {
    const created = await service.api.post(PATH, { domain: 'compatible-check.example', exclude_ips: '::10.0.0.0/104\n::1.2.3.4' })
    assert.equal(created.body.data.exclude_ips, '::a00:0/104\n::102:304', 'their own ranges, as RFC 5952 writes them; none dropped')
    const website = created.body.data.id
    for (const ip of ['::10.0.0.5', '::a00:5']) {
      assert.deepEqual((await check({ ip }, website)).body.data.reasons, [{ setting: 'exclude_ips', entry: '::a00:0/104' }], ip)
    }
    assert.deepEqual((await check({ ip: '10.0.0.5' }, website)).body.data.reasons, [], 'an IPv4 visitor is not inside an IPv6 range')
  })

  it('when exclude_bots is 0 and the list holds &, then a bot is tracked and the whole query goes', async () => {
    const res = await check({ user_agent: 'curl/8.5.0', url: 'https://plain-check.example/a?b=1&c=2#top' }, plain)
    assert.deepEqual(res.body.data, { website_id: plain, tracked: true, reasons: [], url: 'https://plain-check.example/a#top' })
  })

  it('when HEAD is asked, then the GET\'s status and headers come without a body', async () => {
    const get = await check({ ip: '10.0.0.1' })
    const head = await service.api.send('HEAD', `${PATH}/${id}/check?ip=10.0.0.1`)
    assert.deepEqual([head.status, head.text, head.headers['content-length']], [200, '', get.headers['content-length']])
    assert.equal((await service.api.send('HEAD', `${PATH}/${id}/check?ip=1.2.3`)).status, 422)
  })

  it('when the visit comes as a form or JSON body with POST, then the answer is the same as GET\'s', async () => {
    const fields = { ip: '10.9.9.9', user_agent: GOOGLEBOT, url: 'https://check.example/?fbclid=1' }
    const expected = (await check(fields)).body
    assert.deepEqual((await service.api.post(`${PATH}/${id}/check`, fields)).body, expected)
    assert.deepEqual((await service.api.send('POST', `${PATH}/${id}/check`, form(fields))).body, expected)
    const long = `https://check.example/?q=${'x'.repeat(2000)}&utm_source=a`
    assert.equal((await service.api.post(`${PATH}/${id}/check`, { url: long })).body.data.url, long.slice(0, -13))
  })

  it('when each input is bad, then 422 names it with the contract\'s message', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ ip: '1.2.3' }, { ip: [IP] }],
      [{ ip: '::g' }, { ip: [IP] }],
      [{ ip: '10.0.0.1/24' }, { ip: [IP] }],
      [{ user_agent: 'a'.repeat(1025) }, { user_agent: [UA] }],
      [{ url: '/pricing?plan=pro' }, { url: [URL_MESSAGE] }],
      [{ url: 'javascript:alert(1)' }, { url: [URL_MESSAGE] }],
      [{ url: `https://check.example/${'a'.repeat(2049 - 'https://check.example/'.length)}` }, { url: [URL_MESSAGE] }],
      [{ url: 'not a url' }, { url: [URL_MESSAGE] }],
      [{ url: 'ftp://check.example/' }, { url: [URL_MESSAGE] }],
      [{ url: 'https:///path' }, { url: [URL_MESSAGE] }],
    ]
    for (const [fields, message] of cases) {
      const res = await check(fields)
      assert.deepEqual([res.status, res.body], [422, { message, status: 422 }], JSON.stringify(fields).slice(0, 80))
    }
    assert.equal((await check({ user_agent: 'a'.repeat(1024), url: `https://e.example/${'a'.repeat(2048 - 18)}` })).status, 200)
  })

  it('when every input is bad at once, then 422 names each in the order ip, user_agent, url', async () => {
    const res = await service.api.get(`${PATH}/${id}/check?url=nope&user_agent=${'b'.repeat(1025)}&ip=300.1.1.1`)
    assert.equal(res.text, JSON.stringify({ message: { ip: [IP], user_agent: [UA], url: [URL_MESSAGE] }, status: 422 }))
  })

  it('when a parameter is given twice or as a JSON array, then it must be a string; empty ones count as absent', async () => {
    const twice = await service.api.get(`${PATH}/${id}/check?ip=10.0.0.1&ip=10.0.0.2&user_agent=a&user_agent=b&url=x&url=y`)
    assert.deepEqual(twice.body, { message: {
      ip: ['The ip field must be a string.'], user_agent: ['The user agent field must be a string.'], url: ['The url field must be a string.'],
    }, status: 422 })
    const json = await service.api.post(`${PATH}/${id}/check`, { ip: ['10.0.0.1'], url: 5 })
    assert.deepEqual(json.body.message, { ip: ['The ip field must be a string.'], url: ['The url field must be a string.'] })
    assert.deepEqual((await check({ ip: '', user_agent: '', url: '' })).body.data, { website_id: id, tracked: true, reasons: [], url: null })
  })

  it('when the website is another account\'s or unknown, then 404, before any 422', async () => {
    const stranger = await service.keyFor('someone-else')
    for (const path of [`${PATH}/${id}/check?ip=1.2.3`, `${PATH}/999999/check`, `${PATH}/abc/check`]) {
      const res = await stranger.get(path)
      assert.deepEqual([res.status, res.body], [404, NOT_FOUND], path)
    }
    assert.deepEqual((await stranger.post(`${PATH}/${id}/check`, { ip: '1.2.3' })).body, NOT_FOUND)
  })

  it('when read-only and limited keys ask, then they are answered as for a read; a limited key only for its websites', async () => {
    const reader = await service.keyFor('default', { readOnly: true })
    assert.equal((await reader.get(`${PATH}/${id}/check?ip=10.0.0.1`)).body.data.tracked, false)
    assert.equal((await reader.post(`${PATH}/${id}/check`, { ip: '10.0.0.1' })).status, 200)
    const limited = await service.keyFor('default', { websites: [plain] })
    assert.equal((await limited.get(`${PATH}/${plain}/check`)).status, 200)
    assert.deepEqual((await limited.get(`${PATH}/${id}/check`)).body, NOT_FOUND)
    // A member limited to some websites: the same, through the membership's list.
    const member = await memberOf(service, 'default', 'viewer', { websites: [plain] })
    assert.equal((await member.get(`${PATH}/${plain}/check?ip=10.0.0.1`)).status, 200)
    assert.deepEqual((await member.get(`${PATH}/${id}/check`)).body, NOT_FOUND)
  })

  it('when another method is used, then 405 with Allow: GET, HEAD, POST; without a key, 401 first', async () => {
    const res = await service.api.send('DELETE', `${PATH}/${id}/check`)
    assert.deepEqual([res.status, res.headers.allow, res.body], [405, 'GET, HEAD, POST',
      { message: 'The DELETE method is not supported for this route. Supported methods: GET, HEAD, POST.', status: 405 }])
    for (const method of ['GET', 'POST', 'DELETE']) {
      const anonymous = await service.api.send(method, `${PATH}/${id}/check`, { headers: { authorization: '' } })
      assert.deepEqual([anonymous.status, anonymous.body], [401, { message: 'Unauthenticated.', status: 401 }], method)
    }
  })

  it('when the settings change, then the next check uses the new ones', async () => {
    assert.equal((await check({ ip: '10.0.0.1' })).body.data.tracked, false)
    await service.api.patch(`${PATH}/${id}`, { exclude_ips: '192.0.2.0/24' })
    assert.equal((await check({ ip: '10.0.0.1' })).body.data.tracked, true)
    assert.deepEqual((await check({ ip: '192.0.2.9' })).body.data.reasons, [{ setting: 'exclude_ips', entry: '192.0.2.0/24' }])
  })

  it('when the OpenAPI document is read, then it describes the check with its example', async () => {
    const document = (await service.api.get('/api/v1/openapi.json')).body
    const operation = document.paths['/api/v1/websites/{id}/check'].get
    assert.equal(operation.operationId, 'checkVisit')
    assert.deepEqual(operation.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name), ['ip', 'user_agent', 'url'])
    assert.ok(Object.keys(operation.responses).includes('422') && Object.keys(operation.responses).includes('405'))
    assert.equal(document.paths['/api/v1/websites/{id}/check'].post.operationId, 'checkVisitWithBody')
  })
})
