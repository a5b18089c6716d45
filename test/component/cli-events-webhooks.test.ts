// `websites-api events` and `websites-api webhooks …`: the CLI through the typed client against a running
// service, for people (a line per event, tables) and scripts (--json, JSON lines, exit codes 0, 1, 2).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { client } from '../support/http.js'
import { CLI, type Deployment, type Served, testDeployment } from '../support/processes.js'
import { type Receiver, startReceiver } from '../support/receiver.js'

interface Failure { code: number; stdout: string; stderr: string }

describe('the events and webhooks CLI', () => {
  let deployment: Deployment
  let served: Served
  let receiver: Receiver
  let key: string
  let cli: (command: string, ...args: string[]) => Promise<{ stdout: string; stderr: string }>
  const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

  before(async () => {
    deployment = await testDeployment('cli-events')
    key = await deployment.createKey('acme')
    served = await deployment.serve({ WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' })
    receiver = await startReceiver()
    cli = (command, ...args) => deployment.cli(command, '--url', served.url, '--key', key, ...args)
  })
  after(async () => {
    await receiver.close()
    await served.stop()
    await deployment.remove()
  })

  it('when changes are made, then `events` prints a line each (what changed, by whom), and JSON lines with --json', async () => {
    const api = client(served.url, key)
    const { id } = (await api.post('/api/v1/websites', { domain: 'cli-events.example' })).body.data
    await api.patch(`/api/v1/websites/${id}`, { email: 1 })
    const lines = (await cli('events', '--website', String(id))).stdout.trim().split('\n')
    assert.equal(lines.length, 2)
    assert.match(lines[0]!, new RegExp(`^\\d+  \\S+Z  website\\.created  website ${id} cli-events\\.example  by key \\d+ \\(wak_[\\w-]+\\)$`))
    assert.match(lines[1]!, /website\.updated .*: email 0 → 1$/)
    const json = (await cli('events', '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line))
    const firstId = json[0].id
    // Key events are for those who may read every key: this key is no admin.
    assert.deepEqual(json.map((event) => event.type), ['website.created', 'website.updated'])
    const later = (await cli('events', '--after', String(firstId), '--json')).stdout.trim().split('\n').map((line) => JSON.parse(line).id)
    assert.deepEqual(later, json.slice(1).map((event) => event.id))
    assert.equal((await fails(cli('events', '--after', 'soon'))).code, 2)
  })

  it('when `events --follow` runs, then new events are printed as they come', async () => {
    const child = spawn(process.execPath, [...CLI, 'events', '--url', served.url, '--key', key, '--follow', '--json', '--type', 'website.deleted'],
      { env: { ...process.env, DATA_DIR: deployment.dataDir, ...deployment.database.env } })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString() })
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const api = client(served.url, key)
      const { id } = (await api.post('/api/v1/websites', { domain: 'followed.example' })).body.data
      await api.delete(`/api/v1/websites/${id}`)
      const deadline = Date.now() + 10_000
      while (!out.includes('followed.example') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      const events = out.trim().split('\n').map((line) => JSON.parse(line))
      assert.deepEqual(events.map((event) => [event.type, event.website_id]), [['website.deleted', id]])
    } finally {
      child.kill()
    }
  })

  it('when a webhook is added, tested, listed, disabled and removed, then each prints what the API answered; the secret verifies the delivery', async () => {
    const added = await cli('webhooks', 'add', receiver.url, '--events', 'website.created,website.deleted')
    const [first, secret] = added.stdout.trim().split('\n')
    assert.match(first!, /^added webhook (\d+) for http:\/\/127\.0\.0\.1:\d+\/hook \(website\.created, website\.deleted\); its signing secret is shown only now:$/)
    const id = /webhook (\d+)/.exec(first!)![1]!
    assert.match(secret!, /^whsec_/)
    assert.match((await cli('webhooks', 'list')).stdout, new RegExp(`^${id}\\s+http://127\\.0\\.0\\.1:\\d+/hook\\s+website\\.created,website\\.deleted\\s+yes\\s`, 'm'))
    assert.match((await cli('webhooks', 'test', id)).stdout, /^queued test event \d+ for webhook \d+/)
    const [delivery] = await receiver.waitFor(1)
    assert.equal((new Webhook(secret!).verify(delivery!.body, delivery!.headers as Record<string, string>) as { type: string }).type, 'webhook.test')
    let log = ''
    for (let i = 0; i < 50 && !/\b204\b/.test(log); i++) log = (await cli('webhooks', 'deliveries', id)).stdout
    assert.match(log, /^event\s+attempt\s+at\s+result\s+ms\s+next attempt\n\d+\s+1\s+\S+Z\s+204\s+\d+\s+-$/m)
    assert.equal((await cli('webhooks', 'disable', id)).stdout.trim(), `webhook ${id} disabled`)
    assert.match((await cli('webhooks', 'list', '--json')).stdout, /"enabled": false/)
    assert.equal((await cli('webhooks', 'remove', id)).stdout.trim(), `removed webhook ${id}`)
    assert.equal((await cli('webhooks', 'list')).stdout.trim(), 'no webhooks')
  })

  it('when a webhook is refused, then the API\'s message and exit 1; a mistake in the command is exit 2', async () => {
    const refused = await fails(cli('webhooks', 'add', 'ftp://example.com/hook'))
    assert.deepEqual([refused.code, refused.stderr.trim()], [1, 'error: the API refused (422):\n  url: The url field must be a valid URL.'])
    const unknown = await fails(cli('webhooks', 'add', receiver.url, '--events', 'website.renamed'))
    assert.equal(unknown.code, 2)
    assert.match(unknown.stderr, /unknown event type website\.renamed/)
    const missing = await fails(cli('webhooks', 'remove', '999'))
    assert.deepEqual([missing.code, missing.stderr.trim()], [1, 'error: the API refused (404): Resource not found.'])
  })
})
