// Keys made by people: theirs (`user_id`), never wider than they are, defaulting to their own limits;
// each member sees and revokes their own, admins and owners every key; events name the person.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { memberOf, ownerOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }

describe('keys made by people', () => {
  let service: TestService
  let sites: number[]
  before(async () => {
    service = await startTestService()
    const owner = await ownerOf(service, 'keys-people')
    sites = []
    for (const name of ['a', 'b', 'c']) sites.push((await owner.post('/api/v1/websites', { domain: `${name}.keys-people.example` })).body.data.id)
  })
  after(async () => {
    await service?.close()
  })

  it('when a viewer makes a key, then it is theirs and read-only by default; asking for writes or admin is 403', async () => {
    const viewer = await memberOf(service, 'keys-people', 'viewer', { name: 'Vi' })
    const made = await viewer.post('/api/v1/keys', { name: 'mine' })
    assert.equal(made.status, 201, made.text)
    assert.deepEqual([made.body.data.read_only, made.body.data.admin, made.body.data.user_id, made.body.data.websites], [true, false, viewer.userId, null])
    assert.equal((await service.clientWith(made.body.data.key).post('/api/v1/websites', { domain: 'by-viewer-key.example' })).status, 403)
    assert.deepEqual((await viewer.post('/api/v1/keys', { name: 'wider', read_only: false })).body, FORBIDDEN)
    assert.deepEqual((await viewer.post('/api/v1/keys', { name: 'admin', admin: true })).body, FORBIDDEN)
    // Its events name the key and the person behind it.
    const events = (await viewer.get('/api/v1/events')).body.data
    const created = events.findLast((event: { type: string }) => event.type === 'key.created')
    assert.deepEqual(created.actor, { type: 'user', name: 'Vi', user_id: viewer.userId, email: viewer.email })
    const byKey = await service.clientWith(made.body.data.key).get('/api/v1/key')
    assert.equal(byKey.body.data.user_id, viewer.userId)
  })

  it('when a limited member makes a key, then it sees their websites, or fewer of them; others are 403', async () => {
    const limited = await memberOf(service, 'keys-people', 'editor', { websites: [sites[0]!, sites[1]!] })
    const all = (await limited.post('/api/v1/keys', { name: 'all mine' })).body.data
    assert.deepEqual([all.websites, all.read_only], [[sites[0], sites[1]], false])
    assert.deepEqual((await limited.post('/api/v1/keys', { name: 'fewer', websites: [sites[1]] })).body.data.websites, [sites[1]])
    assert.deepEqual((await limited.post('/api/v1/keys', { name: 'another', websites: [sites[2]] })).body, FORBIDDEN)
    const key = service.clientWith(all.key)
    assert.equal((await key.get(`/api/v1/websites/${sites[2]}`)).status, 404)
    assert.equal((await key.get(`/api/v1/websites/${sites[0]}`)).status, 200)
  })

  it('when an owner revokes the account\'s last admin key that is neither read-only nor expiring, then 422 as for a key: a person does not change the rule', async () => {
    const manager = await service.keyFor('keys-people-last', { name: 'manager', admin: true })
    const reader = await service.keyFor('keys-people-last', { name: 'reader', admin: true, readOnly: true })
    const owner = await ownerOf(service, 'keys-people-last')
    const last = await owner.delete(`/api/v1/keys/${manager.keyId}`)
    assert.deepEqual([last.status, last.body], [422, { message: { id: ['The last admin key of an account cannot be revoked.'] }, status: 422 }])
    assert.equal((await owner.delete(`/api/v1/keys/${reader.keyId}`)).status, 200, 'a read-only admin key is not counted')
  })

  it('when members list and revoke keys, then each their own; admins every key', async () => {
    const one = await memberOf(service, 'keys-people', 'editor')
    const two = await memberOf(service, 'keys-people', 'editor')
    const admin = await memberOf(service, 'keys-people', 'admin')
    const ones = (await one.post('/api/v1/keys', { name: 'one\'s' })).body.data
    const twos = (await two.post('/api/v1/keys', { name: 'two\'s' })).body.data
    assert.deepEqual((await one.get('/api/v1/keys')).body.data.map((key: { id: number }) => key.id), [ones.id])
    assert.equal((await one.get(`/api/v1/keys/${twos.id}`)).status, 404)
    assert.equal((await one.delete(`/api/v1/keys/${twos.id}`)).status, 404)
    const everyKey = (await admin.get('/api/v1/keys')).body.data.map((key: { id: number }) => key.id)
    assert.ok(everyKey.includes(ones.id) && everyKey.includes(twos.id))
    assert.equal((await admin.delete(`/api/v1/keys/${twos.id}`)).status, 200)
    assert.deepEqual((await one.delete(`/api/v1/keys/${ones.id}`)).body, { id: ones.id, object: 'key', revoked: true, status: 200 })
  })
})
