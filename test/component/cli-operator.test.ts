// What the operator decides, from the command line on the server: `accounts set --max-websites` and
// `settings banned-words`. A mistake in the command exits 2, a refusal 1; either way nothing is stored.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { client } from '../support/http.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

interface Failure { code: number; stdout: string; stderr: string }
const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

describe('the operator\'s CLI', () => {
  let deployment: Deployment
  let served: Served
  let key: string
  const cli = (...args: string[]) => deployment.cli(...args)
  const file = (name: string, text: string) => {
    const at = path.join(deployment.dataDir, name)
    fs.writeFileSync(at, text)
    return at
  }
  const words = async () => (await cli('settings', 'banned-words', '--list')).stdout.split('\n').filter(Boolean)

  before(async () => {
    deployment = await testDeployment('cli-operator')
    key = await deployment.createKey('acme', '--name', 'ops')
    served = await deployment.serve()
  })
  after(async () => {
    await served.stop()
    await deployment.remove()
  })

  it('when the operator sets a quota, then accounts list shows it and the API refuses past it; unlimited clears it', async () => {
    const api = client(served.url, key)
    assert.equal((await cli('accounts', 'set', 'acme', '--max-websites', '1')).stdout.trim(), 'account "acme" may now hold at most 1 website')
    assert.match((await cli('accounts', 'list')).stdout, /^id\s+name\s+websites\s+max\s+keys\s+created\n\d+\s+acme\s+0\s+1\s+1\s/m)
    assert.equal((await api.post('/api/v1/websites', { domain: 'cli-quota-1.example' })).status, 201)
    const full = await api.post('/api/v1/websites', { domain: 'cli-quota-2.example' })
    assert.deepEqual(full.body, { message: { domain: ['You created too many websites.'] }, status: 422 })
    const account = (await api.get('/api/v1/account')).body.data
    assert.deepEqual([account.max_websites, account.website_count], [1, 1])
    assert.equal((await cli('accounts', 'set', 'acme', '--max-websites', '0')).stdout.trim(), 'account "acme" may now hold at most 0 websites')
    assert.equal((await cli('accounts', 'set', 'acme', '--max-websites', 'unlimited')).stdout.trim(), 'account "acme" may now hold any number of websites')
    assert.match((await cli('accounts', 'list')).stdout, /^\d+\s+acme\s+1\s+-\s+1\s/m)
  })

  it('when --max-websites is -1, abc, 2^53 or empty, then exit 2; an unknown account exit 1; nothing changes', async () => {
    await cli('accounts', 'set', 'acme', '--max-websites', '7')
    for (const bad of ['-1', 'abc', '9007199254740992', '', '1.5', '+3', '07']) {
      const refused = await fails(cli('accounts', 'set', 'acme', '--max-websites', bad))
      assert.equal(refused.code, 2, `${bad}: ${refused.stderr}`)
      assert.match(refused.stderr, /--max-websites|max-websites/, bad)
    }
    const unknown = await fails(cli('accounts', 'set', 'nobody', '--max-websites', '3'))
    assert.deepEqual([unknown.code, unknown.stderr.trim()], [1, 'error: no account "nobody" (accounts list shows them); nothing changed'])
    assert.match((await cli('accounts', 'list')).stdout, /^\d+\s+acme\s+1\s+7\s/m, 'still 7')
    await cli('accounts', 'set', 'acme', '--max-websites', 'unlimited')
  })

  it('when the operator sets the account\'s exclusions, then they are stored as the API stores them; an invalid list is the website\'s message, exit 2, nothing stored', async () => {
    const api = client(served.url, key)
    const set = await cli('accounts', 'set', 'acme', '--exclude-ips', '10.0.0.0/8, 2001:DB8::/32', '--exclude-params', 'utm_source,fbclid')
    assert.equal(set.stdout.trim(), 'account "acme" excludes on every website: IPs 10.0.0.0/8, 2001:db8::/32; parameters utm_source, fbclid')
    const shown = (await api.get('/api/v1/account')).body.data
    assert.deepEqual([shown.exclude_ips, shown.exclude_params], ['10.0.0.0/8\n2001:db8::/32', 'utm_source\nfbclid'])
    const bad = await fails(cli('accounts', 'set', 'acme', '--exclude-ips', '10.0.0.300', '--exclude-params', 'a=b'))
    assert.deepEqual([bad.code, bad.stderr.trim()], [2, 'error: The exclude ips field contains an invalid IP address or range: 10.0.0.300. ' +
      'The exclude params field contains an invalid parameter name: a=b. Nothing changed'])
    assert.equal((await fails(cli('accounts', 'set', 'acme'))).code, 2, 'something to set')
    assert.equal((await fails(cli('accounts', 'set', 'nobody', '--exclude-ips', '10.0.0.1'))).code, 1)
    assert.equal((await cli('accounts', 'set', 'acme', '--exclude-ips', '')).stdout.trim(), 'account "acme" excludes on every website: IPs none; parameters utm_source, fbclid')
    assert.equal((await api.get('/api/v1/account')).body.data.exclude_ips, null)
  })

  it('when banned words are added, removed, set from a file and listed, then the API refuses a domain holding one', async () => {
    const api = client(served.url, key)
    assert.equal((await cli('settings', 'banned-words', '--add', ' Casino ')).stdout.trim(), 'banned "casino"')
    assert.deepEqual(await words(), ['casino'])
    const deadline = Date.now() + 1000
    let answer = await api.post('/api/v1/websites', { domain: 'big-CASINO.example' })
    while (answer.status !== 422 && Date.now() < deadline) answer = await api.post('/api/v1/websites', { domain: 'big-CASINO.example' })
    assert.deepEqual(answer.body, { message: { domain: ['The domain contains a keyword that is banned.'] }, status: 422 }, 'within 1 s')
    const list = file('words.txt', 'poker\r\n\r\n  Roulette \nbücher\n')
    assert.equal((await cli('settings', 'banned-words', '--set', list)).stdout.trim(), 'the list now holds 3 banned words')
    assert.deepEqual(await words(), ['bücher', 'poker', 'roulette'])
    assert.equal((await cli('settings', 'banned-words', '--remove', 'POKER')).stdout.trim(), 'removed "poker"')
    assert.deepEqual(await words(), ['bücher', 'roulette'])
  })

  it('when a word is empty, whitespace, 1,000 characters or already there, or a file has duplicates, bad lines or too many words, then a clear message, exit 2 or 1, nothing stored', async () => {
    await cli('settings', 'banned-words', '--set', file('start.txt', 'alpha\nbeta\n'))
    for (const bad of ['', '   ', 'x'.repeat(1000), 'two words']) {
      const refused = await fails(cli('settings', 'banned-words', '--add', bad))
      assert.equal(refused.code, 2, JSON.stringify(bad))
      assert.match(refused.stderr, /^error: a banned word must /, refused.stderr)
    }
    const again = await fails(cli('settings', 'banned-words', '--add', 'ALPHA'))
    assert.deepEqual([again.code, again.stderr.trim()], [1, 'error: "alpha" is already banned; nothing changed'])
    const missing = await fails(cli('settings', 'banned-words', '--remove', 'gamma'))
    assert.deepEqual([missing.code, missing.stderr.trim()], [1, 'error: "gamma" is not banned (--list shows the words); nothing changed'])
    const twice = await fails(cli('settings', 'banned-words', '--set', file('twice.txt', 'one\ntwo\nOne\n \nthree four\n')))
    assert.equal(twice.code, 1)
    assert.match(twice.stderr, /was refused, nothing changed:\n {2}line 3: "one" is given twice \(first on line 1\)\n {2}line 5: a banned word must not contain whitespace/)
    const tooMany = await fails(cli('settings', 'banned-words', '--set', file('many.txt', Array.from({ length: 100_001 }, (_, i) => `w${i}`).join('\n'))))
    assert.deepEqual([tooMany.code, tooMany.stderr.includes('more than 100,000 words')], [1, true])
    assert.deepEqual(await words(), ['alpha', 'beta'], 'nothing stored')
    assert.equal((await fails(cli('settings', 'banned-words', '--set', path.join(deployment.dataDir, 'nope.txt')))).code, 2)
    assert.equal((await fails(cli('settings', 'banned-words', '--add', 'x', '--remove', 'y'))).code, 2)
    const most = await cli('settings', 'banned-words', '--set', file('most.txt', Array.from({ length: 100_000 }, (_, i) => `w${i}`).join('\n')))
    assert.equal(most.stdout.trim(), 'the list now holds 100,000 banned words')
    assert.equal((await words()).length, 100_000)
    const api = client(served.url, key)
    const started = Date.now()
    let answer = await api.post('/api/v1/websites', { domain: 'has-w99999.example' })
    while (answer.status !== 422 && Date.now() - started < 2000) answer = await api.post('/api/v1/websites', { domain: 'has-w99999.example' })
    assert.equal(answer.status, 422)
    assert.equal((await api.post('/api/v1/websites', { domain: 'fine.example' })).status, 201, 'a create with 100,000 words is still answered')
  })
})
