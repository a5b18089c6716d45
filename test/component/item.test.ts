import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { type Client, form } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const NOT_FOUND = { message: 'Resource not found.', status: 404 }

describe('GET, PUT, PATCH, DELETE /api/v1/websites/{id}', () => {
  let service: TestService
  let other: Client
  before(async () => {
    service = await startTestService()
    other = await service.keyFor('item-other')
  })
  after(() => service.close())

  const create = async (body: Record<string, unknown>, as: Client = service.api) => {
    const res = await as.post(PATH, body)
    assert.equal(res.status, 201, JSON.stringify(res.body))
    return res.body.data
  }

  it('when an id is not canonical, then 404 on every verb, before the body is looked at', async () => {
    const site = await create({ domain: 'canonical-id.example' })
    for (const id of ['abc', `${site.id}abc`, `0${site.id}`, `+${site.id}`, `${site.id}.0`, '0', '-1', '1e3', '9007199254740993', '99999999999999999999']) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
        const res = await service.api.send(method, `${PATH}/${encodeURIComponent(id)}`, { body: { privacy: 9 } })
        assert.deepEqual([res.status, res.body], [404, NOT_FOUND], `${method} ${id}`)
      }
    }
  })

  it("when another account's id is used, then 404 on every verb and nothing changes", async () => {
    const theirs = await create({ domain: 'theirs.example', email: 1 }, other)
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const res = await service.api.send(method, `${PATH}/${theirs.id}`, { body: { email: 0 } })
      assert.deepEqual([res.status, res.body], [404, NOT_FOUND], method)
    }
    assert.deepEqual((await other.get(`${PATH}/${theirs.id}`)).body.data, theirs)
  })

  it('when an id does not exist, then 404 even with an invalid body', async () => {
    const res = await service.api.put(`${PATH}/999999`, { privacy: 'x' })
    assert.deepEqual([res.status, res.body], [404, NOT_FOUND])
  })

  it('when an update sends only values equal to the stored ones, then nothing is written and updated_at stays', async () => {
    const site = await create({ domain: 'no-op.example', email: 0, exclude_ips: '10.0.0.0/8' })
    await sleep(5)
    // Equal after canonicalisation: the same range spelled with host bits, the flag as a form string.
    for (const body of [{ email: 0 }, { email: '0', exclude_ips: '10.1.2.3/8' }, { privacy: 1, password: '', domain: 'ignored.example' }]) {
      const res = await service.api.patch(`${PATH}/${site.id}`, body)
      assert.deepEqual([res.status, res.body], [200, { data: site, status: 200 }], JSON.stringify(body))
    }
    const changed = await service.api.patch(`${PATH}/${site.id}`, { email: 1 })
    assert.ok(changed.body.data.updated_at > site.updated_at, 'a real change still moves updated_at')
  })

  it('when a form update sends some fields, then only those change and updated_at moves', async () => {
    const site = await create({ domain: 'update.example', exclude_params: 'utm_source' })
    await sleep(5)
    const res = await service.api.send('PUT', `${PATH}/${site.id}`, form({ email: '1', exclude_ips: '2001:DB8:0:0::1\n10.1.2.3/8\n10.0.0.0/8', domain: 'changed.example', id: '1' }))
    assert.equal(res.status, 200)
    assert.deepEqual(res.body.data, {
      ...site, email: 1, exclude_ips: '2001:db8::1\n10.0.0.0/8', updated_at: res.body.data.updated_at,
    })
    assert.ok(res.body.data.updated_at > site.updated_at)
    assert.equal(res.body.status, 200)
    assert.deepEqual((await service.api.get(`${PATH}/${site.id}`)).body.data, res.body.data)
  })

  it('when PATCH is used, then it behaves as PUT', async () => {
    const site = await create({ domain: 'patch.example' })
    const res = await service.api.patch(`${PATH}/${site.id}`, { exclude_bots: 0 })
    assert.equal(res.body.data.exclude_bots, 0)
  })

  it('when an empty string is sent for a nullable field, then it is cleared; for an integer field, then 422 required', async () => {
    const site = await create({ domain: 'clear.example', exclude_params: '&', exclude_ips: '::1' })
    const cleared = await service.api.put(`${PATH}/${site.id}`, { exclude_params: '', exclude_ips: null })
    assert.deepEqual([cleared.body.data.exclude_params, cleared.body.data.exclude_ips], [null, null])
    const res = await service.api.put(`${PATH}/${site.id}`, { privacy: '', email: null, exclude_bots: '  ' })
    assert.deepEqual(res.body, {
      message: {
        privacy: ['The privacy field is required.'],
        email: ['The email field is required.'],
        exclude_bots: ['The exclude bots field is required.'],
      },
      status: 422,
    })
  })

  it('when privacy=2 is set, then it needs a password given now or stored before', async () => {
    const site = await create({ domain: 'private.example' })
    const refused = await service.api.put(`${PATH}/${site.id}`, { privacy: 2 })
    assert.deepEqual(refused.body, { message: { password: ['The password field is required.'] }, status: 422 })
    const withPassword = await service.api.put(`${PATH}/${site.id}`, { privacy: '2', password: 'hunter2' })
    assert.deepEqual([withPassword.body.data.privacy, withPassword.body.data.password], [2, true])
    const publicAgain = await service.api.put(`${PATH}/${site.id}`, { privacy: 0 })
    assert.equal(publicAgain.body.data.password, true)
    const privateAgain = await service.api.put(`${PATH}/${site.id}`, { privacy: 2 })
    assert.equal(privateAgain.status, 200, 'a stored password satisfies the rule')
    const clearing = await service.api.put(`${PATH}/${site.id}`, { password: '' })
    assert.deepEqual(clearing.body, { message: { password: ['The password field is required.'] }, status: 422 })
    const cleared = await service.api.put(`${PATH}/${site.id}`, { privacy: 1, password: '' })
    assert.deepEqual([cleared.body.data.privacy, cleared.body.data.password], [1, false])
  })

  it('when an update fails validation, then nothing changes', async () => {
    const site = await create({ domain: 'unchanged.example' })
    const res = await service.api.put(`${PATH}/${site.id}`, { email: 1, privacy: 7 })
    assert.equal(res.status, 422)
    assert.deepEqual((await service.api.get(`${PATH}/${site.id}`)).body.data, site)
  })

  it('when an update sends no known field, then the website is returned unchanged', async () => {
    const site = await create({ domain: 'noop.example' })
    const res = await service.api.put(`${PATH}/${site.id}`, { foo: 1 })
    assert.deepEqual(res.body, { data: site, status: 200 })
  })

  it('when two are created and one deleted, then the deleted is gone and the other remains', async () => {
    const keep = await create({ domain: 'keep.example' })
    const gone = await create({ domain: 'gone.example' })
    const totalBefore = (await service.api.get(PATH)).body.meta.total
    const res = await service.api.delete(`${PATH}/${gone.id}`)
    assert.deepEqual([res.status, res.body], [200, { id: gone.id, object: 'website', deleted: true, status: 200 }])
    assert.deepEqual((await service.api.get(`${PATH}/${gone.id}`)).body, NOT_FOUND)
    assert.deepEqual((await service.api.delete(`${PATH}/${gone.id}`)).body, NOT_FOUND)
    assert.deepEqual((await service.api.get(`${PATH}/${keep.id}`)).body.data, keep)
    assert.equal((await service.api.get(PATH)).body.meta.total, totalBefore - 1)
  })

  it('when a website is deleted, then its domain is free again and ids are not reused', async () => {
    const first = await create({ domain: 'reuse.example' })
    await service.api.delete(`${PATH}/${first.id}`)
    const second = await create({ domain: 'reuse.example' })
    assert.ok(second.id > first.id)
  })

  it('when the exclude lists are long, then 1000 entries pass and 1001 fail', async () => {
    const site = await create({ domain: 'lists.example' })
    const ips = (n: number) => Array.from({ length: n }, (_, i) => `10.${i >> 8}.${i & 255}.1`).join('\n')
    const params = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`).join('\r\n')
    const ok = await service.api.put(`${PATH}/${site.id}`, { exclude_ips: ips(1000), exclude_params: params(1000) })
    assert.equal(ok.status, 200)
    assert.equal(ok.body.data.exclude_ips.split('\n').length, 1000)
    const tooMany = await service.api.put(`${PATH}/${site.id}`, { exclude_ips: ips(1001), exclude_params: params(1001) })
    assert.deepEqual(tooMany.body, {
      message: {
        exclude_params: ['The exclude params field must not have more than 1000 entries.'],
        exclude_ips: ['The exclude ips field must not have more than 1000 entries.'],
      },
      status: 422,
    })
  })
})
