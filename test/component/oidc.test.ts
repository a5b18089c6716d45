// Single sign-on against a real OpenID Connect provider (oidc-provider) run by the test on loopback: the
// person's login is answered by the test (who they are, whether their email is verified, or a refusal), and
// the provider's ID token can be re-signed with a wrong audience, nonce, issuer or expiry to see each check
// refuse it. Every refusal ends on the dashboard with its reason, no session, nothing stored, never a 5xx.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { withOidcMeta } from '../../src/http/public.routes.js'
import { operatorServices } from '../support/secrets.js'
import { type Response, request } from '../support/http.js'
import { type Person, memberOf, sessionClient, signIn } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'
import { codeAt } from '../../src/people/totp.js'
import { CLIENT, type Identity, OIDC_CALLBACK as CALLBACK, type Tamper, type TestProvider, startProvider, throughProvider as providerLogin } from '../support/oidc-provider.js'

describe('single sign-on (OIDC)', () => {
  let service: TestService
  let provider: TestProvider
  let grace: Person

  before(async () => {
    provider = await startProvider(() => `${service.url}${CALLBACK}`)
    service = await startTestService({
      OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT.client_id, OIDC_CLIENT_SECRET: CLIENT.client_secret, OIDC_ACCOUNT: 'sso',
      OIDC_ALLOWED_DOMAINS: 'allowed.test, Other.Allowed.test', OIDC_NAME: 'Acme "SSO"',
    })
    provider.configure()
    await service.keyFor('sso', { name: 'setup' })
    grace = await memberOf(service, 'team', 'editor', { email: 'Grace@Example.org', name: 'Grace' })
  })
  after(async () => {
    await service?.close()
    await provider?.close()
  })

  /** TOTP turned on for the person (with a current code, as the dashboard does); its secret. */
  async function totpOn(person: Person): Promise<string> {
    const secret = (await person.post('/api/v1/me/totp')).body.data.secret as string
    assert.equal((await person.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })).status, 200)
    return secret
  }

  // Every request below comes from 127.0.0.1, and each start and callback is an attempt counted as a sign-in's
  // (a success gives its two back): the refusals of this suite must stay under the 50 an address may make.

  /** Rows that a refused sign-in must leave as they were. */
  const stored = async () => {
    const count = async (table: string) => Number((await service.db.executor.prepare<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).one(null, []))!.n)
    return { users: await count('users'), sessions: await count('sessions'), memberships: await count('memberships'), events: await count('events') }
  }

  /** GET /session/oidc: the provider's URL and the browser's wa_oidc cookie. */
  async function start() {
    const res = await request('GET', `${service.url}/api/v1/session/oidc`)
    assert.equal(res.status, 302, res.text)
    const cookie = res.headers['set-cookie']!.find((line) => line.startsWith('wa_oidc='))!
    return { location: new URL(res.headers.location!), cookie: cookie.slice(0, cookie.indexOf(';')), setCookie: cookie }
  }

  const throughProvider = (who: Identity | 'deny', location: URL) => providerLogin(provider, who, location, `${service.url}${CALLBACK}`)

  const callback = (url: URL, cookie?: string) => request('GET', url.href, { headers: cookie ? { cookie } : {} })

  /** A whole round trip: start, the provider, and the callback with this browser's cookie. */
  async function roundTrip(who: Identity | 'deny', tamper?: Tamper) {
    const { location, cookie } = await start()
    provider.login.tamper = tamper
    try {
      const back = await throughProvider(who, location)
      return { res: await callback(back, cookie), back, cookie }
    } finally {
      provider.login.tamper = undefined
    }
  }

  /** A refusal: to the dashboard with its reason, the challenge cookie cleared, no session, nothing stored. */
  async function assertRefused(res: Response, reason: string, before: Awaited<ReturnType<typeof stored>>) {
    assert.equal(res.status, 302, res.text)
    assert.equal(res.headers.location, `${service.url}/?sign_in_error=${reason}`)
    const cookies = res.headers['set-cookie'] ?? []
    assert.ok(!cookies.some((line) => line.startsWith('wa_session=')), 'no session cookie')
    assert.ok(cookies.some((line) => /^wa_oidc=;.*Max-Age=0/.test(line)), 'the challenge cookie is cleared')
    assert.deepEqual(await stored(), before)
  }

  it('when the settings are incomplete or the issuer is plain http off loopback, then the start stops naming them', () => {
    assert.throws(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x' }),
      /OIDC_CLIENT_SECRET, OIDC_ACCOUNT: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ACCOUNT set together/)
    const all = { OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y', OIDC_ACCOUNT: 'sso' }
    assert.throws(() => loadConfig({ ...all, OIDC_ISSUER: 'http://id.example.com' }), /OIDC_ISSUER="http:\/\/id.example.com": must be an https URL/)
    assert.throws(() => loadConfig({ ...all, OIDC_ISSUER: 'https://id.example.com', OIDC_DEFAULT_ROLE: 'owner' }), /OIDC_DEFAULT_ROLE="owner": must be one of admin, editor, viewer/)
    assert.equal(loadConfig({}).oidc, undefined)
    const config = loadConfig({ ...all, OIDC_ISSUER: 'https://id.example.com', OIDC_ALLOWED_DOMAINS: ' A.example , b.example,' })
    assert.deepEqual(config.oidc, {
      issuer: 'https://id.example.com', clientId: 'x', clientSecret: 'y', account: 'sso', defaultRole: 'viewer', trustProviderMfa: false,
      allowedDomains: ['a.example', 'b.example'], name: 'single sign-on',
    })
  })

  it('when a person starts, then a redirect to the provider with code, PKCE S256, state, nonce and the callback; the round trip is held in an HttpOnly cookie', async () => {
    const { location, setCookie } = await start()
    assert.equal(location.origin, provider.issuer)
    const params = Object.fromEntries(location.searchParams)
    assert.deepEqual(Object.keys(params).sort(), ['client_id', 'code_challenge', 'code_challenge_method', 'nonce', 'redirect_uri', 'response_type', 'scope', 'state'])
    assert.equal(params.response_type, 'code')
    assert.equal(params.code_challenge_method, 'S256')
    assert.equal(params.scope, 'openid email profile')
    assert.equal(params.redirect_uri, `${service.url}${CALLBACK}`)
    assert.match(params.state!, /^[\w-]{43}$/)
    assert.match(params.nonce!, /^[\w-]{43}$/)
    const flags = setCookie.split(';').slice(1).map((flag) => flag.trim()).sort()
    assert.deepEqual(flags, ['HttpOnly', 'Max-Age=600', 'Path=/', 'SameSite=Lax'])
  })

  it('when a user of another account comes with their verified email, then no session: single sign-on signs in members of OIDC_ACCOUNT only (oidc_not_member)', async () => {
    const before = await stored()
    await assertRefused((await roundTrip({ sub: 'grace', email: 'grace@EXAMPLE.org', email_verified: true })).res, 'oidc_not_member', before)
  })

  it('when a member of OIDC_ACCOUNT comes back with their verified email (any case), then a session like POST /session\'s that holds OIDC_ACCOUNT alone', async () => {
    const sso = (await service.db.keys.accountId(null, 'sso'))!
    const invited = await operatorServices(service.db).members.inviteOnServer({ id: sso, name: 'sso' }, grace.email, 'viewer', service.url)
    assert.equal((await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token: invited.url.split('/invitations/')[1], name: 'Grace', password: grace.password } })).status, 200)
    const before = await stored()
    const { res } = await roundTrip({ sub: 'grace', email: 'grace@EXAMPLE.org', email_verified: true, name: 'Someone Else' })
    assert.equal(res.status, 302, res.text)
    assert.equal(res.headers.location, `${service.url}/`)
    const header = res.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!
    assert.deepEqual(header.split(';').slice(1).map((flag) => flag.trim()).sort(), ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax'])
    const person = sessionClient(service.url, header.slice('wa_session='.length, header.indexOf(';')), { userId: grace.userId, email: grace.email, password: '' })
    const session = (await person.get('/api/v1/session')).body.data
    assert.equal(session.user.id, grace.userId)
    assert.equal(session.user.name, 'Grace', 'the provider\'s name does not rename a user')
    assert.equal(session.account.name, 'sso', 'OIDC_ACCOUNT, not the user\'s first account')
    assert.deepEqual(session.memberships.map((membership: { account: { name: string } }) => membership.account.name), ['sso'], 'it holds that account alone')
    const team = (await service.db.keys.accountId(null, 'team'))!
    assert.deepEqual((await person.patch('/api/v1/session', { account: team })).body, { message: { account: ['The selected account is invalid.'] }, status: 422 })
    assert.deepEqual({ ...(await stored()), sessions: before.sessions }, before, 'no user, membership or event made')
  })

  it('when a member of OIDC_ACCOUNT with TOTP on comes, then the provider is not enough: their code is asked before any session, and a right one signs them in there', async () => {
    const henry = await memberOf(service, 'default', 'viewer', { email: 'henry@example.net', name: 'Henry' })
    const sso = (await service.db.keys.accountId(null, 'sso'))!
    const invited = await operatorServices(service.db).members.inviteOnServer({ id: sso, name: 'sso' }, henry.email, 'editor', service.url)
    const joined = await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token: invited.url.split('/invitations/')[1], name: 'Henry', password: henry.password } })
    assert.equal(joined.status, 200, joined.text)
    const secret = await totpOn(henry)
    assert.deepEqual((await signIn(service, henry.email, henry.password)).res.body, { message: { code: ['The code field is required.'] }, status: 422 })
    const before = await stored()
    const { res } = await roundTrip({ sub: 'henry', email: 'henry@example.net', email_verified: true })
    assert.equal(res.headers.location, `${service.url}/?sign_in_step=second_factor`, res.headers.location)
    assert.ok(!(res.headers['set-cookie'] ?? []).some((line) => line.startsWith('wa_session=')), 'no session yet')
    assert.deepEqual(await stored(), before)
    const pending = res.headers['set-cookie']!.find((line) => line.startsWith('wa_oidc='))!
    const step = (body: unknown, cookie = pending.slice(0, pending.indexOf(';'))) =>
      request('POST', `${service.url}/api/v1/session/oidc/second-factor`, { body, headers: { cookie, origin: service.url } })
    assert.deepEqual((await step({})).body, { message: { code: ['The code field is required.'] }, status: 422 })
    assert.deepEqual((await step({ code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' })).body, { message: { code: ['The code is invalid.'] }, status: 422 })
    assert.deepEqual((await step({ code: codeAt(secret, Date.now()) }, 'wa_oidc=made-up')).body, { message: 'This sign-in is invalid or has expired: sign in again.', status: 404 })
    assert.deepEqual(await stored(), before, 'refused steps made nothing')
    // The next time step's code: the current one was spent turning TOTP on (a code is accepted once).
    const done = await step({ code: codeAt(secret, Date.now() + 30_000) })
    assert.equal(done.status, 200, done.text)
    assert.deepEqual({ user: done.body.data.user.email, account: done.body.data.account.name, role: done.body.data.account.role, two_factor: done.body.data.user.two_factor },
      { user: 'henry@example.net', account: 'sso', role: 'editor', two_factor: true })
    assert.ok(done.headers['set-cookie']!.some((line) => line.startsWith('wa_session=')))
    assert.equal((await step({ code: codeAt(secret, Date.now() + 30_000) })).status, 404, 'the pending sign-in answers once')
  })

  it('when the provider says it asked a second factor (amr) but OIDC_TRUST_PROVIDER_MFA is off, then a person with TOTP is still asked for their code', async () => {
    const ivy = await memberOf(service, 'sso', 'viewer', { email: 'ivy@example.net' })
    await totpOn(ivy)
    const { res } = await roundTrip({ sub: 'ivy', email: 'ivy@example.net', email_verified: true }, (claims) => void (claims.amr = ['mfa', 'hwk']))
    assert.equal(res.headers.location, `${service.url}/?sign_in_step=second_factor`)
  })

  it('when a new person of an allowed domain comes, then a user without a password joins OIDC_ACCOUNT as a viewer, with its member.added event', async () => {
    const before = await stored()
    const { res } = await roundTrip({ sub: 'ada', email: 'Ada@Other.Allowed.test', email_verified: true, name: 'Ada Lovelace' })
    assert.equal(res.status, 302, res.text)
    assert.equal(res.headers.location, `${service.url}/`)
    const header = res.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!
    const ada = sessionClient(service.url, header.slice('wa_session='.length, header.indexOf(';')), { userId: 0, email: 'Ada@Other.Allowed.test', password: '' })
    const session = (await ada.get('/api/v1/session')).body.data
    assert.deepEqual(session.user, { id: session.user.id, email: 'Ada@Other.Allowed.test', name: 'Ada Lovelace', two_factor: false })
    assert.deepEqual({ name: session.account.name, role: session.account.role }, { name: 'sso', role: 'viewer' })
    const user = (await service.db.users.byEmail(null, 'ada@other.allowed.test'))!
    assert.equal(user.passwordHash, null, 'no password: a password sign-in never matches')
    assert.equal((await request('POST', `${service.url}/api/v1/session`, { body: { email: 'ada@other.allowed.test', password: '' } })).status, 422)
    const after = await stored()
    assert.deepEqual(after, { users: before.users + 1, sessions: before.sessions + 1, memberships: before.memberships + 1, events: before.events + 1 })
    // Member events are for those who manage members: an admin key reads them.
    const owner = await service.keyFor('sso', { name: 'reader', admin: true })
    const events = (await owner.get('/api/v1/events?type=member.added')).body.data
    assert.equal(events.at(-1)?.data.user.email ?? events[0]?.data.user.email, 'Ada@Other.Allowed.test')
    // Coming back: the same user, no second one.
    const again = await roundTrip({ sub: 'ada', email: 'ada@other.allowed.test', email_verified: true })
    assert.equal(again.res.headers.location, `${service.url}/`)
    assert.equal((await stored()).users, after.users)
  })

  it('when the provider answers with an error (the person refused), then no session, reason oidc_denied', async () => {
    const before = await stored()
    await assertRefused((await roundTrip('deny')).res, 'oidc_denied', before)
  })

  it('when the email is not verified, then no session and no user, reason oidc_unverified', async () => {
    const before = await stored()
    await assertRefused((await roundTrip({ sub: 'eve', email: 'eve@allowed.test', email_verified: false })).res, 'oidc_unverified', before)
    assert.equal(await service.db.users.byEmail(null, 'eve@allowed.test'), undefined)
  })

  it('when the email is an existing user\'s but not verified, then no session, reason oidc_unverified', async () => {
    const before = await stored()
    await assertRefused((await roundTrip({ sub: 'fake-grace', email: 'grace@example.org', email_verified: false })).res, 'oidc_unverified', before)
  })

  it('when no user has the email and its domain is not allowed, then no session and no user, reason oidc_not_allowed', async () => {
    const before = await stored()
    await assertRefused((await roundTrip({ sub: 'mallory', email: 'mallory@elsewhere.test', email_verified: true })).res, 'oidc_not_allowed', before)
    // A domain that merely ends like an allowed one is not it.
    await assertRefused((await roundTrip({ sub: 'mallory2', email: 'mallory@notallowed.test', email_verified: true })).res, 'oidc_not_allowed', before)
  })

  it('when the state is missing, foreign, or the browser has no wa_oidc cookie, then no session (oidc_state, oidc_expired)', async () => {
    const who = { sub: 'carol', email: 'carol@allowed.test', email_verified: true }
    const before = await stored()
    // No state at all.
    let { location, cookie } = await start()
    let back = await throughProvider(who, location)
    back.searchParams.delete('state')
    await assertRefused(await callback(back, cookie), 'oidc_state', before)
    // Another attempt's state (a foreign one).
    ;({ location, cookie } = await start())
    back = await throughProvider(who, location)
    const other = await start()
    await assertRefused(await callback(back, other.cookie), 'oidc_state', before)
    // The right answer, but from a browser without the cookie (another person's link), or with a made-up one.
    ;({ location, cookie } = await start())
    back = await throughProvider(who, location)
    await assertRefused(await callback(back), 'oidc_expired', before)
    await assertRefused(await callback(back, 'wa_oidc=made-up'), 'oidc_expired', before)
    // That challenge was used up by nothing: the browser that holds it can still finish.
    assert.equal((await callback(back, cookie)).headers.location, `${service.url}/`)
  })

  it('when the callback comes with garbage (bad encoding, repeated or empty fields, a huge state), then a reason, never a 5xx', async () => {
    const before = await stored()
    for (const query of ['?state=%ZZ&code=%', '?state=a&state=b&code=c', '?state=&code=&error=', `?state=${'x'.repeat(6000)}&code=c`, '']) {
      const { cookie } = await start()
      const res = await callback(new URL(`${service.url}${CALLBACK}${query}`), cookie)
      assert.equal(res.status, 302, `${query.slice(0, 40)}: ${res.status} ${res.text}`)
      assert.match(res.headers.location!, /\?sign_in_error=oidc_(state|denied)$/, query.slice(0, 40))
    }
    assert.deepEqual(await stored(), before)
  })

  it('when a code is replayed, then no second session: the same answer again (oidc_expired), or inside a new attempt (oidc_state)', async () => {
    const { res, back, cookie } = await roundTrip({ sub: 'dan', email: 'dan@allowed.test', email_verified: true })
    assert.equal(res.headers.location, `${service.url}/`)
    const before = await stored()
    await assertRefused(await callback(back, cookie), 'oidc_expired', before)
    const fresh = await start()
    await assertRefused(await callback(back, fresh.cookie), 'oidc_state', before)
  })

  it('when the ID token is signed again unchanged, then it is still accepted (so each refusal below is its changed claim\'s)', async () => {
    const { res } = await roundTrip({ sub: 'control', email: 'control@allowed.test', email_verified: true }, () => undefined)
    assert.equal(res.headers.location, `${service.url}/`, res.headers.location)
  })

  for (const [what, tamper] of [
    ['a wrong aud (another client\'s token)', (claims: Record<string, unknown>) => void (claims.aud = 'another-client')],
    ['a wrong nonce', (claims: Record<string, unknown>) => void (claims.nonce = 'not-the-nonce-of-this-attempt')],
    ['a wrong iss', (claims: Record<string, unknown>) => void (claims.iss = 'http://127.0.0.1:1')],
    ['an expired ID token', (claims: Record<string, unknown>) => {
      claims.iat = Math.floor(Date.now() / 1000) - 7200
      claims.exp = Math.floor(Date.now() / 1000) - 3600
    }],
  ] as const) {
    it(`when the ID token has ${what}, then no session and no user, reason oidc_invalid`, async () => {
      const before = await stored()
      await assertRefused((await roundTrip({ sub: 'tampered', email: 'tampered@allowed.test', email_verified: true }, tamper)).res, 'oidc_invalid', before)
    })
  }

  it('when the service\'s page is asked for, then it carries the button\'s text in a meta tag (no inline script)', async () => {
    const page = await request('GET', `${service.url}/`, { headers: { accept: 'text/html' } })
    assert.equal(page.status, 200)
    assert.match(page.text, /<meta name="websites-api-oidc" content="Acme &quot;SSO&quot;">\s*<\/head>/)
    assert.match(page.headers['content-security-policy'] as string, /script-src 'self';/)
    assert.equal(withOidcMeta('<head></head>', undefined), '<head></head>')
  })

  it('when another method is used, then 405 with Allow: GET', async () => {
    for (const path of ['/api/v1/session/oidc', CALLBACK]) {
      for (const method of ['POST', 'HEAD', 'DELETE']) {
        const res = await request(method, `${service.url}${path}`)
        assert.equal(res.status, 405, `${method} ${path}`)
        assert.equal(res.headers.allow, 'GET')
      }
    }
  })

  it('when the provider cannot be reached, then the service still starts and the sign-in ends on the dashboard with oidc_unavailable; 50 attempts from an address, then oidc_throttled', async () => {
    const unreachable = await startTestService({ OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y', OIDC_ACCOUNT: 'sso' })
    try {
      const res = await request('GET', `${unreachable.url}/api/v1/session/oidc`)
      assert.equal(res.status, 302, res.text)
      assert.equal(res.headers.location, `${unreachable.url}/?sign_in_error=oidc_unavailable`)
      assert.ok(!(res.headers['set-cookie'] ?? []).some((line) => line.startsWith('wa_session=')))
      // Each start is an attempt from the address, counted as a sign-in's: 50 within 15 minutes, then refused.
      const answers = []
      for (let attempt = 2; attempt <= 51; attempt++) answers.push((await request('GET', `${unreachable.url}/api/v1/session/oidc`)).headers.location)
      assert.equal(answers.at(-2), `${unreachable.url}/?sign_in_error=oidc_unavailable`)
      assert.equal(answers.at(-1), `${unreachable.url}/?sign_in_error=oidc_throttled`)
      const callback = await request('GET', `${unreachable.url}${CALLBACK}?code=x&state=y`, { headers: { cookie: 'wa_oidc=z' } })
      assert.equal(callback.headers.location, `${unreachable.url}/?sign_in_error=oidc_throttled`)
    } finally {
      await unreachable.close()
    }
  })

  it('when single sign-on is not configured, then its routes are 404', async () => {
    const res = await service.api.get('/api/v1/websites')
    assert.equal(res.status, 200)
    const off = await startTestService()
    try {
      for (const path of ['/api/v1/session/oidc', CALLBACK]) assert.equal((await request('GET', `${off.url}${path}`)).status, 404)
      const page = await request('GET', `${off.url}/`, { headers: { accept: 'text/html' } })
      assert.doesNotMatch(page.text, /websites-api-oidc/)
    } finally {
      await off.close()
    }
  })
})

// OIDC_TRUST_PROVIDER_MFA: the provider's word on a second factor (the ID token's `amr`, RFC 8176) counts
// only when it is set and the list names one; absent, a string, or unknown methods name none.
describe('single sign-on (OIDC) trusting the provider with the second factor', () => {
  let service: TestService
  let provider: TestProvider
  before(async () => {
    provider = await startProvider(() => `${service.url}${CALLBACK}`)
    service = await startTestService({
      OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: CLIENT.client_id, OIDC_CLIENT_SECRET: CLIENT.client_secret, OIDC_ACCOUNT: 'strict',
      OIDC_ALLOWED_DOMAINS: 'strict.test', OIDC_TRUST_PROVIDER_MFA: 'true',
    })
    provider.configure()
    const owner = await memberOf(service, 'strict', 'owner')
    assert.equal((await owner.patch('/api/v1/account', { require_two_factor: true })).status, 200)
  })
  after(async () => {
    await service?.close()
    await provider?.close()
  })

  /** A round trip whose ID token says `amr` (left out when undefined); the answer and a client of its session, if any. */
  async function withAmr(who: Identity, amr: unknown) {
    const res = await request('GET', `${service.url}/api/v1/session/oidc`)
    const cookie = res.headers['set-cookie']!.find((line) => line.startsWith('wa_oidc='))!
    provider.login.tamper = (claims) => void (amr === undefined ? delete claims.amr : (claims.amr = amr))
    try {
      const back = await providerLogin(provider, who, new URL(res.headers.location!), `${service.url}${CALLBACK}`)
      const answer = await request('GET', back.href, { headers: { cookie: cookie.slice(0, cookie.indexOf(';')) } })
      const session = answer.headers['set-cookie']?.find((line) => line.startsWith('wa_session='))
      return { answer, person: session === undefined ? undefined : sessionClient(service.url, session.slice('wa_session='.length, session.indexOf(';')), { userId: 0, email: who.email, password: '' }) }
    } finally {
      provider.login.tamper = undefined
    }
  }

  it('when the ID token\'s amr names a second factor, then the session counts as two factors: the account\'s rule lets it in', async () => {
    const { person } = await withAmr({ sub: 'mia', email: 'mia@strict.test', email_verified: true }, ['pwd', 'mfa'])
    assert.ok(person, 'signed in')
    assert.equal((await person.get('/api/v1/websites')).status, 200)
  })

  for (const [what, amr] of [['absent', undefined], ['a string, not a list', 'mfa'], ['unknown methods only', ['pwd', 'face', 'made-up']], ['an empty list', []]] as const) {
    it(`when the ID token's amr is ${what}, then the session is one factor: the account's rule refuses it until a factor is set up`, async () => {
      const { person } = await withAmr({ sub: `one-${what}`, email: `one-${what.replace(/\W/g, '')}@strict.test`, email_verified: true }, amr)
      assert.ok(person, 'signed in (the person has no factor of their own to give)')
      assert.deepEqual((await person.get('/api/v1/websites')).body, { message: 'This account requires two-factor authentication.', status: 403 })
    })
  }

  it('when a person with TOTP comes and amr names a second factor, then no code is asked; without it, the code is', async () => {
    const tom = await memberOf(service, 'strict', 'viewer', { email: 'tom@strict.test' })
    const secret = (await tom.post('/api/v1/me/totp')).body.data.secret as string
    assert.equal((await tom.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })).status, 200)
    const trusted = await withAmr({ sub: 'tom', email: 'tom@strict.test', email_verified: true }, ['otp'])
    assert.equal(trusted.answer.headers.location, `${service.url}/`)
    assert.equal((await trusted.person!.get('/api/v1/websites')).status, 200)
    const asked = await withAmr({ sub: 'tom', email: 'tom@strict.test', email_verified: true }, ['pwd'])
    assert.equal(asked.answer.headers.location, `${service.url}/?sign_in_step=second_factor`)
    assert.equal(asked.person, undefined)
  })
})
