// Signing in and what a session is: its cookie and its flags, the same answer for an unknown email and a
// wrong password, never a session the client chose (fixation), the cookie's refusals (garbage, expired,
// signed out, a removed member), the cross-site rule, the throttle, and the person's own profile.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { digestKey } from '../../src/auth/keys.js'
import { TEST_DB } from '../support/database.js'
import { request } from '../support/http.js'
import { type Person, cookieOf, memberOf, newPassword, ownerOf, sessionClient, signIn } from '../support/people.js'
import { operatorServices } from '../support/secrets.js'
import { type TestService, startTestService } from '../support/service.js'

const CREDENTIALS = { message: { email: ['These credentials do not match our records.'] }, status: 422 }
const UNAUTHENTICATED = { message: 'Unauthenticated.', status: 401 }
const CROSS_SITE = { message: 'Cross-site request refused.', status: 403 }

describe('sessions', () => {
  let service: TestService
  let ada: Person
  before(async () => {
    service = await startTestService()
    ada = await memberOf(service, 'sessions', 'editor', { email: 'Ada@Example.com', name: 'Ada' })
  })
  after(async () => {
    await service?.close()
  })

  it('when a person signs in, then a session and its cookie: random, HttpOnly, SameSite=Lax, Path=/, 30 days, stored only as a digest', async () => {
    const { res, person } = await signIn(service, 'ada@example.com', ada.password)
    assert.equal(res.status, 200, res.text)
    const { data } = res.body
    assert.deepEqual({ ...data, expires_at: undefined }, {
      user: { id: ada.userId, email: 'Ada@Example.com', name: 'Ada', two_factor: false },
      account: { id: data.account.id, name: 'sessions', role: 'editor', websites: null },
      rights: ['read', 'write', 'create', 'own-keys'],
      memberships: [{ account: { id: data.account.id, name: 'sessions' }, role: 'editor', websites: null }],
      expires_at: undefined,
    })
    const days = (Date.parse(data.expires_at) - Date.now()) / 86_400_000
    assert.ok(days > 29.9 && days <= 30, `expires in ${days} days`)
    const header = res.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!
    const flags = header.split(';').slice(1).map((flag) => flag.trim())
    assert.deepEqual(flags.sort(), ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax'])
    assert.match(person!.cookie, /^[\w-]{43}$/, '256 random bits')
    // The database holds the token's digest, never the token.
    const stored = await service.db.sessions.find(null, digestKey(person!.cookie))
    assert.equal(stored?.userId, ada.userId)
    assert.equal((await person!.get('/api/v1/session')).body.data.user.email, 'Ada@Example.com')
  })

  it('when the email is unknown or the password wrong, then the same 422; missing fields are named', async () => {
    assert.deepEqual((await signIn(service, 'nobody@example.com', 'whatever it is')).res.body, CREDENTIALS)
    // PostgreSQL's text cannot hold U+0000: an email with one matches no one rather than failing the lookup.
    assert.deepEqual((await signIn(service, 'ada\u0000@example.com', 'whatever it is')).res.body, CREDENTIALS)
    const wrong = await signIn(service, 'ada@example.com', 'not the password')
    assert.deepEqual(wrong.res.body, CREDENTIALS)
    assert.equal(wrong.res.headers['set-cookie'], undefined)
    const empty = await request('POST', `${service.url}/api/v1/session`, { body: 'email=&password=', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    assert.deepEqual(empty.body, { message: { email: ['The email field is required.'], password: ['The password field is required.'] }, status: 422 })
  })

  it('when a cookie was set before signing in, then signing in makes a new one and the old value never becomes a session (no fixation)', async () => {
    const chosen = 'attacker-chosen-value-that-is-long-enough-1234'
    const { res, person } = await signIn(service, 'ada@example.com', ada.password, { cookie: `wa_session=${chosen}` })
    assert.equal(res.status, 200)
    assert.notEqual(person!.cookie, chosen)
    assert.deepEqual((await sessionClient(service.url, chosen, ada).get('/api/v1/session')).body, UNAUTHENTICATED)
  })

  it('when the cookie is garbage, expired, idle 7 days or signed out, then 401 as for a bad key', async () => {
    for (const garbage of ['', 'x', '%%%', 'a'.repeat(5000)]) {
      const res = await request('GET', `${service.url}/api/v1/websites`, { headers: { cookie: `wa_session=${garbage}` } })
      assert.deepEqual([res.status, res.body], [401, UNAUTHENTICATED], garbage.slice(0, 10))
    }
    // The expired one is used first: the times the service read then must not outlive the change. (Not the idle
    // one: a session used in this process is not idle, whatever its row says.)
    const expired = (await signIn(service, 'ada@example.com', ada.password)).person!
    assert.equal((await expired.get('/api/v1/websites')).status, 200)
    await service.sql(`UPDATE sessions SET expires_at = '2020-01-01T00:00:00.000000Z' WHERE id = (SELECT max(id) FROM sessions)`)
    const idle = (await signIn(service, 'ada@example.com', ada.password)).person!
    await service.sql(`UPDATE sessions SET last_used_at = '2020-01-01T00:00:00.000000Z' WHERE id = (SELECT max(id) FROM sessions)`)
    // A time written by hand that is no time (SQLite keeps any text; PostgreSQL's column refuses it) ends the
    // session rather than keeping it for ever.
    const noTime = (await signIn(service, 'ada@example.com', ada.password)).person!
    if (TEST_DB === 'sqlite') await service.sql(`UPDATE sessions SET expires_at = '2026-13-01T00:00:00.000000Z' WHERE id = (SELECT max(id) FROM sessions)`)
    // A change made behind the service's back is seen once its cache is emptied: sign-outs do that everywhere.
    const other = (await signIn(service, 'ada@example.com', ada.password)).person!
    const out = await other.delete('/api/v1/session')
    assert.deepEqual(out.body, { signed_out: true, status: 200 })
    assert.match(out.headers['set-cookie']![0]!, /^wa_session=; Max-Age=0; Path=\//)
    for (const refused of [expired, idle, ...(TEST_DB === 'sqlite' ? [noTime] : []), other]) {
      assert.deepEqual((await refused.get('/api/v1/websites')).body, UNAUTHENTICATED)
    }
  })

  it('when a write comes with the cookie from another site, then 403 and nothing changes; a key is not affected', async () => {
    const before = (await ada.get('/api/v1/websites')).body.meta.total
    const refusedHeaders: Record<string, string | null>[] = [
      { origin: 'https://evil.example' }, { origin: 'null' }, { origin: `${service.url}.evil.example` }, { origin: null }, { origin: null, 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refusedHeaders) {
      const res = await ada.post('/api/v1/websites', { domain: 'cross-site.example' }, { headers: headers as Record<string, string> })
      assert.deepEqual(res.body, CROSS_SITE, JSON.stringify(headers))
    }
    assert.deepEqual((await ada.patch('/api/v1/me', { name: 'Eve' }, { headers: { origin: 'https://evil.example' } })).body, CROSS_SITE)
    assert.deepEqual((await ada.delete('/api/v1/session', { headers: { origin: 'https://evil.example' } })).body, CROSS_SITE)
    assert.equal((await ada.get('/api/v1/websites')).body.meta.total, before)
    assert.equal((await ada.get('/api/v1/me')).body.data.name, 'Ada')
    // Same origin by Origin or by Sec-Fetch-Site; a key with any Origin.
    assert.equal((await ada.post('/api/v1/websites', { domain: 'same-site.example' })).status, 201)
    assert.equal((await ada.post('/api/v1/websites', { domain: 'fetch-site.example' }, { headers: { origin: null as unknown as string, 'sec-fetch-site': 'same-origin' } })).status, 201)
    const key = await service.keyFor('sessions', { name: 'script' })
    assert.equal((await key.post('/api/v1/websites', { domain: 'key-write.example' }, { headers: { origin: 'https://evil.example' } })).status, 201)
    // Signing in from another site is refused too (a page elsewhere cannot sign a visitor in to its account).
    assert.deepEqual((await signIn(service, 'ada@example.com', ada.password, { origin: 'https://evil.example' })).res.body, CROSS_SITE)
  })

  it('when a key and a cookie are both sent, then the key wins; GET /key answers for keys only', async () => {
    const key = await service.keyFor('other-account', { name: 'k' })
    const both = await request('GET', `${service.url}/api/v1/key`, { headers: { authorization: `Bearer ${key.key}`, cookie: `wa_session=${ada.cookie}` } })
    assert.equal(both.body.data.account, 'other-account')
    assert.deepEqual((await ada.get('/api/v1/key')).body, { message: 'Resource not found.', status: 404 })
    const badKey = await request('GET', `${service.url}/api/v1/websites`, { headers: { authorization: 'Bearer wak_nope', cookie: `wa_session=${ada.cookie}` } })
    assert.equal(badKey.status, 401)
  })

  it('when a person belongs to two accounts, then PATCH /session switches between them, and only to theirs', async () => {
    const two = await memberOf(service, 'first-of-two', 'viewer')
    const owner = await ownerOf(service, 'second-of-two')
    const invited = await owner.post('/api/v1/invitations', { email: two.email, role: 'editor' })
    assert.equal(invited.status, 201, invited.text)
    const token = invited.body.data.url.split('/invitations/')[1]
    const joined = await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token, name: 'Two', password: two.password } })
    assert.equal(joined.status, 200, joined.text)
    assert.deepEqual(joined.body.data.memberships.map((m: { account: { name: string } }) => m.account.name), ['first-of-two', 'second-of-two'])
    const session = await two.get('/api/v1/session')
    assert.equal(session.body.data.account.name, 'first-of-two')
    const second = joined.body.data.account.id
    const switched = await two.patch('/api/v1/session', { account: second })
    assert.equal(switched.body.data.account.name, 'second-of-two')
    assert.equal(switched.body.data.account.role, 'editor')
    assert.equal((await two.post('/api/v1/websites', { domain: 'switched.example' })).status, 201, 'an editor there')
    assert.deepEqual((await two.patch('/api/v1/session', { account: 999_999 })).body, { message: { account: ['The selected account is invalid.'] }, status: 422 })
  })

  it('when a member is removed, then their sessions lose the account: moved to another account, or 401 with none left', async () => {
    const leaving = await memberOf(service, 'leave-a', 'editor')
    const ownerB = await ownerOf(service, 'leave-b')
    const token = (await ownerB.post('/api/v1/invitations', { email: leaving.email })).body.data.url.split('/invitations/')[1]
    await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token, name: 'Leaving', password: leaving.password } })
    const ownerA = await ownerOf(service, 'leave-a')
    assert.equal((await ownerA.delete(`/api/v1/members/${leaving.userId}`)).status, 200)
    assert.equal((await leaving.get('/api/v1/session')).body.data.account.name, 'leave-b')
    assert.equal((await ownerB.delete(`/api/v1/members/${leaving.userId}`)).status, 200)
    assert.deepEqual((await leaving.get('/api/v1/session')).body, UNAUTHENTICATED)
  })

  it('when 5 sign-ins for one email fail from one address, then 429 with Retry-After even with the right password; a success clears the count', async () => {
    const person = await memberOf(service, 'throttle', 'viewer')
    for (let i = 0; i < 4; i++) assert.equal((await signIn(service, person.email, 'wrong wrong wrong')).res.status, 422)
    assert.equal((await signIn(service, person.email, person.password)).res.status, 200, 'the right password before the limit')
    for (let i = 0; i < 5; i++) assert.equal((await signIn(service, person.email, 'wrong wrong wrong')).res.status, 422, `failure ${i + 1}`)
    const refused = (await signIn(service, person.email, person.password)).res
    assert.equal(refused.status, 429)
    assert.match(refused.body.message, /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/)
    const seconds = Number(refused.headers['retry-after'])
    assert.ok(seconds > 800 && seconds <= 900, `Retry-After ${seconds}`)
    assert.equal(refused.body.message, `Too many sign-in attempts. Please try again in ${seconds} seconds.`)
    assert.equal(refused.headers['set-cookie'], undefined)
  })

  it('when one address fails 50 times with any emails, then every sign-in from it is 429', async () => {
    const other = await startTestService()
    try {
      const person = await memberOf(other, 'addresses', 'viewer')
      for (let i = 0; i < 50; i++) assert.equal((await signIn(other, `nobody${i}@example.com`, 'wrong wrong wrong')).res.status, 422)
      assert.equal((await signIn(other, person.email, person.password)).res.status, 429)
    } finally {
      await other.close()
    }
  })

  it('when a person changes their name or password, then /me says so; a new password needs the current one and ends their other sessions', async () => {
    const person = await memberOf(service, 'profile', 'viewer', { name: 'Grace' })
    const elsewhere = (await signIn(service, person.email, person.password)).person!
    assert.equal((await person.get('/api/v1/me')).body.data.name, 'Grace')
    assert.equal((await person.patch('/api/v1/me', { name: 'Grace Hopper' })).body.data.name, 'Grace Hopper')
    const fresh = newPassword()
    assert.deepEqual((await person.patch('/api/v1/me', { password: fresh })).body,
      { message: { current_password: ['The current password field is required.'] }, status: 422 })
    assert.deepEqual((await person.patch('/api/v1/me', { password: fresh, current_password: 'not it at all' })).body,
      { message: { current_password: ['The current password is incorrect.'] }, status: 422 })
    assert.deepEqual((await person.patch('/api/v1/me', { password: 'password123', current_password: person.password })).body,
      { message: { password: ['The password is too common.'] }, status: 422 })
    assert.equal((await person.patch('/api/v1/me', { password: fresh, current_password: person.password })).status, 200)
    assert.equal((await person.get('/api/v1/me')).status, 200, 'this session stays')
    assert.deepEqual((await elsewhere.get('/api/v1/me')).body, UNAUTHENTICATED, 'the other one ended')
    assert.equal((await signIn(service, person.email, fresh)).res.status, 200)
    assert.equal((await signIn(service, person.email, person.password)).res.status, 422)
  })

  it('when a person lists their sessions, then the current one is marked, and ending one refuses it', async () => {
    const person = await memberOf(service, 'listing', 'viewer')
    const second = (await signIn(service, person.email, person.password, { 'user-agent': 'second browser' })).person!
    const listed = (await person.get('/api/v1/me/sessions')).body.data
    assert.equal(listed.length, 2)
    assert.deepEqual(listed.map((session: { current: boolean }) => session.current), [false, true])
    assert.equal(listed[0].user_agent, 'second browser')
    assert.equal(listed[0].address, '127.0.0.1')
    assert.deepEqual((await person.delete(`/api/v1/me/sessions/${listed[0].id}`)).body, { id: listed[0].id, object: 'session', ended: true, status: 200 })
    assert.deepEqual((await second.get('/api/v1/me')).body, UNAUTHENTICATED)
    assert.equal((await person.delete(`/api/v1/me/sessions/${listed[0].id}`)).status, 404)
    assert.equal((await ada.delete(`/api/v1/me/sessions/${listed[1].id}`)).status, 404, 'not another person\'s')
  })

  it('when a reset link from the CLI is used, then the password is set once, and every session of the user ends', async () => {
    const person = await memberOf(service, 'reset', 'viewer')
    const link = (await operatorServices(service.db).members.resetLink(person.email.toUpperCase(), service.url))!
    const token = link.split('/reset-password/')[1]
    const fresh = newPassword()
    const set = await request('POST', `${service.url}/api/v1/password-reset`, { body: { token, password: fresh } })
    assert.deepEqual(set.body, { reset: true, status: 200 })
    assert.deepEqual((await person.get('/api/v1/me')).body, UNAUTHENTICATED)
    assert.equal((await signIn(service, person.email, fresh)).res.status, 200)
    const again = await request('POST', `${service.url}/api/v1/password-reset`, { body: { token, password: newPassword() } })
    assert.deepEqual(again.body, { message: 'This link is invalid or has expired.', status: 404 })
  })

  it('when the session routes are asked with a key or another method, then 404 (a key is no session) or 405 with Allow', async () => {
    const key = await service.keyFor('sessions', { name: 'not a session' })
    for (const path of ['/api/v1/session', '/api/v1/me', '/api/v1/me/sessions']) assert.equal((await key.get(path)).status, 404, path)
    const put = await ada.send('PUT', '/api/v1/session', { headers: { origin: service.url } })
    assert.deepEqual([put.status, put.headers.allow], [405, 'GET, HEAD, POST, PATCH, DELETE'])
    assert.equal((await request('PUT', `${service.url}/api/v1/session`)).status, 401, 'without a session: 401 first')
    assert.equal(cookieOf(await request('GET', `${service.url}/api/v1/session`)), undefined)
  })
})
