// The account's exclusions for every website: set with PATCH /api/v1/account (manage-account), validated
// and made canonical by the website's own field definitions, applied by the visit check with
// `"from": "account"`, told as `account.updated` to those who may manage the account.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Client } from '../support/http.js'
import { type Person, memberOf, ownerOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

describe('account-wide exclusions', () => {
  let service: TestService
  let owner: Person
  let key: Client
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'acme')
    key = await service.keyFor('acme', { name: 'ci' })
  })
  after(() => service.close())

  it('when an owner sets them, then they are stored as a website stores the same text, shown by GET /account, and cleared by an empty value', async () => {
    const text = ' 10.0.0.0/8 \r\n2001:DB8::/32\n\n192.168.1.7\n'
    const params = 'utm_source\r\n fbclid \n'
    const set = await owner.patch('/api/v1/account', { exclude_ips: text, exclude_params: params })
    assert.equal(set.status, 200, set.text)
    const website = (await key.post('/api/v1/websites', { domain: 'same-rules.example', exclude_ips: text, exclude_params: params })).body.data
    assert.deepEqual([set.body.data.exclude_ips, set.body.data.exclude_params], [website.exclude_ips, website.exclude_params], 'the same canonical form')
    const shown = (await key.get('/api/v1/account')).body.data
    assert.deepEqual({ ...shown, id: 0 }, { id: 0, name: 'acme', require_two_factor: false, max_websites: null, website_count: 1,
      exclude_params: website.exclude_params, exclude_ips: website.exclude_ips })
    const cleared = await owner.patch('/api/v1/account', { exclude_ips: '', exclude_params: '' }, { headers: { 'content-type': 'application/json' } })
    assert.deepEqual([cleared.body.data.exclude_ips, cleared.body.data.exclude_params], [null, null])
  })

  it('when a visit is checked, then the account\'s entries join the website\'s with "from": "account", the website\'s first, and the URL loses both lists\' parameters', async () => {
    await owner.patch('/api/v1/account', { exclude_ips: '10.0.0.0/8\n2001:db8::/32', exclude_params: 'utm_source' })
    const { id } = (await key.post('/api/v1/websites', { domain: 'checked.example', exclude_ips: '10.1.0.0/16', exclude_params: 'ref' })).body.data
    const check = async (query: string) => (await key.get(`/api/v1/websites/${id}/check?${query}`)).body.data
    assert.deepEqual(await check('ip=10.1.2.3'), { website_id: id, tracked: false, url: null, reasons: [
      { setting: 'exclude_ips', entry: '10.1.0.0/16' }, { setting: 'exclude_ips', entry: '10.0.0.0/8', from: 'account' }] })
    assert.deepEqual((await check('ip=2001:db8::5')).reasons, [{ setting: 'exclude_ips', entry: '2001:db8::/32', from: 'account' }])
    assert.deepEqual(await check('ip=203.0.113.9'), { website_id: id, tracked: true, reasons: [], url: null })
    const url = encodeURIComponent('https://checked.example/p?utm_source=news&ref=x&keep=1#top')
    assert.equal((await check(`url=${url}`)).url, 'https://checked.example/p?keep=1#top')
    await owner.patch('/api/v1/account', { exclude_params: '&' })
    assert.equal((await check(`url=${url}`)).url, 'https://checked.example/p#top', 'the account\'s & removes the whole query')
    await owner.patch('/api/v1/account', { exclude_ips: null, exclude_params: null })
    assert.deepEqual((await check('ip=10.9.9.9')).reasons, [], 'gone at once')
  })

  it('when a value is invalid in any way a website\'s is, then the website\'s own 422 messages, all at once, and nothing is stored', async () => {
    await owner.patch('/api/v1/account', { exclude_ips: '10.0.0.0/8', exclude_params: 'utm_source' })
    const bad: Record<string, unknown>[] = [
      { exclude_ips: '10.0.0.300' }, { exclude_ips: '192.168.*' }, { exclude_ips: 'example.host' }, { exclude_ips: '10.0.0.0/33' },
      { exclude_ips: Array.from({ length: 1001 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join('\n') },
      { exclude_params: 'a=b' }, { exclude_params: 'two words' }, { exclude_params: 'x'.repeat(256) }, { exclude_params: 'a#b' },
      { exclude_params: Array.from({ length: 1001 }, (_, i) => `p${i}`).join('\n') },
      { exclude_ips: 5 }, { exclude_params: ['a'] }, { exclude_ips: '10.0.0.300', exclude_params: 'a&b' },
    ]
    for (const [i, fields] of bad.entries()) {
      const website = await key.post('/api/v1/websites', { domain: `invalid-${i}.example`, ...fields })
      const account = await owner.patch('/api/v1/account', fields)
      assert.equal(website.status, 422, JSON.stringify(fields))
      assert.deepEqual([account.status, account.body], [422, website.body], JSON.stringify(fields).slice(0, 80))
    }
    const still = (await key.get('/api/v1/account')).body.data
    assert.deepEqual([still.exclude_ips, still.exclude_params], ['10.0.0.0/8', 'utm_source'], 'nothing stored')
  })

  it('when a caller lacks manage-account (a key, an admin), then 403 and nothing changes', async () => {
    const admin = await memberOf(service, 'acme', 'admin')
    const adminKey = await service.keyFor('acme', { name: 'admin', admin: true })
    for (const caller of [key, adminKey, admin]) {
      const refused = await caller.patch('/api/v1/account', { exclude_ips: '203.0.113.0/24' })
      assert.deepEqual([refused.status, refused.body], [403, { message: 'This action is unauthorized.', status: 403 }])
    }
    assert.equal((await key.get('/api/v1/account')).body.data.exclude_ips, '10.0.0.0/8')
  })

  it('when they change, then an account.updated event with the changes, seen by owners only; a write that changes nothing tells nothing', async () => {
    const before = (await owner.get('/api/v1/events?type=account.updated')).body.data.length
    await owner.patch('/api/v1/account', { exclude_ips: '203.0.113.0/24' })
    await owner.patch('/api/v1/account', { exclude_ips: '203.0.113.0/24' })
    const events = (await owner.get('/api/v1/events?type=account.updated')).body.data
    assert.equal(events.length, before + 1, 'the same value again is no change')
    const last = events.at(-1)
    assert.deepEqual([last.type, last.website_id, last.changes, last.actor.type, last.actor.user_id],
      ['account.updated', null, { exclude_ips: ['10.0.0.0/8', '203.0.113.0/24'] }, 'user', owner.userId])
    assert.equal(last.data.exclude_ips, '203.0.113.0/24')
    const admin = await memberOf(service, 'acme', 'admin')
    assert.deepEqual((await admin.get('/api/v1/events?type=account.updated')).body.data, [])
    assert.deepEqual((await key.get('/api/v1/events')).body.data.filter((event: { type: string }) => event.type === 'account.updated'), [])
  })
})
