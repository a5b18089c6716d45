// Keys over the API: admin keys list, read, create and revoke their account's keys; every other key is
// 403; another account's key is a 404; the body names every failing field at once; the last active admin
// key of an account stays; the new key is shown once and works at once; a revoked one stops at once.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { form } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const KEYS = '/api/v1/keys'
const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }
const NOT_FOUND = { message: 'Resource not found.', status: 404 }
const LAST_ADMIN = { message: { id: ['The last admin key of an account cannot be revoked.'] }, status: 422 }
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/

describe('keys over the API', () => {
  let service: TestService
  let admin: Awaited<ReturnType<TestService['keyFor']>>
  const sites: number[] = []
  let foreignSite: number
  before(async () => {
    service = await startTestService()
    admin = await service.keyFor('keys-api', { name: 'ops', admin: true })
    for (const domain of ['keys-a.example', 'keys-b.example']) sites.push((await admin.post('/api/v1/websites', { domain })).body.data.id)
    foreignSite = (await service.api.post('/api/v1/websites', { domain: 'keys-foreign.example' })).body.data.id
  })
  after(() => service.close())

  it('when an admin key creates a key, then it is shown once, described, listed first and works at once', async () => {
    const res = await admin.post(KEYS, { name: 'partner', read_only: 'true', websites: [String(sites[1]), sites[0], sites[0]], expires_at: '2099-01-01T00:00:00+02:00' })
    assert.equal(res.status, 201, res.text)
    const { key, id, created_at: created, prefix, ...rest } = res.body.data
    assert.deepEqual(rest, {
      name: 'partner', account: 'keys-api', read_only: true, websites: [...sites].sort((a, b) => a - b), admin: false, rights: ['read'], user_id: null,
      expires_at: '2098-12-31T22:00:00.000000Z', last_used_at: null, revoked_at: null,
    })
    assert.match(key, /^wak_[\w-]{43}$/)
    assert.ok(key.startsWith(prefix))
    assert.match(created, TIMESTAMP)
    assert.equal(res.headers.location, `${service.url}${KEYS}/${id}`)
    const made = await admin.get(`${KEYS}/${id}`)
    const { key: _shown, ...described } = res.body.data
    assert.deepEqual(made.body, { data: described, status: 200 })
    assert.ok(!made.text.includes(key), 'never shown again')
    const list = await admin.get(KEYS)
    assert.equal(list.body.data[0].id, id, 'newest first')
    assert.ok(!list.text.includes(key))
    const self = await service.clientWith(key).get('/api/v1/key')
    assert.deepEqual([self.status, self.body.data.id, self.body.data.read_only], [200, id, true])
  })

  it('when a form creates a key, then lists are websites[]= and booleans their strings', async () => {
    const res = await admin.send('POST', KEYS, form([['name', 'from a form'], ['websites[]', String(sites[0])], ['admin', '1'], ['read_only', 'false']]))
    assert.equal(res.status, 201, res.text)
    assert.deepEqual([res.body.data.websites, res.body.data.admin, res.body.data.read_only], [[sites[0]], true, false])
  })

  it('when the body is bad, then every failing field at once, in order, and nothing is stored', async () => {
    const before = (await admin.get(KEYS)).body.data.length
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: ['The name field is required.'] }],
      [{ name: '' }, { name: ['The name field is required.'] }],
      [{ name: 'x'.repeat(101), read_only: 'maybe', websites: 'all', expires_at: 'tomorrow', admin: 2 }, {
        name: ['The name field must not be greater than 100 characters.'], read_only: ['The read only field must be true or false.'],
        websites: ['The websites field must be an array.'], expires_at: ['The expires at field must be a valid date.'],
        admin: ['The admin field must be true or false.'],
      }],
      [{ name: 'k', websites: [] }, { websites: ['The websites field must have at least 1 items.'] }],
      [{ name: 'k', websites: ['twelve'] }, { websites: ['The selected websites are invalid.'] }],
      [{ name: 'k', websites: [foreignSite] }, { websites: ['The selected websites are invalid.'] }],
      [{ name: 'k', websites: [987654321] }, { websites: ['The selected websites are invalid.'] }],
      [{ name: 'k', websites: Array.from({ length: 1001 }, (_, i) => i + 1) }, { websites: ['The websites field must not have more than 1000 items.'] }],
      [{ name: 'k', expires_at: '2020-01-01T00:00:00Z' }, { expires_at: ['The expires at field must be a date after now.'] }],
      [{ name: 'k', expires_at: '+010000-01-01T00:00:00Z' }, { expires_at: ['The expires at field must be a valid date.'] }],
      [{ name: 'k', expires_at: '2026-02-30T00:00:00Z' }, { expires_at: ['The expires at field must be a valid date.'] }],
      [{ name: 'k', admin: 'yes' }, { admin: ['The admin field must be true or false.'] }],
      // A label people read in lists: no control (PostgreSQL text cannot hold U+0000), bidi or zero-width character.
      ...['a\u0000b', 'a\u0007b', 'line\nbreak', 'evil\u202Egnp.exe', 'a\u200Bb', '\u00AD'].map((name): [unknown, Record<string, string[]>] =>
        [{ name }, { name: ['The name field format is invalid.'] }]),
    ]
    for (const [body, message] of cases) {
      const res = await admin.post(KEYS, body)
      assert.deepEqual([res.status, res.body], [422, { message, status: 422 }], JSON.stringify(body).slice(0, 80))
    }
    assert.equal((await admin.get(KEYS)).body.data.length, before, 'nothing stored')
  })

  it('when a key is not admin, or an admin key may not write, then 403 before the id or the body is looked at', async () => {
    const plain = await service.keyFor('keys-api', { name: 'plain' })
    const readOnlyAdmin = await service.keyFor('keys-api', { name: 'ro-admin', admin: true, readOnly: true })
    const limitedAdmin = await service.keyFor('keys-api', { name: 'limited-admin', admin: true, websites: [sites[0]!] })
    for (const [who, method, path] of [[plain, 'GET', KEYS], [plain, 'GET', `${KEYS}/${admin.keyId}`], [plain, 'GET', `${KEYS}/abc`], [plain, 'POST', KEYS],
      [plain, 'DELETE', `${KEYS}/999999`], [readOnlyAdmin, 'POST', KEYS], [readOnlyAdmin, 'DELETE', `${KEYS}/${plain.keyId}`], [limitedAdmin, 'POST', KEYS],
      [limitedAdmin, 'DELETE', `${KEYS}/${plain.keyId}`]] as const) {
      const res = await who.send(method, path, { body: { name: '' } })
      assert.deepEqual([res.status, res.body], [403, FORBIDDEN], `${method} ${path}`)
    }
    assert.equal((await readOnlyAdmin.get(KEYS)).status, 200, 'a read-only admin key may list')
    assert.equal((await limitedAdmin.get(`${KEYS}/${plain.keyId}`)).status, 200)
    assert.equal((await plain.get(`${KEYS}/${plain.keyId}`)).status, 403)
    assert.equal((await plain.get('/api/v1/key')).body.data.admin, false)
    assert.equal((await admin.get('/api/v1/key')).body.data.admin, true)
  })

  it("when another account's key, an unknown, a bad or a revoked id is named, then 404", async () => {
    const other = await service.keyFor('keys-api-other', { name: 'elsewhere' })
    const doomed = await service.keyFor('keys-api', { name: 'doomed' })
    assert.equal((await admin.delete(`${KEYS}/${doomed.keyId}`)).status, 200)
    for (const path of [`${KEYS}/${other.keyId}`, `${KEYS}/99999999`, `${KEYS}/0`, `${KEYS}/01`, `${KEYS}/abc`]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await admin.send(method, path)
        assert.deepEqual([res.status, res.body], [404, NOT_FOUND], `${method} ${path}`)
      }
    }
    const again = await admin.delete(`${KEYS}/${doomed.keyId}`)
    assert.deepEqual([again.status, again.body], [404, NOT_FOUND], 'already revoked')
    assert.equal((await admin.get(`${KEYS}/${doomed.keyId}`)).body.data.revoked_at !== null, true, 'a revoked key is still described')
    assert.equal((await other.get('/api/v1/key')).status, 200, 'the other account\'s key still works')
  })

  it('when a key is revoked, then it is refused at once; the calling key may revoke itself; the last admin key stays', async () => {
    const lone = await service.keyFor('keys-lone', { name: 'lone admin', admin: true })
    const victim = await service.keyFor('keys-lone', { name: 'victim' })
    const res = await lone.delete(`${KEYS}/${victim.keyId}`)
    assert.deepEqual([res.status, res.body], [200, { id: victim.keyId, object: 'key', revoked: true, status: 200 }])
    assert.equal((await victim.get('/api/v1/key')).status, 401)
    const last = await lone.delete(`${KEYS}/${lone.keyId}`)
    assert.deepEqual([last.status, last.body], [422, LAST_ADMIN])
    const second = await lone.post(KEYS, { name: 'second admin', admin: true })
    const secondKey = service.clientWith(second.body.data.key)
    assert.equal((await lone.delete(`${KEYS}/${lone.keyId}`)).status, 200, 'itself, now that another admin key exists')
    assert.equal((await lone.get('/api/v1/key')).status, 401)
    const final = await secondKey.delete(`${KEYS}/${second.body.data.id}`)
    assert.deepEqual([final.status, final.body], [422, LAST_ADMIN])
  })

  it('when the only other admin keys are read-only or expiring, then the last admin key able to manage keys stays; those others may go', async () => {
    const manager = await service.keyFor('keys-last-manager', { name: 'manager', admin: true })
    const reader = await service.keyFor('keys-last-manager', { name: 'read-only admin', admin: true, readOnly: true })
    const expiring = await service.keyFor('keys-last-manager', { name: 'expiring admin', admin: true, expiresAt: '2090-01-01T00:00:00.000000Z' })
    const last = await manager.delete(`${KEYS}/${manager.keyId}`)
    assert.deepEqual([last.status, last.body], [422, LAST_ADMIN], 'read-only and expiring admin keys cannot manage keys: they do not count')
    assert.equal((await manager.delete(`${KEYS}/${reader.keyId}`)).status, 200, 'a read-only admin key is not the last one')
    assert.equal((await manager.delete(`${KEYS}/${expiring.keyId}`)).status, 200, 'nor an expiring one')
    assert.equal((await manager.get('/api/v1/key')).status, 200)
  })

  it('when the last two admin keys revoke each other at the same moment, then exactly one of them stays (20 rounds)', async () => {
    for (let round = 0; round < 20; round++) {
      const account = `keys-duel-${round}`
      const [first, second] = [await service.keyFor(account, { admin: true }), await service.keyFor(account, { admin: true })]
      const answers = await Promise.all([first.delete(`${KEYS}/${second.keyId}`), second.delete(`${KEYS}/${first.keyId}`)])
      const statuses = answers.map((res) => res.status).sort()
      // The loser is refused as the last admin key (422), or was revoked before it was authenticated (401).
      assert.ok(statuses[0] === 200 && (statuses[1] === 401 || statuses[1] === 422), `round ${round}: ${statuses.join(' ')}`)
      const standing = await Promise.all([first, second].map(async (key) => (await key.get('/api/v1/key')).status))
      assert.equal(standing.filter((status) => status === 200).length, 1, `round ${round}: one admin key left`)
    }
  })

  it('when a key expires, then the keys it makes expire no later than it', async () => {
    const expiresAt = '2090-01-01T00:00:00.000000Z'
    const expiring = await service.keyFor('keys-api', { name: 'expiring admin', admin: true, expiresAt })
    const inherited = await expiring.post(KEYS, { name: 'child' })
    assert.equal(inherited.body.data.expires_at, expiresAt)
    const later = await expiring.post(KEYS, { name: 'child', expires_at: '2095-01-01T00:00:00Z' })
    assert.deepEqual([later.status, later.body.message], [422, { expires_at: [`The expires at field must be a date before or equal to ${expiresAt}.`] }])
    assert.equal((await expiring.post(KEYS, { name: 'child', expires_at: '2080-01-01T00:00:00Z' })).body.data.expires_at, '2080-01-01T00:00:00.000000Z')
  })

  it('when a path is asked with a method it lacks, then 405 with Allow', async () => {
    for (const [method, path, allow] of [['PUT', KEYS, 'GET, HEAD, POST'], ['PATCH', `${KEYS}/1`, 'GET, HEAD, DELETE'], ['POST', '/api/v1/key', 'GET, HEAD']]) {
      const res = await admin.send(method!, path!)
      assert.deepEqual([res.status, res.headers.allow], [405, allow], `${method} ${path}`)
    }
  })

  it('when a key is used, then no request writes last_used_at; the service writes it to the minute (here at its close)', async () => {
    const user = await service.keyFor('keys-usage', { name: 'busy' })
    for (let i = 0; i < 20; i++) assert.equal((await user.get('/api/v1/websites')).status, 200)
    assert.equal((await service.storedKey(user.keyId))?.last_used_at, null, 'nothing written by the requests themselves')
    const listed = (await admin.get(`${KEYS}/${admin.keyId}`)).body.data.last_used_at
    assert.equal(listed, null, 'the admin key\'s own use is not written yet either')
    await service.stopService()
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString().replace('Z', '000Z')
    const written = (await service.storedKey(user.keyId))?.last_used_at
    assert.ok(written !== null && written !== undefined && written <= minute && written.endsWith(':00.000000Z'), `written at close, to the minute: ${written}`)
  })
})
