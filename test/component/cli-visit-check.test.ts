// `websites-api websites check`: the verdict in words, the URL as recorded, and exit codes a script can
// branch on (0 tracked, 3 not tracked, 1 refused, 2 a mistake in the command).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

interface Failure { code: number; stdout: string; stderr: string }
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

describe('the visit check CLI', () => {
  let deployment: Deployment
  let served: Served
  let websites: (...args: string[]) => Promise<{ stdout: string; stderr: string }>
  let id: string
  const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

  before(async () => {
    deployment = await testDeployment('cli-check')
    const key = await deployment.createKey('acme')
    served = await deployment.serve()
    websites = (...args) => deployment.cli('websites', '--url', served.url, '--key', key, ...args)
    const created = await websites('create', 'shop.example', '--exclude-ips', '203.0.113.0/24', '--exclude-params', 'utm_source,fbclid')
    id = /^id\s+(\d+)$/m.exec(created.stdout)![1]!
  })
  after(async () => {
    await served.stop()
    await deployment.remove()
  })

  it('when the visit would be tracked, then it says so, with the URL as recorded, and exits 0', async () => {
    const { stdout } = await websites('check', id, '--ip', '198.51.100.1', '--page-url', 'https://shop.example/?utm_source=x&plan=pro#faq')
    assert.equal(stdout, 'tracked\nurl as recorded: https://shop.example/?plan=pro#faq\n')
  })

  it('when it would not, then each reason is said in words and it exits 3; --json prints the API\'s answer', async () => {
    const refused = await fails(websites('check', id, '--ip', '203.0.113.7', '--user-agent', GOOGLEBOT))
    assert.deepEqual([refused.code, refused.stdout], [3,
      'not tracked:\n  the user agent is a bot (Googlebot)\n  the address is inside 203.0.113.0/24\n'])
    const json = await fails(websites('check', id, '--ip', '203.0.113.7', '--json'))
    assert.equal(json.code, 3)
    assert.deepEqual(JSON.parse(json.stdout), {
      data: { website_id: Number(id), tracked: false, reasons: [{ setting: 'exclude_ips', entry: '203.0.113.0/24' }], url: null }, status: 200,
    })
  })

  it('when the API refuses, then exit 1 with each field\'s message; a mistake in the command exits 2', async () => {
    const invalid = await fails(websites('check', id, '--ip', '1.2.3', '--page-url', 'javascript:alert(1)'))
    assert.equal(invalid.code, 1)
    assert.equal(invalid.stderr, 'error: the API refused (422):\n  ip: The ip field must be a valid IP address.\n  url: The url field must be a valid URL.\n')
    const unknown = await fails(websites('check', '999999'))
    assert.deepEqual([unknown.code, unknown.stderr.trim()], [1, 'error: the API refused (404): Resource not found.'])
    assert.equal((await fails(websites('check', 'abc'))).code, 2)
  })
})
