// Every statement a request makes on PostgreSQL counts into that request's wait (db/database-wait.ts), so
// that its waits share one deadline (F2, F11: every request answers within 2 s). The wait is handed down by
// hand, from the request through the caller to each store call: a call that passed null instead would
// silently give its statement a whole deadline of its own. This test watches the executor of a real app
// while requests reach every kind of route (keys, sessions, websites, searches, events, webhooks, members,
// invitations, profile, second factors) and names any statement or transaction that came without a wait.
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { createKeysService } from '../../src/auth/keys.service.js'
import { createRateLimitStore } from '../../src/auth/rate-limits.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { DatabaseWait, type Executor, type Query, type TransactionOptions, type Wait } from '../../src/db/executor.js'
import { createServices } from '../../src/services.js'
import { type Client, type Response, client, request } from '../support/http.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'
import { cookieOf, newPassword, sessionClient } from '../support/people.js'

/** What a request may rightly run without its wait: a search's plan, made once for every request asking at once (list.planner.ts). */
const SHARED = [/FILTER \(WHERE strpos/]

/** Records, from now on, each statement and request transaction run without a DatabaseWait. */
function watchWaits(executor: Executor): { missing: string[]; seen: () => number } {
  const missing: string[] = []
  let seen = 0
  const queryPrototype = Object.getPrototypeOf(executor.prepare('SELECT 1')) as Query<unknown> & { text: string; long: boolean }
  const all = queryPrototype.all
  queryPrototype.all = function (this: typeof queryPrototype, wait: Wait, values?: readonly unknown[]) {
    seen++
    if (!(wait instanceof DatabaseWait) && !this.long && !SHARED.some((shared) => shared.test(this.text))) missing.push(this.text.replace(/\s+/g, ' ').slice(0, 100))
    return all.call(this, wait, values)
  } as never
  const transaction = executor.transaction.bind(executor)
  ;(executor as { transaction: Executor['transaction'] }).transaction = (work, options: TransactionOptions) => {
    seen++
    if (!options.unbounded && !(options.wait instanceof DatabaseWait)) missing.push(`a transaction (${new Error().stack!.split('\n')[2]!.trim()})`)
    return transaction(work, options)
  }
  return { missing, seen: () => seen }
}

describe('each request\'s statements count into its wait', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite has no deadline' }, () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  let app: FastifyInstance
  let base: string
  let api: Client
  let watched: ReturnType<typeof watchWaits>
  const rateLimits = createRateLimitStore(undefined)

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-wait-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env }))
    const { key } = await createKeysService(db.keys).createKey('default', { admin: true })
    const services = createServices(db, { rateLimits, webhooks: { allowHttp: true, allowPrivate: true } })
    app = await buildApp({
      ...services, database: db.kind, ready: async () => true, logger: false, bodyLimit: 131072, trustProxy: false,
      rateLimitPerMinute: 0, authFailuresPerMinute: 0, rateLimits,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    api = client(base, key)
    // The first owner's invitation is the operator's (no request): made before watching.
    const accountId = (await db.keys.accountId(null, 'default'))!
    const invited = await services.members.inviteOnServer({ id: accountId, name: 'default' }, 'owner@example.com', 'owner', base)
    watched = watchWaits(db.executor)
    const password = newPassword()
    const accepted = await request('POST', `${base}/api/v1/invitations/accept`, { body: { token: invited.url.split('/invitations/')[1], name: 'Owner', password } })
    assert.equal(accepted.status, 200, accepted.text)
    owner = sessionClient(base, cookieOf(accepted)!, { userId: accepted.body.data.user.id, email: 'owner@example.com', password })
  })
  let owner: ReturnType<typeof sessionClient>
  after(async () => {
    await app?.close()
    await rateLimits.close()
    await db?.close()
    await database?.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when requests reach every kind of route, then none of their statements or transactions runs without the request\'s wait', async () => {
    /** A request that must succeed (what it answers is other tests' business). */
    const expect = async (pending: Promise<Response>) => {
      const res = await pending
      assert.ok(res.status >= 200 && res.status < 300, `${res.status} ${res.text}`)
      return res
    }
    // Websites, with a key: create (with an idempotency key), read, list, search, update, delete.
    const site = await expect(api.post('/api/v1/websites', { domain: 'wait.example' }, { headers: { 'idempotency-key': 'wait-1' } }))
    const id = site.body.data.id
    await expect(api.get(`/api/v1/websites/${id}`))
    await expect(api.get('/api/v1/websites'))
    await expect(api.get('/api/v1/websites?search=wait'))
    await expect(api.patch(`/api/v1/websites/${id}`, { email: true }))
    // Keys and events.
    const made = await expect(api.post('/api/v1/keys', { name: 'limited', websites: [id] }))
    await expect(api.get('/api/v1/keys'))
    await expect(api.get(`/api/v1/keys/${made.body.data.id}`))
    await expect(client(base, made.body.data.key).get('/api/v1/websites'))
    await expect(api.delete(`/api/v1/keys/${made.body.data.id}`))
    await expect(api.get('/api/v1/events'))
    // Webhooks.
    const hook = await expect(api.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/wait' }))
    await expect(api.get('/api/v1/webhooks'))
    await expect(api.patch(`/api/v1/webhooks/${hook.body.data.id}`, { enabled: false }))
    await expect(api.get(`/api/v1/webhooks/${hook.body.data.id}/deliveries`))
    await expect(api.delete(`/api/v1/webhooks/${hook.body.data.id}`))
    await expect(api.delete(`/api/v1/websites/${id}`))
    // A person's session: their session, profile, account, members and invitations, a second factor.
    await expect(owner.get('/api/v1/session'))
    await expect(owner.get('/api/v1/me'))
    await expect(owner.patch('/api/v1/me', { name: 'The owner' }))
    await expect(owner.get('/api/v1/me/sessions'))
    await expect(owner.get('/api/v1/account'))
    await expect(owner.patch('/api/v1/account', { require_two_factor: false }))
    await expect(owner.get('/api/v1/members'))
    const invitation = await expect(owner.post('/api/v1/invitations', { email: 'viewer@example.com', role: 'viewer' }))
    await expect(owner.get('/api/v1/invitations'))
    await expect(owner.delete(`/api/v1/invitations/${invitation.body.data.id}`))
    await expect(owner.post('/api/v1/me/totp'))
    await expect(owner.post('/api/v1/me/passkeys/options'))
    await expect(owner.get('/api/v1/me/passkeys'))
    // Signing in again (no caller: the route hands its request's wait on), then out.
    const signedIn = await expect(request('POST', `${base}/api/v1/session`, { body: { email: owner.email, password: owner.password } }))
    await expect(request('POST', `${base}/api/v1/session/passkey/options`, {}))
    const again = sessionClient(base, cookieOf(signedIn)!, owner)
    await expect(again.delete('/api/v1/session'))

    assert.ok(watched.seen() > 50, `only ${watched.seen()} statements watched: the watch is not on the app's executor`)
    assert.deepEqual(watched.missing, [], 'statements of a request that did not count into its wait')
  })
})
