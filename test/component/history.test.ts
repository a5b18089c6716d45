// Concurrency is not timing: each known race is forced (one request paused at the bad point while another
// runs to its end), so the bad order happens on every run; then random concurrent histories are checked
// for linearizability against a sequential model of the contract (test/support/history.ts).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { WebsitesStore } from '../../src/websites/websites.store.js'
import { type GatedInstances, startGatedInstances } from '../support/gated-store.js'
import { type Op, checkHistory, linearizable } from '../support/history.js'
import { runHistory } from '../support/history-clients.js'

const PATH = '/api/v1/websites'
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } })
const domainIs = (domain: string) => (args: unknown[]) => args.includes(domain) || (args[2] as { domain?: string } | undefined)?.domain === domain

for (const count of [1, 2]) {
  describe(`forced interleavings, ${count === 1 ? 'one instance' : 'two instances on one database'}`, () => {
    let instances: GatedInstances
    before(async () => { instances = await startGatedInstances(count) })
    after(() => instances.close())
    const second = () => instances.apis[count - 1]!

    // A create reads the domain first when it has a password to hash (or other errors to name); else the insert alone finds it taken.
    it('when a retry with the same key commits between a create\'s key lookup and its domain check, then it answers the replay, never "taken"', async () => {
      const domain = `gate-check-${count}.example`
      const paused = instances.pause(0, 'domainExists', domainIs(domain))
      const first = instances.apis[0]!.post(PATH, { domain, password: 'gate-secret' }, withKey(`k-check-${count}`))
      await paused.reached
      const retry = await second().post(PATH, { domain, password: 'gate-secret' }, withKey(`k-check-${count}`))
      assert.equal(retry.status, 201, retry.text)
      paused.release()
      const late = await first
      assert.deepEqual([late.status, late.text, late.headers['idempotent-replayed']], [201, retry.text, 'true'])
    })

    it('when the same key commits between a create\'s checks and its insert, then the insert loses to the unique index and answers the replay', async () => {
      const domain = `gate-insert-${count}.example`
      const paused = instances.pause(0, 'create', domainIs(domain))
      const first = instances.apis[0]!.post(PATH, { domain }, withKey(`k-insert-${count}`))
      await paused.reached
      const retry = await second().post(PATH, { domain }, withKey(`k-insert-${count}`))
      assert.equal(retry.status, 201, retry.text)
      paused.release()
      const late = await first
      assert.deepEqual([late.status, late.text, late.headers['idempotent-replayed']], [201, retry.text, 'true'])
    })

    it('when a different key takes the domain in between, then "taken" (the re-read finds no own answer)', async () => {
      const domain = `gate-other-${count}.example`
      const paused = instances.pause(0, 'create', domainIs(domain))
      const first = instances.apis[0]!.post(PATH, { domain }, withKey(`k-other-a-${count}`))
      await paused.reached
      assert.equal((await second().post(PATH, { domain }, withKey(`k-other-b-${count}`))).status, 201)
      paused.release()
      const late = await first
      assert.deepEqual([late.status, late.body], [422, { message: { domain: ['The domain has already been taken.'] }, status: 422 }])
    })

    it('when another write with the same If-Match tag commits between an update\'s read and its write, then one 200 and one 412', async () => {
      const created = await instances.apis[0]!.post(PATH, { domain: `gate-match-${count}.example` })
      const id = created.body.data.id as number
      const tag = created.headers.etag as string
      const paused = instances.pause(0, 'update', (args) => args[2] === id)
      const first = instances.apis[0]!.patch(`${PATH}/${id}`, { email: 1 }, { headers: { 'if-match': tag } })
      await paused.reached
      const other = await second().patch(`${PATH}/${id}`, { privacy: 0 }, { headers: { 'if-match': tag } })
      assert.equal(other.status, 200, other.text)
      paused.release()
      const late = await first
      assert.deepEqual([late.status, late.body], [412, { message: 'Precondition Failed.', status: 412 }])
      const now = await instances.apis[0]!.get(`${PATH}/${id}`)
      assert.deepEqual([now.body.data.privacy, now.body.data.email], [0, 0], 'the refused write changed nothing')
    })

    it('when another write sets the same value between an update\'s read and its write, then the update changes nothing and the ETag stays', async () => {
      const created = await instances.apis[0]!.post(PATH, { domain: `gate-same-${count}.example` })
      const id = created.body.data.id as number
      const paused = instances.pause(0, 'update', (args) => args[2] === id)
      const first = instances.apis[0]!.patch(`${PATH}/${id}`, { email: 1 })
      await paused.reached
      const other = await second().patch(`${PATH}/${id}`, { email: 1 })
      assert.equal(other.headers.etag, `"${id}.2"`)
      paused.release()
      const late = await first
      assert.deepEqual([late.status, late.headers.etag, late.body.data.updated_at], [200, `"${id}.2"`, other.body.data.updated_at])
    })

    it('when a delete with an If-Match tag is overtaken by an update, then 412 and the website stays', async () => {
      const created = await instances.apis[0]!.post(PATH, { domain: `gate-delete-${count}.example` })
      const id = created.body.data.id as number
      const paused = instances.pause(0, 'remove', (args) => args[2] === id)
      const first = instances.apis[0]!.delete(`${PATH}/${id}`, { headers: { 'if-match': created.headers.etag as string } })
      await paused.reached
      assert.equal((await second().patch(`${PATH}/${id}`, { email: 1 })).status, 200)
      paused.release()
      assert.equal((await first).status, 412)
      assert.equal((await instances.apis[0]!.get(`${PATH}/${id}`)).status, 200)
    })
  })
}

describe('the history checker', () => {
  const at = (start: number, end: number) => ({ start, end, client: 0, index: 0, domain: 'd.example' })
  const created = { ...at(0, 1), kind: 'create', email: 0, status: 201, replayed: false, version: 1, fields: { id: 7, email: 0, privacy: 1 }, text: 'first' } as const
  const tagged = (start: number, end: number, status: number, version?: number): Op =>
    ({ ...at(start, end), kind: 'update', id: 7, set: { email: 1 }, ifMatch: 1, status, version, fields: version ? { id: 7, email: 1, privacy: 1 } : undefined })

  it('when two updates with one If-Match tag overlap, then one 200 and one 412 is linearizable and two 200s are not', () => {
    assert.equal(linearizable([created, tagged(2, 5, 412), tagged(3, 4, 200, 2)]), true)
    const twice = checkHistory([created, tagged(2, 5, 200, 2), tagged(3, 4, 200, 2)])
    assert.equal(twice.failures.length, 1)
    assert.match(twice.failures[0]!, /a failing part of 3/)
  })

  it('when a create with a key answers "taken" while the same key\'s create overlaps it, then not linearizable; after a replay, replays only', () => {
    const keyed = { ...created, key: 'k', text: 'first' }
    const taken: Op = { ...at(0.5, 2), kind: 'create', email: 0, key: 'k', status: 422, replayed: false, text: '{"message":{"domain":["The domain has already been taken."]},"status":422}' }
    assert.equal(linearizable([keyed, taken]), false)
    const replay: Op = { ...at(0.5, 2), kind: 'create', email: 0, key: 'k', status: 201, replayed: true, text: 'first' }
    assert.equal(linearizable([keyed, replay]), true)
    assert.equal(linearizable([{ ...replay, ...at(0, 0.5) }, { ...keyed, ...at(1, 2) }]), false, 'a replay cannot come before the answer it replays')
  })
})

/** A few concurrent histories against the real app; any answer the model cannot place fails the test. */
async function checkHistories(instances: GatedInstances, histories: number, label: string) {
  const figures = []
  for (let h = 0; h < histories; h++) {
    const ops = await runHistory({ apis: instances.apis, clients: 8, opsPerClient: 25, domains: 5, label: `${label}-h${h}` })
    const unexpected = ops.filter((op) => op.status >= 500)
    assert.deepEqual(unexpected, [], 'no 5xx')
    figures.push(checkHistory(ops))
  }
  return figures
}

for (const count of [1, 2]) {
  describe(`linearizable histories, ${count === 1 ? 'one instance' : 'two instances on one database'}`, () => {
    let instances: GatedInstances
    before(async () => { instances = await startGatedInstances(count) })
    after(() => instances.close())

    it('when 8 clients create, update, delete and read at once, then every history is linearizable against the contract\'s model', async () => {
      for (const verdict of await checkHistories(instances, 3, `lin${count}`)) {
        assert.deepEqual(verdict.failures, [])
        assert.ok(verdict.ops === 200 && verdict.domains === 5)
      }
    })
  })
}

describe('the history check, on a service with a defect put in', () => {
  let instances: GatedInstances
  // The defect: every other read of a website answers what the read before it saw, however writes moved it
  // since (as a lagging replica would). An update, which is made on the version it read and reads again when
  // overtaken, still gets through on its next read: the history holds stale reads, not errors.
  const staleReads = (store: WebsitesStore): WebsitesStore => {
    const cache = new Map<number, Awaited<ReturnType<WebsitesStore['get']>>>()
    return {
      ...store,
      get: async (wait, scope, id) => {
        if (cache.has(id)) {
          const stale = cache.get(id)
          cache.delete(id)
          return stale
        }
        const fresh = await store.get(wait, scope, id)
        cache.set(id, fresh)
        return fresh
      },
    }
  }
  before(async () => { instances = await startGatedInstances(1, staleReads) })
  after(() => instances.close())

  // A random history shows the defect only when a read falls after a write it should have seen: 38 histories
  // of 40 did here, and two in a row (as this test once ran) missed it in one CI run. So histories run until
  // one is refused, up to 20: even at half the rate measured, missing all 20 is about one run in a million.
  it('when reads come from a stale cache, then the check reports a non-linearizable history with its failing part', async () => {
    let failures: string[] = []
    for (let h = 0; h < 20 && failures.length === 0; h++) failures = (await checkHistories(instances, 1, `broken${h}`))[0]!.failures
    assert.ok(failures.length > 0, 'the defect went unnoticed in 20 histories')
    assert.match(failures[0]!, /not linearizable .*a failing part of \d+:\n    client/s)
  })
})
