// Passkeys with real WebAuthn ceremonies: Chromium's virtual authenticator (the DevTools protocol's
// WebAuthn domain) on a page of the service at http://localhost:PORT (a secure context), its answers posted
// with the person's session cookie. Adding, listing, signing in without a password, removing; and the bad
// answers of issue 36 (a wrong challenge, origin or relying party id, a replay, a counter that went back,
// another person's credential, 100 KB of JSON), each the contract's answer with nothing stored.
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launch, withVirtualAuthenticator } from '../support/browser.js'
import { request } from '../support/http.js'
import { type Person, cookieOf, memberOf, sessionClient, signIn } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const NOT_VERIFIED = { message: { credential: ['The passkey could not be verified.'] }, status: 422 }
const TOO_LARGE = { message: 'Content Too Large.', status: 413 }
const UNAUTHENTICATED = { message: 'Unauthenticated.', status: 401 }

/** A browser's answer as JSON (RegistrationResponseJSON or AuthenticationResponseJSON). */
type Answer = { id: string; rawId: string; type: string; response: Record<string, string | string[] | undefined>; clientExtensionResults: object }

/**
 * What the page runs: the API's options (base64url members) turned into bytes for the browser's API, and its
 * answer turned back into JSON. Plain JavaScript, given as text (what tsx compiles may not run in a page).
 */
const PAGE_HELPERS = `
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
  const text = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '')
  const descriptors = (list) => (list ?? []).map((one) => ({ ...one, id: bytes(one.id) }))
  globalThis.passkeyCreate = async (options) => {
    const credential = await navigator.credentials.create({ publicKey: {
      ...options, challenge: bytes(options.challenge), user: { ...options.user, id: bytes(options.user.id) }, excludeCredentials: descriptors(options.excludeCredentials),
    } })
    const response = credential.response
    return { id: credential.id, rawId: text(credential.rawId), type: credential.type, clientExtensionResults: credential.getClientExtensionResults(),
      response: { clientDataJSON: text(response.clientDataJSON), attestationObject: text(response.attestationObject), transports: response.getTransports() } }
  }
  globalThis.passkeyGet = async (options) => {
    const credential = await navigator.credentials.get({ publicKey: {
      ...options, challenge: bytes(options.challenge), allowCredentials: descriptors(options.allowCredentials),
    } })
    const response = credential.response
    return { id: credential.id, rawId: text(credential.rawId), type: credential.type, clientExtensionResults: credential.getClientExtensionResults(),
      response: { clientDataJSON: text(response.clientDataJSON), authenticatorData: text(response.authenticatorData), signature: text(response.signature),
        userHandle: response.userHandle ? text(response.userHandle) : undefined } }
  }
`

const b64 = (bytes: Buffer) => bytes.toString('base64url')
/** The answer with its client data changed (unsigned in a registration with attestation "none": only the checks can refuse it). */
function withClientData(answer: Answer, change: Record<string, string>): Answer {
  const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON as string, 'base64url').toString('utf8'))
  return { ...answer, response: { ...answer.response, clientDataJSON: b64(Buffer.from(JSON.stringify({ ...clientData, ...change }))) } }
}
/** A registration answer whose authenticator data names another relying party (its id's SHA-256, swapped in place). */
function withRelyingParty(answer: Answer, rpId: string): Answer {
  const attestation = Buffer.from(answer.response.attestationObject as string, 'base64url')
  const ours = createHash('sha256').update('localhost').digest()
  const at = attestation.indexOf(ours)
  assert.ok(at > 0, 'the authenticator data holds the relying party id\'s hash')
  createHash('sha256').update(rpId).digest().copy(attestation, at)
  return { ...answer, response: { ...answer.response, attestationObject: b64(attestation) } }
}

describe('passkeys', () => {
  let service: TestService
  let base: string
  let browser: Browser
  let page: Page
  let authenticator: Awaited<ReturnType<typeof withVirtualAuthenticator>>
  /** Ada, her session sent to http://localhost:PORT (WebAuthn's relying party id is a host name, never an address). */
  let ada: Person
  let bob: Person

  /** A person's session as a client of http://localhost:PORT. */
  const local = (person: Person) => sessionClient(base, person.cookie, person)

  /** navigator.credentials.create() with the API's options, in the page; the answer as JSON. */
  const create = (options: object) => page.evaluate((options) => (globalThis as any).passkeyCreate(options), options) as Promise<Answer>
  /** navigator.credentials.get() with the API's options, in the page; the answer as JSON. */
  const get = (options: object) => page.evaluate((options) => (globalThis as any).passkeyGet(options), options) as Promise<Answer>

  /** The browser's answer to fresh creation options of `person`. */
  async function registration(person: Person): Promise<Answer> {
    const options = await person.post('/api/v1/me/passkeys/options')
    assert.equal(options.status, 200, options.text)
    return create(options.body.data)
  }
  /**
   * Fresh request options, as a page that signs in asks them; with Ada's passkey picked, as she would pick it
   * in the browser's list (the authenticator also keeps the passkeys it made for answers the service refused).
   */
  async function signInOptions() {
    const options = await request('POST', `${base}/api/v1/session/passkey/options`, { headers: { origin: base } })
    assert.equal(options.status, 200, options.text)
    assert.equal(options.body.data.allowCredentials, undefined, 'no passkey named: the authenticator offers those it holds')
    return { ...options.body.data, allowCredentials: adaPasskey ? [{ id: adaPasskey.credentialId, type: 'public-key' }] : undefined }
  }
  const signInWith = (credential: unknown) => request('POST', `${base}/api/v1/session/passkey`, { body: { credential }, headers: { origin: base } })
  const storedPasskeys = async () => (await service.db.executor.prepare<{ n: number }>('SELECT count(*) AS n FROM passkeys').one(null))!.n
  const sessionsOf = async (userId: number) => Number((await service.db.executor.prepare<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ?').one(null, [userId]))!.n)
  const securityEvents = async (person: Person) => (await local(person).get('/api/v1/events?type=user.security_changed')).body.data as { data: { user: { id: number }; change: string } }[]

  before(async () => {
    service = await startTestService()
    base = service.url.replace('127.0.0.1', 'localhost')
    ada = local(await memberOf(service, 'passkeys', 'editor', { name: 'Ada' }))
    bob = local(await memberOf(service, 'passkeys', 'viewer', { name: 'Bob' }))
    browser = await launch()
    page = await browser.newPage()
    await page.goto(`${base}/api/v1/openapi.json`)
    await page.evaluate(PAGE_HELPERS)
    authenticator = await withVirtualAuthenticator(page)
  })
  after(async () => {
    await browser?.close()
    await service?.close()
  })

  let adaPasskey: { id: number; credentialId: string }
  let adaRegistration: Answer

  it('when a person adds a passkey with its name, then 201 with it, listed; their other sessions end and their accounts are told', async () => {
    const other = (await signIn(service, ada.email, ada.password)).person!
    const options = (await ada.post('/api/v1/me/passkeys/options')).body.data
    // The relying party is the request's host name (no PUBLIC_URL here); the user handle is no email.
    assert.deepEqual([options.rp, options.user.name, options.user.id, options.excludeCredentials], [{ name: 'websites-api', id: 'localhost' }, ada.email, b64(Buffer.from(String(ada.userId))), []])
    assert.deepEqual(options.authenticatorSelection, { residentKey: 'required', requireResidentKey: true, userVerification: 'required' })
    const answer = await create(options)
    const res = await ada.post('/api/v1/me/passkeys', { name: '  Laptop ', credential: answer })
    assert.equal(res.status, 201, res.text)
    const { data } = res.body
    assert.deepEqual({ ...data, id: 0, created_at: '' }, { id: 0, name: 'Laptop', created_at: '', last_used_at: null, backed_up: false, transports: ['internal'] })
    assert.match(data.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    assert.deepEqual((await ada.get('/api/v1/me/passkeys')).body, { data: [data], status: 200 })
    adaPasskey = { id: data.id, credentialId: answer.id }
    adaRegistration = answer
    // The next options exclude it: an authenticator makes no second passkey of Ada's.
    assert.deepEqual((await ada.post('/api/v1/me/passkeys/options')).body.data.excludeCredentials, [{ id: answer.id, type: 'public-key', transports: ['internal'] }])
    // The other session ended; this one goes on, and now has two factors.
    assert.deepEqual((await other.get('/api/v1/session')).body, UNAUTHENTICATED)
    assert.equal((await ada.get('/api/v1/me')).body.data.two_factor, true)
    assert.deepEqual((await securityEvents(ada)).map(({ data }) => [data.user.id, data.change]), [[ada.userId, 'passkey_added']])
  })

  it('when a person signs in with the passkey, without a password, then 200 with a new session and its cookie, as POST /session answers', async () => {
    const answer = await get(await signInOptions())
    assert.equal(answer.id, adaPasskey.credentialId, 'the authenticator offered Ada\'s passkey')
    const res = await signInWith(answer)
    assert.equal(res.status, 200, res.text)
    assert.deepEqual(res.body.data.user, { id: ada.userId, email: ada.email, name: 'Ada', two_factor: true })
    assert.equal(res.body.data.account.role, 'editor')
    const cookie = cookieOf(res)!
    assert.notEqual(cookie, ada.cookie)
    assert.deepEqual(res.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!.split(';').slice(1).map((flag) => flag.trim()).sort(),
      ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax'])
    const signedIn = sessionClient(base, cookie, ada)
    assert.equal((await signedIn.get('/api/v1/session')).body.data.user.id, ada.userId)
    const [listed] = (await signedIn.get('/api/v1/me/passkeys')).body.data
    assert.match(listed.last_used_at, /^\d{4}-/, 'its last use is kept')
  })

  it('when the authenticator did not verify its user (a key without a PIN, a stolen one), then 422: no passkey stored, no session', async () => {
    assert.equal((await signInOptions()).userVerification, 'required')
    // The options ask for it; a client that ignores them gets answers without it from a key that cannot verify anyone.
    const bare = await browser.newPage()
    try {
      await bare.goto(`${base}/api/v1/openapi.json`)
      await bare.evaluate(PAGE_HELPERS)
      const noPin = await withVirtualAuthenticator(bare, { userVerification: false })
      const count = await storedPasskeys()
      // A person of their own: refusals count toward their sign-in throttle.
      const uma = local(await memberOf(service, 'passkeys', 'viewer', { name: 'Uma' }))
      const creation = (await uma.post('/api/v1/me/passkeys/options')).body.data
      const unverified = await bare.evaluate((options) => (globalThis as any).passkeyCreate(options),
        { ...creation, authenticatorSelection: { ...creation.authenticatorSelection, userVerification: 'discouraged' } }) as Answer
      assert.deepEqual((await uma.post('/api/v1/me/passkeys', { name: 'No PIN', credential: unverified })).body, NOT_VERIFIED)
      assert.equal(await storedPasskeys(), count)
      // Ada's passkey copied onto it, as someone holding her key without its PIN would use it.
      await noPin.adopt(await authenticator.credential(adaPasskey.credentialId))
      const before = await sessionsOf(ada.userId)
      const answer = await bare.evaluate((options) => (globalThis as any).passkeyGet(options), { ...(await signInOptions()), userVerification: 'discouraged' }) as Answer
      assert.equal(answer.id, adaPasskey.credentialId)
      const res = await signInWith(answer)
      assert.deepEqual([res.status, res.body, res.headers['set-cookie']], [422, NOT_VERIFIED, undefined])
      assert.equal(await sessionsOf(ada.userId), before)
    } finally {
      await bare.close()
    }
  })

  it('when the answer carries a challenge the service never gave, then 422 and no session', async () => {
    const options = await signInOptions()
    const before = await sessionsOf(ada.userId)
    const res = await signInWith(await get({ ...options, challenge: b64(randomBytes(32)) }))
    assert.deepEqual([res.status, res.body], [422, NOT_VERIFIED])
    assert.equal(res.headers['set-cookie'], undefined)
    assert.equal(await sessionsOf(ada.userId), before)
    // Adding one: the same.
    const count = await storedPasskeys()
    const answer = await registration(bob)
    assert.deepEqual((await bob.post('/api/v1/me/passkeys', { name: 'Phone', credential: withClientData(answer, { challenge: b64(randomBytes(32)) }) })).body, NOT_VERIFIED)
    assert.equal(await storedPasskeys(), count)
  })

  it('when the answer was made for another origin, then 422 and nothing stored', async () => {
    const count = await storedPasskeys()
    const answer = await registration(bob)
    const res = await bob.post('/api/v1/me/passkeys', { name: 'Phone', credential: withClientData(answer, { origin: 'https://evil.example' }) })
    assert.deepEqual([res.status, res.body], [422, NOT_VERIFIED])
    assert.equal(await storedPasskeys(), count)
    const signedIn = await signInWith(withClientData(await get(await signInOptions()), { origin: 'https://evil.example' }))
    assert.deepEqual([signedIn.status, signedIn.body], [422, NOT_VERIFIED])
  })

  it('when the authenticator data names another relying party, then 422 and nothing stored', async () => {
    const count = await storedPasskeys()
    const res = await bob.post('/api/v1/me/passkeys', { name: 'Phone', credential: withRelyingParty(await registration(bob), 'evil.example') })
    assert.deepEqual([res.status, res.body], [422, NOT_VERIFIED])
    assert.equal(await storedPasskeys(), count)
  })

  it('when an answer is sent again, then 422: a challenge answers once', async () => {
    const answer = await get(await signInOptions())
    assert.equal((await signInWith(answer)).status, 200)
    const before = await sessionsOf(ada.userId)
    const again = await signInWith(answer)
    assert.deepEqual([again.status, again.body], [422, NOT_VERIFIED])
    assert.equal(await sessionsOf(ada.userId), before)
    // A refused answer uses its challenge up too: the same challenge, answered right, is refused afterwards.
    const options = await signInOptions()
    assert.equal((await signInWith(withClientData(await get(options), { origin: 'https://evil.example' }))).status, 422)
    assert.deepEqual((await signInWith(await get(options))).body, NOT_VERIFIED)
    // A challenge older than 5 minutes answers no more.
    const late = await get(await signInOptions())
    await service.sql(`UPDATE sign_in_challenges SET expires_at = '2020-01-01T00:00:00.000000Z'`)
    assert.deepEqual((await signInWith(late)).body, NOT_VERIFIED)
  })

  it('when the signature counter went back, then 422, no session, the stored counter kept', async () => {
    await service.sql(`UPDATE passkeys SET counter = 1000000 WHERE id = ${adaPasskey.id}`)
    const before = await sessionsOf(ada.userId)
    const res = await signInWith(await get(await signInOptions()))
    assert.deepEqual([res.status, res.body], [422, NOT_VERIFIED])
    assert.equal(await sessionsOf(ada.userId), before)
    assert.equal(Number((await service.db.passkeys.byCredential(null, adaPasskey.credentialId))!.counter), 1000000)
    await service.sql(`UPDATE passkeys SET counter = 0 WHERE id = ${adaPasskey.id}`)
  })

  it('when a person sends another person\'s credential, or names their passkey, then 422 or 404 and nothing changes', async () => {
    // Ada's credential id (not secret) in an answer to Bob's own challenge: never moved to Bob.
    const options = (await bob.post('/api/v1/me/passkeys/options')).body.data
    const res = await bob.post('/api/v1/me/passkeys', { name: 'Stolen', credential: withClientData(adaRegistration, { challenge: options.challenge }) })
    assert.deepEqual([res.status, res.body], [422, NOT_VERIFIED])
    assert.deepEqual((await bob.get('/api/v1/me/passkeys')).body.data, [])
    assert.equal((await service.db.passkeys.byCredential(null, adaPasskey.credentialId))!.userId, ada.userId)
    // A challenge given to Ada's session does not serve Bob's.
    const adas = (await ada.post('/api/v1/me/passkeys/options')).body.data
    const forAda = await bob.post('/api/v1/me/passkeys', { name: 'Phone', credential: withClientData(await registration(bob), { challenge: adas.challenge }) })
    assert.deepEqual(forAda.body, NOT_VERIFIED)
    // At sign-in, an answer whose user handle (outside the signature) names Bob for Ada's credential.
    const signing = await get(await signInOptions())
    const asBob = await signInWith({ ...signing, response: { ...signing.response, userHandle: b64(Buffer.from(String(bob.userId))) } })
    assert.deepEqual([asBob.status, asBob.body], [422, NOT_VERIFIED])
    const removed = await bob.delete(`/api/v1/me/passkeys/${adaPasskey.id}`)
    assert.deepEqual([removed.status, removed.body], [404, { message: 'Resource not found.', status: 404 }])
    assert.equal((await ada.get('/api/v1/me/passkeys')).body.data.length, 1)
  })

  it('when the body is 100 KB of JSON, then 413; a malformed answer or a missing name is a 422 naming the field', async () => {
    const big = { name: 'x', credential: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a'.repeat(100_000) } } }
    for (const res of [await bob.post('/api/v1/me/passkeys', big), await request('POST', `${base}/api/v1/session/passkey`, { body: big, headers: { origin: base } })]) {
      assert.deepEqual([res.status, res.body], [413, TOO_LARGE])
    }
    assert.deepEqual((await bob.post('/api/v1/me/passkeys', { credential: 'yes' })).body,
      { message: { name: ['The name field is required.'], credential: ['The passkey could not be verified.'] }, status: 422 })
    assert.deepEqual((await bob.post('/api/v1/me/passkeys', { name: 'Phone' })).body, { message: { credential: ['The credential field is required.'] }, status: 422 })
    for (const credential of [{}, { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', authenticatorData: 'AA', signature: 'AA' } }]) {
      assert.deepEqual((await signInWith(credential)).body, NOT_VERIFIED)
    }
    assert.equal(await storedPasskeys(), 1)
  })

  it('when a key or no session asks, then 404 or 401; a wrong method is 405 with the contract\'s Allow', async () => {
    assert.deepEqual((await service.api.get('/api/v1/me/passkeys')).body, { message: 'Resource not found.', status: 404 })
    assert.deepEqual((await request('GET', `${base}/api/v1/me/passkeys`)).body, UNAUTHENTICATED)
    // Another site can neither add a passkey with the person's cookie nor sign anyone in.
    const crossSite = { message: 'Cross-site request refused.', status: 403 }
    assert.deepEqual((await ada.post('/api/v1/me/passkeys/options', undefined, { headers: { origin: 'https://evil.example' } })).body, crossSite)
    for (const path of ['/session/passkey/options', '/session/passkey']) {
      assert.deepEqual((await request('POST', `${base}/api/v1${path}`, { body: {}, headers: { origin: 'https://evil.example' } })).body, crossSite, path)
    }
    for (const [path, allow] of [['/me/passkeys/options', 'POST'], ['/me/passkeys', 'GET, HEAD, POST'], ['/me/passkeys/1', 'DELETE'],
      ['/session/passkey/options', 'POST'], ['/session/passkey', 'POST']] as const) {
      const res = await ada.send('PUT', `/api/v1${path}`)
      assert.deepEqual([res.status, res.headers.allow], [405, allow], path)
    }
  })

  it('when a person\'s answers keep failing, then the sixth within 15 minutes is 429, as a sign-in\'s', async () => {
    const carol = local(await memberOf(service, 'passkeys', 'viewer', { name: 'Carol' }))
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await carol.post('/api/v1/me/passkeys', { name: 'Phone', credential: withClientData(await registration(carol), { origin: 'https://evil.example' }) })).status)
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429])
  })

  it('when a person removes their passkey, then it is gone, their other sessions end and their accounts are told', async () => {
    const other = (await signIn(service, ada.email, ada.password)).person!
    const res = await ada.delete(`/api/v1/me/passkeys/${adaPasskey.id}`)
    assert.deepEqual(res.body, { id: adaPasskey.id, object: 'passkey', deleted: true, status: 200 })
    assert.deepEqual((await ada.get('/api/v1/me/passkeys')).body.data, [])
    assert.deepEqual((await other.get('/api/v1/session')).body, UNAUTHENTICATED)
    assert.equal((await ada.get('/api/v1/me')).body.data.two_factor, false)
    assert.deepEqual((await securityEvents(ada)).map(({ data }) => data.change).sort(), ['passkey_added', 'passkey_removed'])
    // Its answers no longer sign in.
    assert.deepEqual((await signInWith(await get(await signInOptions()).catch(() => adaRegistration))).body, NOT_VERIFIED)
  })

  it('when PUBLIC_URL is set, then the relying party is its host name, whatever the request\'s Host', async () => {
    const behind = await startTestService({ PUBLIC_URL: 'https://analytics.example.com' })
    try {
      const person = await memberOf(behind, 'passkeys', 'viewer')
      const site = sessionClient(behind.url, person.cookie, person)
      const creation = await site.post('/api/v1/me/passkeys/options', undefined, { headers: { origin: 'https://analytics.example.com' } })
      assert.equal(creation.body.data.rp.id, 'analytics.example.com', creation.text)
      const sign = await request('POST', `${behind.url}/api/v1/session/passkey/options`, { headers: { origin: 'https://analytics.example.com' } })
      assert.equal(sign.body.data.rpId, 'analytics.example.com', sign.text)
    } finally {
      await behind.close()
    }
  })

  it('when one address keeps asking, then 429 past the sign-in limit, with Retry-After', async () => {
    let res = await signInOptions()
    for (let attempt = 0; attempt < 60; attempt += 1) {
      res = await request('POST', `${base}/api/v1/session/passkey/options`, { headers: { origin: base } })
      if (res.status === 429) break
    }
    assert.equal(res.status, 429)
    assert.match(res.body.message, /^Too many sign-in attempts\. Please try again in \d+ seconds\.$/)
    assert.match(String(res.headers['retry-after']), /^\d+$/)
  })
})
