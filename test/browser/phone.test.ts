// Every page of the dashboard on a 375 px phone, in Debian's Chromium against the real service, with
// long names and a full set of data: the page never scrolls sideways, each row's name and its actions
// show together, the header stays short, a checkbox stays beside its label. Screenshots in
// test/browser/screenshots/phone-*.png.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { accessible, fitsPhone, launch } from '../support/browser.js'
import { client, request } from '../support/http.js'
import { type Receiver, startReceiver } from '../support/receiver.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const SHOTS = path.join(import.meta.dirname, 'screenshots')
const PASSWORD = 'a phone sized passphrase'

describe('the dashboard at 375 px', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let phone: Page
  let receiver: Receiver
  let idnId: number
  const linkPath = (stdout: string) => new URL(stdout.match(/http\S+/)![0]).pathname
  /** Checks the screen as it is now, and keeps its picture. */
  const check = async (screen: string, on = phone) => {
    await fitsPhone(on, screen)
    await accessible(on, screen)
    await on.screenshot({ path: path.join(SHOTS, `phone-${screen}.png`), fullPage: true })
  }
  const open = async (query: string, heading: string | RegExp) => {
    await phone.goto(`${served.url}/${query}`)
    await phone.getByRole('heading', { name: heading, exact: true }).waitFor()
    await phone.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  }

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser-phone', 'sqlite')
    const key = await deployment.createKey('acme', '--name', 'the deploy pipeline of the marketing website', '--admin')
    served = await deployment.serve({ WEBHOOKS_ALLOW_HTTP: '1', WEBHOOKS_ALLOW_PRIVATE: '1' })
    receiver = await startReceiver()
    const api = client(served.url, key)
    idnId = (await api.post('/api/v1/websites', { domain: 'bücher.example' })).body.data.id
    for (const domain of ['a-rather-long-subdomain-of-the-shop.example.com', 'blog.example.org']) assert.equal((await api.post('/api/v1/websites', { domain })).status, 201)
    for (const name of ['continuous integration for the shop', 'grafana']) assert.equal((await api.post('/api/v1/keys', { name, read_only: true })).status, 201)
    const endpoint = (await api.post('/api/v1/webhooks', { url: `${receiver.url}?with=a-long-query-string-for-the-receiver`, events: ['website.created'] })).body.data
    assert.equal((await api.post(`/api/v1/webhooks/${endpoint.id}/test`)).status < 300, true)
    await receiver.waitFor(1)
    browser = await launch()
    phone = await browser.newPage({ viewport: { width: 375, height: 740 } })
  })
  after(async () => {
    await receiver?.close()
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
  })

  it('when an owner joins by an invitation on a phone, then the sign-in and invitation pages fit', async () => {
    await phone.goto(served.url)
    await phone.getByRole('heading', { name: 'Sign in to websites-api' }).waitFor()
    await check('sign-in')
    const link = linkPath((await deployment.cli('users', 'invite', '--account', 'acme', '--email', 'a.very.long.address.of.the.owner@marketing.example.com', '--role', 'owner')).stdout)
    await phone.goto(served.url + link)
    await phone.getByRole('button', { name: 'Join' }).click()
    await phone.getByText('The name field is required.').waitFor()
    await check('invitation')
    await phone.getByLabel('Your name').fill('Margaret Hamilton-Featherstonehaugh')
    await phone.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await phone.getByRole('button', { name: 'Join' }).click()
    await phone.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    const invited = await phone.evaluate(() => fetch('/api/v1/invitations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'someone.with.a.long.name@partner-agency.example', role: 'editor' }) }).then((answer) => answer.status))
    assert.equal(invited, 201)
  })

  it('when each page is opened, then none scrolls sideways, every row shows its name with its actions, and the header is at most three short lines', async () => {
    await open('', 'Websites')
    const header = await phone.locator('header.bar').boundingBox()
    assert.ok(header!.height <= 120, `the header (the brand and the person, then the sections wrapped, none hidden) is ${header!.height} px high`)
    await check('list')
    assert.match(await phone.getByRole('row').filter({ hasText: 'xn--bcher-kva.example' }).textContent() ?? '', new RegExp(`^${idnId}xn--bcher-kva\\.examplebücher\\.example`), 'its id, its domain in punycode and in Unicode')
    await open('?add', 'Add website')
    await check('add')
    await open(`?edit=${idnId}`, /^xn--bcher-kva\.example ?bücher\.example$/)
    await phone.locator('.events li').first().waitFor()
    await check('edit')
    await open('?keys', 'API keys')
    await check('keys')
    await phone.getByRole('button', { name: 'Create key' }).click()
    await phone.getByLabel('xn--bcher-kva.example (bücher.example)').waitFor()
    const box = await phone.getByRole('checkbox', { name: /^Admin/ }).boundingBox()
    const label = await phone.locator('label[for="key-admin"]').boundingBox()
    assert.ok(label!.y < box!.y + box!.height && label!.x < box!.x + box!.width + 16, `the Admin checkbox (${JSON.stringify(box)}) beside its label (${JSON.stringify(label)})`)
    await check('keys-create')
    await open('?webhooks', 'Webhooks')
    await phone.getByRole('cell', { name: /delivered/ }).waitFor()
    await check('webhooks')
    await open('?members', 'Members')
    await check('members')
    await open('?profile', 'Profile')
    await check('profile')
  })

  it('when a reset link is opened on a phone, then its page fits', async () => {
    await phone.goto(served.url + linkPath((await deployment.cli('users', 'reset-password', '--email', 'a.very.long.address.of.the.owner@marketing.example.com')).stdout))
    await phone.getByRole('button', { name: 'Set the password' }).click()
    await phone.getByText('The password field is required.').waitFor()
    await check('reset-password')
    assert.equal((await request('GET', `${served.url}/healthz`)).status, 200)
  })
})
