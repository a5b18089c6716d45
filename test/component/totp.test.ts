// TOTP and recovery codes: set up, confirmed by a current code, then asked at every password sign-in (each
// code once, the current step or one either side; an unused recovery code instead), turned off and renewed
// with the password; each change ends the user's other sessions and is a `user.security_changed` event;
// the secret is stored sealed. And the account's rule: a member without a second factor may use only their
// session and profile until they set one up.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { codeAt } from '../../src/people/totp.js'
import { request } from '../support/http.js'
import { type Person, memberOf, ownerOf, signIn } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const INVALID = { message: { code: ['The code is invalid.'] }, status: 422 }
const REQUIRED = { message: { code: ['The code field is required.'] }, status: 422 }
const RULE = { message: 'This account requires two-factor authentication.', status: 403 }

/** Signs in with a code (or none). */
const withCode = (service: TestService, person: Person, code?: string) =>
  request('POST', `${service.url}/api/v1/session`, { body: { email: person.email, password: person.password, ...(code === undefined ? {} : { code }) } })

/** Sets TOTP up for `person` and confirms it; the secret and the recovery codes. */
async function turnOn(person: Person): Promise<{ secret: string; codes: string[] }> {
  const setup = await person.post('/api/v1/me/totp')
  assert.equal(setup.status, 200, setup.text)
  const { secret } = setup.body.data
  const confirmed = await person.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })
  assert.equal(confirmed.status, 200, confirmed.text)
  return { secret, codes: confirmed.body.data.recovery_codes }
}

describe('TOTP and recovery codes', () => {
  let service: TestService
  before(async () => { service = await startTestService() })
  after(async () => { await service?.close() })

  it('when TOTP is set up, then a secret, its otpauth URL and a QR code; nothing is on until a current code confirms it', async () => {
    const ada = await memberOf(service, 'totp', 'editor', { email: 'ada-totp@example.com' })
    const setup = await ada.post('/api/v1/me/totp')
    assert.equal(setup.status, 200, setup.text)
    const { secret, otpauth_url: url, qr_svg: svg } = setup.body.data
    assert.match(secret, /^[A-Z2-7]{32}$/, '160 bits in base32')
    assert.match(url, /^otpauth:\/\/totp\/websites-api:ada-totp%40example\.com\?/)
    assert.match(url, new RegExp(`secret=${secret}`))
    assert.match(svg, /^<svg[\s\S]*<\/svg>$/)
    // Not on yet: a sign-in needs no code.
    assert.equal((await withCode(service, ada)).status, 200)
    // The secret is stored sealed, never in the clear.
    const row = await service.db.executor.prepare<{ secret: string }>('SELECT totp_secret AS secret FROM users WHERE id = ?').one(null, [ada.userId])
    assert.ok(row!.secret.startsWith('v2:') && !row!.secret.includes(secret))
    assert.deepEqual((await ada.post('/api/v1/me/totp/confirm', { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' })).body, INVALID)
    assert.deepEqual((await ada.post('/api/v1/me/totp/confirm', {})).body, REQUIRED)
    const confirmed = await ada.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })
    assert.equal(confirmed.status, 200, confirmed.text)
    const codes: string[] = confirmed.body.data.recovery_codes
    assert.equal(codes.length, 10)
    assert.equal(new Set(codes).size, 10)
    for (const code of codes) assert.match(code, /^[a-z2-7]{5}-[a-z2-7]{5}$/)
    assert.equal((await ada.get('/api/v1/me')).body.data.two_factor, true)
    // While on, setting up again is refused.
    assert.equal((await ada.post('/api/v1/me/totp')).status, 422)
  })

  it('when a password sign-in comes without a code, a wrong one, an old one or one used already, then 422 and no session; the current code signs in once', async () => {
    const bob = await memberOf(service, 'totp', 'viewer', { email: 'bob-totp@example.com' })
    const { secret, codes } = await turnOn(bob)
    const now = Date.now()
    const current = codeAt(secret, now)
    assert.deepEqual((await withCode(service, bob)).body, REQUIRED)
    const wrongPassword = await request('POST', `${service.url}/api/v1/session`, { body: { email: bob.email, password: 'not the password', code: current } })
    assert.deepEqual(wrongPassword.body.message, { email: ['These credentials do not match our records.'] }, 'the password is judged first')
    const bad = async (code: string) => {
      const res = await withCode(service, bob, code)
      assert.equal(res.status, 422, `${code}: ${res.text}`)
      assert.equal(res.headers['set-cookie'], undefined, `${code}: no session`)
      assert.deepEqual(res.body, code === '' ? REQUIRED : INVALID, code)
    }
    await bad('12345')
    await bad('1234567')
    // (A success clears the throttle's count, which the failures above and below would otherwise fill.)
    assert.equal((await withCode(service, bob, codes[0])).status, 200)
    await bad('abcdef')
    await bad(codeAt(secret, now - 60_000))
    await bad('')
    // The reused code of confirmation (accepted at the same step) is refused; then the next step's code works once.
    const next = codeAt(secret, now + 30_000)
    const first = await withCode(service, bob, next)
    assert.equal(first.status, 200, first.text)
    assert.equal(first.body.data.user.two_factor, true)
    assert.deepEqual((await withCode(service, bob, next)).body, INVALID, 'a code is accepted once')
  })

  it('when codes are guessed after the right password, then the guesses count: after 5, even the right code is 429', async () => {
    const gus = await memberOf(service, 'totp', 'viewer', { email: 'gus-totp@example.com' })
    const { secret } = await turnOn(gus)
    // Asking without a code first (a person before their app) does not use up the person's tries.
    assert.deepEqual((await withCode(service, gus)).body, REQUIRED)
    for (let guess = 0; guess < 4; guess++) assert.deepEqual((await withCode(service, gus, '000001')).body, INVALID, `guess ${guess}`)
    const locked = await withCode(service, gus, codeAt(secret, Date.now() + 30_000))
    assert.equal(locked.status, 429, locked.text)
    assert.match(locked.body.message, /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/)
  })

  it('when two sign-ins race with the same code, then exactly one gets a session (10 rounds, a person each)', async () => {
    for (let round = 0; round < 10; round++) {
      const person = await memberOf(service, 'totp', 'viewer')
      const { secret } = await turnOn(person)
      // The next step's code: the confirmation used the current one.
      const code = codeAt(secret, Date.now() + 30_000)
      const answers = await Promise.all([withCode(service, person, code), withCode(service, person, code)])
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 422], `round ${round}`)
    }
  })

  it('when a recovery code is given instead, then it signs in once, in any case and with spaces; a used one is refused', async () => {
    const dan = await memberOf(service, 'totp', 'viewer', { email: 'dan-totp@example.com' })
    const { codes } = await turnOn(dan)
    const ok = await withCode(service, dan, ` ${codes[3]!.toUpperCase()} `)
    assert.equal(ok.status, 200, ok.text)
    assert.deepEqual((await withCode(service, dan, codes[3])).body, INVALID, 'used once')
    assert.equal((await withCode(service, dan, codes[4]!.replace('-', ''))).status, 200)
  })

  it('when new recovery codes are made or TOTP is turned off, then the password is needed, the old codes stop working and the other sessions end', async () => {
    const eve = await memberOf(service, 'totp', 'admin', { email: 'eve-totp@example.com' })
    const { secret, codes } = await turnOn(eve)
    const other = (await withCode(service, eve, codeAt(secret, Date.now() + 30_000)))
    assert.equal(other.status, 200, other.text)
    const otherCookie = other.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!.split(';')[0]!
    assert.deepEqual((await eve.post('/api/v1/me/recovery-codes', {})).body, { message: { password: ['The password field is required.'] }, status: 422 })
    assert.deepEqual((await eve.post('/api/v1/me/recovery-codes', { password: 'wrong password' })).body, { message: { password: ['The password is incorrect.'] }, status: 422 })
    const renewed = await eve.post('/api/v1/me/recovery-codes', { password: eve.password })
    assert.equal(renewed.status, 200, renewed.text)
    assert.deepEqual((await withCode(service, eve, codes[0])).body, INVALID, 'the old codes are void')
    assert.equal((await request('GET', `${service.url}/api/v1/session`, { headers: { cookie: otherCookie } })).status, 401, 'the other session ended')
    assert.equal((await eve.get('/api/v1/session')).status, 200, 'this one goes on')
    assert.equal((await withCode(service, eve, renewed.body.data.recovery_codes[0])).status, 200)

    assert.equal((await eve.send('DELETE', '/api/v1/me/totp', { body: { password: 'wrong password' } })).status, 422)
    const off = await eve.send('DELETE', '/api/v1/me/totp', { body: { password: eve.password } })
    assert.deepEqual(off.body, { totp: false, status: 200 })
    assert.equal((await withCode(service, eve)).status, 200, 'no code asked any more')
    assert.equal((await eve.get('/api/v1/me')).body.data.two_factor, false)

    // Every change is an event on the person's account, with no secret in it.
    const owner = await ownerOf(service, 'totp')
    const events = (await owner.get('/api/v1/events?type=user.security_changed&limit=100')).body.data
      .filter((event: { data: { user: { id: number } } }) => event.data.user.id === eve.userId)
    assert.deepEqual(events.map((event: { data: { change: string } }) => event.data.change), ['totp_enabled', 'recovery_codes_renewed', 'totp_disabled'])
    assert.deepEqual(events[0].actor, { type: 'user', name: 'A admin', user_id: eve.userId, email: eve.email })
    assert.ok(!JSON.stringify(events).includes(secret))
  })

  it('when TOTP routes are called with a key, or with a method they do not take, then 404 and 405 with Allow', async () => {
    const { key } = await service.keyFor('totp-keys', { admin: true })
    assert.equal((await request('POST', `${service.url}/api/v1/me/totp`, { headers: { authorization: `Bearer ${key}` } })).status, 404)
    const owner = await ownerOf(service, 'totp')
    for (const [path, allow] of [['/api/v1/me/totp', 'POST, DELETE'], ['/api/v1/me/totp/confirm', 'POST'], ['/api/v1/me/recovery-codes', 'POST'], ['/api/v1/account', 'GET, HEAD, PATCH']]) {
      const res = await owner.send('PUT', path!)
      assert.equal(res.status, 405, path)
      assert.equal(res.headers.allow, allow, path)
    }
  })
})

describe('an account that requires two factors', () => {
  let service: TestService
  before(async () => { service = await startTestService() })
  after(async () => { await service?.close() })

  it('when the owner turns the rule on, then a member without a second factor gets 403 outside their session and profile until they set TOTP up', async () => {
    const owner = await ownerOf(service, 'strict')
    const viewer = await memberOf(service, 'strict', 'viewer')
    assert.deepEqual((await viewer.get('/api/v1/account')).body.data, { id: (await owner.get('/api/v1/account')).body.data.id, name: 'strict', require_two_factor: false,
      max_websites: null, website_count: 0, exclude_params: null, exclude_ips: null })
    assert.equal((await viewer.patch('/api/v1/account', { require_two_factor: true })).status, 403, 'owners only')
    assert.deepEqual((await owner.patch('/api/v1/account', { require_two_factor: 'maybe' })).body,
      { message: { require_two_factor: ['The require two factor field must be true or false.'] }, status: 422 })
    const on = await owner.patch('/api/v1/account', { require_two_factor: true })
    assert.equal(on.body.data.require_two_factor, true, on.text)

    // Caught at once (the cached session is told), the owner too: nobody has a factor yet.
    assert.deepEqual((await viewer.get('/api/v1/websites')).body, RULE)
    assert.deepEqual((await owner.get('/api/v1/members')).body, RULE)
    assert.equal((await viewer.get('/api/v1/me')).status, 200, 'their profile answers')
    assert.equal((await viewer.get('/api/v1/session')).status, 200, 'their session answers')
    // A key is a program, not a person: the rule is about people.
    const { key } = await service.keyFor('strict', { name: 'program' })
    assert.equal((await request('GET', `${service.url}/api/v1/websites`, { headers: { authorization: `Bearer ${key}` } })).status, 200)

    await turnOn(viewer)
    assert.equal((await viewer.get('/api/v1/websites')).status, 200, 'set up: through')
    assert.deepEqual((await owner.get('/api/v1/members')).body, RULE, 'the owner still has none')
    // /account is outside the profile: the owner sets a factor up before changing the rule again.
    await turnOn(owner)
    assert.equal((await owner.patch('/api/v1/account', { require_two_factor: false })).body.data.require_two_factor, false)
  })
})
