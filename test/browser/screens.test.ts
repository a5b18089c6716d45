// Every page at a phone's 375 px and a desktop's 1280 px, in Chromium with axe, from the first start on:
// the printed owner link's page, then each section as the owner, and the API keys as a viewer. At 375 px
// every section of the nav is on screen (it wraps, nothing hidden to the side), the current one marked, and
// the header keeps the account and the role whole. The pictures the docs show are written to docs/images/
// with DOC_IMAGES=1 only (beside the others otherwise): a test run leaves the checkout as it found it, and an
// image built after it is not labelled as built from changed files.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { accessible, fitsPhone, launch } from '../support/browser.js'
import { type Credential, contextFor, personOf } from '../support/dashboard-callers.js'
import { client, request } from '../support/http.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const SHOTS = path.join(import.meta.dirname, 'screenshots')
const IMAGES = process.env.DOC_IMAGES === '1' ? path.join(import.meta.dirname, '..', '..', 'docs', 'images') : SHOTS
const WIDTHS = [375, 1280] as const
const SECTIONS = [['', 'Websites'], ['?keys', 'API keys'], ['?webhooks', 'Webhooks'], ['?members', 'Members'], ['?account', 'Account'], ['?security', 'Security'], ['?profile', 'Profile']] as const

describe('the dashboard at 375 and 1280 px', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let ownerContext: BrowserContext
  let viewer: Credential
  const contexts: BrowserContext[] = []

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser-screens', 'sqlite')
    served = await deployment.serve()
    const firstKey = /^\s+(wak_\S+)$/m.exec(served.output())![1]!
    const api = client(served.url, firstKey)
    for (const domain of ['shop.example', 'blog.example.org', 'a-rather-long-subdomain-of-the-marketing-site.example.com']) await api.post('/api/v1/websites', { domain })
    await api.post('/api/v1/keys', { name: 'grafana dashboards', read_only: true })
    browser = await launch()
  })
  after(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
  })

  const newPage = async (width: number, credential?: Credential) => {
    const viewport = { width, height: width < 500 ? 760 : 900 }
    const context = credential ? await contextFor(browser, served, credential, viewport) : await browser.newContext({ viewport })
    contexts.push(context)
    return context.newPage()
  }
  const settled = async (page: Page, heading: string | RegExp) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
  }
  const check = async (page: Page, screen: string, width: number, keep?: string) => {
    if (width < 500) await fitsPhone(page, screen)
    await accessible(page, `${screen} at ${width} px`)
    await page.screenshot({ path: path.join(SHOTS, `${screen}-${width}.png`), fullPage: true })
    if (keep) await page.screenshot({ path: path.join(IMAGES, `${keep}-${width}.png`), fullPage: true })
  }

  it('when the printed owner link is opened at each width, then its page names the account and the role; joining at 1280 px makes the owner', async () => {
    const printed = served.output().match(/Become the owner[^\n]*\n\s*(http\S+)/)![1]!
    for (const width of WIDTHS) {
      const page = await newPage(width)
      await page.goto(printed)
      await settled(page, 'Join default on websites-api')
      await check(page, 'owner-link', width, 'owner-link')
      if (width === 1280) {
        await page.getByLabel('Your email').fill('margaret.hamilton-featherstonehaugh@marketing.example.com')
        await page.getByLabel('Your name').fill('Margaret Hamilton-Featherstonehaugh')
        await page.getByLabel('Password', { exact: true }).fill('a long owner passphrase')
        await page.getByRole('button', { name: 'Join default' }).click()
        await settled(page, 'Websites')
        ownerContext = page.context()
      }
    }
    viewer = await personOf(deployment, served, 'default', 'viewer', 'Vera Viewer')
  })

  it('when the owner opens every section at each width, then each passes axe, fits a phone, and the members page is kept for the docs', async () => {
    const cookie = (await ownerContext.cookies()).find((each) => each.name === 'wa_session')!.value
    for (const width of WIDTHS) {
      const page = await newPage(width, { cookie, name: 'owner' })
      for (const [query, heading] of SECTIONS) {
        await page.goto(`${served.url}/${query}`)
        await settled(page, heading)
        await check(page, `owner-${heading.toLowerCase().replace(/\W+/g, '-')}`, width, heading === 'Members' ? 'members' : undefined)
      }
      await page.goto(`${served.url}/?add`)
      await settled(page, 'Add website')
      await check(page, 'owner-add', width)
    }
  })

  it('when a viewer opens the API keys at each width, then the page offers their own keys (kept for the docs)', async () => {
    const made = await request('POST', `${served.url}/api/v1/keys`, { headers: { cookie: `wa_session=${viewer.cookie}`, origin: served.url }, body: { name: 'my spreadsheet' } })
    assert.equal(made.status, 201, made.text)
    for (const width of WIDTHS) {
      const page = await newPage(width, viewer)
      await page.goto(`${served.url}/?keys`)
      await settled(page, 'API keys')
      await page.getByRole('button', { name: 'Create key' }).waitFor()
      await check(page, 'viewer-keys', width, 'keys-as-viewer')
    }
  })

  it('when a phone (375 px) opens the dashboard, then every section is on screen, the current one marked, and the header keeps the account and the role whole', async () => {
    const cookie = (await ownerContext.cookies()).find((each) => each.name === 'wa_session')!.value
    const page = await newPage(375, { cookie, name: 'owner' })
    await page.goto(`${served.url}/?members`)
    await settled(page, 'Members')
    const nav = page.getByRole('navigation', { name: 'Sections' })
    const links = await nav.getByRole('link').all()
    assert.deepEqual(await Promise.all(links.map((link) => link.innerText())), ['Websites', 'API keys', 'Webhooks', 'Members', 'Account', 'Security', 'API reference'])
    for (const link of links) {
      const box = (await link.boundingBox())!
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${await link.innerText()} on screen (${box.x}–${box.x + box.width})`)
    }
    assert.equal(await nav.getByRole('link', { name: 'Members' }).getAttribute('aria-current'), 'page')
    const account = page.locator('header .who-account')
    assert.equal(await account.innerText(), 'default · Owner')
    assert.ok(await account.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the account and role are not cut')
    await page.locator('header.bar').screenshot({ path: path.join(IMAGES, 'phone-nav-375.png') })
  })
})
