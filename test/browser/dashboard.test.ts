// The dashboard in Debian's Chromium (playwright-core), against the real service on a temporary DATA_DIR:
// every screen a person meets, driven by its labels, checked with axe-core (WCAG 2 A and AA), with a
// screenshot each in test/browser/screenshots/ (look at them).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { accessible as check, launch } from '../support/browser.js'
import { client } from '../support/http.js'
import { type Receiver, startReceiver } from '../support/receiver.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const ROOT = path.join(import.meta.dirname, '..', '..')
const SHOTS = path.join(import.meta.dirname, 'screenshots')

describe('the dashboard in a browser', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let page: Page
  let key: string
  let readOnlyKey: string
  let adminKey: string
  let receiver: Receiver
  const problems: string[] = []

  const accessible = (screen: string) => check(page, screen)
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
  const rows = () => page.locator('tbody tr td.name a').allTextContents()

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser', 'sqlite')
    key = await deployment.createKey('acme')
    readOnlyKey = (await deployment.cli('keys', 'create', '--account', 'acme', '--read-only')).stdout.trim().split('\n').at(-1)!
    adminKey = (await deployment.cli('keys', 'create', '--account', 'acme', '--name', 'ops', '--admin')).stdout.trim().split('\n').at(-1)!
    // The webhooks page sends to a receiver on this machine.
    // This suite clicks through a person's hour in a minute, with one key: at the default 60 requests a minute
    // (a person's pace) its last pages were 429 once the list also read the account's quota.
    served = await deployment.serve({ WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1', RATE_LIMIT_PER_MINUTE: '120' })
    receiver = await startReceiver()
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1100, height: 800 }, ignoreHTTPSErrors: true, permissions: ['clipboard-read', 'clipboard-write'] })
    page.on('console', (message) => { if (message.type() === 'error' && !/the server responded with a status of [45]\d\d/.test(message.text())) problems.push(message.text()) })
    page.on('request', (request) => { if (!request.url().startsWith(served.url) && !request.url().startsWith(served.httpsUrl!) && !request.url().startsWith('data:')) problems.push(`request to ${request.url()}`) })
  })
  after(async () => {
    await receiver?.close()
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
    assert.deepEqual(problems, [], 'no console errors (a CSP violation is one), no request to another host')
  })

  it('when a wrong key is given, then it says so; the right one, typed with the keyboard alone, signs in to an empty list', async () => {
    await page.goto(served.url)
    await accessible('sign in')
    await page.getByText('Sign in with an API key').click()
    await page.getByLabel('API key').fill('wak_wrong')
    await page.getByRole('button', { name: 'Sign in with the key' }).click()
    await page.getByRole('alert').filter({ hasText: 'That key was not accepted' }).waitFor()
    await shot('sign-in-refused')
    await page.getByLabel('API key').focus()
    await page.keyboard.type(key)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
    await page.getByText('No websites yet. Add your first one with “Add website”.').waitFor()
    assert.equal(await page.evaluate(() => sessionStorage.length), 1, 'kept for the tab')
    assert.doesNotMatch(page.url(), /wak_/, 'never in the URL')
    await accessible('empty list')
    await shot('list-empty')
  })

  it('when a website is added with mistakes, then each message is at its field, all at once; fixed, it is saved once', async () => {
    await page.getByRole('button', { name: 'Add website' }).click()
    await page.getByLabel('Domain').fill('not a domain!')
    await page.getByLabel('Privacy').selectOption({ label: 'Password' })
    await page.getByLabel('Excluded IPs').fill('10.0.0.0/8\n999.1.1.1')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Some fields need a change').waitFor()
    for (const [label, message] of [['Domain', /domain/i], ['Password', /password field is required/], ['Excluded IPs', /999\.1\.1\.1/]] as const) {
      const field = page.getByLabel(label)
      assert.equal(await field.getAttribute('aria-invalid'), 'true', label)
      const described = await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent()
      assert.match(described ?? '', message, label)
    }
    assert.equal(await page.getByLabel('Excluded IPs').inputValue(), '10.0.0.0/8\n999.1.1.1', 'nothing lost')
    await accessible('form with errors')
    await shot('form-errors')
    await page.getByLabel('Domain').fill('Example.com')
    await page.getByLabel('Password', { exact: true }).fill('s3cret')
    await page.getByLabel('Excluded IPs').fill('10.0.0.0/8')
    await page.getByLabel('Email reports').check()
    // A double click sends the create twice under one Idempotency-Key: one website.
    await page.getByRole('button', { name: 'Save' }).dblclick()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
    await page.getByRole('link', { name: 'example.com' }).waitFor()
    assert.deepEqual(await rows(), ['example.com'])
    assert.equal(await page.getByRole('status').textContent(), 'Saved example.com.')
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Websites', 'the keyboard starts at the new screen')
  })

  it('when searching, sorting and paging, then the table follows, and the state lives in the URL (reload, back)', async () => {
    const api = client(served.url, key)
    for (let i = 1; i <= 12; i++) assert.equal((await api.post('/api/v1/websites', { domain: `site-${String(i).padStart(2, '0')}.example` })).status, 201)
    await page.reload()
    await page.getByText('13 websites').waitFor()
    await page.getByLabel('Search').fill('site-0')
    await page.waitForURL(/search=site-0/)
    await page.getByText('9 websites').waitFor()
    await page.getByLabel('Sort').selectOption({ label: 'Domain A–Z' })
    await page.waitForURL(/sort_by=domain&sort=asc/)
    await page.getByLabel('Search').fill('')
    await page.getByText('13 websites').waitFor()
    await page.waitForURL((url) => !url.search.includes('search='))
    await page.getByRole('link', { name: 'example.com' }).waitFor()
    assert.equal((await rows())[0], 'example.com')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    await page.getByRole('link', { name: 'site-10.example' }).waitFor()
    assert.deepEqual(await rows(), ['site-10.example', 'site-11.example', 'site-12.example'])
    await accessible('list, page 2')
    await shot('list-page-2')
    await page.reload()
    await page.getByRole('link', { name: 'site-12.example' }).waitFor()
    await page.goBack()
    await page.waitForURL((url) => !url.search.includes('page=2'))
    await page.getByRole('link', { name: 'example.com' }).waitFor()
    await page.getByLabel('Per page').selectOption('25')
    await page.getByRole('link', { name: 'site-12.example' }).waitFor()
  })

  it('when a website is edited, then only changes are sent; when someone else changed it meanwhile, 412 offers to reload', async () => {
    await page.getByRole('link', { name: 'site-01.example' }).click()
    await page.getByRole('heading', { name: 'site-01.example' }).waitFor()
    await page.getByLabel('Excluded parameters').fill('utm_source\nfbclid')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
    const api = client(served.url, key)
    const id = (await api.get('/api/v1/websites?search=site-01')).body.data[0].id
    assert.equal((await api.get(`/api/v1/websites/${id}`)).body.data.exclude_params, 'utm_source\nfbclid')

    await page.getByRole('link', { name: 'site-01.example' }).click()
    await page.getByLabel('Excluded parameters').waitFor()
    await page.waitForFunction(() => (document.getElementById('exclude_params') as HTMLTextAreaElement).value !== '')
    assert.equal((await api.patch(`/api/v1/websites/${id}`, { email: 1 })).status, 200, 'a second client changes it')
    await page.getByLabel('Exclude bots').uncheck()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Someone else changed this website since you opened it.').waitFor()
    assert.equal(await page.getByLabel('Exclude bots').isChecked(), false, 'nothing lost from the form')
    await accessible('edit conflict')
    await shot('form-conflict')
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.waitForFunction(() => (document.getElementById('email') as HTMLInputElement).checked)
    assert.equal(await page.getByLabel('Exclude bots').isChecked(), true)
  })

  it('when a website is deleted, then a dialog names it first', async () => {
    await page.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete site-01.example?' })
    await dialog.waitFor()
    await accessible('delete dialog')
    await shot('delete-dialog')
    await dialog.getByRole('button', { name: 'Delete website' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
    await page.getByText('12 websites').waitFor()
    assert.ok(!(await rows()).includes('site-01.example'))
    assert.equal(await page.getByRole('status').textContent(), 'Deleted site-01.example.')
  })

  it('when the service answers 429 or 503, then the page says when to retry or that it is unavailable, and the form keeps its values', async () => {
    const json = (status: number, message: string) => ({ status, headers: { 'content-type': 'application/json', 'retry-after': '7' }, body: JSON.stringify({ message, status }) })
    await page.route('**/api/v1/websites?**', (route) => route.fulfill(json(429, 'Too Many Attempts.')))
    await page.getByLabel('Per page').selectOption('50')
    await page.getByRole('alert').filter({ hasText: 'Too many requests: try again in 7 seconds.' }).waitFor()
    await page.unroute('**/api/v1/websites?**')
    await page.getByLabel('Per page').selectOption('10')
    await page.getByRole('button', { name: 'Add website' }).click()
    await page.getByLabel('Domain').fill('later.example')
    await page.route('**/api/v1/websites', (route) => route.request().method() === 'POST' ? route.fulfill(json(503, 'Service Unavailable.')) : route.fallback())
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'The service is unavailable right now' }).waitFor()
    assert.equal(await page.getByLabel('Domain').inputValue(), 'later.example', 'nothing lost')
    await shot('form-unavailable')
    await page.unroute('**/api/v1/websites')
    await page.getByRole('link', { name: '← Websites' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
  })

  it('when a visit is tested on a website\'s page, then the verdict, each reason beside its setting and the URL as recorded show', async () => {
    const api = client(served.url, key)
    const id = (await api.get('/api/v1/websites?search=example.com')).body.data[0].id
    assert.equal((await api.patch(`/api/v1/websites/${id}`, { exclude_params: 'utm_source\nfbclid' })).status, 200)
    await page.getByRole('link', { name: 'example.com' }).click()
    await page.getByRole('heading', { name: 'Test a visit' }).waitFor()
    await page.getByLabel('IP address').fill('1.2.3')
    await page.getByLabel('Page URL').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('The ip field must be a valid IP address.').waitFor()
    assert.equal(await page.getByLabel('Page URL').getAttribute('aria-invalid'), 'true')
    await page.getByLabel('IP address').fill('10.1.2.3')
    // Headless Chromium says so in its user agent: a bot to isbot.
    await page.getByRole('button', { name: 'Use this browser\'s' }).click()
    assert.match(await page.getByLabel('User agent').inputValue(), /HeadlessChrome/)
    await page.getByLabel('Page URL').fill('https://example.com/pricing?utm_source=news&plan=pro&fbclid=abc#faq')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('Not tracked').waitFor()
    assert.deepEqual(await page.locator('.verdict li').allTextContents(),
      ['Exclude bots: The user agent is a bot (HeadlessChrome).', 'Excluded IPs: The address is inside 10.0.0.0/8.'])
    assert.deepEqual(await page.locator('.verdict-note').allTextContents(),
      ['Excludes the tested visit: the user agent is a bot (HeadlessChrome).', 'Excludes the tested visit: the address is inside 10.0.0.0/8.'])
    assert.equal(await page.locator('.verdict .url').textContent(), 'https://example.com/pricing?plan=pro#faq')
    assert.equal(await page.getByLabel('IP address').getAttribute('aria-invalid'), null, 'the messages are gone')
    await accessible('visit check')
    await shot('visit-check')
    await page.getByLabel('User agent').fill('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')
    await page.getByLabel('IP address').fill('')
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByText('Tracked', { exact: true }).waitFor()
    assert.equal(await page.locator('.verdict-note').count(), 0)
    await page.getByRole('link', { name: '← Websites' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
  })

  it('when a website\'s page is opened, then its activity lists each change, newest first: when, who, what changed in words', async () => {
    const api = client(served.url, key)
    const id = (await api.get('/api/v1/websites?search=example.com')).body.data[0].id
    assert.equal((await api.patch(`/api/v1/websites/${id}`, { email: 0, privacy: 1 })).status, 200)
    await page.getByRole('link', { name: 'example.com' }).click()
    await page.getByRole('heading', { name: 'Activity' }).waitFor()
    const items = page.locator('.events li')
    await items.first().waitFor()
    assert.match(await items.first().textContent() ?? '', /^\d{4}-\d\d-\d\d \d\d:\d\dkey wak_[\w-]+…Privacy: Password → Private; Email reports: On → Off$/)
    assert.match(await items.last().textContent() ?? '', /Created$/)
    await accessible('activity')
    await page.locator('.activity').screenshot({ path: path.join(SHOTS, 'activity.png') })
    await page.getByRole('link', { name: '← Websites' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
  })

  it('when an admin key opens API keys, then it lists the keys, makes one (shown once, with a copy button) and revokes one behind a dialog naming it', async () => {
    assert.equal(await page.getByRole('link', { name: 'API keys' }).count(), 0, 'a key that is not admin does not see the page')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByText('Sign in with an API key').click()
    await page.getByLabel('API key').fill(adminKey)
    await page.getByRole('button', { name: 'Sign in with the key' }).click()
    await page.getByRole('link', { name: 'API keys' }).click()
    await page.getByRole('heading', { name: 'API keys' }).waitFor()
    assert.match(page.url(), /[?&]keys=/, 'its state in the URL')
    await page.getByRole('cell', { name: 'ops (this key)' }).waitFor()
    await accessible('keys list')
    await shot('keys-list')
    await page.getByRole('button', { name: 'Create key' }).click()
    // The service counts a name's characters, not UTF-16 units: the field must not stop 60 emoji at 50.
    await page.getByLabel('Name').fill('🔑'.repeat(60))
    assert.equal([...await page.getByLabel('Name').inputValue()].length, 60, 'the field keeps every character the service takes')
    await page.getByLabel('Name').fill('partner')
    await page.getByLabel('Read-only (writes are refused)').check()
    await page.getByLabel('site-02.example').check()
    await page.getByLabel('Expires (UTC; empty: never)').fill('2020-01-01T00:00')
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.getByText('The expires at field must be a date after now.').waitFor()
    assert.equal(await page.getByLabel('Expires (UTC; empty: never)').getAttribute('aria-invalid'), 'true')
    assert.equal(await page.getByLabel('Name').inputValue(), 'partner', 'nothing lost')
    await accessible('create key with an error')
    await shot('keys-create-error')
    await page.getByLabel('Expires (UTC; empty: never)').fill('2099-01-01T00:00')
    await page.getByRole('button', { name: 'Create key' }).click()
    const shown = page.locator('.shown-once code')
    await shown.waitFor()
    const made = await shown.textContent() ?? ''
    assert.match(made, /^wak_[\w-]{43}$/)
    await page.getByText('Copy it now: it will not be shown again.').waitFor()
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Copied.').waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), made)
    await accessible('key created')
    await shot('keys-created')
    await page.getByRole('button', { name: 'Done' }).click()
    assert.equal(await page.locator('.shown-once').count(), 0, 'shown once')
    const row = page.getByRole('row').filter({ hasText: 'partner' })
    await row.waitFor()
    assert.match(await row.textContent() ?? '', /Read-only; site-02\.example.*2099-01-01 00:00.*never/)
    assert.equal((await client(served.url, made).get('/api/v1/key')).status, 200, 'the new key works')
    // ops is the account's only admin key: the API would refuse to revoke it, so it is not offered.
    assert.equal(await page.getByRole('button', { name: 'Revoke ops' }).count(), 0, 'the last admin key cannot be revoked')
    await page.getByRole('row').filter({ hasText: 'ops (this key)' }).getByText('The last admin key').waitFor()
    assert.equal((await client(served.url, adminKey).post('/api/v1/keys', { name: 'backup', admin: true })).status, 201)
    await page.reload()
    await page.getByRole('button', { name: 'Revoke ops' }).click()
    await page.getByRole('dialog').getByText('This is the key this dashboard is signed in with.').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await row.getByRole('button', { name: 'Revoke partner' }).click()
    const dialog = page.getByRole('dialog', { name: /Revoke “partner” \(wak_[\w-]+…\)\?/ })
    await dialog.waitFor()
    await accessible('revoke dialog')
    await shot('keys-revoke-dialog')
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await page.getByText('Revoked keys (1)').waitFor()
    assert.equal((await client(served.url, made).get('/api/v1/key')).status, 401)
  })

  it('when webhooks are managed, then an endpoint is added (its secret shown once), sent a test, disabled and deleted, with its deliveries shown', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click()
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.getByLabel('URL', { exact: true }).fill('ftp://example.com/hook')
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.getByText('The url field must be a valid URL.').waitFor()
    await page.getByLabel('URL', { exact: true }).fill(receiver.url)
    await page.getByLabel('Website deleted').check()
    await page.getByRole('button', { name: 'Add endpoint' }).click()
    await page.locator('.shown-once code').waitFor()
    assert.match(await page.locator('.shown-once code').textContent() ?? '', /^whsec_/)
    // The service must sign with it, so it keeps it sealed, not as a digest.
    assert.match(await page.locator('.shown-once').textContent() ?? '', /keeps it sealed/)
    assert.doesNotMatch(await page.locator('.shown-once').textContent() ?? '', /digest/)
    await page.getByRole('button', { name: 'Done' }).click()
    const endpoint = page.getByRole('article', { name: receiver.url })
    await endpoint.getByText('Enabled · Website deleted').waitFor()
    await endpoint.getByRole('button', { name: 'Send test' }).click()
    await receiver.waitFor(1)
    await endpoint.getByRole('cell', { name: '204 delivered' }).waitFor()
    await accessible('webhooks')
    await shot('webhooks')
    await endpoint.getByRole('button', { name: 'Disable' }).click()
    await endpoint.getByText('Disabled · Website deleted').waitFor()
    await endpoint.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: `Delete the endpoint ${receiver.url}?` }).getByRole('button', { name: 'Delete endpoint' }).click()
    await page.getByText('No endpoints yet.').waitFor()
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Websites' }).click()
    await page.getByRole('heading', { name: 'Websites' }).waitFor()
  })

  it('when the key is read-only, then no control to change anything is shown', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByText('Sign in with an API key').click()
    await page.getByLabel('API key').fill(readOnlyKey)
    await page.getByRole('button', { name: 'Sign in with the key' }).click()
    await page.getByText('acme · key · read-only').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Add website' }).count(), 0)
    await page.getByRole('link', { name: 'example.com' }).click()
    await page.getByText('This key may not change websites.').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0)
    assert.equal(await page.getByRole('button', { name: 'Delete' }).count(), 0)
    assert.ok(await page.getByLabel('Privacy').isDisabled())
    await accessible('read-only form')
    await shot('form-read-only')
  })

  it('when opened over HTTPS at 375 px, then it works the same and nothing overflows the screen', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 }, ignoreHTTPSErrors: true })
    try {
      await phone.goto(served.httpsUrl!)
      await phone.getByText('Sign in with an API key').click()
      await phone.getByLabel('API key').fill(key)
      await phone.getByRole('button', { name: 'Sign in with the key' }).click()
      await phone.getByRole('link', { name: 'site-12.example' }).waitFor()
      assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= 375), 'no sideways scrolling of the page')
      await phone.screenshot({ path: path.join(SHOTS, 'list-375px-https.png'), fullPage: true })
    } finally {
      await phone.close()
    }
  })

  it('when built, then its JavaScript and CSS weigh at most 100 KB gzipped', () => {
    const assets = path.join(ROOT, 'dist', 'web', 'assets')
    const gzipped = fs.readdirSync(assets).reduce((total, file) => total + gzipSync(fs.readFileSync(path.join(assets, file))).length, 0)
    assert.ok(gzipped <= 100 * 1024, `${gzipped} bytes`)
  })
})
