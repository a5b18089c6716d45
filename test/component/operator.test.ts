// What the operator decides: the website quota per account and the banned words, on one instance and on
// two over one database. Races are forced (a create paused after its checks while another fills the last
// place), and the quota is also raced for real: 20 creates for one place, many rounds.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { domainToASCII } from 'node:url'
import { after, before, describe, it } from 'node:test'
import type { Db } from '../../src/compose.js'
import { type GatedInstances, startGatedInstances } from '../support/gated-store.js'
import type { Client } from '../support/http.js'

const PATH = '/api/v1/websites'
const QUOTA = 'You created too many websites.'
const BANNED = 'The domain contains a keyword that is banned.'
const refusal = (domain: string[], more: Record<string, string[]> = {}) => ({ message: { domain, ...more }, status: 422 })
const domainIs = (domain: string) => (args: unknown[]) => (args[2] as { domain?: string } | undefined)?.domain === domain
// 20 rounds on PostgreSQL (where instances truly interleave), 5 on SQLite (one writer); QUOTA_ROUNDS overrides.
const ROUNDS = Number(process.env.QUOTA_ROUNDS ?? (process.env.TEST_DB === 'postgres' ? 20 : 5))

describe('the website quota and the banned words, two instances on one database', () => {
  let instances: GatedInstances
  let operator: Db
  let api: Client
  let other: Client
  const account = async () => (await api.get('/api/v1/account')).body.data as { max_websites: number | null; website_count: number }
  /** Leaves `free` places in account "default" (null: no quota). */
  const leave = async (free: number | null) => {
    const { website_count: count } = await account()
    await operator.account.setMaxWebsites(null, 'default', free === null ? null : count + free)
  }

  before(async () => {
    instances = await startGatedInstances(2)
    operator = await instances.operator()
    ;[api, other] = instances.apis as [Client, Client]
  })
  after(() => instances.close())

  it('when the account holds max_websites, then a create is 422 on domain with every other error at once and nothing is stored', async () => {
    await leave(1)
    assert.equal((await api.post(PATH, { domain: 'quota-a.example' })).status, 201)
    const { website_count: count, max_websites: max } = await account()
    assert.equal(count, max)
    const full = await api.post(PATH, { domain: 'quota-b.example' })
    assert.deepEqual([full.status, full.body], [422, refusal([QUOTA])])
    const all = await other.post(PATH, { domain: 'quota-b.example', privacy: 5, exclude_ips: '10.0.0.300' })
    assert.deepEqual(all.body, refusal([QUOTA], {
      privacy: ['The privacy field must be between 0 and 2.'],
      exclude_ips: ['The exclude ips field contains an invalid IP address or range: 10.0.0.300.'],
    }))
    const taken = await api.post(PATH, { domain: 'quota-a.example' })
    assert.deepEqual(taken.body, refusal(['The domain has already been taken.', QUOTA]))
    assert.equal((await account()).website_count, count, 'nothing stored')
    assert.equal((await api.get(`${PATH}?search=quota-b`)).body.meta.total, 0)
  })

  it('when a website is deleted, then its place is free; a quota lowered below the count removes nothing; 0 refuses every create; unlimited clears it', async () => {
    await leave(1)
    const made = await api.post(PATH, { domain: 'quota-c.example' })
    assert.equal((await api.post(PATH, { domain: 'quota-d.example' })).status, 422)
    assert.equal((await api.delete(`${PATH}/${made.body.data.id}`)).status, 200)
    assert.equal((await other.post(PATH, { domain: 'quota-d.example' })).status, 201, 'the delete freed a place')
    const before = await account()
    await operator.account.setMaxWebsites(null, 'default', 1)
    assert.deepEqual(await account(), { ...before, max_websites: 1 }, 'lowering removes nothing')
    assert.deepEqual((await api.post(PATH, { domain: 'quota-e.example' })).body, refusal([QUOTA]))
    await operator.account.setMaxWebsites(null, 'default', 0)
    assert.deepEqual((await other.post(PATH, { domain: 'quota-e.example' })).body, refusal([QUOTA]))
    await leave(null)
    assert.equal((await account()).max_websites, null)
    assert.equal((await api.post(PATH, { domain: 'quota-e.example' })).status, 201)
  })

  it('when another create fills the last place between a create\'s checks and its insert, then the insert\'s own check refuses it', async () => {
    await leave(1)
    const paused = instances.pause(0, 'create', domainIs('race-late.example'))
    const late = api.post(PATH, { domain: 'race-late.example' })
    await paused.reached
    assert.equal((await other.post(PATH, { domain: 'race-first.example' })).status, 201)
    paused.release()
    assert.deepEqual((await late).body, refusal([QUOTA]))
    const { website_count: count, max_websites: max } = await account()
    assert.equal(count, max)
  })

  // PostgreSQL only: SQLite's one writer runs one create at a time, there is no interleaving to force.
  it('when creates have all read what they read and inserted before any commits (the account row held meanwhile), then only one passes', { skip: process.env.TEST_DB !== 'postgres' }, async () => {
    await leave(1)
    const id = (await operator.keys.accountId(null, 'default'))!
    let release!: () => void
    const released = new Promise<void>((resolve) => { release = resolve })
    let held!: () => void
    const holding = new Promise<void>((resolve) => { held = resolve })
    const holder = operator.executor.transaction(async (tx) => {
      await tx.apply([{ lock: { table: 'accounts', ids: [id] } }])
      held()
      await released
    }, { unbounded: true })
    await holding
    const answers = Promise.all(Array.from({ length: 6 }, (_, i) => instances.apis[i % 2]!.post(PATH, { domain: `held-${i}.example` })))
    await sleep(300)
    release()
    await holder
    const statuses = (await answers).map((answer) => answer.status).sort()
    assert.deepEqual(statuses, [201, 422, 422, 422, 422, 422])
  })

  it('when a create with an idempotency key filled the last place, then its retry is answered from the record, also when the retry overtook it', async () => {
    await leave(1)
    const key = { headers: { 'idempotency-key': 'quota-retry' } }
    const first = await api.post(PATH, { domain: 'retry-quota.example' }, key)
    assert.equal(first.status, 201)
    const retry = await other.post(PATH, { domain: 'retry-quota.example' }, key)
    assert.deepEqual([retry.status, retry.text, retry.headers['idempotent-replayed']], [201, first.text, 'true'])
    await leave(1)
    const overtaken = { headers: { 'idempotency-key': 'quota-overtaken' } }
    const paused = instances.pause(0, 'create', domainIs('overtaken-quota.example'))
    const late = api.post(PATH, { domain: 'overtaken-quota.example' }, overtaken)
    await paused.reached
    const winner = await other.post(PATH, { domain: 'overtaken-quota.example' }, overtaken)
    assert.equal(winner.status, 201)
    paused.release()
    const answer = await late
    assert.deepEqual([answer.status, answer.text, answer.headers['idempotent-replayed']], [201, winner.text, 'true'])
  })

  it(`when 20 creates on two instances race for the one place left, then exactly one is 201, ${ROUNDS} rounds`, async () => {
    const rounds: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      await leave(1)
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        instances.apis[i % 2]!.post(PATH, { domain: `race-${round}-${i}.example` })))
      const created = answers.filter((answer) => answer.status === 201).length
      rounds.push(created)
      for (const answer of answers.filter((answer) => answer.status !== 201)) assert.deepEqual(answer.body, refusal([QUOTA]))
      const { website_count: count, max_websites: max } = await account()
      assert.equal(count, max)
    }
    assert.deepEqual(rounds, rounds.map(() => 1))
    console.log(`quota race: ${ROUNDS} rounds of 20 concurrent creates for one place, 201s per round: ${rounds.join(' ')}`)
  })

  it('when the domain holds a banned word (any case, its ASCII or its Unicode form), then 422 with every other error at once; stored websites are kept', async () => {
    await leave(null)
    const kept = await api.post(PATH, { domain: 'poker-night.example' })
    const munich = domainToASCII('münchen.example')
    const asciiOnly = munich.split('.')[0]!.slice(-3)
    await operator.bannedWords.add(null, ['poker', 'bücher', asciiOnly])
    // Until this instance refuses by the word itself (a 422 alone could be the domain taken by an earlier try).
    await until(async () => ((await api.post(PATH, { domain: 'POKER-2.example' })).body.message?.domain ?? []).includes(BANNED))
    assert.deepEqual((await api.post(PATH, { domain: 'www.Poker-3.example', privacy: 9 })).body,
      refusal([BANNED], { privacy: ['The privacy field must be between 0 and 2.'] }))
    assert.deepEqual((await api.post(PATH, { domain: 'BÜCHER-laden.example' })).body, refusal([BANNED]), 'the Unicode form, without case')
    assert.deepEqual((await api.post(PATH, { domain: domainToASCII('bücherei.example') })).body, refusal([BANNED]), 'sent in punycode, judged in Unicode too')
    assert.deepEqual((await api.post(PATH, { domain: 'münchen.example' })).body, refusal([BANNED]), `the ASCII form ${munich} holds "${asciiOnly}"`)
    assert.equal((await api.post(PATH, { domain: 'pokr.example' })).status, 201, 'only the whole word')
    assert.equal((await api.get(`${PATH}/${kept.body.data.id}`)).status, 200, 'a website stored before is kept')
    await leave(0)
    assert.deepEqual((await api.post(PATH, { domain: 'poker-4.example' })).body, refusal([BANNED, QUOTA]))
    await leave(null)
    await operator.bannedWords.remove(null, 'poker')
    await operator.bannedWords.remove(null, 'bücher')
    await operator.bannedWords.remove(null, asciiOnly)
  })

  it('when the operator changes the list, then both instances apply it within 1 s', async () => {
    const timings: number[] = []
    for (const [i, word] of ['roulette', 'blackjack', 'baccarat'].entries()) {
      await operator.bannedWords.add(null, [word])
      const changed = Date.now()
      for (const [n, client] of instances.apis.entries()) {
        await until(async () => (await client.post(PATH, { domain: `${word}-${i}-${n}.example`, privacy: 9 })).body.message.domain !== undefined)
      }
      timings.push(Date.now() - changed)
      await operator.bannedWords.remove(null, word)
      const removed = Date.now()
      for (const [n, client] of instances.apis.entries()) {
        await until(async () => (await client.post(PATH, { domain: `${word}-${i}-${n}.example` })).status === 201)
      }
      timings.push(Date.now() - removed)
    }
    console.log(`banned words reached both instances in (ms): ${timings.join(' ')}`)
    assert.ok(timings.every((ms) => ms < 1000), timings.join(' '))
  })
})

async function until(check: () => Promise<boolean>, ms = 5000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) assert.fail(`not within ${ms} ms`)
    await sleep(20)
  }
  return Date.now() - started
}
