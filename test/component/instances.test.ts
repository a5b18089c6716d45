// Several processes on one database, as a deployment behind a load balancer runs them: separate
// instances, WORKERS=N on one machine, and instances on "different machines" sharing Redis.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { client, request } from '../support/http.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'
import { attemptsUntil } from '../support/wait.js'

const PATH = '/api/v1/websites'
const TAKEN = { message: { domain: ['The domain has already been taken.'] }, status: 422 }
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('two instances on one database', () => {
  let deployment: Deployment
  let instances: Served[] = []
  before(async () => {
    deployment = await testDeployment('instances')
    instances = await Promise.all([deployment.serve(), deployment.serve()])
  })
  after(async () => {
    await Promise.all(instances.map((served) => served.stop()))
    await deployment.remove()
  })

  it('when 20 creates of one domain arrive at both at once, then exactly one is 201 and the rest are 422 taken', async () => {
    const key = await deployment.createKey('race')
    const clients = instances.map((served) => client(served.url, key))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      clients[i % 2]!.post(PATH, { domain: 'race.example', privacy: 2, password: 'hashing takes a while' })))
    const created = answers.filter((res) => res.status === 201)
    assert.equal(created.length, 1, answers.map((res) => res.status).join(' '))
    for (const res of answers.filter((answer) => answer.status !== 201)) assert.deepEqual([res.status, res.body], [422, TAKEN])
    for (const api of clients) {
      const listed = (await api.get(`${PATH}?search=race.example`)).body
      assert.deepEqual([listed.meta.total, listed.data[0].id], [1, created[0]!.body.data.id])
    }
  })

  it('when a key is revoked with the CLI, then every instance refuses it within 5 s', async () => {
    const key = await deployment.createKey('revoked-everywhere')
    const clients = instances.map((served) => client(served.url, key))
    for (const api of clients) assert.equal((await api.get(PATH)).status, 200)
    const id = /^(\d+)\s+revoked-everywhere\s/m.exec((await deployment.cli('keys', 'list', '--account', 'revoked-everywhere')).stdout)![1]!
    await deployment.cli('keys', 'revoke', id)
    await Promise.all(clients.map((api) => attemptsUntil(async () => (await api.get(PATH)).status === 401, 5000)))
  })

  it('when a key is revoked through the API of one instance, then the other refuses it within 1 s', async (t) => {
    const admin = client(instances[0]!.url, await deployment.createKey('revoked-by-api', '--admin'))
    const victim = client(instances[1]!.url, await deployment.createKey('revoked-by-api'))
    const { id } = (await victim.get('/api/v1/key')).body.data
    assert.equal((await victim.get(PATH)).status, 200, 'known to the other instance (and cached there)')
    const sent = performance.now()
    assert.equal((await admin.delete(`/api/v1/keys/${id}`)).status, 200)
    await attemptsUntil(async () => (await victim.get(PATH)).status === 401, 1000, 5)
    t.diagnostic(`refused by the other instance ${Math.round(performance.now() - sent)} ms after the revocation was sent`)
  })

  it('when a person signs out, or their membership ends, through one instance, then the other refuses their session within 1 s', async (t) => {
    const [first, second] = instances.map((served) => served.url) as [string, string]
    const person = async (account: string, email: string) => {
      const link = (await deployment.cli('users', 'invite', '--account', account, '--email', email, '--role', 'owner')).stdout.match(/http\S+/)![0]
      const accepted = await request('POST', `${first}/api/v1/invitations/accept`, { body: { token: link.split('/invitations/')[1], name: 'P', password: 'a passphrase of theirs' } })
      assert.equal(accepted.status, 200, accepted.text)
      const cookie = accepted.headers['set-cookie']!.find((line: string) => line.startsWith('wa_session='))!.split(';')[0]!
      return { cookie, userId: accepted.body.data.user.id as number, get: (url: string) => request('GET', url + PATH, { headers: { cookie } }) }
    }
    await deployment.createKey('sessions-everywhere')
    const leaving = await person('sessions-everywhere', 'leaving@example.com')
    const staying = await person('sessions-everywhere', 'staying@example.com')
    for (const { get } of [leaving, staying]) assert.equal((await get(second)).status, 200, 'known to the other instance (and cached there)')

    let sent = performance.now()
    assert.equal((await request('DELETE', `${first}/api/v1/session`, { headers: { cookie: staying.cookie, origin: first } })).status, 200)
    await attemptsUntil(async () => (await staying.get(second)).status === 401, 1000, 5)
    t.diagnostic(`a sign-out refused by the other instance ${Math.round(performance.now() - sent)} ms after it was sent`)

    const owner = await request('POST', `${first}/api/v1/session`, { body: { email: 'staying@example.com', password: 'a passphrase of theirs' } })
    const ownerCookie = owner.headers['set-cookie']!.find((line: string) => line.startsWith('wa_session='))!.split(';')[0]!
    sent = performance.now()
    assert.equal((await request('DELETE', `${first}/api/v1/members/${leaving.userId}`, { headers: { cookie: ownerCookie, origin: first } })).status, 200)
    await attemptsUntil(async () => (await leaving.get(second)).status === 401, 1000, 5)
    t.diagnostic(`a removed member's session refused by the other instance ${Math.round(performance.now() - sent)} ms after the removal was sent`)
  })
})

describe('rate limits shared between processes', () => {
  let deployment: Deployment
  before(async () => { deployment = await testDeployment('shared-limits') })
  after(() => deployment.remove())

  /** Sends `count` requests, each on a new connection (so they spread over every process), in order. */
  async function statuses(urls: string[], key: string, count: number): Promise<number[]> {
    const result: number[] = []
    for (let i = 0; i < count; i++) result.push((await client(urls[i % urls.length]!, key).get(PATH)).status)
    return result
  }

  it('when WORKERS=3, then a key gets its limit once across the workers, not once per worker', async () => {
    const served = await deployment.serve({ WORKERS: '3', RATE_LIMIT_PER_MINUTE: '4' }, 3)
    try {
      const key = await deployment.createKey('cluster-limit')
      assert.deepEqual(await statuses([served.url], key, 9), [200, 200, 200, 200, 429, 429, 429, 429, 429])
      assert.equal(served.output().split('"msg":"listening on ').length - 1, 3, 'three workers listen')
    } finally {
      assert.equal(await served.stop(), 0)
    }
  })

  it('when two instances share REDIS_URL, then a key gets its limit once across them', async () => {
    const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: '4' }
    const instances = await Promise.all([deployment.serve(env), deployment.serve(env)])
    try {
      const key = await deployment.createKey(`redis-limit-${randomBytes(4).toString('hex')}`)
      const urls = instances.map((served) => served.url)
      assert.deepEqual(await statuses(urls, key, 8), [200, 200, 200, 200, 429, 429, 429, 429])
    } finally {
      await Promise.all(instances.map((served) => served.stop()))
    }
  })
})
