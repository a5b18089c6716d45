// The rights table, walked whole: every kind of caller (a member of each role, a limited member, and each
// kind of key) asks for every kind of action, and gets it or 403 as the table says. A key and a member
// with the same rights get the same answers: the table's rows for them are compared too.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import type { Response } from '../support/http.js'
import { memberOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const ACCOUNT = 'rights'
type Caller = { post(path: string, body?: unknown): Promise<Response>; get(path: string): Promise<Response>; patch(path: string, body?: unknown): Promise<Response>; delete(path: string): Promise<Response> }

/** What a caller may do: each action, allowed (its success status) or refused (403). */
const ACTIONS = ['read websites', 'read events', 'visit check', 'create website', 'update website', 'delete website', 'make a key', 'make an admin key',
  'see every key', 'webhooks', 'invite', 'list members', 'change a member', 'make an owner'] as const
type Action = typeof ACTIONS[number]

/** ✓ allowed, · refused, as the contract's table (and, for keys, the earlier sections) says. */
const TABLE: Record<string, string> = {
  //                  rw ev vc cr up de mk ma ek wh in lm cm mo
  viewer:            '✓  ✓  ✓  ·  ·  ·  ✓  ·  ·  ·  ·  ·  ·  ·',
  'limited editor':  '✓  ✓  ✓  ·  ✓  ✓  ✓  ·  ·  ·  ·  ·  ·  ·',
  editor:            '✓  ✓  ✓  ✓  ✓  ✓  ✓  ·  ·  ·  ·  ·  ·  ·',
  admin:             '✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ·',
  owner:             '✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓',
  'read-only key':   '✓  ✓  ✓  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·',
  'limited key':     '✓  ✓  ✓  ·  ✓  ✓  ·  ·  ·  ·  ·  ·  ·  ·',
  key:               '✓  ✓  ✓  ✓  ✓  ✓  ·  ·  ·  ✓  ·  ·  ·  ·',
  'admin key':       '✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ✓  ·',
}
const allowedBy = (caller: string) => Object.fromEntries(TABLE[caller]!.split(/\s+/).map((mark, i) => [ACTIONS[i]!, mark === '✓'])) as Record<Action, boolean>

describe('the rights table, for keys and sessions alike', () => {
  let service: TestService
  let owner: Awaited<ReturnType<TestService['keyFor']>>
  const answers = new Map<string, Record<Action, number>>()
  before(async () => {
    service = await startTestService()
    owner = await service.keyFor(ACCOUNT, { name: 'owner key', admin: true })
  })
  after(async () => {
    await service?.close()
  })

  /** Each action as the caller asks it, on records of its own (a fresh website it may see, a fresh member): its status. */
  async function walk(caller: Caller, site: number): Promise<Record<Action, number>> {
    const target = await memberOf(service, ACCOUNT, 'viewer')
    const unique = randomBytes(4).toString('hex')
    const statuses = {} as Record<Action, number>
    statuses['read websites'] = (await caller.get('/api/v1/websites')).status
    statuses['read events'] = (await caller.get('/api/v1/events')).status
    statuses['visit check'] = (await caller.get(`/api/v1/websites/${site}/check?ip=203.0.113.7`)).status
    statuses['create website'] = (await caller.post('/api/v1/websites', { domain: `r-${unique}.example` })).status
    statuses['update website'] = (await caller.patch(`/api/v1/websites/${site}`, { email: 1 })).status
    statuses['make a key'] = (await caller.post('/api/v1/keys', { name: `k-${unique}`, read_only: true })).status
    statuses['make an admin key'] = (await caller.post('/api/v1/keys', { name: `a-${unique}`, admin: true, read_only: true })).status
    // Every key of the account (the owner's among them), or only one's own.
    const listed = await caller.get('/api/v1/keys')
    statuses['see every key'] = listed.status === 200 && listed.body.data.some((key: { name: string }) => key.name === 'owner key') ? 200 : 403
    statuses.webhooks = (await caller.get('/api/v1/webhooks')).status
    statuses.invite = (await caller.post('/api/v1/invitations', { email: `i-${unique}@example.com` })).status
    statuses['list members'] = (await caller.get('/api/v1/members')).status
    statuses['change a member'] = (await caller.patch(`/api/v1/members/${target.userId}`, { role: 'editor' })).status
    statuses['make an owner'] = (await caller.patch(`/api/v1/members/${target.userId}`, { role: 'owner' })).status
    statuses['delete website'] = (await caller.delete(`/api/v1/websites/${site}`)).status
    return statuses
  }

  const site = async () => (await owner.post('/api/v1/websites', { domain: `site-${randomBytes(4).toString('hex')}.example` })).body.data.id as number
  const check = (name: string, statuses: Record<Action, number>) => {
    answers.set(name, statuses)
    const expected = allowedBy(name)
    const wrong = ACTIONS.filter((action) => (statuses[action] === 403) === expected[action])
    assert.deepEqual(wrong.map((action) => `${action}: ${statuses[action]}`), [], `${name} ${JSON.stringify(statuses)}`)
  }

  for (const role of ['viewer', 'editor', 'admin', 'owner'] as const) {
    it(`when a member is ${role === 'viewer' ? 'a' : 'an'} ${role}, then each action as the table says`, async () => {
      const id = await site()
      check(role, await walk(await memberOf(service, ACCOUNT, role), id))
    })
  }

  it('when a member is an editor limited to some websites, then each action as the table says (creating websites refused)', async () => {
    const id = await site()
    check('limited editor', await walk(await memberOf(service, ACCOUNT, 'editor', { websites: [id] }), id))
  })

  for (const [name, options] of [['read-only key', { readOnly: true }], ['key', {}], ['admin key', { admin: true }]] as const) {
    it(`when the caller is ${name === 'admin key' ? 'an' : 'a'} ${name}, then each action as the table says`, async () => {
      const id = await site()
      check(name, await walk(await service.keyFor(ACCOUNT, { name, ...options }), id))
    })
  }

  it('when the caller is a key limited to some websites, then each action as the table says', async () => {
    const id = await site()
    check('limited key', await walk(await service.keyFor(ACCOUNT, { name: 'limited', websites: [id] }), id))
  })

  it('when a key and a member have the same rights, then they get the same answers', () => {
    const same = (key: string, member: string, actions: readonly Action[]) =>
      assert.deepEqual(actions.map((action) => answers.get(key)![action]), actions.map((action) => answers.get(member)![action]), `${key} ~ ${member}`)
    // Reading and the websites: a read-only key as a viewer, a limited key as a limited editor, a key as an editor.
    const websites = ['read websites', 'read events', 'visit check', 'create website', 'update website', 'delete website'] as const
    same('read-only key', 'viewer', websites)
    same('limited key', 'limited editor', websites)
    same('key', 'editor', websites)
    // Managing the account: an admin key as an admin.
    same('admin key', 'admin', [...websites, 'make an admin key', 'see every key', 'webhooks', 'invite', 'list members', 'change a member', 'make an owner'])
  })
})
