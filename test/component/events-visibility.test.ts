// The cursor keeps its promise per caller: four callers of different rights poll one account's log with
// after=next_after while several writers change websites, keys and members at once. Each must see exactly
// the events the rules give it (changes/event-types.ts: the subject's right, or being the event's person, or
// a website in its scope), each once, in id order. The whole log, as the owner reads it after the writers,
// is the reference; the test's own reading of the rules (below) picks each caller's part of it.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import { type Person, memberOf, ownerOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

type Event = { id: number; type: string; website_id: number | null; data: { user?: { id: number }; user_id?: number | null } | null }
interface Reader {
  name: string
  get(path: string): Promise<{ body: { data: Event[]; meta: { next_after: number } } }>
  /** What the contract lets it see of an event. */
  sees(event: Event): boolean
}
const ACCOUNT = 'visibility'
const subjectOf = (event: Event) => event.data?.user?.id ?? event.data?.user_id ?? null

describe('events by subject, polled under concurrent writers', () => {
  let service: TestService
  let owner: Person
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, ACCOUNT)
  })
  after(async () => {
    await service?.close()
  })

  it('when four callers of different rights poll with after=next_after while others write, then each sees exactly its events, once, in order', async () => {
    const shared = (await owner.post('/api/v1/websites', { domain: `shared-${randomBytes(3).toString('hex')}.example` })).body.data.id as number
    const viewer = await memberOf(service, ACCOUNT, 'viewer')
    const limited = await memberOf(service, ACCOUNT, 'editor', { websites: [shared] })
    const admin = await memberOf(service, ACCOUNT, 'admin')
    const adminKey = await service.keyFor(ACCOUNT, { name: 'admin key', admin: true, readOnly: true })
    const start = (await owner.get('/api/v1/events?limit=100')).body.data.at(-1)!.id
    const readers: Reader[] = [
      { name: 'viewer', get: (path) => viewer.get(path), sees: (e) => e.type.startsWith('website.') || subjectOf(e) === viewer.userId },
      { name: 'limited editor', get: (path) => limited.get(path), sees: (e) => (e.type.startsWith('website.') ? e.website_id === shared : subjectOf(e) === limited.userId) },
      { name: 'admin', get: (path) => admin.get(path), sees: () => true },
      { name: 'read-only admin key', get: (path) => adminKey.get(path), sees: (e) => e.type.startsWith('website.') || e.type.startsWith('key.') },
    ]
    let writing = true
    const seen = new Map<string, number[]>(readers.map((reader) => [reader.name, []]))
    const poll = async (reader: Reader, cursor: number) => {
      const page = (await reader.get(`/api/v1/events?after=${cursor}`)).body
      seen.get(reader.name)!.push(...page.data.map((event) => event.id))
      return page.meta.next_after
    }
    const pollers = readers.map(async (reader) => {
      let cursor = start
      while (writing) {
        cursor = await poll(reader, cursor)
        await sleep(5)
      }
      // The last writes are committed: one more page (and another while it was full) sees the end.
      for (let before = -1; before !== cursor;) [before, cursor] = [cursor, await poll(reader, cursor)]
    })
    const rounds = 12
    const writers = [
      (async () => { for (let i = 0; i < rounds; i++) await owner.patch(`/api/v1/websites/${shared}`, { email: i % 2 }) })(),
      (async () => { for (let i = 0; i < rounds; i++) await owner.post('/api/v1/websites', { domain: `w-${i}-${randomBytes(3).toString('hex')}.example` }) })(),
      (async () => { for (let i = 0; i < rounds; i++) await viewer.post('/api/v1/keys', { name: `viewer ${i}` }) })(),
      (async () => { for (let i = 0; i < rounds; i++) await limited.post('/api/v1/keys', { name: `limited ${i}` }) })(),
      (async () => {
        for (let i = 0; i < rounds / 2; i++) {
          const joiner = await memberOf(service, ACCOUNT, 'viewer')
          await admin.patch(`/api/v1/members/${joiner.userId}`, { role: 'editor' })
          await admin.post('/api/v1/keys', { name: `admin ${i}` })
        }
      })(),
    ]
    await Promise.all(writers)
    writing = false
    await Promise.all(pollers)
    const log = (await owner.get(`/api/v1/events?after=${start}&limit=100`)).body.data
    const rest = (await owner.get(`/api/v1/events?after=${log.at(-1)!.id}&limit=100`)).body.data
    const all = [...log, ...rest] as Event[]
    assert.ok(all.length > 5 * rounds, `the writers wrote (${all.length} events)`)
    for (const reader of readers) {
      const expected = all.filter(reader.sees).map((event) => event.id)
      assert.deepEqual(seen.get(reader.name), expected, `${reader.name}: every event it may see, once, in id order, and no other`)
    }
  })
})
