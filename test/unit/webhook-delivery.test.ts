// One attempt against real receivers on loopback (sender.ts), the signature as Standard Webhooks libraries
// verify it, secrets sealed at rest, and the retry schedule.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { RETRY_DELAYS_MS, nextAttemptDelayMs } from '../../src/webhooks/retry-schedule.js'
import { closeSenders, describeFailure, sendWebhook } from '../../src/webhooks/sender.js'
import { createCipheriv } from 'node:crypto'
import { createInstallSecrets, loadInstallKey } from '../../src/secret-box.js'
import { newWebhookSecret, signDelivery } from '../../src/webhooks/signature.js'

const servers: http.Server[] = []
after(async () => {
  await closeSenders()
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
})

async function serve(handler: http.RequestListener): Promise<{ port: number; seen: http.IncomingMessage[] }> {
  const seen: http.IncomingMessage[] = []
  const server = http.createServer((request, response) => {
    seen.push(request)
    handler(request, response)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, seen }
}
const LOOPBACK = { address: '127.0.0.1', family: 4 as const }
const send = (port: number, timeoutMs?: number, host = '127.0.0.1') =>
  sendWebhook({ url: new URL(`http://${host}:${port}/hook`), address: LOOPBACK, headers: { 'content-type': 'application/json' }, body: '{"id":1}', timeoutMs })

describe('one delivery attempt', () => {
  it('when the receiver answers 2xx, 5xx or 3xx, then that status; a redirect is not followed', async () => {
    const ok = await serve((_, response) => response.writeHead(200).end('fine'))
    assert.deepEqual(await send(ok.port), { status: 200, error: null })
    const failing = await serve((_, response) => response.writeHead(500).end())
    assert.deepEqual(await send(failing.port), { status: 500, error: null })
    const target = await serve((_, response) => response.writeHead(200).end())
    const redirecting = await serve((_, response) => response.writeHead(302, { location: `http://127.0.0.1:${target.port}/` }).end())
    assert.deepEqual(await send(redirecting.port), { status: 302, error: 'redirect not followed' })
    assert.equal(target.seen.length, 0)
  })

  it('when the receiver never answers, then the attempt ends at its timeout', async () => {
    const silent = await serve(() => undefined)
    const started = Date.now()
    assert.deepEqual(await send(silent.port, 300), { status: null, error: 'timed out after 0.3 s' })
    assert.ok(Date.now() - started < 3000)
  })

  it('when the receiver sends 100 MB, then at most a little of it is read and the attempt ends at once', async () => {
    let written = 0
    let closed = false
    const flood = await serve((_, response) => {
      response.writeHead(200)
      const chunk = Buffer.alloc(64 * 1024, 97)
      const pump = () => {
        while (written < 100 * 1024 * 1024 && !closed) {
          written += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pump)
        }
        response.end()
      }
      response.on('close', () => { closed = true })
      pump()
    })
    const started = Date.now()
    assert.deepEqual(await send(flood.port), { status: 200, error: null })
    assert.ok(Date.now() - started < 3000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.ok(closed && written < 20 * 1024 * 1024, `the connection was dropped after ${written} bytes`)
  })

  it('when nothing listens, then connection refused', async () => {
    const gone = await serve(() => undefined)
    await new Promise<void>((resolve) => servers.at(-1)!.close(() => resolve()))
    assert.deepEqual(await send(gone.port), { status: null, error: 'connection refused' })
  })

  it('when an error message is long, then the log keeps its first code points, never a lone half of a surrogate pair', () => {
    // 159 letters and a flag (two code points, each a surrogate pair) across the 160th code point: the first one is kept whole.
    const text = describeFailure(new Error(`${'x'.repeat(159)}🇫🇷 and more`), 10_000)
    assert.equal([...text].length, 160)
    assert.equal(text, `${'x'.repeat(159)}\u{1F1EB}`)
    assert.doesNotMatch(text, /\p{Cs}/u, 'a surrogate was cut in half')
    const tls = describeFailure(Object.assign(new Error(`certificate ${'é'.repeat(100)}${'😀'.repeat(30)}`), { code: 'ERR_TLS_CERT_ALTNAME_INVALID' }), 10_000)
    assert.equal(tls, `TLS: certificate ${'é'.repeat(100)}${'😀'.repeat(8)}`)
  })

  it('when the URL names a host, then the connection goes to the address checked, with no lookup of its own', async () => {
    const receiver = await serve((_, response) => response.writeHead(204).end())
    assert.deepEqual(await send(receiver.port, 2000, 'never-resolved.invalid'), { status: 204, error: null })
    assert.equal(receiver.seen[0]!.headers.host, `never-resolved.invalid:${receiver.port}`)
  })
})

describe('signatures and secrets', () => {
  it('when a delivery is signed, then a Standard Webhooks library verifies it, and a changed body fails', () => {
    const secret = newWebhookSecret()
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    assert.equal(Buffer.from(secret.slice(6), 'base64').length, 32)
    const body = JSON.stringify({ id: 1031, type: 'website.created' })
    const now = Math.floor(Date.now() / 1000)
    const headers = signDelivery(secret, 'msg_1031', now, body)
    assert.deepEqual([headers['webhook-id'], headers['webhook-timestamp']], ['msg_1031', String(now)])
    assert.match(headers['webhook-signature']!, /^v1,[A-Za-z0-9+/]{43}=$/)
    assert.deepEqual(new Webhook(secret).verify(body, headers), { id: 1031, type: 'website.created' })
    assert.throws(() => new Webhook(secret).verify(body.replace('1031', '1032'), headers))
    assert.throws(() => new Webhook(newWebhookSecret()).verify(body, headers))
  })

  it('when a secret is sealed, then only the same key opens it, for the same purpose; anything else is undefined, never an exception', () => {
    const secrets = createInstallSecrets(Buffer.alloc(32, 7))
    const box = secrets.box('webhook-secret')
    const secret = newWebhookSecret()
    const sealed = box.seal(secret)
    assert.ok(!sealed.includes(secret.slice(6)) && sealed !== box.seal(secret), 'sealed, with a fresh nonce each time')
    assert.equal(box.open(sealed), secret)
    assert.equal(createInstallSecrets(Buffer.alloc(32, 8)).box('webhook-secret').open(sealed), undefined, 'another install key')
    // Bound to its purpose: a webhook's signing secret cannot be opened as a TOTP secret, nor the other way round.
    assert.equal(secrets.box('totp-secret').open(sealed), undefined, 'a webhook secret opened as a TOTP secret')
    assert.equal(box.open(secrets.box('totp-secret').seal(secret)), undefined, 'a TOTP secret opened as a webhook secret')
    for (const damaged of ['', 'v1:', 'v1:garbage', 'v2:', sealed.slice(0, -2), `v1:${sealed.slice(3)}`]) assert.equal(box.open(damaged), undefined, damaged)
  })

  it('when a value was sealed by an earlier version under the install key itself, then no box opens it, and it is sealed again for a purpose', () => {
    const key = Buffer.alloc(32, 9)
    const secrets = createInstallSecrets(key)
    // The earlier format: `v1:` and base64url(nonce | tag | AES-256-GCM under the install key, no purpose).
    const nonce = Buffer.alloc(12, 1)
    const cipher = createCipheriv('aes-256-gcm', key, nonce)
    const body = Buffer.concat([cipher.update('JBSWY3DPEHPK3PXP', 'utf8'), cipher.final()])
    const unbound = `v1:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`
    for (const purpose of ['webhook-secret', 'totp-secret', 'oidc-round-trip'] as const) assert.equal(secrets.box(purpose).open(unbound), undefined, purpose)
    const bound = secrets.rebind(unbound, 'totp-secret')!
    assert.equal(secrets.box('totp-secret').open(bound), 'JBSWY3DPEHPK3PXP')
    assert.equal(secrets.box('webhook-secret').open(bound), undefined)
    assert.equal(createInstallSecrets(Buffer.alloc(32, 8)).rebind(unbound, 'totp-secret'), undefined, 'another key cannot open it')
  })

  it('when codes are digested, then the digest is keyed: another install key or purpose gives another, and none is the bare SHA-256', () => {
    const code = Buffer.from('a bare digest')
    const digest = createInstallSecrets(Buffer.alloc(32, 7)).digest('recovery-code', code)
    assert.equal(digest.length, 32)
    assert.deepEqual(createInstallSecrets(Buffer.alloc(32, 7)).digest('recovery-code', code), digest, 'the same key, the same digest')
    assert.notDeepEqual(createInstallSecrets(Buffer.alloc(32, 8)).digest('recovery-code', code), digest)
  })

  it('when the install key is read, then SECRETS_KEY is used as given, or DATA_DIR/secrets.key is made once (0600)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-secrets-'))
    try {
      const first = loadInstallKey({ dataDir: dir })
      assert.equal(first.length, 32)
      assert.deepEqual(loadInstallKey({ dataDir: dir }), first, 'read back, not made again')
      assert.equal(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777, 0o600)
      const given = Buffer.alloc(32, 3).toString('base64')
      assert.deepEqual(loadInstallKey({ secretsKey: given, dataDir: dir }), Buffer.alloc(32, 3))
      for (const bad of ['short', Buffer.alloc(31).toString('base64'), `${given.slice(0, -2)}!=`]) {
        assert.throws(() => loadInstallKey({ secretsKey: bad, dataDir: dir }), /SECRETS_KEY must be the base64 of 32 bytes/)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the retry schedule', () => {
  it('when an attempt fails, then the next comes after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, each up to 20% later; after the eighth, never', () => {
    assert.deepEqual(RETRY_DELAYS_MS, [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000])
    RETRY_DELAYS_MS.forEach((delay, i) => {
      assert.equal(nextAttemptDelayMs(i + 1, () => 0), delay)
      assert.equal(nextAttemptDelayMs(i + 1, () => 1), Math.round(delay * 1.2), 'at most 20% later')
    })
    assert.equal(nextAttemptDelayMs(8), undefined)
    assert.equal(nextAttemptDelayMs(1, () => 0, 0.001), 5)
  })
})
