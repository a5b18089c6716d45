// `websites-api import phpanalytics` against a real MariaDB/MySQL (TEST_MYSQL_URL): both schema
// generations, every case of the original's data, checked through the real HTTP API; all or nothing;
// safe to run again; every bad input refused with a clear message and nothing written.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { loadConfig } from '../../src/config.js'
import { createDb } from '../../src/compose.js'
import { nowTimestamp } from '../../src/db/time.js'
import { newWebsite } from '../../src/websites/websites.store.js'
import { client, request } from '../support/http.js'
import { ALICE_PASSWORD, APP_KEY_TEXT, type Generation, type PhpAnalyticsDb, TOKEN_60, TOKEN_64, TOKEN_DISABLED, fillWithEveryCase, phpAnalyticsDb } from '../support/phpanalytics.js'
import { freePort } from '../support/ports.js'
import { type Deployment, testDeployment } from '../support/processes.js'

interface Failure { code: number; stdout: string; stderr: string }
const fails = (promise: Promise<unknown>) => promise.then(() => assert.fail('expected a failure'), (error: Failure) => error)

for (const generation of ['3.x', 'v29+'] as Generation[]) {
  describe(`importing phpAnalytics ${generation}`, () => {
    let deployment: Deployment
    let source: PhpAnalyticsDb
    let envFile: string
    const importing = (...args: string[]) => deployment.cli('import', 'phpanalytics', '--from', source.url, ...args)
    const websitesHere = async () => (await deployment.cli('accounts', 'list')).stdout

    before(async () => {
      deployment = await testDeployment('import')
      source = await phpAnalyticsDb(generation)
      await fillWithEveryCase(source)
      envFile = path.join(deployment.dataDir, 'phpanalytics.env')
      fs.writeFileSync(envFile, `APP_NAME=phpAnalytics\nAPP_KEY="${APP_KEY_TEXT}"\nDB_HOST=127.0.0.1\n`)
      await deployment.cli('migrate')
    })
    after(async () => {
      await source.drop()
      await deployment.remove()
    })

    it('when invalid and duplicate domains are there, then it stops, lists every case, and writes nothing', async () => {
      const stopped = await fails(importing('--env-file', envFile))
      assert.equal(stopped.code, 1)
      assert.match(stopped.stdout, /invalid domains:\n {4}7 "bad domain!": invalid domain\n/)
      assert.match(stopped.stdout, /duplicate domains:\n {4}5 "EXAMPLE.COM": same domain as website 1 \(example\.com\)\n/)
      assert.match(stopped.stdout, /stopped by the 2 problems above: nothing was written/)
      assert.match(stopped.stderr, new RegExp(`phpAnalytics ${generation.replace('.', '\\.').replace('+', '\\+')} at mysql://root`))
      assert.doesNotMatch(await websitesHere(), /example\.com/)
      // A dry run says the same, and exits 1 too: a script trying it first learns the real run would stop.
      const dry = await fails(importing('--env-file', envFile, '--dry-run'))
      assert.equal(dry.code, 1)
      assert.match(dry.stdout, /dry run: nothing was written; a real run would stop on the 2 problems above\n$/)
    })

    it('when run with --dry-run, then it reports what it would do and writes nothing', async () => {
      const reportFile = path.join(deployment.dataDir, 'dry.json')
      const dry = await importing('--env-file', envFile, '--skip-invalid', '--dry-run', '--report', reportFile)
      assert.match(dry.stdout, /dry run: nothing was written/)
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
      assert.deepEqual([report.dryRun, report.committed, report.websites.imported], [true, false, 6])
      assert.doesNotMatch(await websitesHere(), /alice/)
    })

    it('when imported with --skip-invalid, then the old tokens work and every website arrives as the API shows it', async () => {
      const reportFile = path.join(deployment.dataDir, 'report.json')
      const done = await importing('--env-file', envFile, '--skip-invalid', '--report', reportFile)
      assert.match(done.stdout, /imported: everything above was written in one transaction/)
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
      assert.deepEqual(report.accounts, { imported: 5, alreadyImported: 0 })
      assert.equal(report.keys.active, 1)
      assert.deepEqual(report.keys.revoked, [
        { account: 'bob@example.com', reason: 'its plan 2 has no API access' },
        { account: 'carol@example.com', reason: 'the user is disabled' },
      ])
      assert.equal(report.keys.usersWithoutToken, 2)
      // Every user who could sign in to phpAnalytics is a person here, the owner of their account; Carol was disabled.
      assert.deepEqual(report.people, { made: 4, joined: 0, alreadyImported: 0, withoutPassword: ['dave@example.com', 'erin@example.com'], disabled: ['carol@example.com'] })
      assert.match(done.stdout, /people {5}4 made, 0 already here and made owners, 0 already here, 1 disabled users left out\n {2}they sign in to the dashboard with the email and password they had in phpAnalytics/)
      assert.deepEqual(report.websites.skipped.map((website: { id: number }) => website.id), [5, 6, 7])
      assert.deepEqual(report.droppedLines, [{ id: 1, field: 'exclude_ips', line: '192.168.*' }, { id: 1, field: 'exclude_ips', line: 'example.host' }])
      assert.deepEqual(report.passwords, { imported: 1, undecryptable: [3] })
      assert.deepEqual(report.websites.madePrivate, [{ id: 3, domain: 'shop.example', reason: 'its password could not be decrypted' }])
      assert.deepEqual(report.websites.timesFilled, [8])

      const served = await deployment.serve()
      try {
        const alice = client(served.url, TOKEN_64)
        const listed = await alice.get('/api/v1/websites?per_page=100&sort=asc')
        assert.equal(listed.status, 200)
        assert.deepEqual(listed.body.data.map((website: { id: number; domain: string }) => [website.id, website.domain]),
          [[1, 'example.com'], [2, 'xn--bcher-kva.example'], [3, 'shop.example'], [3_000_000_000, 'big.example']])
        const [first, second, third, big] = listed.body.data
        assert.deepEqual(first, {
          id: 1, domain: 'example.com', privacy: 2, email: 1, password: true, exclude_bots: 1, exclude_params: 'utm_source\nfbclid',
          exclude_ips: '10.0.0.0/8\n2001:db8::1', created_at: '2022-01-02T03:04:05.000000Z', updated_at: '2022-06-07T08:09:10.000000Z',
        })
        assert.deepEqual([second.password, second.exclude_bots, second.privacy], [false, 0, 0])
        assert.deepEqual([third.privacy, third.password], [1, false])
        assert.equal(big.updated_at, big.created_at)
        // Each imported website is a website.created event, made by the import, telling it as the API shows it.
        const events = (await alice.get('/api/v1/events')).body.data
        assert.deepEqual(events.map((event: { type: string; website_id: number }) => [event.type, event.website_id]),
          listed.body.data.map((website: { id: number }) => ['website.created', website.id]))
        assert.deepEqual(events.map((event: { data: unknown }) => event.data), listed.body.data)
        assert.ok(events.every((event: { actor: unknown; request_id: unknown }) => event.request_id === null && JSON.stringify(event.actor) === '{"type":"import"}'))
        // Bob's plan has no API access, Carol is disabled: their tokens are refused as the original refused them.
        for (const token of [TOKEN_60, TOKEN_DISABLED]) assert.equal((await client(served.url, token).get('/api/v1/websites')).status, 401)
        // New ids continue above the largest imported one.
        const created = await alice.post('/api/v1/websites', { domain: 'new.example' })
        assert.deepEqual([created.status, created.body.data.id], [201, 3_000_000_001])
        assert.equal((await alice.get('/api/v1/websites/4')).status, 404, 'bob\'s website is not alice\'s')
        // Alice signs in with the password she had, owner of her account; its bcrypt hash is replaced at once.
        const signedIn = await request('POST', `${served.url}/api/v1/session`, { body: { email: 'ALICE@example.com', password: ALICE_PASSWORD } })
        assert.equal(signedIn.status, 200, signedIn.text)
        assert.deepEqual([signedIn.body.data.user.name, signedIn.body.data.account.name, signedIn.body.data.account.role], ['Alice', 'alice@example.com', 'owner'])
        const db = await createDb(loadConfig({ DATA_DIR: deployment.dataDir, ...deployment.database.env }))
        try {
          assert.match((await db.users.byEmail(null, 'alice@example.com'))!.passwordHash!, /^\$argon2id\$/)
        } finally {
          await db.close()
        }
        assert.equal((await request('POST', `${served.url}/api/v1/session`, { body: { email: 'alice@example.com', password: ALICE_PASSWORD } })).status, 200, 'and again, with the new hash')
        assert.equal((await request('POST', `${served.url}/api/v1/session`, { body: { email: 'carol@example.com', password: 'carol sings 3 carols' } })).status, 422, 'disabled: no person')
      } finally {
        await served.stop()
      }
    })

    it('when run again, then nothing is imported twice; an id taken here by another website is a conflict and nothing is written', async () => {
      const again = await importing('--env-file', envFile, '--skip-invalid')
      assert.match(again.stdout, /accounts {3}0 imported, 5 already here/)
      assert.match(again.stdout, /keys {7}0 active, 0 revoked, 3 already here/)
      assert.match(again.stdout, /websites {3}0 imported, 6 already here, 3 skipped/)
      // A new website in the source, and one whose id is taken here by the website made through the API.
      await source.query("INSERT INTO websites (id, domain, user_id, created_at, updated_at) VALUES (3000000001, 'clash.example', 1, NOW(), NOW()), (10, 'later.example', 1, NOW(), NOW())")
      const clash = await fails(importing('--env-file', envFile, '--skip-invalid'))
      assert.equal(clash.code, 1)
      assert.match(clash.stderr, /this service already holds 1 website under ids that phpAnalytics' websites have \(e\.g\. id 3000000001: "new\.example" here, "clash\.example" there\)/)
      assert.doesNotMatch(await websitesHere(), /later/)
      await source.query('DELETE FROM websites WHERE id = 3000000001')
      assert.match((await importing('--env-file', envFile, '--skip-invalid')).stdout, /websites {3}1 imported, 6 already here/)
    })
  })
}

describe('importing phpAnalytics: bad input', () => {
  let deployment: Deployment
  let source: PhpAnalyticsDb
  before(async () => {
    deployment = await testDeployment('import-bad')
    source = await phpAnalyticsDb('v29+')
    await fillWithEveryCase(source)
    await deployment.cli('migrate')
  })
  after(async () => {
    await source.drop()
    await deployment.remove()
  })
  const refused = async (args: string[], message: RegExp) => {
    const started = Date.now()
    const failure = await fails(deployment.cli('import', 'phpanalytics', ...args))
    assert.equal(failure.code, 1, args.join(' '))
    assert.match(failure.stderr, message)
    assert.ok(Date.now() - started < 15_000, 'within seconds')
  }

  it('when the source cannot be reached, is not phpAnalytics, or has no users, then a clear message, exit 1, nothing written', async () => {
    await refused(['--from', `mysql://root@127.0.0.1:${await freePort()}/x`, '--app-key', APP_KEY_TEXT], /cannot connect to mysql:\/\/root@127\.0\.0\.1:\d+\/x: ECONNREFUSED/)
    await refused(['--from', 'postgres://x/y', '--app-key', APP_KEY_TEXT], /expected mysql:\/\/USER:PASS@HOST:3306\/DB/)
    const empty = await phpAnalyticsDb()
    const noUsers = await phpAnalyticsDb('3.x')
    try {
      await refused(['--from', empty.url, '--app-key', APP_KEY_TEXT], /is not a phpAnalytics database: missing users\.id, .*websites\.domain/)
      await refused(['--from', noUsers.url, '--app-key', APP_KEY_TEXT], /the source has no users/)
    } finally {
      await empty.drop()
      await noUsers.drop()
    }
    assert.doesNotMatch((await deployment.cli('accounts', 'list')).stdout, /example\.com/)
  })

  it('when the APP_KEY is missing, malformed or absent from the .env, then it says so before reading anything', async () => {
    const envFile = path.join(deployment.dataDir, 'no-key.env')
    fs.writeFileSync(envFile, 'APP_NAME=phpAnalytics\n')
    await refused(['--from', source.url], /without --app-key or --env-file the website passwords would be lost/)
    await refused(['--from', source.url, '--app-key', 'not-a-key'], /--app-key: an APP_KEY starts with "base64:"/)
    await refused(['--from', source.url, '--app-key', 'base64:c2hvcnQ='], /must be 32 bytes of base64 \(found 5 bytes\)/)
    await refused(['--from', source.url, '--env-file', envFile], /no APP_KEY in it/)
    // Node (20 and 24) reads any `--env-file` on the command line itself, a script's too: a file it cannot read stops
    // it first, with its own message and exit code 9 (nodejs/node#54232). Still clear, still nothing written.
    const missing = await fails(deployment.cli('import', 'phpanalytics', '--from', source.url, '--env-file', '/nonexistent/.env'))
    assert.equal(missing.code, 9)
    assert.match(missing.stderr, /node: \/nonexistent\/\.env: not found/)
  })

  it('when the target was never made, then it says to start the service or migrate first, and makes nothing', async () => {
    const fresh = await testDeployment('import-unmigrated')
    try {
      const failure = await fails(fresh.cli('import', 'phpanalytics', '--from', source.url, '--drop-passwords'))
      assert.equal(failure.code, 1)
      assert.match(failure.stderr, /(no database at .*websites\.db|has never been migrated).*: start the service once or run `websites-api migrate` first/)
      assert.deepEqual(fs.readdirSync(fresh.dataDir), [], 'no SQLite file made')
    } finally {
      await fresh.remove()
    }
  })

  it('when the target already holds other websites under the source\'s ids, then it refuses before reading or writing, dry run too', async () => {
    const used = await testDeployment('import-used')
    try {
      await used.cli('migrate')
      const db = await createDb(loadConfig({ DATA_DIR: used.dataDir, ...used.database.env }))
      try {
        await createKeysService(db.keys).createKey('early')
        const accountId = (await db.keys.accountId(null, 'early'))!
        await db.websites.insertMany(['first.example', 'second.example'].map((domain) => ({ accountId, ...newWebsite(domain) })), nowTimestamp())
      } finally {
        await db.close()
      }
      for (const dryRun of [['--dry-run'], []]) {
        const failure = await fails(used.cli('import', 'phpanalytics', '--from', source.url, '--app-key', APP_KEY_TEXT, '--skip-invalid', ...dryRun))
        assert.equal(failure.code, 1, dryRun.join(' '))
        assert.match(failure.stderr, /^error: this service already holds 2 websites under ids that phpAnalytics' websites have \(e\.g\. id 1: "first\.example" here, "Example\.com" there\): import into an empty service; nothing was written$/m)
        assert.doesNotMatch(failure.stderr, /passwords \[/, 'refused before hashing a password')
        assert.equal(failure.stdout, '', 'no report: nothing was imported')
      }
      assert.doesNotMatch((await used.cli('accounts', 'list')).stdout, /alice/)
    } finally {
      await used.remove()
    }
  })

  it('when run with --drop-passwords, then password-protected websites arrive private, and the report says so', async () => {
    const done = await deployment.cli('import', 'phpanalytics', '--from', source.url, '--drop-passwords', '--skip-invalid')
    assert.match(done.stdout, /made private \(privacy 2 without a usable password\):\n {4}1 example\.com: passwords dropped \(--drop-passwords\)\n {4}3 shop\.example: passwords dropped/)
  })
})

describe('importing phpAnalytics: plan limits and banned words', () => {
  let deployment: Deployment
  let source: PhpAnalyticsDb
  let served: Awaited<ReturnType<Deployment['serve']>>
  const FRANK = 'F'.repeat(64)
  const GINA = 'G'.repeat(64)
  const importing = (...args: string[]) => deployment.cli('import', 'phpanalytics', '--from', source.url, '--drop-passwords', ...args)

  before(async () => {
    deployment = await testDeployment('import-plans')
    source = await phpAnalyticsDb('v29+')
    await source.query('CREATE TABLE settings (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, name VARCHAR(255) NOT NULL, value TEXT NULL)')
    await source.query("INSERT INTO settings (name, value) VALUES ('title', 'phpAnalytics'), ('bad_words', ?)", ['casino\r\nPoker\r\n\r\n  \r\nCASINO\r\ntwo words\r\n'])
    await source.query(`INSERT INTO plans (id, name, features) VALUES (1, 'Default', '{"api":1,"websites":-1}'), (3, 'Small', '{"api":1,"websites":2}'),
      (4, 'None', '{"api":1,"websites":"0"}'), (5, 'Old', '{"api":1}')`)
    await source.query(`INSERT INTO users (id, name, email, password, api_token, plan_id, plan_ends_at, created_at) VALUES
      (1, 'Frank', 'frank@example.com', '', ?, 3, NULL, '2021-01-01 00:00:00'),
      (2, 'Gina', 'gina@example.com', '', ?, 4, NULL, '2021-01-01 00:00:00'),
      (3, 'Hank', 'hank@example.com', '', NULL, 5, NULL, '2021-01-01 00:00:00'),
      (4, 'Ivan', 'ivan@example.com', '', NULL, 3, '2022-01-01 00:00:00', '2021-01-01 00:00:00')`, [FRANK, GINA])
    const row = (id: number, domain: string, userId: number) => ({ id, domain, user_id: userId, privacy: 0, password: null, email: 0, exclude_bots: 1,
      created_at: '2022-01-02 03:04:05', updated_at: '2022-01-02 03:04:05' })
    for (const website of [row(1, 'frank-one.example', 1), row(2, 'frank-two.example', 1), row(3, 'casino-royale.example', 1), row(4, 'gina.example', 2)]) {
      await source.query('INSERT INTO websites SET ?', [website])
    }
    await deployment.cli('migrate')
  })
  after(async () => {
    await served?.stop()
    await source.drop()
    await deployment.remove()
  })

  it('when a user\'s plan limits websites and the install bans words, then both arrive, the report says so, and imported websites are never refused', async () => {
    const reportFile = path.join(deployment.dataDir, 'plans.json')
    const done = await importing('--report', reportFile)
    console.log(done.stdout)
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
    assert.deepEqual(report.quotas, {
      limited: [{ account: 'frank@example.com', max_websites: 2, websites: 3 }, { account: 'gina@example.com', max_websites: 0, websites: 1 }],
      unlimited: 2, alreadyImported: 0,
    })
    assert.deepEqual(report.bannedWords, { read: 4, added: 2, alreadyBanned: 1, dropped: [
      { line: 6, word: 'two words', reason: 'a banned word must not contain whitespace or control characters (no domain holds them)' },
    ] })
    assert.equal(report.websites.imported, 4, 'more than the plan allows, and a banned word: imported all the same')
    assert.match(done.stdout, /^quotas {5}2 accounts limited by the plan's websites, 2 without a limit, 0 already here \(their quota kept\)$/m)
    assert.match(done.stdout, /^ {4}frank@example\.com: at most 2, holds 3 \(kept: only new ones are refused\)$/m)
    assert.match(done.stdout, /^banned {5}4 words in settings\.bad_words: 2 added, 1 already banned or given twice, 1 dropped$/m)
    assert.match((await deployment.cli('accounts', 'list')).stdout, /^\d+\s+frank@example\.com\s+3\s+2\s/m)
    assert.deepEqual((await deployment.cli('settings', 'banned-words', '--list')).stdout.trim().split('\n'), ['casino', 'poker'])

    served = await deployment.serve()
    const frank = client(served.url, FRANK)
    const account = (await frank.get('/api/v1/account')).body.data
    assert.deepEqual([account.max_websites, account.website_count], [2, 3])
    assert.deepEqual((await frank.post('/api/v1/websites', { domain: 'frank-four.example' })).body,
      { message: { domain: ['You created too many websites.'] }, status: 422 })
    assert.deepEqual((await client(served.url, GINA).post('/api/v1/websites', { domain: 'poker.example' })).body,
      { message: { domain: ['The domain contains a keyword that is banned.', 'You created too many websites.'] }, status: 422 })
    assert.equal((await frank.get('/api/v1/websites/3')).body.data.domain, 'casino-royale.example')
  })

  it('when run again after the operator changed a quota, then the quota is kept and no word is added twice', async () => {
    await deployment.cli('accounts', 'set', 'frank@example.com', '--max-websites', '10')
    const reportFile = path.join(deployment.dataDir, 'again.json')
    await importing('--report', reportFile)
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
    assert.deepEqual(report.quotas, { limited: [], unlimited: 0, alreadyImported: 4 })
    assert.deepEqual([report.bannedWords.added, report.bannedWords.alreadyBanned], [0, 3])
    assert.match((await deployment.cli('accounts', 'list')).stdout, /^\d+\s+frank@example\.com\s+3\s+10\s/m)
  })
})
