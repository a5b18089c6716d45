// Scoped and expiring keys: read-only keys (403 on writes, whatever the id), keys limited to some
// websites (the rest is 404, creating is 403, the list and total hold only theirs), keys that expire
// (401 after), and GET /api/v1/key.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { timestampAt } from '../../src/db/time.js'
import { request } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }
const NOT_FOUND = { message: 'Resource not found.', status: 404 }

describe('scoped and expiring keys', () => {
  let service: TestService
  const ids: number[] = []
  before(async () => {
    service = await startTestService()
    const owner = await service.keyFor('scoped')
    for (const domain of ['scope-a.example', 'scope-b.example', 'scope-c.example', 'other-d.example']) {
      ids.push((await owner.post(PATH, { domain })).body.data.id)
    }
  })
  after(() => service.close())

  it('when a read-only key writes, then 403 whatever the id, and nothing changes; reads work', async () => {
    const reader = await service.keyFor('scoped', { readOnly: true })
    const foreign = (await service.api.post(PATH, { domain: 'not-scoped.example' })).body.data.id
    const cases: [string, string][] = [['POST', PATH], ...['PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      [ids[0], foreign, 999999, 'abc'].map((id): [string, string] => [method, `${PATH}/${id}`]))]
    for (const [method, path] of cases) {
      const res = await reader.send(method, path, { body: { domain: 'ro.example', email: 1 } })
      assert.deepEqual([res.status, res.body], [403, FORBIDDEN], `${method} ${path}`)
    }
    assert.equal((await reader.get(`${PATH}/${ids[0]}`)).body.data.email, 0)
    assert.equal((await reader.get(PATH)).body.meta.total, 4)
    assert.equal((await reader.send('PUT', PATH)).status, 405, 'a wrong method is still a 405')
    assert.equal((await service.api.get(`${PATH}?search=ro.example`)).body.meta.total, 0)
  })

  it('when a key is limited to some websites, then it sees only those, in the list, its total and its search', async () => {
    const limited = await service.keyFor('scoped', { websites: [ids[0]!, ids[1]!] })
    const list = await limited.get(`${PATH}?sort_by=domain&sort=asc`)
    assert.deepEqual([list.body.data.map((site: { id: number }) => site.id), list.body.meta.total], [[ids[0], ids[1]], 2])
    const search = await limited.get(`${PATH}?search=scope-b`)
    assert.deepEqual([search.body.data.map((site: { id: number }) => site.id), search.body.meta.total], [[ids[1]], 1])
    assert.equal((await limited.get(`${PATH}?search=scope-c`)).body.meta.total, 0)
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await limited.send(method, `${PATH}/${ids[2]}`, { body: { email: 1 } })
      assert.deepEqual([res.status, res.body], [404, NOT_FOUND], method)
    }
    const created = await limited.post(PATH, { domain: 'limited-create.example' })
    assert.deepEqual([created.status, created.body], [403, FORBIDDEN])
    assert.equal((await limited.patch(`${PATH}/${ids[0]}`, { email: 1 })).status, 200)
  })

  it('when one of its websites is deleted, then the scope shrinks for good', async () => {
    const owner = await service.keyFor('scoped')
    const extra = (await owner.post(PATH, { domain: 'scope-gone.example' })).body.data.id
    const limited = await service.keyFor('scoped', { websites: [extra, ids[3]!] })
    assert.equal((await limited.delete(`${PATH}/${extra}`)).status, 200)
    const key = await limited.get('/api/v1/key')
    assert.deepEqual(key.body.data.websites, [ids[3]])
    assert.equal((await limited.get(PATH)).body.meta.total, 1)
  })

  it('when a key expires, then it is refused like an unknown key', async () => {
    const expiresAt = timestampAt(Date.now() + 1500)
    const expiring = await service.keyFor('scoped', { expiresAt })
    assert.equal((await expiring.get(PATH)).status, 200)
    await sleep(1600)
    const res = await expiring.get(PATH)
    assert.deepEqual([res.status, res.body, res.headers['www-authenticate']], [401, { message: 'Unauthenticated.', status: 401 }, 'Bearer'])
  })

  it('when GET /api/v1/key is asked, then it describes the calling key, never the key itself', async () => {
    const expiresAt = '2099-01-01T00:00:00.000000Z'
    const key = await service.keyFor('scoped', { name: 'ci', readOnly: true, websites: [ids[1]!], expiresAt })
    const res = await key.get('/api/v1/key')
    assert.equal(res.status, 200)
    const { created_at: created, last_used_at: lastUsed, prefix, ...rest } = res.body.data
    assert.deepEqual(rest, { id: key.keyId, name: 'ci', account: 'scoped', read_only: true, websites: [ids[1]], admin: false, rights: ['read'], user_id: null, expires_at: expiresAt })
    assert.ok(key.key.startsWith(prefix) && prefix.length < 16 && !res.text.includes(key.key))
    assert.match(created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    assert.ok(lastUsed === null || typeof lastUsed === 'string')
    const plain = await service.api.get('/api/v1/key')
    assert.deepEqual([plain.body.data.read_only, plain.body.data.websites, plain.body.data.expires_at, plain.body.data.account], [false, null, null, 'default'])
    assert.equal((await request('GET', `${service.url}/api/v1/key`)).status, 401)
    assert.equal((await key.send('DELETE', '/api/v1/key')).status, 405)
  })

  it("when a key is to be limited to websites that are not its account's, then nothing is created", async () => {
    const other = (await service.api.post(PATH, { domain: 'default-owned.example' })).body.data.id
    await assert.rejects(service.keyFor('scoped', { websites: [ids[0]!, other, 987654] }), /not websites of this account: \d+, 987654/)
  })
})
