// Idempotent creates: an Idempotency-Key remembers a 201 with its website; the same request again is
// answered by those bytes, a different one is refused, and concurrent ones make one website.
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { loadConfig } from '../../src/config.js'
import { type Db, createDb } from '../../src/compose.js'
import { newWebsite } from '../../src/websites/websites.store.js'
import { rememberAnswer } from '../../src/websites/idempotency.js'
import { type TestDatabase, testDatabase } from '../support/database.js'
import { type Client, form } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const REUSED = { message: { idempotency_key: ['The idempotency key has already been used for a different request.'] }, status: 422 }
const MALFORMED = { message: { idempotency_key: ['The idempotency key field format is invalid.'] }, status: 422 }

describe('Idempotency-Key on create', () => {
  let service: TestService
  let api: Client
  before(async () => {
    service = await startTestService()
    api = service.api
  })
  after(() => service.close())

  const withKey = (key: string) => ({ headers: { 'idempotency-key': key } })
  const total = async (search: string) => (await api.get(`${PATH}?search=${search}`)).body.meta.total

  it('when the same request is sent again with its key, then the first answer, byte for byte, and one website', async () => {
    const first = await api.post(PATH, { domain: 'idem-same.example', email: 1 }, withKey('key-same'))
    assert.equal(first.status, 201)
    assert.equal(first.headers['idempotent-replayed'], undefined)
    // The same fields in the other encoding, and the domain in another spelling of the same value.
    const again = await api.send('POST', PATH, { ...form({ domain: 'IDEM-SAME.example', email: '1' }), headers: { ...form({}).headers, ...withKey('key-same').headers } })
    assert.deepEqual([again.status, again.text, again.headers.location, again.headers['idempotent-replayed']],
      [201, first.text, first.headers.location, 'true'])
    assert.equal(await total('idem-same'), 1)
  })

  it('when the website changed or was deleted since, then the replay is still the first answer', async () => {
    const first = await api.post(PATH, { domain: 'idem-gone.example' }, withKey('key-gone'))
    await api.patch(`${PATH}/${first.body.data.id}`, { email: 1 })
    await api.delete(`${PATH}/${first.body.data.id}`)
    const again = await api.post(PATH, { domain: 'idem-gone.example' }, withKey('key-gone'))
    assert.deepEqual([again.status, again.text, again.headers['idempotent-replayed']], [201, first.text, 'true'])
    assert.equal(await total('idem-gone'), 0, 'nothing created by the replay')
  })

  it('when the same key comes with a different request, then 422 and nothing is created', async () => {
    await api.post(PATH, { domain: 'idem-first.example' }, withKey('key-different'))
    for (const body of [{ domain: 'idem-second.example' }, { domain: 'idem-first.example', privacy: 0 }]) {
      const res = await api.post(PATH, body, withKey('key-different'))
      assert.deepEqual([res.status, res.body], [422, REUSED], JSON.stringify(body))
    }
    assert.equal(await total('idem-second'), 0)
  })

  it('when the key is malformed, then 422 on idempotency_key with the body\'s own failures, and nothing is created', async () => {
    for (const key of ['', 'a'.repeat(256), 'has space', 'caf\u00e9']) {
      const res = await api.post(PATH, { domain: 'idem-malformed.example' }, { headers: { 'idempotency-key': key } })
      assert.deepEqual([res.status, res.body], [422, MALFORMED], JSON.stringify(key))
    }
    const both = await api.post(PATH, { domain: 'idem-malformed.example', privacy: 7 }, withKey(' '))
    assert.deepEqual(both.body.message, { privacy: ['The privacy field must be between 0 and 2.'], ...MALFORMED.message })
    assert.equal(await total('idem-malformed'), 0)
    assert.equal((await api.post(PATH, { domain: 'idem-ok.example' }, withKey('!~'.repeat(127)))).status, 201, 'visible ASCII up to 255')
  })

  it('when a request with a key fails, then nothing is remembered and a retry runs again', async () => {
    const refused = await api.post(PATH, { domain: 'idem-retry.example', privacy: 2 }, withKey('key-retry'))
    assert.equal(refused.status, 422)
    const retried = await api.post(PATH, { domain: 'idem-retry.example', privacy: 2, password: 'a secret' }, withKey('key-retry'))
    assert.deepEqual([retried.status, retried.headers['idempotent-replayed']], [201, undefined])
  })

  it('when two accounts use the same key, then each has its own', async () => {
    const other = await service.keyFor('idem-other')
    assert.equal((await api.post(PATH, { domain: 'idem-mine.example' }, withKey('shared-key'))).status, 201)
    const theirs = await other.post(PATH, { domain: 'idem-theirs.example' }, withKey('shared-key'))
    assert.deepEqual([theirs.status, theirs.headers['idempotent-replayed']], [201, undefined])
  })

  it('when 12 requests with one key arrive at once, then one website, and every answer is that 201', async () => {
    // With a password each waits for its slow hash after looking for the key: they overlap for certain.
    const answers = await Promise.all(Array.from({ length: 12 }, () =>
      api.post(PATH, { domain: 'idem-race.example', password: 'a secret', privacy: 2 }, withKey('key-race'))))
    assert.deepEqual(answers.map((res) => res.status), Array(12).fill(201))
    assert.equal(new Set(answers.map((res) => res.text)).size, 1)
    assert.equal(answers.filter((res) => res.headers['idempotent-replayed'] === 'true').length, 11)
    assert.equal(await total('idem-race'), 1)
  })

  it('when a key is sent on another method, then it is ignored', async () => {
    const site = (await api.post(PATH, { domain: 'idem-other-method.example' })).body.data
    for (const key of ['x', '']) {
      const res = await api.patch(`${PATH}/${site.id}`, { email: 1 }, withKey(key))
      assert.deepEqual([res.status, res.headers['idempotent-replayed']], [200, undefined])
    }
  })
})

describe('remembered answers expire', () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-idem-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, ...database.env }))
    await createKeysService(db.keys).createKey('expiry')
  })
  after(async () => {
    await db.close()
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000000Z`
  // An answer remembered on `day` expires 24 hours later, on the next day.
  const remember = (accountId: number, key: string, day: number) =>
    [rememberAnswer({ accountId, key, fingerprint: Buffer.alloc(32), now: at(day) }, (id) => `/x/${id}`)]

  it('when a key has expired, then it is not recalled, a new request may take it, and later creates purge it in bounded steps', async () => {
    const accountId = (await db.keys.accountId(null, 'expiry'))!
    // 150 answers that expire on day 2, written on day 1.
    for (let i = 0; i < 150; i++) await db.websites.create(null, accountId, newWebsite(`expiry-${i}.example`), at(1), remember(accountId, `k${i}`, 1))
    assert.ok(await db.websites.rememberedAnswer(null, accountId, 'k0', at(1)), 'remembered before it expires')
    assert.equal(await db.websites.rememberedAnswer(null, accountId, 'k0', at(3)), undefined, 'not recalled once expired')
    // On day 3 the same key makes a new answer, and each create purges at most 100 expired ones.
    const renewed = await db.websites.create(null, accountId, newWebsite('expiry-new.example'), at(3), remember(accountId, 'k0', 3))
    assert.equal((await db.websites.rememberedAnswer(null, accountId, 'k0', at(3)))?.location, `/x/${renewed!.id}`)
    const left = async () => (await Promise.all(Array.from({ length: 150 }, (_, i) => db.websites.rememberedAnswer(null, accountId, `k${i}`, at(1)))))
      .filter((answer) => answer !== undefined).length
    assert.equal(await left(), 150 - 100, 'one purge step: k0 renewed, 100 expired ones gone, 49 + k0 left')
    await db.websites.create(null, accountId, newWebsite('expiry-next.example'), at(3), remember(accountId, 'other', 3))
    assert.equal(await left(), 1, 'the next step took the rest; the renewed k0 stays')
  })
})
