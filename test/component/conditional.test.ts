// Conditional requests: a strong ETag per website that changes with every stored change and only then;
// If-None-Match on reads (304), If-Match on writes (412), checked in the same statement as the write.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Client, form } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'
const PRECONDITION_FAILED = { message: 'Precondition Failed.', status: 412 }

describe('ETag, If-None-Match, If-Match', () => {
  let service: TestService
  let api: Client
  before(async () => {
    service = await startTestService()
    api = service.api
  })
  after(() => service.close())

  const create = async (domain: string, body: Record<string, unknown> = {}) => {
    const res = await api.post(PATH, { domain, ...body })
    assert.equal(res.status, 201, res.text)
    assert.match(String(res.headers.etag), /^"\d+\.\d+"$/)
    return { site: res.body.data, etag: String(res.headers.etag) }
  }

  it('when a website is read, then GET and HEAD carry its ETag, the same as its create answered', async () => {
    const { site, etag } = await create('etag-read.example')
    assert.equal((await api.get(`${PATH}/${site.id}`)).headers.etag, etag)
    const head = await api.send('HEAD', `${PATH}/${site.id}`)
    assert.deepEqual([head.status, head.headers.etag, head.text], [200, etag, ''])
  })

  it('when If-None-Match names the current ETag (weakly, in a list, or *), then 304 without a body', async () => {
    const { site, etag } = await create('etag-304.example')
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await api.send(method, `${PATH}/${site.id}`, { headers: { 'if-none-match': header } })
        assert.deepEqual([res.status, res.text, res.headers.etag, res.headers['cache-control']], [304, '', etag, 'no-store'], `${method} ${header}`)
      }
    }
    for (const header of ['"other"', 'garbage', `"${site.id}.999"`]) {
      const res = await api.get(`${PATH}/${site.id}`, { headers: { 'if-none-match': header } })
      assert.deepEqual([res.status, res.body.data], [200, site], header)
    }
  })

  it('when a stored value changes, then the ETag changes; when nothing changes, it stays', async () => {
    const { site, etag } = await create('etag-changes.example')
    const same = await api.patch(`${PATH}/${site.id}`, { email: 0 })
    assert.equal(same.headers.etag, etag, 'a no-op update')
    const changed = await api.patch(`${PATH}/${site.id}`, { email: 1 })
    assert.notEqual(changed.headers.etag, etag)
    const password = await api.patch(`${PATH}/${site.id}`, { password: 'a secret' })
    assert.notEqual(password.headers.etag, changed.headers.etag, 'a new password is a change')
    const again = await api.patch(`${PATH}/${site.id}`, { password: 'a secret' })
    assert.notEqual(again.headers.etag, password.headers.etag, 'a password given again always counts')
  })

  it('when If-Match names the current ETag (or *), then the write applies; otherwise 412 and nothing changes', async () => {
    const { site, etag } = await create('etag-if-match.example')
    for (const header of [`W/${etag}`, '"nope"', 'garbage', `"${site.id + 1}.1"`, '']) {
      const res = await api.send('PATCH', `${PATH}/${site.id}`, { body: { email: 1 }, headers: { 'if-match': header } })
      assert.deepEqual([res.status, res.body], [412, PRECONDITION_FAILED], header)
    }
    assert.equal((await api.get(`${PATH}/${site.id}`)).body.data.email, 0)
    const applied = await api.send('PUT', `${PATH}/${site.id}`, { ...form({ email: '1' }), headers: { ...form({}).headers, 'if-match': `"x", ${etag}` } })
    assert.deepEqual([applied.status, applied.body.data.email], [200, 1])
    const stale = await api.send('PATCH', `${PATH}/${site.id}`, { body: { email: 0 }, headers: { 'if-match': etag } })
    assert.deepEqual([stale.status, stale.body], [412, PRECONDITION_FAILED], 'the tag from before the change')
    const any = await api.send('PATCH', `${PATH}/${site.id}`, { body: { email: 0 }, headers: { 'if-match': '*' } })
    assert.equal(any.status, 200)
  })

  it('when 412 and 404 or 422 both apply, then 404 comes before 412 and 412 before 422', async () => {
    const { site } = await create('etag-order.example')
    const other = await service.keyFor('etag-other')
    const theirs = await other.get(`${PATH}/${site.id}`, { headers: { 'if-match': '"stale"' } })
    assert.equal(theirs.status, 404)
    const foreign = await other.send('PATCH', `${PATH}/${site.id}`, { body: { privacy: 9 }, headers: { 'if-match': '"stale"' } })
    assert.equal(foreign.status, 404)
    const invalid = await api.send('PATCH', `${PATH}/${site.id}`, { body: { privacy: 9 }, headers: { 'if-match': '"stale"' } })
    assert.deepEqual([invalid.status, invalid.body], [412, PRECONDITION_FAILED])
  })

  it('when two clients update with the same ETag at once, then exactly one 200 and one 412', async () => {
    // A password makes each update wait for its slow hash after reading the website: both read the same
    // version, and only the check inside the UPDATE statement can tell them apart.
    for (let round = 0; round < 3; round++) {
      const { site, etag } = await create(`etag-race-${round}.example`)
      const answers = await Promise.all([1, 0].map((email) =>
        api.send('PATCH', `${PATH}/${site.id}`, { body: { email, password: `secret ${email}` }, headers: { 'if-match': etag } })))
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 412], `round ${round}`)
      const winner = answers.find((res) => res.status === 200)!
      assert.deepEqual((await api.get(`${PATH}/${site.id}`)).body.data, winner.body.data)
    }
  })

  it('when a delete names a stale ETag, then 412 and the website stays; with the current one it goes', async () => {
    const { site, etag } = await create('etag-delete.example')
    await api.patch(`${PATH}/${site.id}`, { email: 1 })
    const stale = await api.send('DELETE', `${PATH}/${site.id}`, { headers: { 'if-match': etag } })
    assert.deepEqual([stale.status, stale.body], [412, PRECONDITION_FAILED])
    const current = String((await api.get(`${PATH}/${site.id}`)).headers.etag)
    assert.equal((await api.send('DELETE', `${PATH}/${site.id}`, { headers: { 'if-match': current } })).status, 200)
    assert.equal((await api.get(`${PATH}/${site.id}`)).status, 404)
  })
})
