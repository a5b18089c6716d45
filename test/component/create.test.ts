import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { form } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const PATH = '/api/v1/websites'

describe('POST /api/v1/websites', () => {
  let service: TestService
  before(async () => { service = await startTestService() })
  after(() => service.close())

  it('when only a domain is sent as a form, then 201 with every default, integers as integers, and Location', async () => {
    const res = await service.api.send('POST', PATH, form({ domain: 'defaults.example' }))
    assert.equal(res.status, 201)
    const { created_at, updated_at, id, ...rest } = res.body.data
    assert.deepEqual(rest, {
      domain: 'defaults.example', privacy: 1, email: 0, password: false,
      exclude_bots: 1, exclude_params: null, exclude_ips: null,
    })
    assert.equal(res.body.status, 201)
    assert.match(created_at, TIMESTAMP)
    assert.equal(updated_at, created_at)
    assert.equal(res.headers.location, `${service.url}${PATH}/${id}`)
    const read = await service.api.get(`${PATH}/${id}`)
    assert.deepEqual(read.body, { data: res.body.data, status: 200 })
  })

  it('when JSON sends numbers, numeric strings and booleans, then they are the same integers', async () => {
    const res = await service.api.post(PATH, { domain: 'json.example', privacy: '0', email: true, exclude_bots: false })
    assert.equal(res.status, 201)
    assert.deepEqual([res.body.data.privacy, res.body.data.email, res.body.data.exclude_bots], [0, 1, 0])
  })

  it('when the domain has a scheme, www., upper case and a trailing dot, then it is stored canonical', async () => {
    const res = await service.api.post(PATH, { domain: '  HTTPS://www.Canonical.Example.  ' })
    assert.equal(res.status, 201)
    assert.equal(res.body.data.domain, 'canonical.example')
  })

  it('when an IDN and its punycode spelling are created, then they are one domain', async () => {
    const first = await service.api.post(PATH, { domain: 'bücher.example' })
    assert.equal(first.status, 201)
    assert.equal(first.body.data.domain, 'xn--bcher-kva.example')
    const second = await service.api.post(PATH, { domain: 'xn--bcher-kva.example' })
    assert.deepEqual(second.body, { message: { domain: ['The domain has already been taken.'] }, status: 422 })
  })

  it('when a taken domain comes with another invalid field or a password, then one 422 names every error', async () => {
    assert.equal((await service.api.post(PATH, { domain: 'taken-and-more.example' })).status, 201)
    const invalid = await service.api.post(PATH, { domain: 'taken-and-more.example', privacy: 5 })
    assert.deepEqual(invalid.body, { message: { domain: ['The domain has already been taken.'], privacy: ['The privacy field must be between 0 and 2.'] }, status: 422 })
    const missing = await service.api.post(PATH, { domain: 'taken-and-more.example', privacy: 2 })
    assert.deepEqual(missing.body.message, { domain: ['The domain has already been taken.'], password: ['The password field is required.'] })
    const withPassword = await service.api.post(PATH, { domain: 'taken-and-more.example', privacy: 2, password: 'secret-1' })
    assert.deepEqual(withPassword.body, { message: { domain: ['The domain has already been taken.'] }, status: 422 })
  })

  it('when a domain is taken by another account, then 422 taken (unique across all accounts)', async () => {
    const other = await service.keyFor('create-other')
    assert.equal((await other.post(PATH, { domain: 'shared.example' })).status, 201)
    const res = await service.api.post(PATH, { domain: 'www.shared.example' })
    assert.deepEqual(res.body, { message: { domain: ['The domain has already been taken.'] }, status: 422 })
  })

  it('when the domain is missing or empty, then 422 required', async () => {
    for (const body of [{}, { domain: '' }, { domain: '   ' }, { domain: null }]) {
      const res = await service.api.post(PATH, body)
      assert.deepEqual(res.body, { message: { domain: ['The domain field is required.'] }, status: 422 }, JSON.stringify(body))
    }
  })

  it('when the body is empty with no content type, then 422 required', async () => {
    const res = await service.api.send('POST', PATH)
    assert.deepEqual(res.body, { message: { domain: ['The domain field is required.'] }, status: 422 })
  })

  it('when a parameter name holds a control character, then 422 naming it, on create and update, as JSON and as a form, and nothing is stored', async () => {
    const site = (await service.api.post(PATH, { domain: 'control-params.example', exclude_params: 'utm_source' })).body.data
    for (const name of ['a\u0000b', 'a\u0001b', 'a\u007fb']) {
      const message = { message: { exclude_params: [`The exclude params field contains an invalid parameter name: ${name}.`] }, status: 422 }
      const made = await service.api.post(PATH, { domain: 'control-params-2.example', exclude_params: `ok\n${name}` })
      const formMade = await service.api.send('POST', PATH, form({ domain: 'control-params-2.example', exclude_params: name }))
      const changed = await service.api.patch(`${PATH}/${site.id}`, { exclude_params: name })
      for (const res of [made, formMade, changed]) assert.deepEqual([res.status, res.body], [422, message], JSON.stringify(name))
    }
    assert.equal((await service.api.get(`${PATH}/${site.id}`)).body.data.exclude_params, 'utm_source')
    assert.equal((await service.api.get(`${PATH}?search=control-params-2`)).body.meta.total, 0)
  })

  it('when every field is wrong, then every field is named at once, each with its first failing rule', async () => {
    const res = await service.api.post(PATH, {
      domain: 'x'.repeat(256), privacy: 'abc', email: 2, exclude_bots: -1, password: 'p'.repeat(129),
      exclude_params: 'ok\nbad=name', exclude_ips: '10.0.0.1\n  not-an-ip  ',
    })
    assert.equal(res.status, 422)
    assert.deepEqual(res.body, {
      message: {
        domain: ['The domain field must not be greater than 255 characters.'],
        privacy: ['The privacy field must be an integer.'],
        password: ['The password field must not be greater than 128 characters.'],
        email: ['The email field must be between 0 and 1.'],
        exclude_bots: ['The exclude bots field must be between 0 and 1.'],
        exclude_params: ['The exclude params field contains an invalid parameter name: bad=name.'],
        exclude_ips: ['The exclude ips field contains an invalid IP address or range: not-an-ip.'],
      },
      status: 422,
    })
  })

  for (const domain of ['a.com/path', 'a.com:8080', 'user@a.com', 'a_b.com', 'a b.com', 'localhost', '-a.com', 'a-.com',
    'a..com', '1.2.3', 'a.123', `${'x'.repeat(64)}.com`, `${'abcdefghi.'.repeat(25)}abcd`, "a.com' OR 1=1 --", '<b>a.com</b>', 'www.']) {
    it(`when the domain is ${JSON.stringify(domain.slice(0, 40))}, then 422 invalid and nothing is stored`, async () => {
      const res = await service.api.post(PATH, { domain })
      assert.deepEqual(res.body, { message: { domain: ['Invalid domain name.'] }, status: 422 })
    })
  }

  it('when the domain is a dotted IPv4 address, then it is accepted', async () => {
    assert.equal((await service.api.post(PATH, { domain: '192.0.2.10' })).body.data.domain, '192.0.2.10')
  })

  it('when privacy is out of range or not an integer, then 422 with the matching message', async () => {
    const cases: [unknown, string][] = [[3, 'The privacy field must be between 0 and 2.'], [-1, 'The privacy field must be between 0 and 2.'],
      ['1.5', 'The privacy field must be an integer.'], [1.5, 'The privacy field must be an integer.'], ['05', 'The privacy field must be an integer.'],
      [[1], 'The privacy field must be an integer.'], [{ a: 1 }, 'The privacy field must be an integer.']]
    for (const [privacy, message] of cases) {
      const res = await service.api.post(PATH, { domain: 'privacy-range.example', privacy })
      assert.deepEqual(res.body, { message: { privacy: [message] }, status: 422 }, JSON.stringify(privacy))
    }
  })

  it('when privacy is 2 without a password, then 422 password required', async () => {
    const res = await service.api.post(PATH, { domain: 'needs-password.example', privacy: 2 })
    assert.deepEqual(res.body, { message: { password: ['The password field is required.'] }, status: 422 })
  })

  it('when privacy is 2 with a password, then it is stored hashed and shown only as true', async () => {
    const res = await service.api.post(PATH, { domain: 'protected.example', privacy: 2, password: ' secret with spaces ' })
    assert.equal(res.status, 201)
    assert.equal(res.body.data.password, true)
    assert.ok(!res.text.includes('secret'))
  })

  it('when a field is given twice or as an array in a form, then 422 on that field', async () => {
    const res = await service.api.send('POST', PATH, form([['domain', 'a.com'], ['domain', 'b.com'], ['privacy', '1'], ['privacy', '2'], ['exclude_ips[]', '1.2.3.4']]))
    assert.deepEqual(res.body, {
      message: {
        domain: ['The domain field must be a string.'],
        privacy: ['The privacy field must be an integer.'],
        exclude_ips: ['The exclude ips field must be a string.'],
      },
      status: 422,
    })
  })

  it('when __proto__ and constructor keys are sent, then they are ignored and reach no prototype', async () => {
    const json = await service.api.post(PATH, '{"domain":"proto.example","__proto__":{"privacy":0},"constructor":{"prototype":{"email":1}}}',
      { headers: { 'content-type': 'application/json' } })
    assert.equal(json.status, 201)
    assert.deepEqual([json.body.data.privacy, json.body.data.email], [1, 0])
    const formRes = await service.api.send('POST', PATH, form([['domain', 'proto-form.example'], ['__proto__[privacy]', '0'], ['constructor[prototype][email]', '1']]))
    assert.equal(formRes.status, 201)
    assert.deepEqual([formRes.body.data.privacy, formRes.body.data.email], [1, 0])
    assert.equal(({} as Record<string, unknown>).privacy, undefined)
  })

  it('when unknown fields, an id and column names are sent, then they are ignored', async () => {
    const other = await service.keyFor('unknown-fields-other')
    const before = Date.now()
    const res = await service.api.post(PATH, {
      domain: 'unknown-fields.example', id: 999999, foo: 'bar', account_id: 999, password_hash: 'scrypt$1$1$1$x$y',
      created_at: '2000-01-01T00:00:00.000000Z', updated_at: '2000-01-01T00:00:00.000000Z', websites_count: 5,
    })
    assert.equal(res.status, 201)
    const site = res.body.data
    assert.notEqual(site.id, 999999)
    assert.equal(site.password, false)
    assert.ok(Date.parse(site.created_at) >= before - 1000 && site.updated_at === site.created_at, site.created_at)
    assert.deepEqual((await service.api.get(`${PATH}/${site.id}`)).body.data, site, 'stored for the caller, as answered')
    assert.equal((await other.get(`${PATH}/${site.id}`)).status, 404)
  })

  it('when a pasted URL with its root path is sent, then the domain is its host', async () => {
    const res = await service.api.post(PATH, { domain: 'https://www.Root-Path.example/' })
    assert.deepEqual([res.status, res.body.data?.domain], [201, 'root-path.example'])
  })

  it('when 20 creates of one domain run at once, then exactly one is 201 and the rest 422 taken', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => service.api.post(PATH, { domain: 'race.example' })))
    assert.equal(results.filter((res) => res.status === 201).length, 1)
    for (const res of results.filter((r) => r.status !== 201)) {
      assert.deepEqual(res.body, { message: { domain: ['The domain has already been taken.'] }, status: 422 })
    }
  })

  it('when distinct creates and a duplicate arrive together (one group commit), then only the duplicate fails', async () => {
    assert.equal((await service.api.post(PATH, { domain: 'batch-taken.example' })).status, 201)
    const domains = ['batch-1.example', 'batch-taken.example', 'batch-2.example', 'batch-3.example']
    const results = await Promise.all(domains.map((domain) => service.api.post(PATH, { domain })))
    assert.deepEqual(results.map((res) => res.status), [201, 422, 201, 201])
    for (const domain of ['batch-1.example', 'batch-2.example', 'batch-3.example']) {
      assert.equal((await service.api.get(`${PATH}?search=${domain}`)).body.meta.total, 1, domain)
    }
  })

  it('when a create fails validation, then nothing is stored', async () => {
    const before = (await service.api.get(`${PATH}?per_page=100`)).body.meta.total
    await service.api.post(PATH, { domain: 'not-stored.example', privacy: 9 })
    const after = (await service.api.get(`${PATH}?search=not-stored`)).body.meta.total
    assert.equal(after, 0)
    assert.equal((await service.api.get(`${PATH}?per_page=100`)).body.meta.total, before)
  })

  it('when ids are assigned, then they increase', async () => {
    const a = await service.api.post(PATH, { domain: 'order-a.example' })
    const b = await service.api.post(PATH, { domain: 'order-b.example' })
    assert.ok(b.body.data.id > a.body.data.id)
  })
})
