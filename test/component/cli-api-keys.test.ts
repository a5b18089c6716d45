// `websites-api api-keys …`: keys through the HTTP API with an admin key, for people (tables, records) and
// scripts (--json; the new key as the last line; exit codes 0, 1, 2).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { client } from '../support/http.js'
import { type Deployment, type Served, servedWithKeys } from '../support/processes.js'

interface Failure { code: number; stdout: string; stderr: string }

describe('the api-keys CLI', () => {
  let deployment: Deployment
  let served: Served
  let admin: string
  let plain: string
  const as = (key: string) => (...args: string[]) => deployment.cli('api-keys', '--url', served.url, '--key', key, ...args)
  const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

  before(async () => {
    ({ deployment, served, admin, plain } = await servedWithKeys('cli-api-keys'))
  })
  after(async () => {
    await served.stop()
    await deployment.remove()
  })

  it('when an admin key creates, lists, reads and revokes keys, then each prints what the API answered and the new key is the last line', async () => {
    const { id: site } = (await client(served.url, admin).post('/api/v1/websites', { domain: 'cli-keys.example' })).body.data
    const created = await as(admin)('create', '--name', 'partner', '--read-only', '--websites', String(site), '--expires-in', '30d')
    const lines = created.stdout.trim().split('\n')
    const key = lines.at(-1)!
    assert.match(key, /^wak_[\w-]{43}$/)
    assert.match(lines.at(-2)!, /^created key (\d+); it is shown only now:$/)
    assert.match(created.stdout, new RegExp(`^scope\\s+read-only, websites ${site}$`, 'm'))
    const id = /created key (\d+)/.exec(created.stdout)![1]!
    assert.equal((await client(served.url, key).get('/api/v1/key')).body.data.read_only, true, 'the key works at once')
    const listed = await as(admin)('list')
    assert.match(listed.stdout, /^id\s+name\s+prefix\s+scope\s+expires\s+created\s+last used\s+revoked$/m)
    assert.match(listed.stdout.split('\n')[1]!, new RegExp(`^${id}\\s+partner\\s+wak_\\S+…\\s+read-only, websites ${site}\\s`), 'newest first')
    assert.match(listed.stdout, /^\d+\s+ops\s+wak_\S+…\s+admin, read-write, all websites\s/m)
    assert.ok(!listed.stdout.includes(key))
    assert.equal(JSON.parse((await as(admin)('get', id, '--json')).stdout).data.name, 'partner')
    assert.equal((await as(admin)('revoke', id)).stdout.trim(), `revoked key ${id}`)
    assert.equal((await client(served.url, key).get('/api/v1/key')).status, 401)
  })

  it('when the key is not admin, the input is bad or the last admin key is revoked, then the API\'s message and exit 1; a mistake in the command exit 2', async () => {
    const refused = await fails(as(plain)('list'))
    assert.deepEqual([refused.code, refused.stderr.trim()], [1, 'error: the API refused (403): This action is unauthorized.\nthis needs an admin key (make one on the server: websites-api keys create --account NAME --admin)'])
    const long = await fails(as(admin)('create', '--name', 'x'.repeat(101)))
    assert.deepEqual([long.code, long.stderr.trim()], [1, 'error: the API refused (422):\n  name: The name field must not be greater than 100 characters.'])
    const self = JSON.parse((await as(admin)('list', '--json')).stdout).data.find((key: { name: string }) => key.name === 'ops').id
    const last = await fails(as(admin)('revoke', String(self)))
    assert.deepEqual([last.code, last.stderr.trim()], [1, 'error: the API refused (422):\n  id: The last admin key of an account cannot be revoked.'])
    assert.equal((await fails(as(admin)('create', '--name', 'x', '--websites', 'abc'))).code, 2)
    assert.equal((await fails(as(admin)('create'))).code, 2, '--name is required')
    const both = await fails(as(admin)('create', '--name', 'x', '--expires-at', '2099-01-01T00:00:00Z', '--expires-in', '30d'))
    assert.deepEqual([both.code, both.stderr.trim()], [2, 'error: give --expires-at or --expires-in, not both'])
    const missing = await fails(as(admin)('revoke', '999999'))
    assert.deepEqual([missing.code, missing.stderr.trim()], [1, 'error: the API refused (404): Resource not found.\nno key 999999 in this account'])
  })

  it('when asked with --json, then stdout is the API\'s own JSON (refusals too); without it, one key is a record and an admin key is made with its expiry', async () => {
    const created = await as(admin)('create', '--name', 'deputy', '--admin', '--expires-at', '2099-01-01T00:00:00Z', '--json')
    const answer = JSON.parse(created.stdout)
    assert.deepEqual([answer.status, answer.data.admin, answer.data.expires_at], [201, true, '2099-01-01T00:00:00.000000Z'])
    assert.match(answer.data.key, /^wak_[\w-]{43}$/)
    const { id } = answer.data
    const read = await as(admin)('get', String(id))
    assert.deepEqual(read.stdout.trimEnd().split('\n').map((line) => line.split(/\s{2,}/)), [
      ['id', String(id)], ['name', 'deputy'], ['account', 'acme'], ['prefix', `${answer.data.prefix}…`], ['scope', 'admin, read-write, all websites'],
      ['expires', '2099-01-01T00:00:00.000000Z'], ['created', answer.data.created_at], ['last used', 'never'], ['revoked', '-'],
    ])
    const revoked = await as(admin)('revoke', String(id), '--json')
    assert.deepEqual(JSON.parse(revoked.stdout), { id, object: 'key', revoked: true, status: 200 }, 'an admin key while another remains')
    const refused = await fails(as(plain)('get', String(id), '--json'))
    assert.deepEqual([refused.code, JSON.parse(refused.stdout)], [1, { message: 'This action is unauthorized.', status: 403 }])
    assert.match((await deployment.cli('api-keys', '--help')).stdout, /Examples:\n {2}export WEBSITES_API_KEY=wak_… .*\n {2}websites-api api-keys list\n/)
  })
})
