// Trust, decided once: the events a caller reads are those whose subject it may see; a key made with a
// person's key is that person's, capped by and gone with their membership; the changes that keep or widen
// access ask a session for a recent confirmation; accepting an invitation tells nobody whether the email
// has a user elsewhere; a session's last use is kept to the minute from its start.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { codeAt } from '../../src/people/totp.js'
import { request } from '../support/http.js'
import { type Person, memberOf, newPassword, ownerOf, signIn } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const EVENTS = '/api/v1/events'
const CONFIRM_FIRST = { message: 'Please confirm your password first.', status: 403 }
const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }
type Listed = { type: string; data: { user?: { id: number }; user_id?: number | null } }
const typesOf = (res: { body: { data: Listed[] } }) => res.body.data.map((event) => event.type)
/** The person an event is about, as its data tells it. */
const subjectOf = (event: Listed) => event.data?.user?.id ?? event.data?.user_id ?? null

describe('events by subject', () => {
  let service: TestService
  let owner: Person
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'subjects')
  })
  after(async () => {
    await service?.close()
  })

  it('when members of each role and keys read the log, then each sees the member and key events it may: those about it, or all with the right', async () => {
    const viewer = await memberOf(service, 'subjects', 'viewer')
    const editor = await memberOf(service, 'subjects', 'editor')
    const admin = await memberOf(service, 'subjects', 'admin')
    assert.equal((await viewer.post('/api/v1/keys', { name: 'the viewer\'s' })).status, 201)
    assert.equal((await editor.post('/api/v1/keys', { name: 'the editor\'s' })).status, 201)
    const readOnly = await service.keyFor('subjects', { name: 'reader', readOnly: true })
    const adminKey = await service.keyFor('subjects', { name: 'admin reader', admin: true, readOnly: true })
    await owner.post('/api/v1/websites', { domain: 'subjects-site.example' })

    const everything = (await owner.get(EVENTS)).body.data as Listed[]
    const people = everything.filter((event) => !event.type.startsWith('website.'))
    assert.ok(people.some((event) => event.type === 'member.added') && people.some((event) => event.type === 'key.created'))
    for (const [name, reader, userId] of [['viewer', viewer, viewer.userId], ['editor', editor, editor.userId], ['read-only key', readOnly, null]] as const) {
      const seen = (await reader.get(EVENTS)).body.data as Listed[]
      const notWebsites = seen.filter((event) => !event.type.startsWith('website.'))
      assert.deepEqual(notWebsites, people.filter((event) => userId !== null && subjectOf(event) === userId), `${name}: only the events about themselves`)
      assert.ok(seen.some((event) => event.type === 'website.created'), `${name} reads the websites' events`)
    }
    // The member list is no longer readable through events: an editor sees no other member's email.
    assert.ok(!JSON.stringify((await editor.get(EVENTS)).body).includes(viewer.email))
    assert.deepEqual(typesOf(await admin.get(EVENTS)), everything.map((event) => event.type), 'an admin sees the whole log')
    const seenByAdminKey = (await adminKey.get(EVENTS)).body.data as Listed[]
    assert.deepEqual(seenByAdminKey.filter((event) => event.type.startsWith('key.')), everything.filter((event) => event.type.startsWith('key.')),
      'a key that may read every key sees every key event')
    assert.deepEqual(seenByAdminKey.filter((event) => event.type.startsWith('member.')), [], 'but no member events (it does not manage members)')
    assert.deepEqual((await editor.get(`${EVENTS}?type=member.added`)).body.data.map(subjectOf), [editor.userId], 'a type filter keeps to what it may see')
  })
})

describe('keys made by keys', () => {
  let service: TestService
  let owner: Person
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'makers')
  })
  after(async () => {
    await service?.close()
  })

  it('when an admin\'s key makes an admin key, then it is the admin\'s, and removing the admin revokes both', async () => {
    const admin = await memberOf(service, 'makers', 'admin')
    const made = await admin.post('/api/v1/keys', { name: 'admin\'s own', admin: true })
    assert.equal(made.status, 201, made.text)
    const theirs = service.clientWith(made.body.data.key)
    const minted = await theirs.post('/api/v1/keys', { name: 'minted with a key', admin: true })
    assert.equal(minted.status, 201, minted.text)
    assert.equal(minted.body.data.user_id, admin.userId, 'the maker\'s person')
    const lasting = service.clientWith(minted.body.data.key)
    assert.equal((await lasting.get('/api/v1/key')).status, 200)
    assert.equal((await owner.delete(`/api/v1/members/${admin.userId}`)).status, 200)
    await sleep(1100) // A revocation is seen everywhere within 1 s.
    assert.equal((await lasting.get('/api/v1/key')).status, 401, 'the key made with a key went with the membership')
    assert.equal((await theirs.get('/api/v1/key')).status, 401)
    const described = await owner.get(`/api/v1/keys/${minted.body.data.id}`)
    assert.ok(described.body.data.revoked_at !== null && described.body.data.rights.length === 0, described.text)
  })

  it('when an admin\'s key is demoted with them, then the keys it made that are wider than an editor are revoked; an account\'s key makes account keys', async () => {
    const admin = await memberOf(service, 'makers', 'admin')
    const key = service.clientWith((await admin.post('/api/v1/keys', { name: 'to demote', admin: true })).body.data.key)
    const writer = await key.post('/api/v1/keys', { name: 'writer' })
    const reader = await key.post('/api/v1/keys', { name: 'reader', read_only: true })
    assert.deepEqual([writer.body.data.user_id, reader.body.data.user_id], [admin.userId, admin.userId])
    assert.equal((await owner.patch(`/api/v1/members/${admin.userId}`, { role: 'viewer' })).status, 200)
    await sleep(1100)
    assert.equal((await service.clientWith(writer.body.data.key).get('/api/v1/key')).status, 401, 'a writable key is wider than a viewer')
    const stays = await service.clientWith(reader.body.data.key).get('/api/v1/key')
    assert.equal(stays.status, 200)
    assert.deepEqual(stays.body.data.rights, ['read'])
    const accountKey = await service.keyFor('makers', { name: 'account admin', admin: true })
    assert.equal((await accountKey.post('/api/v1/keys', { name: 'account\'s' })).body.data.user_id, null)
  })

  it('when an editor\'s key is used, then it never does what the editor may not (webhooks), whatever its flags', async () => {
    const editor = await memberOf(service, 'makers', 'editor')
    const made = await editor.post('/api/v1/keys', { name: 'editor writes' })
    assert.deepEqual(made.body.data.rights, ['read', 'write', 'create'])
    assert.deepEqual((await service.clientWith(made.body.data.key).get('/api/v1/webhooks')).body, FORBIDDEN)
    assert.deepEqual((await editor.post('/api/v1/keys', { name: 'wider', admin: true })).body, FORBIDDEN)
  })
})

describe('confirming it is you', () => {
  let service: TestService
  let quick: TestService
  before(async () => {
    service = await startTestService()
    quick = await startTestService({ CONFIRM_SECONDS: '1' })
  })
  after(async () => {
    await service?.close()
    await quick?.close()
  })

  /** Each change that keeps or widens access, as a session asks it; its status. */
  const changes = async (person: Person, target: number) => ({
    'passkey options': (await person.post('/api/v1/me/passkeys/options')).status,
    'passkey added': (await person.post('/api/v1/me/passkeys', { name: 'x', credential: { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2M' } } })).status,
    'totp started': (await person.post('/api/v1/me/totp')).status,
    'admin key': (await person.post('/api/v1/keys', { name: 'admin by session', admin: true })).status,
    'made an admin': (await person.patch(`/api/v1/members/${target}`, { role: 'admin' })).status,
    'invited an owner': (await person.post('/api/v1/invitations', { email: `o-${target}@example.com`, role: 'owner' })).status,
    'account settings': (await person.patch('/api/v1/account', { require_two_factor: false })).status,
  })

  it('when a session signed in a while ago asks for a change that keeps or widens access, then 403 until the password confirms it, nothing changed', async () => {
    const owner = await ownerOf(quick, 'confirm')
    const target = await memberOf(quick, 'confirm', 'viewer')
    await sleep(1200)
    const refused = await changes(owner, target.userId)
    assert.deepEqual(Object.entries(refused).filter(([, status]) => status !== 403), [], JSON.stringify(refused))
    assert.deepEqual((await owner.post('/api/v1/me/totp')).body, CONFIRM_FIRST)
    assert.equal((await owner.get('/api/v1/members')).body.data.find((member: { user: { id: number } }) => member.user.id === target.userId).role, 'viewer')
    assert.equal((await owner.get('/api/v1/keys')).body.data.filter((key: { name: string }) => key.name === 'admin by session').length, 0)
    // Other changes are not asked for it: a website, a viewer invited.
    assert.equal((await owner.post('/api/v1/websites', { domain: 'confirm-later.example' })).status, 201)
    const confirmed = await owner.post('/api/v1/session/confirm', { password: owner.password })
    assert.equal(confirmed.status, 200, confirmed.text)
    assert.ok(Date.parse(confirmed.body.data.confirmed_until) > Date.now())
    assert.equal((await owner.patch(`/api/v1/members/${target.userId}`, { role: 'admin' })).status, 200)
    await sleep(1200)
    assert.deepEqual((await owner.patch('/api/v1/account', { require_two_factor: false })).body, CONFIRM_FIRST, 'a confirmation lasts CONFIRM_SECONDS')
  })

  it('when the confirmation is missing its password, has a wrong one, or belongs to another person\'s session, then it does not count', async () => {
    const owner = await ownerOf(quick, 'confirm-bad')
    const other = await memberOf(quick, 'confirm-bad', 'admin')
    await sleep(1200)
    assert.deepEqual((await owner.post('/api/v1/session/confirm', {})).body, { message: { password: ['The password field is required.'] }, status: 422 })
    assert.deepEqual((await owner.post('/api/v1/session/confirm', { password: 'not it at all' })).body,
      { message: { password: ['The password is incorrect.'] }, status: 422 })
    assert.equal((await other.post('/api/v1/session/confirm', { password: other.password })).status, 200, 'the other person confirms their own session')
    assert.deepEqual((await owner.patch('/api/v1/account', { require_two_factor: true })).body, CONFIRM_FIRST, 'not the owner\'s')
    assert.equal((await owner.get('/api/v1/account')).body.data.require_two_factor, false)
    assert.equal((await owner.send('GET', '/api/v1/session/confirm')).status, 405)
    const key = await quick.keyFor('confirm-bad', { name: 'no person', admin: true })
    assert.equal((await key.post('/api/v1/session/confirm', { password: 'x' })).status, 404, 'a key is no session')
    assert.equal((await key.post('/api/v1/keys', { name: 'keys are never asked', admin: true })).status, 201)
  })

  it('when a person with TOTP confirms, then the code is asked too', async () => {
    const person = await memberOf(service, 'confirm-totp', 'owner')
    const setup = await person.post('/api/v1/me/totp')
    const secret = setup.body.data.secret
    assert.equal((await person.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })).status, 200)
    assert.deepEqual((await person.post('/api/v1/session/confirm', { password: person.password })).body, { message: { code: ['The code field is required.'] }, status: 422 })
    assert.equal((await person.post('/api/v1/session/confirm', { password: person.password, code: codeAt(secret, Date.now() + 30_000) })).status, 200)
  })

  it('when a person just signed in, then every such change is allowed (a sign-in confirms), keys made by a session included', async () => {
    const owner = await ownerOf(service, 'confirm-fresh')
    const target = await memberOf(service, 'confirm-fresh', 'viewer')
    const done = await changes(owner, target.userId)
    assert.deepEqual(Object.entries(done).filter(([, status]) => status === 403), [], JSON.stringify(done))
  })
})

describe('accepting an invitation, and a session\'s first use', () => {
  let service: TestService
  let owner: Person
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'inviting')
  })
  after(async () => {
    await service?.close()
  })
  const accept = (body: Record<string, unknown>) => request('POST', `${service.url}/api/v1/invitations/accept`, { body })
  const invite = async (email: string) => (await owner.post('/api/v1/invitations', { email })).body.data.url.split('/invitations/')[1] as string

  it('when the inviter tries the link, then a refusal reads the same whether or not the email has a user elsewhere on the install', async () => {
    const elsewhere = await memberOf(service, 'another-account', 'viewer')
    const nobody = `nobody-${Date.now()}@example.com`
    for (const body of [{}, { password: 'short' }, { password: 'password123' }, { name: 'Probe', password: 'password123' }, { name: 'Probe' }]) {
      const [known, unknown] = [await accept({ token: await invite(elsewhere.email), ...body }), await accept({ token: await invite(nobody), ...body })]
      assert.deepEqual([known.status, known.body], [unknown.status, unknown.body], JSON.stringify(body))
      assert.equal(known.status, 422)
    }
    // The person who has the user signs in with their own password: their name is theirs already.
    const joined = await accept({ token: await invite(elsewhere.email), name: 'Ignored', password: elsewhere.password })
    assert.equal(joined.status, 200, joined.text)
    assert.equal(joined.body.data.user.name, 'A viewer')
    assert.equal((await signIn(service, nobody, newPassword())).res.status, 422, 'no user was made by a refusal')
  })

  it('when a session is made, then its last use is the minute it was made, as every later one is', async () => {
    const person = await memberOf(service, 'inviting', 'viewer')
    const listed = (await person.get('/api/v1/me/sessions')).body.data
    assert.match(listed[0].last_used_at, /:00\.000000Z$/, listed[0].last_used_at)
    assert.ok(Date.parse(listed[0].created_at) - Date.parse(listed[0].last_used_at) < 60_000)
  })
})

describe('the client address behind a proxy (TRUST_PROXY=1)', () => {
  let service: TestService
  before(async () => {
    service = await startTestService({ TRUST_PROXY: '1' })
  })
  after(async () => {
    await service?.close()
  })
  const attempt = (email: string, forwardedFor: string) =>
    request('POST', `${service.url}/api/v1/session`, { body: { email, password: 'not the password' }, headers: { 'x-forwarded-for': forwardedFor } })

  it('when each attempt forges its own X-Forwarded-For before the address the proxy appended, then the throttle counts the proxy\'s: the 6th is 429', async () => {
    const person = await memberOf(service, 'proxied', 'viewer')
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt(person.email, `10.9.${i}.${i}, 198.51.100.${i}, 203.0.113.7`)).status)
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429])
    // Another address the proxy appended is another client.
    assert.equal((await attempt(person.email, '203.0.113.8')).status, 422)
  })

  it('when the address found is no IP address (garbage, 100 entries of it), then the TCP peer is counted, so garbage cannot pick a fresh counter each time', async () => {
    const person = await memberOf(service, 'proxied-garbage', 'viewer')
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await attempt(person.email, i % 2 ? `garbage-${i}` : Array.from({ length: 100 }, (_, j) => `x${i}-${j}`).join(', '))).status)
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429])
    const zone = await attempt(person.email, 'fe80::1%eth0')
    assert.ok([422, 429].includes(zone.status), `an IPv6 address with a zone is an address: ${zone.status}`)
  })

  it('when a person signs in through the proxy, then their session lists the address the proxy saw, not one the client wrote', async () => {
    const person = await memberOf(service, 'proxied-session', 'viewer')
    const signed = await request('POST', `${service.url}/api/v1/session`, { body: { email: person.email, password: person.password }, headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.77' } })
    assert.equal(signed.status, 200, signed.text)
    const cookie = signed.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!
    const listed = await request('GET', `${service.url}/api/v1/me/sessions`, { headers: { cookie: cookie.slice(0, cookie.indexOf(';')) } })
    assert.deepEqual(listed.body.data.filter((session: { current: boolean }) => session.current).map((session: { address: string }) => session.address), ['198.51.100.77'])
  })
})
