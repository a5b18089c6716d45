// An invitation's page names what it is for before anyone accepts it: POST /invitations/preview answers the
// account, the role and the invited email (null for the first owner's open link; never whether it has a
// user), for exactly the tokens accepting would take; any other token is accepting's 404. Nothing changes.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { request } from '../support/http.js'
import { type Person, memberOf, newPassword, ownerOf } from '../support/people.js'
import { operatorServices } from '../support/secrets.js'
import { type TestService, startTestService } from '../support/service.js'

const INVALID = { message: 'This invitation is invalid or has expired.', status: 404 }
const tokenOf = (url: string) => url.split('/invitations/')[1]!

describe('previewing an invitation', () => {
  let service: TestService
  let owner: Person
  before(async () => {
    service = await startTestService()
    owner = await ownerOf(service, 'preview')
  })
  after(async () => {
    await service?.close()
  })
  const preview = (body: unknown) => request('POST', `${service.url}/api/v1/invitations/preview`, { body })

  it('when an invitation for an email is previewed, then its account, role, email, expiry but not whether that email has a user; the token still accepts', async () => {
    const invited = (await owner.post('/api/v1/invitations', { email: 'grace@example.com', role: 'editor' })).body.data
    const answer = await preview({ token: tokenOf(invited.url) })
    assert.equal(answer.status, 200, answer.text)
    const accountId = (await service.db.keys.accountId(null, 'preview'))!
    assert.deepEqual(answer.body, { data: { account: { id: accountId, name: 'preview' }, role: 'editor', email: 'grace@example.com', expires_at: invited.expires_at }, status: 200 })
    const existing = await memberOf(service, 'elsewhere', 'viewer', { email: 'known@example.com' })
    const again = (await owner.post('/api/v1/invitations', { email: existing.email, role: 'viewer' })).body.data
    assert.deepEqual(Object.keys((await preview({ token: tokenOf(again.url) })).body.data), ['account', 'role', 'email', 'expires_at'], 'an existing user is not told apart')
    const accepted = await request('POST', `${service.url}/api/v1/invitations/accept`, { body: { token: tokenOf(invited.url), name: 'Grace', password: newPassword() } })
    assert.equal(accepted.status, 200, 'previewing used nothing up')
    assert.deepEqual((await preview({ token: tokenOf(invited.url) })).body, INVALID, 'a used token: 404')
  })

  it('when the first owner\'s open link is previewed, then its email is null, and unknown, revoked or missing tokens answer as accepting does', async () => {
    const accountId = (await service.db.keys.accountId(null, 'preview'))!
    const open = await operatorServices(service.db).members.inviteOnServer({ id: accountId, name: 'preview' }, null, 'owner', service.url)
    const answer = await preview({ token: tokenOf(open.url) })
    assert.deepEqual({ ...answer.body.data, expires_at: undefined }, { account: { id: accountId, name: 'preview' }, role: 'owner', email: null, expires_at: undefined })
    assert.deepEqual((await preview({ token: 'x'.repeat(43) })).body, INVALID)
    const revoked = (await owner.post('/api/v1/invitations', { email: 'gone@example.com' })).body.data
    assert.equal((await owner.delete(`/api/v1/invitations/${revoked.id}`)).status, 200)
    assert.deepEqual((await preview({ token: tokenOf(revoked.url) })).body, INVALID)
    assert.deepEqual((await preview({})).body, { message: { token: ['The token field is required.'] }, status: 422 })
    // Another method is answered as on /invitations/accept: after authentication (405 with a session).
    assert.equal((await owner.get('/api/v1/invitations/preview')).status, 405)
  })
})
