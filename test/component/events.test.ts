// The event log: every change to an account's websites and keys is an event, written with the change;
// GET /api/v1/events pages through them after a cursor, as the calling key may see them.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { startRetention } from '../../src/events/retention.js'
import { type TestService, startTestService } from '../support/service.js'

const SITES = '/api/v1/websites'
const EVENTS = '/api/v1/events'
type Client = Awaited<ReturnType<TestService['keyFor']>>

describe('events', () => {
  let service: TestService
  let owner: Client
  before(async () => {
    service = await startTestService({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' })
    owner = await service.keyFor('events', { name: 'owner', admin: true })
  })
  after(() => service.close())

  const eventsOf = async (client: Client, query = '') => (await client.get(`${EVENTS}?limit=100${query}`)).body

  it('when a website is created, updated and deleted, then each is an event with who, which request, what changed and the website', async () => {
    const created = await owner.post(SITES, { domain: 'events-a.example' })
    const id = created.body.data.id
    const updated = await owner.patch(`${SITES}/${id}`, { email: 1, privacy: 2, password: 'secret words' })
    assert.equal((await owner.patch(`${SITES}/${id}`, { email: 1 })).status, 200, 'changes nothing: no event')
    const again = await owner.patch(`${SITES}/${id}`, { password: 'secret words' })
    const deleted = await owner.delete(`${SITES}/${id}`)
    const { data, meta, status } = await eventsOf(owner, `&website_id=${id}`)
    assert.equal(status, 200)
    assert.deepEqual(data.map((event: { type: string }) => event.type), ['website.created', 'website.updated', 'website.updated', 'website.deleted'])
    const actor = { type: 'key', key_id: owner.keyId, name: 'owner', prefix: owner.key.slice(0, 10) }
    for (const [event, answer] of data.map((event: object, i: number) => [event, [created, updated, again, deleted][i]!] as const)) {
      assert.deepEqual(event.actor, actor)
      assert.equal(event.request_id, answer.headers['x-request-id'])
      assert.equal(event.website_id, id)
      assert.match(event.occurred_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    }
    assert.deepEqual(data[0].data, created.body.data)
    assert.equal('changes' in data[0], false, 'changes only on website.updated')
    assert.deepEqual(data[1].changes, { privacy: [1, 2], email: [0, 1], password: [false, true] }, 'in the fields\' order, the password as booleans')
    assert.deepEqual(data[1].data, updated.body.data)
    assert.deepEqual(data[2].changes, { password: [true, true] }, 'a password given again')
    assert.deepEqual(data[3].data, again.body.data, 'a delete tells the website as it was')
    assert.deepEqual(meta, { after: 0, next_after: data[3].id })
    assert.ok(!JSON.stringify(data).includes('secret words'))
  })

  it('when events are paged with after=next_after, then each is seen once, in id order; bad parameters fall back', async () => {
    for (let i = 0; i < 5; i++) await owner.post(SITES, { domain: `events-page-${i}.example` })
    const all = (await eventsOf(owner)).data.map((event: { id: number }) => event.id)
    const seen: number[] = []
    let cursor = 0
    for (;;) {
      const page = (await owner.get(`${EVENTS}?after=${cursor}&limit=2`)).body
      assert.ok(page.data.length <= 2)
      seen.push(...page.data.map((event: { id: number }) => event.id))
      if (page.data.length === 0) {
        assert.equal(page.meta.next_after, cursor)
        break
      }
      cursor = page.meta.next_after
    }
    assert.deepEqual(seen, all)
    assert.deepEqual(seen, [...seen].sort((a, b) => a - b))
    for (const query of ['after=-1', 'after=abc', 'after=1.5', 'after=']) assert.equal((await owner.get(`${EVENTS}?${query}`)).body.meta.after, 0, query)
    assert.equal((await owner.get(`${EVENTS}?limit=0`)).body.data.length, Math.min(all.length, 100), 'limit 0 falls back to 100')
    assert.deepEqual((await owner.get(`${EVENTS}?type=website.renamed`)).body.data, [], 'an unknown type matches none')
    for (const type of ['%00', 'website.created%00', '%E2%80%AE', '%F0%9F%98%80']) {
      const res = await owner.get(`${EVENTS}?type=${type}`)
      assert.deepEqual([res.status, res.body.data], [200, []], `an unknown type matches none, whatever its characters: ${type}`)
    }
    assert.ok((await owner.get(`${EVENTS}?type=website.created`)).body.data.every((event: { type: string }) => event.type === 'website.created'))
    assert.deepEqual([(await owner.send('POST', EVENTS)).status, (await owner.send('POST', EVENTS)).headers.allow], [405, 'GET, HEAD'])
  })

  it('when a filter is given twice, empty or naming nothing the key can see, then it matches nothing, never the whole log; after reads as list parameters do', async () => {
    const id = (await owner.post(SITES, { domain: 'events-filters.example' })).body.data.id
    assert.ok((await eventsOf(owner)).data.length > 1)
    for (const query of ['website_id=0', 'website_id=-1', 'website_id=abc', 'website_id=', 'website_id=1.5', 'website_id=%2B1', `website_id=0${id}`,
      `website_id=${id}&website_id=${id}`, 'type=', 'type=website.created&type=website.updated', 'type=website.created&type=website.created']) {
      const res = await owner.get(`${EVENTS}?${query}`)
      assert.deepEqual([res.status, res.body.data], [200, []], query)
    }
    assert.equal((await eventsOf(owner, `&website_id=${id}`)).data.length, 1, 'one website\'s events')
    for (const query of ['after=05', 'after=%2B5', 'after=5&after=5', 'after=5e0', 'after=0x5']) assert.equal((await owner.get(`${EVENTS}?${query}`)).body.meta.after, 0, query)
    assert.equal((await owner.get(`${EVENTS}?after=%205%20`)).body.meta.after, 5, 'trimmed, as list parameters are')
  })

  it('when keys are made and revoked, then those are events telling the key\'s description, never the key', async () => {
    const made = await owner.post('/api/v1/keys', { name: 'made over the API', read_only: true })
    assert.equal((await owner.delete(`/api/v1/keys/${made.body.data.id}`)).status, 200)
    const keyEvents = (await eventsOf(owner, '')).data.filter((event: { type: string }) => event.type.startsWith('key.'))
    const [created, revoked] = keyEvents.slice(-2)
    const { key, ...description } = made.body.data
    assert.deepEqual([created.type, created.website_id, created.data], ['key.created', null, description])
    assert.equal(revoked.type, 'key.revoked')
    assert.equal(revoked.data.id, description.id)
    assert.match(revoked.data.revoked_at, /Z$/)
    assert.ok(!JSON.stringify(keyEvents).includes(key))
    await service.revoke((await service.keyFor('events', { name: 'by the operator' })).keyId)
    const operator = (await eventsOf(owner)).data.at(-1)
    assert.deepEqual([operator.type, operator.actor, operator.request_id], ['key.revoked', { type: 'cli' }, null])
  })

  it('when events are older than the retention, then a purge removes them in bounded steps and keeps the rest', async () => {
    const account = await service.keyFor('events-retention', { name: 'retention' })
    for (let i = 0; i < 5; i++) await account.post(SITES, { domain: `events-old-${i}.example` })
    const ids = (await eventsOf(account)).data.map((event: { id: number }) => event.id)
    // The first four of this account's events are aged, and with them every earlier event of the database.
    await service.sql(`UPDATE events SET occurred_at = '2020-01-01T00:00:00.000000Z' WHERE id <= ${Number(ids[3])}`)
    assert.equal(await service.db.events.purge('2021-01-01T00:00:00.000000Z', 2), 2, 'a step removes at most its batch')
    const retention = startRetention(service.db.events, 365, () => assert.fail('the purge failed'))
    await retention.purge()
    await retention.stop()
    assert.deepEqual((await eventsOf(account)).data.map((event: { id: number }) => event.id), ids.slice(4))
    assert.equal((await eventsOf(owner)).data.length, 0, 'the older events of other accounts went too')
  })

  it('when a key is limited or read-only, then it reads the events it may see: a limited key its websites\' (deletions too), key events only with the right to read every key', async () => {
    const [mine, other] = [(await owner.post(SITES, { domain: 'events-scope-a.example' })).body.data.id, (await owner.post(SITES, { domain: 'events-scope-b.example' })).body.data.id]
    const limited = await service.keyFor('events', { websites: [mine] })
    const reader = await service.keyFor('events', { readOnly: true })
    const adminReader = await service.keyFor('events', { readOnly: true, admin: true })
    await owner.patch(`${SITES}/${other}`, { email: 1 })
    await owner.delete(`${SITES}/${mine}`)
    const seen = (await eventsOf(limited)).data
    assert.deepEqual(seen.map((event: { type: string; website_id: number }) => [event.type, event.website_id]), [['website.created', mine], ['website.deleted', mine]])
    assert.deepEqual((await limited.get(`${EVENTS}?website_id=${other}`)).body.data, [])
    const all = (await eventsOf(reader)).data
    assert.ok(all.some((event: { type: string }) => event.type.startsWith('website.')) && !all.some((event: { type: string }) => event.type.startsWith('key.')),
      'a read-only key reads every website\'s events, and no key events')
    assert.ok((await eventsOf(adminReader)).data.some((event: { type: string }) => event.type.startsWith('key.')), 'an admin key (read-keys) sees key events')
    const foreign = await service.keyFor('events-elsewhere')
    assert.deepEqual((await eventsOf(foreign)).data.filter((event: { website_id: number }) => event.website_id === mine), [], 'another account sees none')
  })
})
