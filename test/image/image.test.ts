// The image as an operator runs it, checked from outside with Podman: `npm run image` builds it first
// (`npm run test:image` does both). Every container and volume made here is removed, even on a failure.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { client, request } from '../support/http.js'
import { freePort } from '../support/ports.js'
import { describeBases } from './bases.js'
import { IMAGE, VERSION, containerfileBases } from './build.js'
import { type Container, RUN, answering, createVolume, firstStartIn, logs, runContainer, seconds, sweepStale, within } from './harness.js'
import { LABEL, podman, removeLabelled } from './podman.js'
import { halfSentWrite, writeUntilRefused } from './writes.js'

const MIGRATIONS = fs.readdirSync(path.join(import.meta.dirname, '..', '..', 'migrations')).filter((file) => /^\d{4}-.*\.ts$/.test(file)).length
/** No rate limit: the drain test writes as fast as it can. */
const ENV = ['--env', 'RATE_LIMIT_PER_MINUTE=0', '--env', 'LOG_LEVEL=warn']
const inspect = async (name: string, format: string) => (await podman(['inspect', '--format', format, name])).stdout.trim()

describe(`the image ${IMAGE}`, () => {
  let volume: string
  let app: Container
  let key: string
  before(async () => {
    await sweepStale()
    volume = await createVolume(`websites-api-test-data-${RUN}`)
  })
  after(async () => {
    await removeLabelled(`${LABEL}=${RUN}`)
  })

  it('when inspected, then it has its labels, runs as uid 1000 under tini, keeps /data in a volume and checks /healthz', async (t) => {
    for (const line of await describeBases([...containerfileBases()])) t.diagnostic(`base ${line}`)
    const [image] = JSON.parse((await podman(['image', 'inspect', IMAGE])).stdout)
    const config = image.Config
    const megabytes = Number(await inspect(IMAGE, '{{.Size}}')) / 1e6
    const base = Number(await inspect(containerfileBases().at(-1)!, '{{.Size}}')) / 1e6
    t.diagnostic(`size ${megabytes.toFixed(0)} MB, of which the base ${base.toFixed(0)} MB and this service ${(megabytes - base).toFixed(0)} MB`)
    assert.equal(config.User, '1000:1000')
    assert.deepEqual(Object.keys(config.Volumes ?? {}), ['/data'])
    assert.deepEqual(config.Entrypoint, ['tini', '--', 'websites-api'])
    assert.deepEqual(config.Cmd, ['serve'])
    assert.equal(config.StopSignal, 'SIGTERM')
    // Podman shows it beside Config; Docker's format has it in Config.
    assert.match((image.Healthcheck ?? config.Healthcheck)?.Test?.join(' ') ?? 'none (built without --format docker?)', /\/healthz/)
    assert.ok(config.Env.includes('HOST=0.0.0.0') && config.Env.includes('DATA_DIR=/data'), config.Env.join(' '))
    assert.equal(config.Labels['org.opencontainers.image.version'], VERSION)
    assert.equal(config.Labels['org.opencontainers.image.licenses'], 'MIT')
  })

  it('when started on an empty volume, then it prints the first key and owner link, answers from outside and stores a website', async (t) => {
    const port = await freePort()
    const started = Date.now()
    app = await runContainer(`websites-api-test-${RUN}`, IMAGE, [...ENV, '--env', `PUBLIC_URL=http://127.0.0.1:${port}`, '--volume', `${volume}:/data`], { port })
    await answering(app)
    t.diagnostic(`first answer ${seconds(Date.now() - started)} after podman run`)
    await within(10_000, async () => firstStartIn(await logs(app.name)) !== undefined, 'the first key in the log')
    const first = firstStartIn(await logs(app.name))!
    key = first.key
    assert.match(first.link, new RegExp(`^http://127\\.0\\.0\\.1:${port}/invitations/\\S+$`))
    assert.equal((await request('GET', first.link)).status, 200, 'the owner link opens')
    const api = client(app.url, key)
    const created = await api.post('/api/v1/websites', { domain: 'container.example' })
    assert.equal(created.status, 201, created.text)
    assert.equal((await api.get(`/api/v1/websites/${created.body.data.id}`)).body.data.domain, 'container.example')
    assert.equal((await request('GET', `${app.url}/readyz`)).status, 200)
  })

  it('when its healthcheck runs, then it turns healthy', async () => {
    const ran = await podman(['healthcheck', 'run', app.name], { check: false })
    assert.equal(ran.code, 0, ran.stdout + ran.stderr)
    assert.equal(await inspect(app.name, '{{.State.Health.Status}}'), 'healthy')
  })

  it('when its processes are listed, then none runs as root, tini is PID 1, and an orphaned process is reaped', async () => {
    const top = (await podman(['top', app.name, 'user', 'pid', 'args'])).stdout.trim().split('\n').slice(1)
    assert.ok(top.length >= 2, top.join('\n'))
    for (const row of top) assert.doesNotMatch(row, /^root\s/, `runs as root: ${row}`)
    assert.equal((await podman(['exec', app.name, 'id', '-u'])).stdout.trim(), '1000')
    assert.match((await podman(['exec', app.name, 'cat', '/proc/1/cmdline'])).stdout, /^tini\0/)
    // A process whose parent exits goes to PID 1, which must wait for it (node, as PID 1, would not).
    await podman(['exec', app.name, 'sh', '-c', 'sleep 0.2 & exit 0'])
    await within(5000, async () => !(await podman(['exec', app.name, 'sh', '-c', 'cat /proc/[0-9]*/stat 2>/dev/null'])).stdout.includes('(sleep) Z'), 'the orphan reaped')
  })

  it('when SIGTERM comes while writes are in flight, then it stops within 10 s, exits 0 and keeps every acknowledged write', async (t) => {
    const writes = writeUntilRefused(app.url, key)
    await within(10_000, async () => writes.written.acknowledged.length >= 20, 'writes acknowledged')
    const halfSent = await Promise.all(['half-0', 'half-1'].map((name) => halfSentWrite(app.url, key, `${name}.drain.example`)))
    const signalled = Date.now()
    const stopping = podman(['stop', '--time', '20', app.name]) // STOPSIGNAL: SIGTERM; SIGKILL only after 20 s
    await within(10_000, async () => (await logs(app.name)).includes('SIGTERM: finishing in-flight requests'), 'SIGTERM received')
    // Their bodies arrive while the service drains: both are answered, and kept.
    for (const [index, answer] of (await Promise.all(halfSent.map((write) => write.finish()))).entries()) {
      assert.equal(answer.status, 201, answer.text)
      writes.written.acknowledged.push({ id: answer.body.data.id, domain: `half-${index}.drain.example`, answeredAt: Date.now() })
    }
    await stopping
    const stoppedIn = Date.now() - signalled
    const written = await writes.done
    assert.ok(stoppedIn < 10_000, `took ${stoppedIn} ms`)
    assert.equal(await inspect(app.name, '{{.State.ExitCode}}'), '0', await logs(app.name))
    // When the service got the signal, by its own log line's time: what was answered after it was in flight.
    const line = (await podman(['logs', '--timestamps', app.name])).stderr.split('\n').find((entry) => entry.includes('SIGTERM: finishing in-flight requests'))!
    const inFlight = written.acknowledged.filter((write) => write.answeredAt > Date.parse(line.split(' ')[0]!)).length
    t.diagnostic(`stopped ${seconds(stoppedIn)} after podman stop; ${written.acknowledged.length} writes acknowledged, ${inFlight} of them ` +
      `answered after the service got SIGTERM (2 of them with their bodies sent after it); ${written.failed.length} refused or cut`)

    const restarted = Date.now()
    await podman(['start', app.name])
    await answering(app)
    t.diagnostic(`restarted: first answer ${seconds(Date.now() - restarted)} after podman start`)
    const api = client(app.url, key)
    for (const write of written.acknowledged) {
      const read = await api.get(`/api/v1/websites/${write.id}`)
      assert.equal(read.body?.data?.domain, write.domain, `acknowledged write ${write.domain} (${write.id}) lost: ${read.status}`)
    }
  })

  it('when a new container starts on the same volume (an upgrade), then the data is there, no new first key is made, and no migration runs again', async (t) => {
    const started = Date.now()
    await podman(['stop', '--time', '20', app.name])
    await podman(['rm', app.name])
    app = await runContainer(`websites-api-test-${RUN}-next`, `localhost/websites-api:latest`, [...ENV, '--volume', `${volume}:/data`])
    await answering(app)
    t.diagnostic(`replaced: first answer ${seconds(Date.now() - started)} after podman stop`)
    await within(10_000, async () => (await logs(app.name)).includes('API keys:'), 'the start line')
    assert.equal(firstStartIn(await logs(app.name)), undefined, 'a second first key')
    const api = client(app.url, key)
    assert.equal((await api.get('/api/v1/websites?search=container.example')).body.data[0]?.domain, 'container.example')
    assert.equal((await podman(['exec', app.name, 'websites-api', 'migrate'])).stdout.trim(), 'database is up to date')
    // Each migration recorded once, all on the first start.
    const script = 'const db = new (require("/app/node_modules/better-sqlite3"))("/data/websites.db", { readonly: true });' +
      'console.log(JSON.stringify(db.prepare("SELECT version, applied_at FROM schema_migrations").all()))'
    const applied = JSON.parse((await podman(['exec', app.name, 'node', '-e', script])).stdout) as { version: number; applied_at: string }[]
    assert.equal(applied.length, MIGRATIONS)
    for (const { applied_at } of applied) assert.ok(Date.parse(applied_at) < started, `applied again at ${applied_at}`)
  })

  it('when run with a read-only root filesystem, /data a volume and /tmp a tmpfs, then it starts, makes its files and takes a write', async () => {
    const readOnly = await runContainer(`websites-api-test-${RUN}-ro`, IMAGE,
      [...ENV, '--read-only', '--tmpfs', '/tmp', '--volume', `${await createVolume(`websites-api-test-ro-${RUN}`)}:/data`])
    await answering(readOnly)
    await within(10_000, async () => firstStartIn(await logs(readOnly.name)) !== undefined, 'the first key in the log')
    const created = await client(readOnly.url, firstStartIn(await logs(readOnly.name))!.key).post('/api/v1/websites', { domain: 'read-only.example' })
    assert.equal(created.status, 201, created.text)
    const files = (await podman(['exec', readOnly.name, 'ls', '/data'])).stdout.split('\n')
    for (const file of ['websites.db', 'tls-cert.pem', 'tls-key.pem', 'secrets.key']) assert.ok(files.includes(file), `${file} in ${files.join(' ')}`)
    assert.notEqual((await podman(['exec', readOnly.name, 'touch', '/app/x'], { check: false })).code, 0, 'the root filesystem is writable')
  })

  it('when SIGTERM comes while it is still starting, then it stops at once (tini passes the signal on)', async (t) => {
    const name = `websites-api-test-${RUN}-early`
    await runContainer(name, IMAGE, [...ENV, '--volume', `${await createVolume(`websites-api-test-early-${RUN}`)}:/data`])
    const signalled = Date.now()
    await podman(['kill', '--signal', 'TERM', name])
    await within(5000, async () => (await inspect(name, '{{.State.Status}}')) === 'exited', 'exited after an early SIGTERM')
    t.diagnostic(`exited ${seconds(Date.now() - signalled)} after SIGTERM, with ${await inspect(name, '{{.State.ExitCode}}')}`)
  })
})
