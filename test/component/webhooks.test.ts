// Webhooks: endpoints managed over the API, every stored change delivered to the endpoints that want it,
// signed as Standard Webhooks says (verified here with the `standardwebhooks` package), retried when the
// receiver fails, logged for people; bad URLs refused before anything is stored or sent.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { attemptsUntil } from '../support/wait.js'
import { type Receiver, startReceiver } from '../support/receiver.js'
import { type TestService, startTestService } from '../support/service.js'
import { memberOf, ownerOf } from '../support/people.js'
import { packageJson } from '../../src/package-json.js'

const HOOKS = '/api/v1/webhooks'
const SITES = '/api/v1/websites'
const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }
const NOT_FOUND = { message: 'Resource not found.', status: 404 }
const INWARD = 'The url must not point to a private or local address.'
const INVALID_URL = 'The url field must be a valid URL.'
type Client = Awaited<ReturnType<TestService['keyFor']>>

// Loopback receivers are allowed here; the schedule shrunk (5 s → 5 ms, 5 min → 0.3 s).
const TEST_ENV = { WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOKS_RETRY_SCALE: '0.001' }

describe('webhooks', () => {
  let service: TestService
  let owner: Client
  let receiver: Receiver
  before(async () => {
    service = await startTestService(TEST_ENV)
    owner = await service.keyFor('hooks', { name: 'owner' })
    receiver = await startReceiver()
  })
  after(async () => {
    await receiver?.close()
    await service?.close()
  })

  it('when an endpoint is added, then its secret is shown once and each change after is delivered, signed, with the event as /events tells it', async () => {
    const added = await owner.post(HOOKS, { url: receiver.url })
    assert.equal(added.status, 201, added.text)
    const { secret, id, ...webhook } = added.body.data
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    assert.equal(Buffer.from(secret.slice(6), 'base64').length, 32)
    assert.deepEqual([webhook.url, webhook.events, webhook.enabled], [receiver.url, [], true])
    assert.equal(added.headers.location, `${service.url}${HOOKS}/${id}`)
    const listed = await owner.get(HOOKS)
    assert.deepEqual(listed.body.data, [{ id, ...webhook }])
    assert.ok(!listed.text.includes(secret) && !(await owner.get(`${HOOKS}/${id}`)).text.includes(secret), 'never shown again')

    const site = (await owner.post(SITES, { domain: 'hooked.example' })).body.data
    const [delivery] = await receiver.waitFor(1)
    const [event] = (await owner.get(`/api/v1/events?website_id=${site.id}`)).body.data
    assert.equal(delivery!.body, JSON.stringify(event))
    assert.equal(delivery!.headers['webhook-id'], `msg_${event.id}`)
    assert.equal(delivery!.headers['user-agent'], `websites-api-webhooks/${packageJson().version}`)
    assert.equal(delivery!.headers['content-type'], 'application/json')
    const verified = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>)
    assert.deepEqual(verified, event)
    assert.throws(() => new Webhook(secret).verify(delivery!.body.replace('hooked', 'forged'), delivery!.headers as Record<string, string>))
    assert.ok(Math.abs(Number(delivery!.headers['webhook-timestamp']) - Date.now() / 1000) < 30)
    await attemptsUntil(async () => (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data.length === 1, 5000)
    const log = (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data
    assert.deepEqual(log.map(({ attempted_at: _at, duration_ms: _ms, ...rest }: Record<string, unknown>) => rest),
      [{ event_id: event.id, attempt: 1, status: 204, error: null, next_attempt_at: null }])
    assert.equal((await owner.delete(`${HOOKS}/${id}`)).body.deleted, true)
  })

  it('when an endpoint asks for some types, then it gets those only; a test event goes to it alone, whatever it asks, and is not listed', async () => {
    const own = await startReceiver()
    try {
      const { id } = (await owner.post(HOOKS, { url: own.url, events: ['website.deleted'] })).body.data
      const site = (await owner.post(SITES, { domain: 'only-deleted.example' })).body.data
      await owner.patch(`${SITES}/${site.id}`, { email: 1 })
      await owner.delete(`${SITES}/${site.id}`)
      const [deleted] = await own.waitFor(1)
      assert.equal(JSON.parse(deleted!.body).type, 'website.deleted')
      assert.equal((await owner.patch(`${HOOKS}/${id}`, { enabled: false })).body.data.enabled, false)
      const test = await owner.post(`${HOOKS}/${id}/test`)
      assert.equal(test.status, 202)
      const [, tested] = await own.waitFor(2)
      const body = JSON.parse(tested!.body)
      assert.deepEqual([body.id, body.type, body.website_id, body.data], [test.body.data.event_id, 'webhook.test', null, null])
      assert.deepEqual((await owner.get('/api/v1/events?type=webhook.test')).body.data, [], 'not listed')
      await sleep(300)
      assert.equal(own.received.length, 2, 'nothing else arrived')
      await owner.delete(`${HOOKS}/${id}`)
    } finally {
      await own.close()
    }
  })

  it('when an endpoint subscribes to member events, then a member joining and leaving reaches it, told by the person who acted', async () => {
    const own = await startReceiver()
    try {
      const { id } = (await owner.post(HOOKS, { url: own.url, events: ['member.added', 'member.removed'] })).body.data
      const team = await ownerOf(service, 'hooks')
      const editor = await memberOf(service, 'hooks', 'editor', { name: 'Edie' })
      assert.equal((await team.delete(`/api/v1/members/${editor.userId}`)).status, 200)
      const deliveries = (await own.waitFor(3)).map((delivery) => JSON.parse(delivery.body))
      const [, added, removed] = deliveries
      assert.deepEqual(deliveries.map((event) => event.type), ['member.added', 'member.added', 'member.removed'])
      assert.deepEqual([added.data.user, added.data.role], [{ id: editor.userId, email: editor.email, name: 'Edie' }, 'editor'])
      assert.deepEqual([removed.data.user.id, removed.actor.type, removed.actor.user_id], [editor.userId, 'user', team.userId])
      // Member events are read by those who manage members (this key does not): the account's owner reads them.
      const listed = [...(await team.get('/api/v1/events?type=member.added')).body.data, ...(await team.get('/api/v1/events?type=member.removed')).body.data]
      assert.deepEqual(deliveries, listed.sort((a: { id: number }, b: { id: number }) => a.id - b.id), 'as /events tells them')
      await owner.delete(`${HOOKS}/${id}`)
    } finally {
      await own.close()
    }
  })

  it('when the receiver fails, then the delivery is retried on the schedule with the same webhook-id, and each attempt is logged', async () => {
    const flaky = await startReceiver()
    const target = await startReceiver()
    try {
      flaky.answer(500)
      const { id } = (await owner.post(HOOKS, { url: flaky.url, events: ['website.created'] })).body.data
      await owner.post(SITES, { domain: 'flaky.example' })
      await flaky.waitFor(2)
      flaky.answer(302, { location: target.url })
      await flaky.waitFor(3)
      flaky.answer(200)
      const all = await flaky.waitFor(4)
      assert.equal(new Set(all.map((request) => request.headers['webhook-id'])).size, 1, 'the same webhook-id on every attempt')
      await attemptsUntil(async () => (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data.length === 4, 5000)
      const log = (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data
      assert.deepEqual(log.map((attempt: { attempt: number; status: number }) => [attempt.attempt, attempt.status]), [[4, 200], [3, 302], [2, 500], [1, 500]])
      assert.equal(log[0].next_attempt_at, null)
      assert.match(log[1].next_attempt_at, /Z$/)
      assert.equal(target.received.length, 0, 'the redirect was not followed')
      await owner.delete(`${HOOKS}/${id}`)
    } finally {
      await flaky.close()
      await target.close()
    }
  })

  it('when the body is bad, then every failing field at once and nothing is stored', async () => {
    const before = (await owner.get(HOOKS)).body.data
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { url: ['The url field is required.'] }],
      [{ url: '/relative' }, { url: [INVALID_URL] }],
      [{ url: 'ftp://example.com/hook' }, { url: [INVALID_URL] }],
      [{ url: `https://example.com/${'a'.repeat(2030)}` }, { url: [INVALID_URL] }],
      [{ url: 'https://user:pass@example.com/hook' }, { url: [INVALID_URL] }],
      [{ url: 'https://hooks.example.invalid/x', events: 'website.created' }, { url: ['The url host could not be resolved.'], events: ['The events field must be an array.'] }],
      [{ url: receiver.url, events: ['website.renamed'] }, { events: ['The selected events are invalid.'] }],
    ]
    for (const [body, message] of cases) {
      const res = await owner.post(HOOKS, body)
      assert.deepEqual([res.status, res.body], [422, { message, status: 422 }], JSON.stringify(body).slice(0, 80))
    }
    assert.deepEqual((await owner.get(HOOKS)).body.data, before)
  })

  it('when a key is read-only or limited, or the endpoint is another account\'s, then 403 or 404; wrong methods 405', async () => {
    const site = (await owner.post(SITES, { domain: 'hooks-scope.example' })).body.data.id
    const reader = await service.keyFor('hooks', { readOnly: true })
    const limited = await service.keyFor('hooks', { websites: [site] })
    for (const key of [reader, limited]) {
      for (const [method, path] of [['GET', HOOKS], ['POST', HOOKS], ['GET', `${HOOKS}/1`], ['DELETE', `${HOOKS}/abc`], ['POST', `${HOOKS}/1/test`]]) {
        const res = await key.send(method!, path!, { body: { url: receiver.url } })
        assert.deepEqual([res.status, res.body], [403, FORBIDDEN], `${method} ${path}`)
      }
    }
    const { id } = (await owner.post(HOOKS, { url: receiver.url, events: ['key.created'] })).body.data
    const other = await service.keyFor('hooks-other')
    for (const [method, path] of [['GET', `${HOOKS}/${id}`], ['PATCH', `${HOOKS}/${id}`], ['DELETE', `${HOOKS}/${id}`], ['POST', `${HOOKS}/${id}/test`], ['GET', `${HOOKS}/${id}/deliveries`], ['GET', `${HOOKS}/0`]]) {
      const res = await other.send(method!, path!, { body: { enabled: false } })
      assert.deepEqual([res.status, res.body], [404, NOT_FOUND], `${method} ${path}`)
    }
    for (const [method, path, allow] of [['PUT', HOOKS, 'GET, HEAD, POST'], ['PUT', `${HOOKS}/${id}`, 'GET, HEAD, PATCH, DELETE'], ['GET', `${HOOKS}/${id}/test`, 'POST'], ['POST', `${HOOKS}/${id}/deliveries`, 'GET, HEAD']]) {
      const res = await owner.send(method!, path!)
      assert.deepEqual([res.status, res.headers.allow], [405, allow], `${method} ${path}`)
    }
    await owner.delete(`${HOOKS}/${id}`)
  })

  it('when the signing secret cannot be read, then the attempt is logged as such and nothing is sent', async () => {
    const own = await startReceiver()
    try {
      const { id } = (await owner.post(HOOKS, { url: own.url })).body.data
      await service.sql(`UPDATE webhooks SET secret = 'v1:garbage' WHERE id = ${Number(id)}`)
      const { event_id: eventId } = (await owner.post(`${HOOKS}/${id}/test`)).body.data
      await attemptsUntil(async () => (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data.length > 0, 5000)
      const [attempt] = (await owner.get(`${HOOKS}/${id}/deliveries`)).body.data
      assert.deepEqual([attempt.event_id, attempt.status], [eventId, null])
      assert.match(attempt.error, /secret could not be read/)
      assert.equal(own.received.length, 0)
      await owner.delete(`${HOOKS}/${id}`)
    } finally {
      await own.close()
    }
  })

  it('when an endpoint has failed for 5 days, then it is disabled; enabling it again resumes its pending deliveries', async () => {
    const down = await startReceiver()
    try {
      down.answer(503)
      const { id } = (await owner.post(HOOKS, { url: down.url, events: ['website.created'] })).body.data
      await service.sql(`UPDATE webhooks SET failing_since = '2020-01-01T00:00:00.000000Z' WHERE id = ${Number(id)}`)
      await owner.post(SITES, { domain: 'disabled-later.example' })
      await down.waitFor(1)
      await attemptsUntil(async () => (await owner.get(`${HOOKS}/${id}`)).body.data.enabled === false, 5000)
      const seen = down.received.length
      await sleep(500)
      assert.equal(down.received.length, seen, 'a disabled endpoint gets nothing')
      down.answer(200)
      assert.equal((await owner.patch(`${HOOKS}/${id}`, { enabled: 'true' })).body.data.enabled, true)
      const [first] = await down.waitFor(seen + 1)
      const last = down.received.at(-1)!
      assert.equal(last.headers['webhook-id'], first!.headers['webhook-id'], 'the same delivery, resumed')
      await owner.delete(`${HOOKS}/${id}`)
    } finally {
      await down.close()
    }
  })
})

describe('webhook URLs that point inward', () => {
  let service: TestService
  let owner: Client
  before(async () => {
    service = await startTestService({ WEBHOOKS_ALLOW_HTTP: '1' })
    owner = await service.keyFor('inward')
  })
  after(() => service.close())

  it('when a URL is or resolves to a loopback, private, link-local or unspecified address, then 422 and nothing is stored', async () => {
    for (const url of ['http://localhost/hook', 'http://127.1/hook', 'http://[::1]/hook', 'http://0x7f000001/hook', 'http://169.254.169.254/latest',
      'http://10.0.0.1/', 'http://192.168.1.1/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/', 'http://100.64.0.1/',
      // IPv4-compatible (::/96): not public either, in hex or dotted.
      'http://[::a9fe:a9fe]/latest', 'http://[::7f00:1]/', 'http://[::127.0.0.1]/', 'http://[::10.0.0.1]/']) {
      const res = await owner.post(HOOKS, { url })
      assert.deepEqual([res.status, res.body], [422, { message: { url: [INWARD] }, status: 422 }], url)
    }
    assert.deepEqual((await owner.get(HOOKS)).body.data, [])
  })

  it('when http is not allowed, then an http URL is not a valid one', async () => {
    const strict = await startTestService()
    try {
      const key = await strict.keyFor('strict')
      const res = await key.post(HOOKS, { url: 'http://example.com/hook' })
      assert.deepEqual(res.body, { message: { url: [INVALID_URL] }, status: 422 })
    } finally {
      await strict.close()
    }
  })
})
