// What one page load of the dashboard costs: every API request each page sends when opened by its URL, for
// a person (owner) and for an admin key. No resource is asked for twice in one load (a person has 60
// requests a minute, and the dashboard must not spend them on its own bookkeeping). The counts are printed
// (the "before and after" figures come from here).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { launch } from '../support/browser.js'
import { type Credential, contextFor, personOf } from '../support/dashboard-callers.js'
import { client } from '../support/http.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const PAGES = ['', '?add', '?edit=ID', '?keys', '?webhooks', '?members', '?profile', '?security']

describe('API requests per page load', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let adminKey: string
  let websiteId: number
  const callers: Record<string, Credential> = {}

  before(async () => {
    deployment = await testDeployment('browser-requests', 'sqlite')
    adminKey = await deployment.createKey('acme', '--name', 'ops', '--admin')
    served = await deployment.serve()
    websiteId = (await client(served.url, adminKey).post('/api/v1/websites', { domain: 'shop.example' })).body.data.id
    callers.owner = await personOf(deployment, served, 'acme', 'owner', 'Olive Owner')
    callers['admin key'] = { key: adminKey, name: 'ops' }
    browser = await launch()
  })
  after(async () => {
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
  })

  for (const kind of ['owner', 'admin key']) {
    it(`when ${kind === 'owner' ? 'an owner' : 'an admin key'} opens each page by its URL, then each API resource is asked for once`, async () => {
      const counts: string[] = []
      const duplicated: string[] = []
      for (const query of PAGES) {
        const context = await contextFor(browser, served, callers[kind]!)
        const page = await context.newPage()
        const sent: string[] = []
        page.on('request', (each) => { const url = new URL(each.url()); if (url.pathname.startsWith('/api/')) sent.push(`${each.method()} ${url.pathname}${url.search}`) })
        await page.goto(`${served.url}/${query.replace('ID', String(websiteId))}`, { waitUntil: 'networkidle' })
        await page.waitForTimeout(300)
        await context.close()
        counts.push(`${query || '(list)'}: ${sent.length}`)
        const twice = sent.filter((each, index) => sent.indexOf(each) !== index)
        if (twice.length) duplicated.push(`${query || '(list)'}: ${[...new Set(twice)].join(', ')}`)
      }
      console.log(`${kind}: ${counts.join('; ')}`)
      assert.deepEqual(duplicated, [], 'each resource once per page load')
    })
  }
})
