// The CLI when the service cannot be reached or is given wrongly: the likely mistake in words (not
// undici's or OpenSSL's codes), `events --follow` across a restart, and the hints added to the API's
// refusals (api-keys, an http webhook URL).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import { client } from '../support/http.js'
import { freePort } from '../support/ports.js'
import { CLI, type Deployment, type Served, servedWithKeys } from '../support/processes.js'

interface Failure { code: number; stdout: string; stderr: string }
const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

describe('the CLI when the service is away or addressed wrongly', () => {
  let deployment: Deployment
  let served: Served
  let admin: string
  let plain: string
  const cli = (url: string, ...args: string[]) => deployment.cli(...args, '--url', url, '--key', admin)

  before(async () => {
    ({ deployment, served, admin, plain } = await servedWithKeys('cli-transport'))
  })
  after(async () => {
    await served.stop()
    await deployment.remove()
  })

  it('when nothing listens, http meets the HTTPS port or https the HTTP port, then the CLI says so in words and exits 1', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`
    const refused = await fails(cli(nowhere, 'websites', 'list'))
    assert.deepEqual([refused.code, refused.stderr.trim()], [1, `error: nothing listens at ${nowhere}: is the service running (websites-api serve), and is --url its address?`])
    const httpsAtHttp = served.url.replace('http:', 'https:')
    const tls = await fails(cli(httpsAtHttp, 'websites', 'list'))
    assert.deepEqual([tls.code, tls.stderr.trim()], [1, `error: ${httpsAtHttp} speaks http, not https: use ${served.url} (the HTTPS port is HTTPS_PORT, 8443 by default)`])
    const httpAtHttps = served.httpsUrl!.replace('https:', 'http:')
    const plainText = await fails(cli(httpAtHttps, 'websites', 'list'))
    assert.equal(plainText.code, 1)
    assert.match(plainText.stderr, new RegExp(`closed the connection without an answer: if it is the HTTPS port, use ${served.httpsUrl!.replaceAll('.', '\\.')};`))
    assert.doesNotMatch(refused.stderr + tls.stderr + plainText.stderr, /ECONNREFUSED|UND_ERR|ERR_SSL|fetch failed/)
  })

  it('when --url is a port fetch will not use or the API\'s address, then the CLI says what to give instead', async () => {
    const badPort = await fails(cli('http://127.0.0.1:6000', 'websites', 'list'))
    assert.equal(badPort.code, 1)
    assert.match(badPort.stderr, /^error: --url http:\/\/127\.0\.0\.1:6000: fetch refuses port 6000 \(a port browsers block/)
    const api = await fails(cli(`${served.url}/api/v1`, 'websites', 'list'))
    assert.deepEqual([api.code, api.stderr.trim()], [2, `error: --url is the service's address without /api/v1: ${served.url}`])
  })

  it('when `events --after 0` is asked (the default), then it lists from the first event', async () => {
    const all = (await cli(served.url, 'events', '--json')).stdout
    assert.equal((await cli(served.url, 'events', '--after', '0', '--json')).stdout, all)
    assert.equal((await fails(cli(served.url, 'events', '--after', '-1'))).code, 2)
  })

  it('when api-keys is refused, then the CLI names why: not an admin key, a website not the account\'s, a key already revoked', async () => {
    const asPlain = await fails(deployment.cli('api-keys', 'list', '--url', served.url, '--key', plain))
    assert.deepEqual([asPlain.code, asPlain.stderr.trim()], [1,
      'error: the API refused (403): This action is unauthorized.\nthis needs an admin key (make one on the server: websites-api keys create --account NAME --admin)'])
    const { id: site } = (await client(served.url, admin).post('/api/v1/websites', { domain: 'transport-keys.example' })).body.data
    const foreign = await fails(cli(served.url, 'api-keys', 'create', '--name', 'partner', '--websites', `${site},999999`))
    assert.equal(foreign.code, 1)
    assert.match(foreign.stderr, /\nnot websites of this account \(or not ones this key sees\): 999999\n$/)
    const id = /created key (\d+)/.exec((await cli(served.url, 'api-keys', 'create', '--name', 'once')).stdout)![1]!
    await cli(served.url, 'api-keys', 'revoke', id)
    const again = await fails(cli(served.url, 'api-keys', 'revoke', id))
    assert.match(again.stderr, new RegExp(`^error: the API refused \\(404\\): Resource not found\\.\\nkey ${id} is already revoked \\(since \\S+Z\\)\\n$`))
    const never = await fails(cli(served.url, 'api-keys', 'revoke', '999999'))
    assert.match(never.stderr, /\nno key 999999 in this account\n$/)
  })

  it('when a webhook URL is http and the service does not allow it, then the API\'s message is followed by the setting that allows it', async () => {
    const refused = await fails(cli(served.url, 'webhooks', 'add', 'http://hooks.example.com/x'))
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /^error: the API refused \(422\):\n {2}url: .*\nhttp URLs are refused unless the service runs with WEBHOOKS_ALLOW_HTTP=true/)
  })

  it('when the service restarts under `events --follow`, then it keeps following, says so on stderr, and resumes after the last id seen', async () => {
    const child = spawn(process.execPath, [...CLI, 'events', '--url', served.url, '--key', admin, '--follow', '--json'],
      { env: { ...process.env, DATA_DIR: deployment.dataDir, ...deployment.database.env } })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString() })
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString() })
    const until = async (what: () => boolean, why: string) => {
      const deadline = Date.now() + 20_000
      while (!what()) {
        if (Date.now() > deadline) assert.fail(`${why}; stdout:\n${out}\nstderr:\n${err}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    try {
      // Every event the account has so far printed (they may come in several writes), then the service stops.
      const { data: events } = (await client(served.url, admin).get('/api/v1/events?limit=100')).body
      assert.ok(events.length > 0 && events.length < 100, 'one page holds every event so far')
      const lines = () => out.split('\n').filter(Boolean).length
      await until(() => lines() >= events.length, `the ${events.length} events so far are printed`)
      const seen = lines()
      assert.equal(seen, events.length, 'each event so far printed once')
      await served.stop()
      await until(() => /nothing listens at .*; still following: trying again in 1 s/.test(err), 'the lost service is said on stderr')
      assert.equal(child.exitCode, null, 'still following')
      // The same ports again (serve's url names the one it picked, not PORT: keep the old ones).
      const { url, httpsUrl } = served
      served = { ...await deployment.serve({ PORT: new URL(url).port, HTTPS_PORT: new URL(httpsUrl!).port }), url, httpsUrl }
      const { id } = (await client(url, admin).post('/api/v1/websites', { domain: 'after-restart.example' })).body.data
      await until(() => out.includes('after-restart.example'), 'the event made after the restart is printed')
      assert.match(err, /the service answers again at .*; following after event \d+/)
      const printed = out.trim().split('\n').map((line) => JSON.parse(line))
      assert.equal(printed.length, seen + 1, 'nothing printed twice')
      assert.equal(printed.at(-1).website_id, id)
    } finally {
      child.kill()
    }
  })
})
