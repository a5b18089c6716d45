// compose.yaml as an operator runs it, with podman-compose (Debian's), the image built by `npm run image`:
// two instances on PostgreSQL and Redis. podman-compose 1.0.3 starts a service without waiting for the
// `service_healthy` of what it depends on: this test waits for those healthchecks itself, as Docker Compose
// does. Everything the project made (containers, their volumes, its network) is removed, even on a failure.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { Webhook } from 'standardwebhooks'
import { client, request } from '../support/http.js'
import { freePort } from '../support/ports.js'
import { type Receiver, startReceiver } from '../support/receiver.js'
import { composeBases, describeBases, ensureBases } from './bases.js'
import { COMPOSE_PREFIX, type Container, RUN, answering, firstStartIn, seconds, sweepStale, within } from './harness.js'
import { podman, podmanEnv, removeLabelled } from './podman.js'

const run = promisify(execFile)
const PROJECT = `${COMPOSE_PREFIX}${RUN}`
// What the test adds to compose.yaml: webhooks to its receiver, on this machine's private container network;
// and wider database time limits, for machines shared with other suites (at a load average of 20, opening a
// connection took more than the default 1 s and an instance never started): the wiring is tested, not the load.
const OVERRIDE = `services:
  app1: &test
    environment:
      WEBHOOKS_ALLOW_HTTP: "1"
      WEBHOOKS_ALLOW_PRIVATE: "1"
      PG_CONNECT_TIMEOUT_MS: "10000"
      PG_STATEMENT_TIMEOUT_MS: "10000"
      LOG_LEVEL: warn
  app2: *test
`

describe('compose.yaml with podman-compose', () => {
  let dir: string
  let apps: Container[]
  let receiver: Receiver | undefined
  let key: string
  const compose = async (...args: string[]) => {
    const { stdout, stderr } = await run('podman-compose', ['--project-name', PROJECT, '--file', 'compose.yaml', '--file', 'compose.test.yaml', ...args],
      { cwd: dir, env: podmanEnv(), maxBuffer: 64 * 1024 * 1024, timeout: 180_000 })
    return stdout + stderr
  }
  const container = (service: string) => `${PROJECT}_${service}_1`
  const healthy = (service: string) => async () => (await podman(['healthcheck', 'run', container(service)], { check: false })).code === 0
  const logsOf = async (service: string) => compose('logs', service)

  before(async () => {
    await sweepStale()
    await ensureBases(composeBases())
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `websites-api-compose-${process.pid}-`))
    await fs.promises.copyFile(path.join(import.meta.dirname, '..', '..', 'compose.yaml'), path.join(dir, 'compose.yaml'))
    await fs.promises.writeFile(path.join(dir, 'compose.test.yaml'), OVERRIDE)
    const ports = [await freePort(), await freePort()]
    apps = ports.map((port, index) => ({ name: container(`app${index + 1}`), url: `http://127.0.0.1:${port}` }))
    // The .env that compose.yaml's first lines tell an operator to make, and where the test publishes the two.
    await fs.promises.writeFile(path.join(dir, '.env'), [
      `POSTGRES_PASSWORD=${crypto.randomBytes(24).toString('hex')}`,
      `SECRETS_KEY=${crypto.randomBytes(32).toString('base64')}`,
      `APP1_PUBLISH=127.0.0.1:${ports[0]}`, `APP2_PUBLISH=127.0.0.1:${ports[1]}`, `PUBLIC_URL=${apps[0]!.url}`, '',
    ].join('\n'), { mode: 0o600 })
  })
  let failed = false
  afterEach((t) => void (failed ||= !('passed' in t && t.passed)))
  after(async () => {
    // After a failure, the instances' own words (an instance that answers no more says why only there).
    if (failed) for (const service of ['app1', 'app2']) console.log(`${service}'s log:\n${await logsOf(service).catch(String)}`)
    await receiver?.close()
    // The containers with their anonymous volumes first (podman-compose's down leaves those), then the rest.
    await removeLabelled(`io.podman.compose.project=${PROJECT}`)
    if (dir) await compose('down', '--volumes').catch(() => undefined)
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true })
  })

  it('when brought up, then PostgreSQL and Redis turn healthy, both instances answer, and one of them prints the first key and owner link', async (t) => {
    for (const line of await describeBases(composeBases())) t.diagnostic(`base ${line}`)
    const started = Date.now()
    await compose('up', '--detach', '--no-build', 'postgres', 'redis')
    t.diagnostic(`postgres healthy ${seconds(await within(60_000, healthy('postgres'), 'postgres healthy'))} after up, redis too ${seconds(await within(30_000, healthy('redis'), 'redis healthy'))} later`)
    await compose('up', '--detach', '--no-build')
    await Promise.all(apps.map((app) => answering(app)))
    t.diagnostic(`both instances answer ${seconds(Date.now() - started)} after the first up`)
    for (const service of ['app1', 'app2']) await within(30_000, healthy(service), `${service} healthy`)
    // Each prints its start line once the first key is decided, a moment after it listens.
    const startLine = async (service: string) => /^(First API key|API keys:)/m.test(await logsOf(service))
    await within(60_000, async () => (await startLine('app1')) && (await startLine('app2')), 'both start lines')
    const logs = [await logsOf('app1'), await logsOf('app2')]
    const firsts = logs.map(firstStartIn)
    assert.equal(firsts.filter(Boolean).length, 1, `exactly one first key:\n${logs.join('\n')}`)
    assert.ok(logs.some((log) => /^API keys: websites-api keys create/m.test(log)), 'the other says how to make keys')
    const first = firsts.find(Boolean)!
    assert.match(first.link, new RegExp(`^${apps[0]!.url}/invitations/\\S+$`))
    t.diagnostic(`the first key was made by app${firsts.indexOf(first) + 1}`)
    key = first.key
  })

  it('when a website is created through one instance, then the other reads it, and the rate limits are counted in Redis', async () => {
    const [one, two] = apps.map((app) => client(app.url, key))
    const created = await one!.post('/api/v1/websites', { domain: 'compose.example' })
    assert.equal(created.status, 201, created.text)
    assert.equal((await two!.get(`/api/v1/websites/${created.body.data.id}`)).body.data.domain, 'compose.example')
    const keys = Number((await podman(['exec', container('redis'), 'redis-cli', 'dbsize'])).stdout.trim())
    assert.ok(keys > 0, 'no rate-limit counters in Redis')
  })

  it('when a key is revoked through one instance, then both refuse it', async (t) => {
    const [one, two] = apps.map((app) => client(app.url, key))
    const made = (await one!.post('/api/v1/keys', { name: 'revoked in compose' })).body.data
    const victims = apps.map((app) => client(app.url, made.key))
    for (const victim of victims) assert.equal((await victim.get('/api/v1/websites')).status, 200)
    const sent = Date.now()
    assert.equal((await two!.delete(`/api/v1/keys/${made.id}`)).status, 200)
    const refused = await Promise.all(victims.map((victim) => within(1000, async () => (await victim.get('/api/v1/websites')).status === 401, 'refused')))
    t.diagnostic(`revoked through app2: refused by app1 ${Math.max(refused[0]!, 0)} ms and app2 ${refused[1]} ms after (${Date.now() - sent} ms in all)`)
  })

  it('when a website is created with a webhook endpoint added, then a signed delivery reaches a receiver outside the containers', async (t) => {
    // The host's address on the project's network: the containers reach the test's receiver there.
    const network = (await podman(['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.Gateway}}{{end}}', apps[0]!.name])).stdout.trim()
    assert.match(network, /^\d+\.\d+\.\d+\.\d+$/)
    receiver = await startReceiver('/hook', network)
    const [one, two] = apps.map((app) => client(app.url, key))
    const added = await two!.post('/api/v1/webhooks', { url: receiver.url, events: ['website.created'] })
    assert.equal(added.status, 201, added.text)
    const sent = Date.now()
    const site = (await one!.post('/api/v1/websites', { domain: 'hooked-compose.example' })).body.data
    const [delivery] = await receiver.waitFor(1, 15_000)
    t.diagnostic(`delivered to ${receiver.url} ${Date.now() - sent} ms after the create`)
    // Signed with the endpoint's secret, sealed with the SECRETS_KEY both instances share, whichever sent it.
    new Webhook(added.body.data.secret).verify(delivery!.body, delivery!.headers as Record<string, string>)
    assert.match(delivery!.body, new RegExp(`"website_id":${site.id}\\b|"id":${site.id}\\b`))
    assert.match(delivery!.body, /hooked-compose\.example/)
  })

  it('when brought down with its volumes, then nothing of the project is left', async () => {
    const project = `label=io.podman.compose.project=${PROJECT}`
    const left = async (kind: string[], name = '{{.Name}}') => (await podman([...kind, '--filter', project, '--format', name])).stdout.trim()
    // podman-compose 1.0.3 removes the containers without their anonymous volumes (the image's /data) and
    // leaves the project's network, which `docker compose down --volumes` removes: named here, removed after.
    const names = (await left(['ps', '--all'], '{{.Names}}')).split('\n').filter(Boolean)
    const mounts = (await podman(['inspect', '--format', '{{range .Mounts}}{{if eq .Type "volume"}}{{.Name}} {{end}}{{end}}', ...names])).stdout
    const anonymous = mounts.split(/\s+/).filter((name) => /^[0-9a-f]{64}$/.test(name))
    await compose('down', '--volumes')
    assert.equal(await left(['ps', '--all'], '{{.Names}}'), '')
    assert.equal(await left(['volume', 'ls']), '')
    if (anonymous.length) await podman(['volume', 'rm', ...anonymous])
    await podman(['network', 'rm', `${PROJECT}_default`], { check: false })
    assert.equal(await left(['network', 'ls']), '')
    assert.equal((await request('GET', `${apps[0]!.url}/healthz`).catch(() => ({ status: 0 }))).status, 0)
  })
})
