import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { OTHER_PROCESS_CHECK_MS as REVOCATION_CHECK_MS } from '../../src/db/sqlite-executor.js'
import { request } from '../support/http.js'
import { memberOf, signIn } from '../support/people.js'
import { TEST_DB } from '../support/database.js'
import { type TestService, startTestService } from '../support/service.js'
import { attemptsUntil } from '../support/wait.js'

const PATH = '/api/v1/websites'
const UNAUTHENTICATED = { message: 'Unauthenticated.', status: 401 }

describe('authentication', () => {
  let service: TestService
  before(async () => { service = await startTestService() })
  after(() => service.close())

  const badHeaders: [string, Record<string, string>][] = [
    ['no header', {}],
    ['an empty header', { authorization: '' }],
    ['the scheme alone', { authorization: 'Bearer' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['two tokens', { authorization: 'Bearer abc def' }],
    ['an unknown key', { authorization: 'Bearer wak_thisisnotakeythisisnotakeythisisnotakey' }],
    ['garbage bytes', { authorization: 'Bearer \u00ff\u00fe%00;DROP TABLE api_keys' }],
    ['a very long token', { authorization: `Bearer ${'a'.repeat(4000)}` }],
  ]
  for (const [name, headers] of badHeaders) {
    it(`when the request has ${name}, then 401 with WWW-Authenticate on every path and method`, async () => {
      for (const [method, path] of [['GET', PATH], ['POST', PATH], ['GET', `${PATH}/1`], ['DELETE', `${PATH}/abc`], ['PUT', '/api/v1/nope'], ['TRACE', PATH], ['OPTIONS', `${PATH}/1`]] as const) {
        const res = await request(method, service.url + path, { headers })
        assert.deepEqual([res.status, res.body], [401, UNAUTHENTICATED], `${method} ${path}`)
        assert.equal(res.headers['www-authenticate'], 'Bearer')
      }
    })
  }

  it('when the scheme name is in another case, then the key is accepted', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const res = await request('GET', service.url + PATH, { headers: { authorization: `${scheme} ${service.api.key}` } })
      assert.equal(res.status, 200, scheme)
    }
  })

  it('when the key is sent in the query string, then it is not accepted', async () => {
    for (const name of ['api_key', 'api_token', 'key', 'token', 'access_token']) {
      const res = await request('GET', `${service.url}${PATH}?${name}=${service.api.key}`)
      assert.deepEqual([res.status, res.body], [401, UNAUTHENTICATED], name)
    }
  })

  it('when a key is revoked elsewhere, then the running server refuses it within 5 s (SQLite: within 0.1 s)', async () => {
    const client = await service.keyFor('revoked-account')
    assert.equal((await client.get(PATH)).status, 200)
    await service.revoke(client.keyId)
    // SQLite rereads the database's version at most every REVOCATION_CHECK_MS: past it, the next request sees the revocation.
    if (TEST_DB === 'sqlite') await sleep(REVOCATION_CHECK_MS + 10)
    const attempts = await attemptsUntil(async () => (await client.get(PATH)).status === 401, 5000)
    if (TEST_DB === 'sqlite') assert.equal(attempts, 1)
    const res = await client.get(PATH)
    assert.deepEqual([res.status, res.body], [401, UNAUTHENTICATED])
  })

  it('when no key is sent, then the OpenAPI document is still served', async () => {
    const res = await request('GET', `${service.url}/api/v1/openapi.json`)
    assert.equal(res.status, 200)
    assert.equal(res.body.openapi, '3.1.0')
    assert.equal((await request('HEAD', `${service.url}/api/v1/openapi.json`)).status, 200)
  })

  it('when the OpenAPI document is asked with another method, then 401 without a key and 405 with one', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const anonymous = await request(method, `${service.url}/api/v1/openapi.json`, { body: '{}', headers: { 'content-type': 'application/json' } })
      assert.deepEqual([anonymous.status, anonymous.body], [401, UNAUTHENTICATED], method)
      const keyed = await service.api.send(method, '/api/v1/openapi.json')
      assert.deepEqual([keyed.status, keyed.headers.allow], [405, 'GET, HEAD'], method)
    }
  })
})

describe('rate limits', () => {
  let service: TestService
  before(async () => { service = await startTestService({ RATE_LIMIT_PER_MINUTE: '3', AUTH_FAILURES_PER_MINUTE: '3' }) })
  after(() => service.close())

  it('when a key makes more requests than its limit, then 429 with headers, and other keys are unaffected', async () => {
    const client = await service.keyFor('limited')
    const remaining: string[] = []
    // Every authenticated answer carries the headers, 404s included.
    for (const path of [PATH, `${PATH}/999999`, '/api/v1/nope']) {
      const res = await client.get(path)
      assert.ok([200, 404].includes(res.status), path)
      assert.equal(res.headers['x-ratelimit-limit'], '3')
      remaining.push(String(res.headers['x-ratelimit-remaining']))
      // The IETF fields say the same: the quota and window, what remains and the seconds left of the window.
      assert.equal(res.headers['ratelimit-policy'], '"key";q=3;w=60')
      const [, r, t] = /^"key";r=(\d+);t=(\d+)$/.exec(String(res.headers.ratelimit)) ?? []
      assert.equal(r, res.headers['x-ratelimit-remaining'], path)
      assert.ok(Number(t) >= 1 && Number(t) <= 60, String(t))
    }
    assert.deepEqual(remaining, ['2', '1', '0'])
    const limited = await client.post(PATH, { domain: 'never-created.example' })
    assert.deepEqual([limited.status, limited.body], [429, { message: 'Too Many Attempts.', status: 429 }])
    assert.equal(limited.headers['x-ratelimit-remaining'], '0')
    assert.equal(limited.headers['x-ratelimit-limit'], '3')
    const retryAfter = Number(limited.headers['retry-after'])
    assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter))
    assert.deepEqual([limited.headers['ratelimit-policy'], limited.headers.ratelimit], ['"key";q=3;w=60', `"key";r=0;t=${retryAfter}`])
    const fresh = await service.keyFor('not-limited')
    assert.equal((await fresh.get('/api/v1/websites?search=never-created')).body.meta.total, 0, 'the refused create was not executed')
  })

  it('when a person\'s session makes more requests than the limit, then 429 for that session only: their other session and the account\'s key are served', async () => {
    const ada = await memberOf(service, 'limited-sessions', 'viewer')
    const other = (await signIn(service, ada.email, ada.password)).person!
    const remaining: string[] = []
    for (let i = 0; i < 3; i++) remaining.push(String((await ada.get(PATH)).headers['x-ratelimit-remaining']))
    assert.deepEqual(remaining, ['2', '1', '0'])
    assert.equal((await ada.get(PATH)).status, 429)
    const fresh = await other.get(PATH)
    assert.deepEqual([fresh.status, fresh.headers['x-ratelimit-remaining']], [200, '2'])
    const key = await (await service.keyFor('limited-sessions', { name: 'beside the sessions' })).get(PATH)
    assert.deepEqual([key.status, key.headers['x-ratelimit-remaining']], [200, '2'])
  })

  it('when an address fails authentication too often, then requests without a valid key get 429 and a valid key is still served', async () => {
    const client = await service.keyFor('after-failures')
    for (let i = 0; i < 3; i++) {
      assert.equal((await request('GET', service.url + PATH, { headers: { authorization: 'Bearer wrong' } })).status, 401)
    }
    for (const headers of [{ authorization: 'Bearer wrong' }, {}] as Record<string, string>[]) {
      const locked = await request('GET', service.url + PATH, { headers })
      assert.deepEqual([locked.status, locked.body], [429, { message: 'Too Many Attempts.', status: 429 }])
      assert.ok(Number(locked.headers['retry-after']) >= 1 && Number(locked.headers['retry-after']) <= 60)
    }
    const res = await client.get(PATH)
    assert.equal(res.status, 200, 'a valid key behind the locked address')
  })
})

describe('rate limits off', () => {
  let service: TestService
  before(async () => { service = await startTestService({ RATE_LIMIT_PER_MINUTE: '0' }) })
  after(() => service.close())

  it('when RATE_LIMIT_PER_MINUTE is 0, then no rate-limit headers and no 429', async () => {
    for (let i = 0; i < 70; i++) {
      const res = await service.api.get(PATH)
      assert.equal(res.status, 200)
      assert.equal(res.headers['x-ratelimit-limit'], undefined)
    }
  })
})
