// Every statement a request makes on PostgreSQL counts into that request's wait (db/database-wait.ts), so
// that its waits share one deadline (F2, F11: every request answers within 2 s). The wait is handed down by
// hand, from the request through the caller to each store call: a call that passed null instead would
// silently give its statement a whole deadline of its own. This test watches the executor of a real app
// while requests reach every route but OIDC's (which needs a provider): keys, sessions, websites, searches,
// events, webhooks, members, invitations, profile, second factors, their error paths too; and names any
// statement or transaction that ran without its request's own wait (none, an earlier request's, or no deadline).
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { DatabaseWait, type Executor, type Query, type TransactionOptions, type Wait } from '../../src/db/executor.js'
import { type Client, type Response, client, request } from '../support/http.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'
import { type InProcessApp, startInProcessApp } from '../support/in-process-app.js'
import { cookieOf, newPassword, sessionClient } from '../support/people.js'

/**
 * Records, from now on, the wait of each statement (`all`, `one`, `run`) and each transaction, and names those
 * of a request that came without one: a statement or transaction with a null wait, or a transaction without
 * any deadline (`unbounded`), but for the last-use flushes, which a timer runs beside the requests. A search's
 * count and matches (`long`) are made once for every request asking at once: no one request's, by design.
 */
function watchWaits(executor: Executor): { missing: string[]; waits: DatabaseWait[] } {
  const missing: string[] = []
  const waits: DatabaseWait[] = []
  const caller = () => new Error().stack!.split('\n').slice(3, 6).map((line) => line.trim()).join(' < ')
  const queryPrototype = Object.getPrototypeOf(executor.prepare('SELECT 1')) as Record<'all' | 'one' | 'run', (wait: Wait, values?: readonly unknown[]) => Promise<unknown>> & { text: string; long: boolean }
  for (const method of ['all', 'one', 'run'] as const) {
    const original = queryPrototype[method]
    queryPrototype[method] = function (this: typeof queryPrototype, wait, values) {
      if (wait instanceof DatabaseWait) waits.push(wait)
      else if (!this.long) missing.push(`${this.text.replace(/\s+/g, ' ').slice(0, 90)} (${caller()})`)
      return original.call(this, wait, values)
    }
  }
  const transaction = executor.transaction.bind(executor)
  ;(executor as { transaction: Executor['transaction'] }).transaction = (work, options: TransactionOptions) => {
    if (options.wait instanceof DatabaseWait) waits.push(options.wait)
    else if (!options.unbounded || !/recordUses/.test(caller())) missing.push(`a transaction${options.unbounded ? ' without a deadline' : ''} (${caller()})`)
    return transaction(work, options)
  }
  return { missing, waits }
}

describe('each request\'s statements count into its wait', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite has no deadline' }, () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  let started: InProcessApp
  let base: string
  let api: Client
  let watched: ReturnType<typeof watchWaits>

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-wait-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env }))
    const { key } = await createKeysService(db.keys).createKey('default', { admin: true })
    started = await startInProcessApp(db, { webhooks: { allowHttp: true, allowPrivate: true } })
    // Passkeys' relying party is a host name, never an address (127.0.0.1 is refused with a 422).
    base = started.url.replace('127.0.0.1', 'localhost')
    api = client(base, key)
    // The first owner's invitation is the operator's (no request): made before watching.
    const accountId = (await db.keys.accountId(null, 'default'))!
    const invited = await started.services.members.inviteOnServer({ id: accountId, name: 'default' }, 'owner@example.com', 'owner', base)
    watched = watchWaits(db.executor)
    const password = newPassword()
    const accepted = await request('POST', `${base}/api/v1/invitations/accept`, { body: { token: invited.url.split('/invitations/')[1], name: 'Owner', password } })
    assert.equal(accepted.status, 200, accepted.text)
    owner = sessionClient(base, cookieOf(accepted)!, { userId: accepted.body.data.user.id, email: 'owner@example.com', password })
  })
  let owner: ReturnType<typeof sessionClient>
  after(async () => {
    await started?.close()
    await db?.close()
    await database?.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when requests reach every kind of route, then each statement and transaction of theirs runs on that request\'s own wait', async () => {
    const earlier = new Set<DatabaseWait>()
    let requests = 0
    /** A request (its outcome is other tests' business, but not a 5xx): what it ran counts into one wait, its own. */
    const reach = async (pending: Promise<Response>, what = 'a request') => {
      const from = watched.waits.length
      const res = await pending
      assert.ok(res.status < 500, `${what}: ${res.status} ${res.text}`)
      const its = new Set(watched.waits.slice(from))
      assert.ok(its.size <= 1, `${what}: its statements counted into ${its.size} waits`)
      for (const wait of its) {
        assert.ok(!earlier.has(wait), `${what}: ran on an earlier request's wait`)
        earlier.add(wait)
      }
      requests++
      return res
    }
    /** The same, and it must succeed. */
    const expect = async (pending: Promise<Response>) => {
      const res = await reach(pending)
      assert.ok(res.status >= 200 && res.status < 300, `${res.status} ${res.text}`)
      return res
    }
    // Websites, with a key: create (again with the same idempotency key: its replay; another with the domain
    // taken), read, list, search, the visit check, update (a stale If-Match too), replace, delete.
    const site = await expect(api.post('/api/v1/websites', { domain: 'wait.example' }, { headers: { 'idempotency-key': 'wait-1' } }))
    await expect(api.post('/api/v1/websites', { domain: 'wait.example' }, { headers: { 'idempotency-key': 'wait-1' } }))
    await reach(api.post('/api/v1/websites', { domain: 'wait.example' }, { headers: { 'idempotency-key': 'wait-2' } }))
    await reach(api.post('/api/v1/websites', { domain: 'wait.example', privacy: 2, password: 'a secret' }))
    const id = site.body.data.id
    await expect(api.get(`/api/v1/websites/${id}`))
    await expect(api.get('/api/v1/websites'))
    await expect(api.get('/api/v1/websites?search=wait'))
    await reach(api.post(`/api/v1/websites/${id}/check`, { url: 'https://wait.example/a?utm_source=x', user_agent: 'Mozilla/5.0', ip: '203.0.113.9' }))
    await expect(api.patch(`/api/v1/websites/${id}`, { email: true }))
    await reach(api.patch(`/api/v1/websites/${id}`, { email: false }, { headers: { 'if-match': '"1"' } }))
    await reach(api.put(`/api/v1/websites/${id}`, { domain: 'wait.example', email: false }))
    // Keys and events: the calling key, a key limited to the website, its reads, its revocation.
    await expect(api.get('/api/v1/key'))
    const made = await expect(api.post('/api/v1/keys', { name: 'limited', websites: [id] }))
    await expect(api.get('/api/v1/keys'))
    await expect(api.get(`/api/v1/keys/${made.body.data.id}`))
    const limited = client(base, made.body.data.key)
    await expect(limited.get('/api/v1/websites'))
    await expect(limited.get('/api/v1/websites?search=wait'))
    await expect(limited.get('/api/v1/events'))
    await expect(api.delete(`/api/v1/keys/${made.body.data.id}`))
    await expect(api.get('/api/v1/events'))
    // Webhooks.
    const hook = await expect(api.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/wait' }))
    await expect(api.get('/api/v1/webhooks'))
    await expect(api.get(`/api/v1/webhooks/${hook.body.data.id}`))
    await expect(api.patch(`/api/v1/webhooks/${hook.body.data.id}`, { enabled: false }))
    await reach(api.post(`/api/v1/webhooks/${hook.body.data.id}/test`))
    await expect(api.get(`/api/v1/webhooks/${hook.body.data.id}/deliveries`))
    await expect(api.delete(`/api/v1/webhooks/${hook.body.data.id}`))
    await expect(api.delete(`/api/v1/websites/${id}`))
    // A person's session: their session, profile, account, members and invitations, second factors.
    await expect(owner.get('/api/v1/session'))
    await expect(owner.get('/api/v1/me'))
    await expect(owner.patch('/api/v1/me', { name: 'The owner' }))
    await expect(owner.get('/api/v1/account'))
    await expect(owner.patch('/api/v1/account', { require_two_factor: false }))
    const invitation = await expect(owner.post('/api/v1/invitations', { email: 'viewer@example.com', role: 'viewer' }))
    await expect(owner.get('/api/v1/invitations'))
    const viewerPassword = newPassword()
    const joined = await expect(request('POST', `${base}/api/v1/invitations/accept`, { body: { token: invitation.body.data.url.split('/invitations/')[1], name: 'Viewer', password: viewerPassword } }))
    await expect(owner.get('/api/v1/members'))
    await expect(owner.patch(`/api/v1/members/${joined.body.data.user.id}`, { role: 'editor' }))
    await expect(owner.delete(`/api/v1/members/${joined.body.data.user.id}`))
    const another = await expect(owner.post('/api/v1/invitations', { email: 'another@example.com', role: 'viewer' }))
    await expect(owner.delete(`/api/v1/invitations/${another.body.data.id}`))
    await expect(owner.post('/api/v1/me/totp'))
    await reach(owner.post('/api/v1/me/totp/confirm', { code: '000000' }))
    await reach(owner.send('DELETE', '/api/v1/me/totp', { body: { password: owner.password } }))
    await reach(owner.post('/api/v1/me/recovery-codes', { password: owner.password }))
    await expect(owner.post('/api/v1/me/passkeys/options'))
    await reach(owner.post('/api/v1/me/passkeys', { name: 'a key', credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } } }))
    await expect(owner.get('/api/v1/me/passkeys'))
    await reach(owner.delete('/api/v1/me/passkeys/123456'))
    // Signing in (no caller: the routes hand their request's wait on), other sessions, signing out.
    const signedIn = await expect(request('POST', `${base}/api/v1/session`, { body: { email: owner.email, password: owner.password } }))
    await reach(request('POST', `${base}/api/v1/session`, { body: { email: owner.email, password: 'not the password' } }))
    await expect(request('POST', `${base}/api/v1/session/passkey/options`, {}))
    await reach(request('POST', `${base}/api/v1/session/passkey`, { body: { credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } } } }))
    await reach(request('POST', `${base}/api/v1/password-reset`, { body: { token: 'x'.repeat(43), password: newPassword() } }))
    const again = sessionClient(base, cookieOf(signedIn)!, owner)
    await reach(again.patch('/api/v1/session', { account: 1 }))
    const sessions = await expect(owner.get('/api/v1/me/sessions'))
    const other = (sessions.body.data as unknown as { id: number; current: boolean }[]).find((session) => !session.current)!
    await expect(owner.delete(`/api/v1/me/sessions/${other.id}`))
    await expect(owner.delete('/api/v1/session'))

    assert.deepEqual(watched.missing, [], 'statements of a request that did not count into its wait')
    assert.ok(earlier.size >= requests - 2, `${requests} requests, but only ${earlier.size} waits seen: the watch is not on the app's executor`)

  })
})
