// The rights table, walked whole from the service's own definitions (src/rights.ts), not from a copy of
// them: every role (limited too, where it may be) and every kind of key asks for every kind of action, and
// gets it exactly when its rights, as the definitions give them, hold the right the action needs. A new
// role in the definitions is walked here without a line changed. The `rights` each caller reads on the wire
// are those rights, and a key and a member with the same rights get the same answers.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { type KeyFlags, type Right, ROLES, ROLE_DEFINITIONS, listedRights, rightsOfKey, rightsOfMember } from '../../src/rights.js'
import type { Response } from '../support/http.js'
import { memberOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const ACCOUNT = 'rights'
const an = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`
type Caller = { post(path: string, body?: unknown): Promise<Response>; get(path: string): Promise<Response>; patch(path: string, body?: unknown): Promise<Response>; delete(path: string): Promise<Response> }

/** Each action and the rights that allow it (any of them): what the API asks, as the contract's table says. */
const NEEDS = {
  'read websites': ['read'],
  'read events': ['read'],
  'visit check': ['read'],
  'create website': ['create'],
  'update website': ['write'],
  'delete website': ['write'],
  'make a key': ['own-keys', 'manage-keys'],
  'make an admin key': ['manage-keys'],
  'see every key': ['read-keys'],
  webhooks: ['manage-webhooks'],
  invite: ['manage-members'],
  'list members': ['manage-members'],
  'change a member': ['manage-members'],
  'make an owner': ['manage-owners'],
  'account settings': ['manage-account'],
} as const satisfies Record<string, readonly Right[]>
type Action = keyof typeof NEEDS
const ACTIONS = Object.keys(NEEDS) as Action[]

/** The kinds of key, by their flags. */
const KEYS: Record<string, KeyFlags> = {
  'read-only key': { readOnly: true, limited: false, admin: false },
  'limited key': { readOnly: false, limited: true, admin: false },
  key: { readOnly: false, limited: false, admin: false },
  'admin key': { readOnly: false, limited: false, admin: true },
  'read-only admin key': { readOnly: true, limited: false, admin: true },
}

describe('the rights table, from the role definitions, for keys and sessions alike', () => {
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
    statuses['account settings'] = (await caller.patch('/api/v1/account', { require_two_factor: false })).status
    statuses['delete website'] = (await caller.delete(`/api/v1/websites/${site}`)).status
    return statuses
  }

  const site = async () => (await owner.post('/api/v1/websites', { domain: `site-${randomBytes(4).toString('hex')}.example` })).body.data.id as number
  /** Every action allowed exactly when `rights` hold one of the rights it needs (403 otherwise, and only then). */
  const check = (name: string, rights: ReadonlySet<Right>, statuses: Record<Action, number>) => {
    answers.set(name, statuses)
    const wrong = ACTIONS.filter((action) => (statuses[action] === 403) === NEEDS[action].some((right) => rights.has(right)))
    assert.deepEqual(wrong.map((action) => `${action}: ${statuses[action]}`), [], `${name} (${[...rights].join(' ')}) ${JSON.stringify(statuses)}`)
  }

  for (const role of ROLES) {
    for (const limited of ROLE_DEFINITIONS[role].limitable ? [false, true] : [false]) {
      const name = `${limited ? 'limited ' : ''}${role}`
      it(`when a member is ${an(name)}, then each action as the role's rights say, and the session's rights are those`, async () => {
        const id = await site()
        const person = await memberOf(service, ACCOUNT, role, limited ? { websites: [id] } : {})
        const rights = rightsOfMember(role, limited)
        assert.deepEqual((await person.get('/api/v1/session')).body.data.rights, listedRights(rights))
        check(name, rights, await walk(person, id))
      })
    }
  }

  for (const [name, flags] of Object.entries(KEYS)) {
    it(`when the caller is ${an(name)}, then each action as its flags' rights say, and GET /key tells those rights`, async () => {
      const id = await site()
      const key = await service.keyFor(ACCOUNT, { name, readOnly: flags.readOnly, admin: flags.admin, ...(flags.limited ? { websites: [id] } : {}) })
      const rights = rightsOfKey(flags)
      assert.deepEqual((await key.get('/api/v1/key')).body.data.rights, listedRights(rights))
      check(name, rights, await walk(key, id))
    })
  }

  for (const role of ROLES) {
    it(`when ${an(role)} makes a key signed in, then the key's rights are its flags' within the ${role}'s, on the wire and in what it may do`, async () => {
      const id = await site()
      const person = await memberOf(service, ACCOUNT, role)
      const made = await person.post('/api/v1/keys', { name: `${role}'s key` })
      assert.equal(made.status, 201, made.text)
      const flags = { readOnly: made.body.data.read_only, limited: made.body.data.websites !== null, admin: made.body.data.admin }
      const rights = rightsOfKey(flags, rightsOfMember(role, false))
      assert.deepEqual(made.body.data.rights, listedRights(rights))
      const key = service.clientWith(made.body.data.key)
      assert.deepEqual((await key.get('/api/v1/key')).body.data.rights, listedRights(rights))
      check(`${role}'s key`, rights, await walk(key, id))
    })
  }

  it('when a key and a member have the same rights, then they get the same answers', () => {
    const same = (key: string, member: string, actions: readonly Action[]) =>
      assert.deepEqual(actions.map((action) => answers.get(key)![action]), actions.map((action) => answers.get(member)![action]), `${key} ~ ${member}`)
    // Reading and the websites: a read-only key as a viewer, a limited key as a limited editor, a key as an editor.
    const websites = ['read websites', 'read events', 'visit check', 'create website', 'update website', 'delete website'] as const
    same('read-only key', 'viewer', websites)
    same('limited key', 'limited editor', websites)
    same('key', 'editor', websites)
    // An editor's own key has exactly the editor's rights but owning keys: every action but making keys.
    same('editor\'s key', 'editor', ACTIONS.filter((action) => !action.startsWith('make a')))
    // Managing the account: an admin key as an admin.
    same('admin key', 'admin', [...websites, 'make an admin key', 'see every key', 'webhooks', 'invite', 'list members', 'change a member', 'make an owner', 'account settings'])
  })
})
