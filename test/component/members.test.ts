// Invitations and members: who may invite whom, what a bad invitation or a bad password gets, accepting
// as a new person or an existing one, changing roles and websites (the member's wider keys revoked with
// it), the last owner kept under a lock, and the events all of it tells.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { TEST_DB } from '../support/database.js'
import { request } from '../support/http.js'
import { type Person, memberOf, newPassword, ownerOf, signIn } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const FORBIDDEN = { message: 'This action is unauthorized.', status: 403 }
const INVALID = { message: 'This invitation is invalid or has expired.', status: 404 }
const LAST_OWNER = { message: { role: ['An account must keep at least one owner.'] }, status: 422 }
const tokenOf = (url: string) => url.split('/invitations/')[1]!

describe('invitations and members', () => {
  let service: TestService
  let owner: Person
  let accountId: number
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'team')
    accountId = (await service.db.keys.accountId(null, 'team'))!
  })
  after(async () => {
    await service?.close()
  })
  const accept = (body: Record<string, unknown>) => request('POST', `${service.url}/api/v1/invitations/accept`, { body })

  it('when an owner invites, then the link is shown once, listed without it while pending, and accepting it makes the member and signs them in', async () => {
    const site = (await owner.post('/api/v1/websites', { domain: 'team-site.example' })).body.data.id
    const invited = await owner.post('/api/v1/invitations', { email: 'grace@example.com', role: 'editor', websites: [site] })
    assert.equal(invited.status, 201, invited.text)
    const { url, id, ...rest } = invited.body.data
    assert.match(url, new RegExp(`^${service.url}/invitations/[\\w-]{43}$`))
    assert.deepEqual({ ...rest, expires_at: undefined, created_at: undefined }, {
      email: 'grace@example.com', role: 'editor', websites: [site], invited_by: { id: owner.userId, name: 'A owner' }, emailed: false,
      expires_at: undefined, created_at: undefined,
    })
    const days = (Date.parse(rest.expires_at) - Date.now()) / 86_400_000
    assert.ok(days > 6.9 && days <= 7)
    const pending = (await owner.get('/api/v1/invitations')).body.data
    assert.deepEqual(pending.map((invitation: { id: number; url?: string }) => [invitation.id, invitation.url]), [[id, undefined]])
    const password = newPassword()
    const accepted = await accept({ token: tokenOf(url), name: 'Grace', password })
    assert.equal(accepted.status, 200, accepted.text)
    assert.deepEqual(accepted.body.data.account, { id: accountId, name: 'team', role: 'editor', websites: [site] })
    assert.deepEqual((await owner.get('/api/v1/invitations')).body.data, [])
    const members = (await owner.get('/api/v1/members')).body.data
    const grace = members.find((member: { user: { email: string } }) => member.user.email === 'grace@example.com')
    assert.deepEqual({ ...grace, joined_at: undefined, last_sign_in_at: undefined }, {
      user: { id: accepted.body.data.user.id, email: 'grace@example.com', name: 'Grace' }, role: 'editor', websites: [site], two_factor: false,
      joined_at: undefined, last_sign_in_at: undefined,
    })
    assert.deepEqual(await accept({ token: tokenOf(url), name: 'Grace', password }).then((res) => res.body), INVALID, 'used')
    assert.equal((await signIn(service, 'GRACE@example.com', password)).res.status, 200)
  })

  it('when an invitation is unknown, revoked, expired, used, 10 KB long or of nobody, then 404 and nothing is made', async () => {
    const revoked = (await owner.post('/api/v1/invitations', { email: 'revoked@example.com' })).body.data
    assert.deepEqual((await owner.delete(`/api/v1/invitations/${revoked.id}`)).body, { id: revoked.id, object: 'invitation', revoked: true, status: 200 })
    assert.equal((await owner.delete(`/api/v1/invitations/${revoked.id}`)).status, 404)
    const expired = (await owner.post('/api/v1/invitations', { email: 'expired@example.com' })).body.data
    await service.sql(`UPDATE invitations SET expires_at = '2020-01-01T00:00:00.000000Z' WHERE id = ${expired.id}`)
    for (const token of [tokenOf(revoked.url), tokenOf(expired.url), 'nope', 'x'.repeat(10_240), '']) {
      const res = await accept({ token, name: 'Someone', password: newPassword() })
      assert.deepEqual(res.body, token === '' ? { message: { token: ['The token field is required.'] }, status: 422 } : INVALID, token.slice(0, 8))
    }
    assert.equal((await service.db.users.byEmail(null, 'revoked@example.com')), undefined)
    assert.equal((await service.db.users.byEmail(null, 'expired@example.com')), undefined)
  })

  it('when a new person accepts with a bad name or password, then every failing field at once, and nothing is made', async () => {
    const { url } = (await owner.post('/api/v1/invitations', { email: 'bad.password@example.com' })).body.data
    const token = tokenOf(url)
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ password: 'seven77' }, { name: ['The name field is required.'], password: ['The password field must be at least 8 characters.'] }],
      [{ name: '', password: 'x'.repeat(129) }, { name: ['The name field is required.'], password: ['The password field must not be greater than 128 characters.'] }],
      [{ name: 'x'.repeat(101), password: 'iloveyou' }, { name: ['The name field must not be greater than 100 characters.'], password: ['The password is too common.'] }],
      [{ name: 'Bad', password: 'BAD.PASSWORD@example.com' }, { password: ['The password must be different from the email.'] }],
      [{ name: 'Bad' }, { password: ['The password field is required.'] }],
    ]
    for (const [body, message] of cases) assert.deepEqual((await accept({ token, ...body })).body, { message, status: 422 }, JSON.stringify(body))
    assert.equal(await service.db.users.byEmail(null, 'bad.password@example.com'), undefined)
    assert.equal((await accept({ token, name: 'Good', password: newPassword() })).status, 200, 'the invitation still works')
  })

  it('when the invited email has a user already, then accepting takes their password (a wrong one is the sign-in\'s 422) and adds the account', async () => {
    const elsewhere = await memberOf(service, 'elsewhere', 'viewer')
    const { url } = (await owner.post('/api/v1/invitations', { email: elsewhere.email.toUpperCase(), role: 'viewer' })).body.data
    assert.deepEqual((await accept({ token: tokenOf(url), name: 'Anyone', password: 'not the right one' })).body,
      { message: { password: ['These credentials do not match our records.'] }, status: 422 })
    // Both ways in ask the same fields: a name, even of a person who has one (it is not changed).
    assert.deepEqual((await accept({ token: tokenOf(url), password: elsewhere.password })).body, { message: { name: ['The name field is required.'] }, status: 422 })
    const joined = await accept({ token: tokenOf(url), password: elsewhere.password, name: 'ignored' })
    assert.equal(joined.status, 200, joined.text)
    assert.deepEqual(joined.body.data.memberships.map((m: { account: { name: string } }) => m.account.name).sort(), ['elsewhere', 'team'])
    assert.equal(joined.body.data.user.email, elsewhere.email, 'the user as they were, not renamed')
  })

  it('when invitations are asked for badly, then each field says why; only owners invite owners; viewers and editors invite nobody', async () => {
    const member = await memberOf(service, 'team', 'viewer', { email: 'already@example.com' })
    const foreign = (await (await ownerOf(service, 'other-team')).post('/api/v1/websites', { domain: 'foreign.example' })).body.data.id
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { email: ['The email field is required.'] }],
      [{ email: 'a@b' }, { email: ['The email field must be a valid email address.'] }],
      [{ email: 'a@@b.example' }, { email: ['The email field must be a valid email address.'] }],
      [{ email: `${'a'.repeat(250)}@b.example` }, { email: ['The email field must not be greater than 255 characters.'] }],
      [{ email: 'ALREADY@example.com' }, { email: ['The email is already a member of this account.'] }],
      [{ email: 'new@example.com', role: 'root' }, { role: ['The selected role is invalid.'] }],
      [{ email: 'new@example.com', role: 'admin', websites: [1] }, { websites: ['The websites field is prohibited unless role is in editor, viewer.'] }],
      [{ email: 'new@example.com', role: 'viewer', websites: [foreign] }, { websites: ['The selected websites are invalid.'] }],
    ]
    for (const [body, message] of cases) assert.deepEqual((await owner.post('/api/v1/invitations', body)).body, { message, status: 422 }, JSON.stringify(body))
    assert.equal((await owner.post('/api/v1/invitations', { email: 'ünïcode@exämple.com' })).status, 201, 'an internationalised address')
    const admin = await memberOf(service, 'team', 'admin')
    assert.deepEqual((await admin.post('/api/v1/invitations', { email: 'owner2@example.com', role: 'owner' })).body, FORBIDDEN)
    assert.equal((await admin.post('/api/v1/invitations', { email: 'admin2@example.com', role: 'admin' })).status, 201)
    assert.deepEqual((await member.post('/api/v1/invitations', { email: 'x@example.com' })).body, FORBIDDEN)
    assert.deepEqual((await member.get('/api/v1/members')).body, FORBIDDEN)
  })

  it('when a member\'s role shrinks or they leave, then their keys wider than the new role are revoked in the same change', async () => {
    const admin = await memberOf(service, 'team', 'admin')
    const adminKey = (await admin.post('/api/v1/keys', { name: 'admin key', admin: true })).body.data
    const writeKey = (await admin.post('/api/v1/keys', { name: 'write key' })).body.data
    const readKey = (await admin.post('/api/v1/keys', { name: 'read key', read_only: true })).body.data
    assert.deepEqual([adminKey.user_id, writeKey.user_id, readKey.user_id], [admin.userId, admin.userId, admin.userId])
    const demoted = await owner.patch(`/api/v1/members/${admin.userId}`, { role: 'viewer' })
    assert.equal(demoted.body.data.role, 'viewer')
    const state = async (id: number) => ((await service.storedKey(id))!.revoked_at === null ? 'active' : 'revoked')
    assert.deepEqual([await state(adminKey.id), await state(writeKey.id), await state(readKey.id)], ['revoked', 'revoked', 'active'])
    assert.equal((await service.clientWith(writeKey.key).post('/api/v1/websites', { domain: 'by-revoked.example' })).status, 401)
    assert.deepEqual((await admin.post('/api/v1/websites', { domain: 'by-viewer.example' })).body, FORBIDDEN, 'the session acts as a viewer at once')
    assert.deepEqual((await owner.delete(`/api/v1/members/${admin.userId}`)).body, { user_id: admin.userId, object: 'member', removed: true, status: 200 })
    assert.equal(await state(readKey.id), 'revoked')
    assert.equal((await admin.get('/api/v1/websites')).status, 401, 'no account left')
    const events = (await owner.get('/api/v1/events?limit=100')).body.data
    const kinds = events.filter((event: { type: string }) => event.type.startsWith('member.') || event.type === 'key.revoked').slice(-5)
    assert.deepEqual(kinds.map((event: { type: string }) => event.type), ['key.revoked', 'key.revoked', 'member.updated', 'key.revoked', 'member.removed'])
    assert.deepEqual(kinds.at(-1).actor, { type: 'user', name: 'A owner', user_id: owner.userId, email: owner.email })
    assert.equal(kinds.at(-1).data.user.id, admin.userId)
  })

  it('when a member is changed by who may not, or owners are touched by an admin, then 403; an unknown member 404; bad values 422', async () => {
    const admin = await memberOf(service, 'team', 'admin')
    const editor = await memberOf(service, 'team', 'editor')
    assert.deepEqual((await admin.patch(`/api/v1/members/${owner.userId}`, { role: 'viewer' })).body, FORBIDDEN)
    assert.deepEqual((await admin.patch(`/api/v1/members/${editor.userId}`, { role: 'owner' })).body, FORBIDDEN)
    assert.deepEqual((await admin.delete(`/api/v1/members/${owner.userId}`)).body, FORBIDDEN)
    assert.deepEqual((await editor.patch(`/api/v1/members/${admin.userId}`, { role: 'viewer' })).body, FORBIDDEN)
    assert.deepEqual((await editor.delete(`/api/v1/members/${admin.userId}`)).body, FORBIDDEN)
    assert.equal((await admin.patch('/api/v1/members/999999', { role: 'viewer' })).status, 404)
    assert.deepEqual((await admin.patch(`/api/v1/members/${editor.userId}`, { role: 'boss' })).body, { message: { role: ['The selected role is invalid.'] }, status: 422 })
    assert.equal((await admin.patch(`/api/v1/members/${editor.userId}`, { role: 'admin' })).body.data.role, 'admin', 'admins make admins')
    assert.equal((await editor.delete(`/api/v1/members/${editor.userId}`)).status, 200, 'a member may leave')
  })

  it('when the last owner would be demoted or removed, then 422 and nothing changes', async () => {
    const solo = await ownerOf(service, 'solo')
    assert.deepEqual((await solo.patch(`/api/v1/members/${solo.userId}`, { role: 'admin' })).body, LAST_OWNER)
    assert.deepEqual((await solo.delete(`/api/v1/members/${solo.userId}`)).body, LAST_OWNER)
    assert.equal((await solo.get('/api/v1/session')).body.data.account.role, 'owner')
  })

  it('when two owners demote each other at the same moment, then one owner is left, every round', async () => {
    const rounds = TEST_DB === 'postgres' ? 20 : 5
    for (let round = 0; round < rounds; round++) {
      const account = `duel-${round}`
      const a = await ownerOf(service, account)
      const b = await memberOf(service, account, 'owner')
      const answers = await Promise.all([a.patch(`/api/v1/members/${b.userId}`, { role: 'admin' }), b.patch(`/api/v1/members/${a.userId}`, { role: 'admin' })])
      const statuses = answers.map((res) => res.status).sort()
      const owners = (await service.db.members.list(null, (await service.db.keys.accountId(null, account))!)).filter((member) => member.role === 'owner')
      assert.equal(owners.length, 1, `round ${round}: ${statuses.join(', ')}`)
      // The second to hold the account's lock found the other already demoted: itself the last owner (422), or no longer an owner (403).
      assert.ok(statuses.includes(200) && (statuses.includes(422) || statuses.includes(403)), `round ${round}: ${statuses.join(', ')}`)
    }
  })

  it('when members and invitations are asked with the wrong method, then 405 with Allow', async () => {
    for (const [method, path, allow] of [['POST', '/api/v1/members', 'GET, HEAD'], ['GET', '/api/v1/members/1', 'PATCH, DELETE'],
      ['PUT', '/api/v1/invitations', 'GET, HEAD, POST'], ['GET', '/api/v1/invitations/1', 'DELETE'], ['GET', '/api/v1/invitations/accept', 'POST']] as const) {
      const res = await owner.send(method, path)
      assert.deepEqual([res.status, res.headers.allow], [405, allow], `${method} ${path}`)
    }
  })
})
