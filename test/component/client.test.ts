// The typed client (packages/client): its README example, type-checked and run against a real service,
// prints what the README says it prints; its retries honour Retry-After and never repeat an unsafe create.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { createWebsitesClient, retryAfterMs, retryDelay } from '@websites-api/client'
import { type Deployment, testDeployment } from '../support/processes.js'

const run = promisify(execFile)
const ROOT = path.join(import.meta.dirname, '..', '..')
const README = fs.readFileSync(path.join(ROOT, 'packages', 'client', 'README.md'), 'utf8')
const block = (language: string) => new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(README)?.[1]

describe('the typed client', () => {
  let deployment: Deployment
  before(async () => { deployment = await testDeployment('client') })
  after(() => deployment.remove())

  it('when its README example is type-checked and run on a new database, then it prints the README\'s output', async () => {
    const example = block('ts')
    const expected = block('text')
    assert.ok(example && expected, 'the README has a ts example and a text output')
    // Inside the repository, so that `@websites-api/client` resolves as it does for a user of the package.
    const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.readme-example-'))
    try {
      const file = path.join(dir, 'example.mts')
      fs.writeFileSync(file, example)
      await run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '--strict', '--skipLibCheck',
        '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2023', '--types', 'node', file])
        .catch((error: { stdout: string }) => assert.fail(`the README example does not type-check:\n${error.stdout}`))
      const key = await deployment.createKey('readme')
      const served = await deployment.serve()
      try {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', file], {
          env: { ...process.env, WEBSITES_API_URL: served.url, WEBSITES_API_KEY: key }, cwd: ROOT,
        })
        assert.equal(stdout, expected)
      } finally {
        await served.stop()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the client\'s retries', () => {
  const answers = (...statuses: [number, Record<string, string>?][]) => {
    const sent: Request[] = []
    const fetch = async (request: Request) => {
      sent.push(request)
      const [status, headers] = statuses[Math.min(sent.length - 1, statuses.length - 1)]!
      return new Response(JSON.stringify({ message: 'x', status }), { status, headers: { 'content-type': 'application/json', ...headers } })
    }
    return { sent, client: createWebsitesClient({ baseUrl: 'http://service.test/', apiKey: 'wak_test', fetch }) }
  }

  it('when an answer is 429 or 503 with Retry-After, then the request is sent again after it, with its body', async () => {
    const { sent, client } = answers([429, { 'retry-after': '0' }], [503, { 'retry-after': '0' }], [201])
    const created = await client.POST('/api/v1/websites', { params: { header: { 'idempotency-key': 'k1' } }, body: { domain: 'a.example' } })
    assert.equal(created.response.status, 201)
    assert.equal(sent.length, 3)
    for (const request of sent) {
      assert.equal(request.headers.get('authorization'), 'Bearer wak_test')
      assert.equal(await request.text(), '{"domain":"a.example"}')
    }
  })

  it('when a create without an Idempotency-Key gets a 503, then it is not sent again (it may have been stored)', async () => {
    const { sent, client } = answers([503, { 'retry-after': '0' }], [201])
    const created = await client.POST('/api/v1/websites', { body: { domain: 'a.example' } })
    assert.deepEqual([created.response.status, sent.length], [503, 1])
    const read = answers([503, { 'retry-after': '0' }], [200])
    assert.equal((await read.client.GET('/api/v1/websites/{id}', { params: { path: { id: 1 } } })).response.status, 200)
  })

  it('when a conditional update or a delete gets a 503, then it is not sent again (a repeat would answer 412 or 404)', async () => {
    const conditional = answers([503, { 'retry-after': '0' }], [200])
    const update = await conditional.client.PATCH('/api/v1/websites/{id}', { params: { path: { id: 1 }, header: { 'if-match': '"1.1"' } }, body: { email: 1 } })
    assert.deepEqual([update.response.status, conditional.sent.length], [503, 1])
    const plain = answers([503, { 'retry-after': '0' }], [200])
    await plain.client.PATCH('/api/v1/websites/{id}', { params: { path: { id: 1 } }, body: { email: 1 } })
    assert.equal(plain.sent.length, 2, 'an update without If-Match is the same the second time')
    const removal = answers([503, { 'retry-after': '0' }], [200])
    assert.deepEqual([(await removal.client.DELETE('/api/v1/websites/{id}', { params: { path: { id: 1 } } })).response.status, removal.sent.length], [503, 1])
    const limited = answers([429, { 'retry-after': '0' }], [200])
    assert.equal((await limited.client.DELETE('/api/v1/websites/{id}', { params: { path: { id: 1 } } })).response.status, 200, 'a 429 did nothing: any request goes again')
  })

  it('when retries run out, or Retry-After asks for longer than allowed, then the last answer is returned', async () => {
    const { sent, client } = answers([429, { 'retry-after': '0' }])
    assert.equal((await client.GET('/api/v1/websites')).response.status, 429)
    assert.equal(sent.length, 3, 'the first try and two retries')
    const request = new Request('http://service.test/api/v1/websites')
    assert.equal(retryDelay(request, new Response(null, { status: 429, headers: { 'retry-after': '31' } }), 30_000), undefined)
    assert.equal(retryDelay(request, new Response(null, { status: 429, headers: { 'retry-after': '30' } }), 30_000), 30_000)
    for (const status of [400, 409, 412, 422, 500]) assert.equal(retryDelay(request, new Response(null, { status }), 30_000), undefined, String(status))
  })

  it('when Retry-After is seconds, a date, absent or unreadable, then the wait is read as such', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    assert.equal(retryAfterMs('7', now), 7000)
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now), 5000)
    assert.equal(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now), 0)
    assert.equal(retryAfterMs(null, now), 1000)
    assert.equal(retryAfterMs('soon', now), 1000)
    assert.equal(retryAfterMs('-1', now), 1000)
    assert.equal(retryAfterMs('1.5', now), 1000)
  })
})
