// The links people are given lead where they can use them: the first start's owner link and the CLI's
// invitation and reset links name the service as it names itself (PUBLIC_URL, else `localhost` and PORT
// when HOST is this machine or every interface, never 127.0.0.1 or 0.0.0.0, where browsers refuse
// passkeys); and a passkey asked for at an IP address is a 422 that says where passkeys work.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { linkBase } from '../../src/config.js'
import { request } from '../support/http.js'
import { cookieOf } from '../support/people.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

describe('links and passkeys where people are', () => {
  let deployment: Deployment
  let served: Served
  before(async () => {
    deployment = await testDeployment('links', 'sqlite')
    served = await deployment.serve({ HOST: '0.0.0.0' })
  })
  after(async () => {
    await served?.stop()
    await deployment?.remove()
  })
  const port = () => new URL(served.url).port

  it('when the links\' base is worked out, then PUBLIC_URL wins, and a loopback or every-interface HOST is localhost', () => {
    const base = (host: string, publicUrl?: string) => linkBase({ host, port: 8080, publicUrl })
    assert.deepEqual([base('127.0.0.1'), base('0.0.0.0'), base('::'), base('::1'), base('192.0.2.7'), base('2001:db8::1'), base('0.0.0.0', 'https://analytics.example.com')],
      ['http://localhost:8080', 'http://localhost:8080', 'http://localhost:8080', 'http://localhost:8080', 'http://192.0.2.7:8080', 'http://[2001:db8::1]:8080', 'https://analytics.example.com'])
  })

  it('when the service first starts on HOST=0.0.0.0, then its owner link is on localhost at its port', () => {
    assert.match(served.output(), new RegExp(`^  http://localhost:${port()}/invitations/[\\w-]{43}$`, 'm'))
  })

  it('when passkey options are asked at an IP address, then 422 on host saying to open localhost; at localhost, the options', async () => {
    const link = served.output().match(/http:\/\/localhost:\d+\/invitations\/([\w-]{43})/)!
    const accepted = await request('POST', `${served.url}/api/v1/invitations/accept`, { body: { token: link[1], email: 'owner@example.com', name: 'Owner', password: 'a long owner passphrase' } })
    assert.equal(accepted.status, 200, accepted.text)
    const cookie = `wa_session=${cookieOf(accepted)}`
    const local = served.url.replace('127.0.0.1', 'localhost')
    const atAddress = await request('POST', `${served.url}/api/v1/me/passkeys/options`, { headers: { cookie, origin: served.url } })
    assert.equal(atAddress.status, 422, atAddress.text)
    assert.deepEqual(Object.keys(atAddress.body.message), ['host'])
    assert.match(atAddress.body.message.host[0], new RegExp(`IP address \\(127\\.0\\.0\\.1\\).*Open the dashboard at ${local}/ instead`))
    const signInAtAddress = await request('POST', `${served.url}/api/v1/session/passkey/options`, { headers: { origin: served.url } })
    assert.equal(signInAtAddress.status, 422, signInAtAddress.text)
    const atName = await request('POST', `${local}/api/v1/me/passkeys/options`, { headers: { cookie, origin: local } })
    assert.equal(atName.status, 200, atName.text)
    assert.equal(atName.body.data.rp.id, 'localhost')
    assert.equal((await request('POST', `${local}/api/v1/session/passkey/options`, { headers: { origin: local } })).status, 200)
  })
  it('when the CLI prints an invitation or reset link, then it is on localhost at PORT as set; with PORT unset, a note names the settings to give', async () => {
    const withPort = await deployment.cli('users', 'invite', '--account', 'default', '--email', 'ada@example.com', '--role', 'owner')
    // deployment.cli passes this process's environment: PORT is unset here, so the note shows and the default port is named.
    assert.match(withPort.stdout, /^http:\/\/localhost:8080\/invitations\/[\w-]{43}$/m)
    assert.match(withPort.stderr, /assumes the service at http:\/\/localhost:8080 .*PUBLIC_URL \(or its PORT\)/)
    const { execFile } = await import('node:child_process')
    const { promisify } = await import('node:util')
    const { CLI } = await import('../support/processes.js')
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [...CLI, ...args], { env: { ...process.env, DATA_DIR: deployment.dataDir, ...deployment.database.env, PORT: port() } })
    const invited = await run('users', 'invite', '--account', 'default', '--email', 'bob@example.com')
    assert.match(invited.stdout, new RegExp(`^http://localhost:${port()}/invitations/[\\w-]{43}$`, 'm'))
    assert.equal(invited.stderr, '')
    const reset = await run('users', 'reset-password', '--email', 'owner@example.com')
    assert.match(reset.stdout, new RegExp(`^http://localhost:${port()}/reset-password/[\\w-]{43}$`, 'm'))
  })

})
