// `websites-api websites …` and `accounts list`: the CLI through the typed client against a running
// service, as a person (tables) and as a script (--json, exit codes 0, 1, 2) would use it.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { generate } from 'selfsigned'
import { CLI, type Deployment, type Served, testDeployment } from '../support/processes.js'
import { freePort } from '../support/ports.js'

interface Failure { code: number; stdout: string; stderr: string }

describe('the websites CLI', () => {
  let deployment: Deployment
  let served: Served
  let websites: (...args: string[]) => Promise<{ stdout: string; stderr: string }>
  let key: string
  const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

  before(async () => {
    deployment = await testDeployment('cli-websites')
    key = await deployment.createKey('acme')
    served = await deployment.serve()
    websites = (...args) => deployment.cli('websites', '--url', served.url, '--key', key, ...args)
  })
  after(async () => {
    await served.stop()
    await deployment.remove()
  })

  it('when a website is created, read, listed, updated and deleted, then each prints what the API answered', async () => {
    const created = await websites('create', 'https://www.Example.com/', '--privacy', 'public', '--exclude-ips', '10.0.0.0/8, 192.0.2.1', '--no-email')
    assert.match(created.stdout, /^created website (\d+):\nid\s+\1\ndomain\s+example\.com\nprivacy\s+public \(0\)\n/)
    assert.match(created.stdout, /excluded ips\s+10\.0\.0\.0\/8, 192\.0\.2\.1\n/)
    const id = /^id\s+(\d+)$/m.exec(created.stdout)![1]!
    const etag = /^etag\s+(\S+)$/m.exec(created.stdout)![1]!

    const read = JSON.parse((await websites('get', id, '--json')).stdout)
    assert.deepEqual([read.status, read.data.domain, read.data.exclude_ips, read.data.email], [200, 'example.com', '10.0.0.0/8\n192.0.2.1', 0])

    const listed = await websites('list')
    assert.match(listed.stdout, /^id\s+domain\s+privacy\s+email\s+bots\s+updated\n/)
    assert.match(listed.stdout, new RegExp(`^${id}\\s+example\\.com\\s+public\\s+off\\s+excluded\\s`, 'm'))
    assert.match(listed.stdout, /1-1 of 1 websites \(page 1 of 1\)\n$/)

    const updated = await websites('update', id, '--email', '--exclude-params', 'utm_source,utm_medium', '--if-match', etag)
    assert.match(updated.stdout, /email reports\s+on\n/)
    assert.match(updated.stdout, /excluded params\s+utm_source, utm_medium\n/)
    // The ETag of the create is stale now: 412, nothing changes, exit 1.
    const stale = await fails(websites('update', id, '--no-email', '--if-match', etag))
    assert.equal(stale.code, 1)
    assert.match(stale.stderr, /the API refused \(412\): Precondition Failed\./)
    assert.equal(JSON.parse((await websites('get', id, '--json')).stdout).data.email, 1)

    assert.equal((await websites('delete', id)).stdout, `deleted website ${id}\n`)
    const gone = await fails(websites('get', id))
    assert.deepEqual([gone.code, gone.stderr.trim()], [1, 'error: the API refused (404): Resource not found.'])
  })

  it('when the API refuses with 422, then every field\'s message is printed, and --json prints the API\'s body', async () => {
    const refused = await fails(websites('create', 'not a domain', '--privacy', 'password'))
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /the API refused \(422\):\n {2}domain: .+\n {2}password: The password field is required\.\n/)
    assert.doesNotMatch(refused.stderr, /idempotency-key/, 'a 422 created nothing: no retry advice')
    const json = await fails(websites('create', 'not a domain', '--json'))
    assert.equal(JSON.parse(json.stdout).status, 422)
  })

  it('when every page is asked for, or a page past the last, then each is said as such', async () => {
    for (let i = 0; i < 12; i++) await websites('create', `page-${i}.example`)
    const all = JSON.parse((await websites('list', '--all', '--json', '--search', 'page-')).stdout)
    assert.equal(all.length, 12, 'both pages of 10')
    assert.match((await websites('list', '--all', '--search', 'page-')).stdout, /\n12 websites\n$/)
    assert.match((await websites('list', '--search', 'page-', '--page', '9')).stdout, /page 9 is past the last page \(2\) of 12 websites\n$/)
    const refusedJson = await fails(deployment.cli('websites', '--url', served.url, '--key', 'wak_unknown', 'list', '--all', '--json'))
    assert.deepEqual([refusedJson.code, JSON.parse(refusedJson.stdout)], [1, { message: 'Unauthenticated.', status: 401 }])
  })

  it('when a create is retried with the same --idempotency-key, then one website is made and the retry says so', async () => {
    const first = await websites('create', 'retry.example', '--idempotency-key', 'cli-retry-1')
    const again = await websites('create', 'retry.example', '--idempotency-key', 'cli-retry-1')
    const id = /^created website (\d+):/.exec(first.stdout)![1]
    assert.match(again.stdout, new RegExp(`^website ${id} was already created by an earlier request with this idempotency key:`))
    const all = JSON.parse((await websites('list', '--all', '--json', '--search', 'retry.example')).stdout)
    assert.deepEqual(all.map((website: { domain: string }) => website.domain), ['retry.example'])
  })

  it('when the service cannot be reached during a create, then exit 1 and the idempotency key to retry with is printed', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`
    const failed = await fails(deployment.cli('websites', '--url', nowhere, '--key', 'wak_x', 'create', 'down.example'))
    assert.equal(failed.code, 1)
    assert.match(failed.stderr, new RegExp(`nothing listens at ${nowhere}: is the service running`))
    assert.match(failed.stderr, /run the same command with --idempotency-key [0-9a-f-]{36}/)
  })

  it('when the service\'s HTTPS port is used, then its self-signed certificate is refused in words, and trusted with --cacert or WEBSITES_API_CACERT', async () => {
    const cert = path.join(deployment.dataDir, 'tls-cert.pem')
    const overHttps = (args: string[], env: Record<string, string> = {}) => promisify(execFile)(process.execPath,
      [...CLI, 'websites', '--url', served.httpsUrl!, '--key', key, ...args], { env: { ...process.env, ...env } })
    const untrusted = await fails(overHttps(['list']))
    assert.deepEqual([untrusted.code, untrusted.stderr], [1, 'error: the service\'s certificate is not trusted (self-signed certificate): ' +
      'pass --cacert FILE or set WEBSITES_API_CACERT (its own is DATA_DIR/tls-cert.pem)\n'])
    await websites('create', 'over-https.example')
    assert.match((await overHttps(['--cacert', cert, 'list', '--search', 'over-https'])).stdout, /^\d+\s+over-https\.example\s/m)
    const listed = JSON.parse((await overHttps(['list', '--json', '--search', 'over-https'], { WEBSITES_API_CACERT: cert })).stdout)
    assert.deepEqual([listed.status, listed.data[0].domain], [200, 'over-https.example'])
    // Any other certificate does not vouch for the service's.
    const other = path.join(deployment.dataDir, 'other-ca.pem')
    fs.writeFileSync(other, (await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', curve: 'P-256' })).cert)
    const wrong = await fails(overHttps(['--cacert', other, 'list']))
    assert.equal(wrong.code, 1)
    assert.match(wrong.stderr, /certificate is not trusted \(self-signed certificate\): .*other-ca\.pem does not vouch for it/)
    const notPem = path.join(deployment.dataDir, 'not-a-certificate.txt')
    fs.writeFileSync(notPem, 'not a certificate\n')
    for (const [args, env, message] of [
      [['--cacert', '/nonexistent/ca.pem'], {}, /^error: --cacert "\/nonexistent\/ca\.pem" cannot be read: ENOENT$/m],
      [[], { WEBSITES_API_CACERT: '/nonexistent/ca.pem' }, /^error: WEBSITES_API_CACERT "\/nonexistent\/ca\.pem" cannot be read: ENOENT$/m],
      [['--cacert', notPem], {}, /holds no PEM certificate/],
    ] as [string[], Record<string, string>, RegExp][]) {
      const failed = await fails(overHttps([...args, 'list'], env))
      assert.equal(failed.code, 2, args.join(' '))
      assert.match(failed.stderr, message)
    }
  })

  it('when the command is wrong (bad id, option, no key, bad URL), then exit 2 with a one-line reason', async () => {
    const cases: [string[], RegExp][] = [
      [['--url', served.url, '--key', 'k', 'get', 'abc'], /must be a website id/],
      [['--url', served.url, '--key', 'k', 'list', '--per-page', '7'], /must be one of 10, 25, 50, 100/],
      [['--url', served.url, '--key', 'k', 'create', 'a.example', '--privacy', 'secret'], /must be public, private or password/],
      [['--url', served.url, '--key', 'k', 'update', '3'], /nothing to change/],
      [['--url', served.url, 'list'], /no API key: give --key or set WEBSITES_API_KEY/],
      [['--url', 'ftp://x', '--key', 'k', 'list'], /--url "ftp:\/\/x" is not an http:\/\/ or https:\/\/ URL/],
      [['--url', served.url, '--key', 'wak_€', 'list'], /--key.*must be visible ASCII/],
      [['--url', served.url, '--key', 'k', 'update', '3', '--email', '--if-match', 'é'], /--if-match.*must be visible ASCII/],
      [['--url', served.url, '--key', 'k', 'list', '--all', '--page', '2'], /cannot be used with option '--page/],
      [['--url', served.url, '--key', 'k', 'get', '9007199254740993'], /must be a website id/],
    ]
    for (const [args, message] of cases) {
      const failed = await fails(deployment.cli('websites', ...args))
      assert.equal(failed.code, 2, args.join(' '))
      assert.match(failed.stderr, message)
    }
  })

  it('when asked for accounts, --version or help, then each answers and exits 0', async () => {
    await websites('create', 'counted.example')
    const accounts = (await deployment.cli('accounts', 'list')).stdout
    assert.match(accounts, /^id\s+name\s+websites\s+max\s+keys\s+created\n/)
    assert.match(accounts, /^\d+\s+acme\s+[1-9]\d*\s+-\s+1\s+\d{4}-/m)
    const { version } = JSON.parse(await import('node:fs').then((fs) => fs.promises.readFile('package.json', 'utf8')))
    assert.equal((await deployment.cli('--version')).stdout.trim(), version)
    assert.match((await deployment.cli('websites', '--help')).stdout, /Examples:\n {2}export WEBSITES_API_KEY=/)
  })
})
