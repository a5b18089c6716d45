// What the operator decides, in the dashboard (Debian's Chromium against the real service): the quota on
// the websites list ("2 of 2 websites", "Add website" explained when it is reached), the account's page
// with its exclusions for every website, and each website's form showing what the account adds.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { client } from '../support/http.js'
import { accessible, launch } from '../support/browser.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const SHOTS = path.join(import.meta.dirname, 'screenshots')

describe('what the operator decides, in the dashboard', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let page: Page
  let key: string
  const problems: string[] = []
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser-operator', 'sqlite')
    key = await deployment.createKey('acme')
    await deployment.cli('accounts', 'set', 'acme', '--max-websites', '2')
    served = await deployment.serve()
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1100, height: 800 } })
    page.on('console', (message) => { if (message.type() === 'error' && !/the server responded with a status of [45]\d\d/.test(message.text())) problems.push(message.text()) })
    const link = new URL((await deployment.cli('users', 'invite', '--account', 'acme', '--email', 'olga@example.com', '--role', 'owner')).stdout.match(/http\S+/)![0]).pathname
    await page.goto(served.url + link)
    await page.getByLabel('Your name').fill('Olga Owner')
    await page.getByLabel('Password', { exact: true }).fill('operators decide 2026')
    await page.getByRole('button', { name: 'Join' }).click()
    await page.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
  })
  after(async () => {
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
    assert.deepEqual(problems, [], 'no console errors (a CSP violation is one)')
  })

  it('when the account nears and reaches its quota, then the list says "N of 2 websites" and "Add website" explains instead of failing on submit', async () => {
    await client(served.url, key).post('/api/v1/websites', { domain: 'first.example' })
    await page.reload()
    await page.getByText('1 of 2 websites').waitFor()
    assert.equal(await page.getByRole('button', { name: 'Add website' }).isEnabled(), true)
    await client(served.url, key).post('/api/v1/websites', { domain: 'second.example' })
    await page.reload()
    await page.getByText('2 of 2 websites').waitFor()
    const add = page.getByRole('button', { name: 'Add website' })
    assert.equal(await add.isDisabled(), true)
    assert.match(await page.locator(`#${await add.getAttribute('aria-describedby')}`).innerText(), /^This account has reached its quota of 2 websites: delete one to add another/)
    await accessible(page, 'list at its quota')
    await shot('list-quota-reached')
  })

  it('when an owner opens the account page, then it says the exclusions apply to every website, shows the website\'s own messages, saves, and each website\'s form shows what the account adds', async () => {
    await page.getByRole('link', { name: 'Account' }).click()
    await page.getByRole('heading', { name: 'Account: acme' }).waitFor()
    await page.getByText('These apply to every website of acme').waitFor()
    await page.getByText('2 of 2 websites (the quota is set by whoever runs this service)').waitFor()
    await page.getByLabel('Excluded IPs').fill('10.0.0.300')
    await page.getByLabel('Excluded parameters').fill('utm_source\nfbclid')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The exclude ips field contains an invalid IP address or range: 10.0.0.300.').waitFor()
    assert.equal(await page.getByLabel('Excluded IPs').getAttribute('aria-invalid'), 'true')
    await page.getByLabel('Excluded IPs').fill('10.0.0.0/8\n2001:DB8::/32')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved: every website of the account excludes these now.').waitFor()
    assert.equal(await page.getByLabel('Excluded IPs').inputValue(), '10.0.0.0/8\n2001:db8::/32', 'the canonical form')
    await accessible(page, 'account page')
    await shot('account-exclusions')
    await page.getByRole('link', { name: 'Websites', exact: true }).click()
    await page.getByRole('link', { name: 'first.example' }).click()
    await page.getByText('The account adds, for every website: 10.0.0.0/8, 2001:db8::/32').waitFor()
    await page.getByText('The account adds, for every website: utm_source, fbclid').waitFor()
    await accessible(page, 'website form with the account\'s exclusions')
  })
})
