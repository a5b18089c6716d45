// The rights × pages matrix: every page of the dashboard, opened by its URL, for each kind of caller
// (viewer, limited editor, editor, admin, owner, read-only key, admin key) offers exactly what the caller's
// `rights` allow (as the service states them in GET /session or GET /key), answers no 403 on the way,
// and speaks to a person of their role, never of "this key". Each caller offered "Create key" makes one,
// and the key is never wider than its maker. The matrix is printed.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launch } from '../support/browser.js'
import { CALLER_KINDS, type CallerKind, type Credential, contextFor, personOf } from '../support/dashboard-callers.js'
import { codeAt } from '../../src/people/totp.js'
import { client, request } from '../support/http.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const PAGES = ['list', 'add', 'edit', 'keys', 'webhooks', 'members', 'profile', 'security'] as const
type PageName = typeof PAGES[number]
const HEADINGS: Record<PageName, string | RegExp> = {
  list: 'Websites', add: 'Add website', edit: 'shop.example', keys: 'API keys', webhooks: 'Webhooks', members: 'Members', profile: 'Profile', security: 'Security',
}

/** What each page must offer a caller with `rights` (a person or not): the controls by their names. */
function expected(page: PageName, rights: Set<string>, person: boolean): Record<string, boolean> {
  const nav = {
    'nav: API keys': rights.has('read-keys') || rights.has('own-keys'), 'nav: Webhooks': rights.has('manage-webhooks'),
    'nav: Members': rights.has('manage-members'), 'nav: Security': person,
  }
  const controls: Record<PageName, Record<string, boolean>> = {
    list: { 'Add website': rights.has('create') },
    add: { Save: rights.has('create') },
    edit: { Save: rights.has('write'), Delete: rights.has('write'), Check: rights.has('read') },
    keys: { 'Create key': rights.has('manage-keys') || rights.has('own-keys') },
    webhooks: { 'Add endpoint': rights.has('manage-webhooks') },
    members: { 'Invite member': rights.has('manage-members') },
    profile: { 'Save name': person, 'Change password': person },
    security: { 'Set up an authenticator app': person },
  }
  return { ...nav, ...controls[page] }
}

describe('the rights × pages matrix', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let adminKey: string
  let shop: number
  const callers = {} as Record<CallerKind, Credential & { rights: Set<string>; person: boolean; userId?: number }>
  const matrix: string[] = []

  before(async () => {
    deployment = await testDeployment('browser-rights', 'sqlite')
    adminKey = await deployment.createKey('acme', '--name', 'ops', '--admin')
    const readOnlyKey = await deployment.createKey('acme', '--name', 'grafana', '--read-only')
    served = await deployment.serve()
    const api = client(served.url, adminKey)
    shop = (await api.post('/api/v1/websites', { domain: 'shop.example' })).body.data.id
    await api.post('/api/v1/websites', { domain: 'blog.example' })
    const people: Record<string, Credential> = {
      viewer: await personOf(deployment, served, 'acme', 'viewer', 'Vera Viewer'),
      'limited editor': await personOf(deployment, served, 'acme', 'editor', 'Lim Editor', { websites: [shop], adminKey }),
      editor: await personOf(deployment, served, 'acme', 'editor', 'Ed Editor'),
      admin: await personOf(deployment, served, 'acme', 'admin', 'Ada Admin'),
      owner: await personOf(deployment, served, 'acme', 'owner', 'Olive Owner'),
      'read-only key': { key: readOnlyKey, name: 'grafana' },
      'admin key': { key: adminKey, name: 'ops' },
    }
    for (const kind of CALLER_KINDS) {
      const credential = people[kind]!
      const answer = credential.cookie
        ? await request('GET', `${served.url}/api/v1/session`, { headers: { cookie: `wa_session=${credential.cookie}` } })
        : await client(served.url, credential.key!).get('/api/v1/key')
      callers[kind] = { ...credential, rights: new Set(answer.body.data.rights), person: credential.cookie !== undefined, userId: answer.body.data.user?.id }
    }
    browser = await launch()
  })
  after(async () => {
    console.log(`\n${matrix.join('\n')}\n`)
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
  })

  /** The controls of `names` that show on the page now. */
  const shown = async (page: Page, names: string[]) => {
    const result: Record<string, boolean> = {}
    for (const name of names) {
      const locator = name.startsWith('nav: ') ? page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: name.slice(5), exact: true })
        : page.getByRole('button', { name, exact: true })
      result[name] = await locator.count() > 0
    }
    return result
  }

  for (const kind of CALLER_KINDS) {
    it(`when a ${kind} opens every page by its URL, then each offers what the rights allow and says why the rest is missing; no 403, ${kind.endsWith('key') ? 'key words' : 'no "key" wording to a person'}`, async () => {
      const caller = callers[kind]
      const row: string[] = []
      const wrong: string[] = []
      for (const name of PAGES) {
        const context = await contextFor(browser, served, caller)
        const page = await context.newPage()
        const refused: string[] = []
        page.on('response', (response) => { if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`) })
        const query = name === 'list' ? '' : name === 'edit' ? `?edit=${shop}` : `?${name}`
        await page.goto(`${served.url}/${query}`, { waitUntil: 'networkidle' })
        await page.getByRole('heading', { level: 1, name: HEADINGS[name] }).waitFor()
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
        const want = expected(name, caller.rights, caller.person)
        const got = await shown(page, Object.keys(want))
        for (const control of Object.keys(want)) if (want[control] !== got[control]) wrong.push(`${name}: ${control} ${got[control] ? 'offered' : 'missing'}`)
        if (refused.length) wrong.push(`${name}: 403 for ${refused.join(', ')}`)
        const text = await page.locator('main').innerText()
        if (caller.person && /\bthis key\b|key is read-only|limited key/i.test(text)) wrong.push(`${name}: key wording to a person: ${text.match(/.{0,40}(this key|key is read-only|limited key).{0,40}/i)![0]}`)
        const offered = Object.entries(got).filter(([control, on]) => on && !control.startsWith('nav: ')).map(([control]) => control)
        const why = await page.locator('main .notice, main .hint').allInnerTexts()
        row.push(`${name}: ${offered.join(', ') || '—'}${offered.length === 0 && why.length ? ` (“${why.join(' ').trim().slice(0, 60)}…”)` : ''}`)
        await context.close()
      }
      matrix.push(`${kind} [${[...caller.rights].join(' ')}]\n  ${row.join('\n  ')}`)
      assert.deepEqual(wrong, [])
    })
  }

  for (const kind of CALLER_KINDS) {
    it(`when a ${kind} offered "Create key" makes one with its name only, then it is made, never wider than its maker`, async (t) => {
      const caller = callers[kind]
      if (!caller.rights.has('own-keys') && !caller.rights.has('manage-keys')) return t.skip('not offered')
      const context = await contextFor(browser, served, caller)
      const page = await context.newPage()
      await page.goto(`${served.url}/?keys`)
      await page.getByRole('button', { name: 'Create key' }).click()
      await page.getByLabel('Name').fill(`${kind}'s CI`)
      await page.getByRole('button', { name: 'Create key' }).click()
      await page.locator('.shown-once code').waitFor()
      const made = (await page.locator('.shown-once code').textContent())!
      await page.getByRole('button', { name: 'Done' }).click()
      await page.getByRole('cell', { name: `${kind}'s CI`, exact: true }).waitFor()
      const key = (await client(served.url, made).get('/api/v1/key')).body.data
      for (const right of key.rights) assert.ok(caller.rights.has(right), `the key's ${right} is one of its maker's`)
      if (caller.person) assert.equal(key.user_id, caller.userId, 'the maker\'s own key')
      // A member who may not see every key sees only their own; each of them revocable.
      if (caller.person && !caller.rights.has('read-keys')) {
        const names = await page.locator('table').first().locator('tbody td.name').allInnerTexts()
        assert.deepEqual(names, [`${kind}'s CI`], 'only their own keys')
        await page.getByRole('button', { name: `Revoke ${kind}'s CI` }).click()
        await page.getByRole('button', { name: 'Revoke key' }).click()
        await page.getByText('Revoked keys (1)').waitFor()
      }
      await context.close()
    })
  }

  it('when the account requires two factors, then Members shows each member\'s second factor, and filters to those without one', async () => {
    // The owner sets up an authenticator app (just signed in: confirmed), then requires two factors of everyone.
    const owner = { cookie: `wa_session=${callers.owner.cookie}`, origin: served.url }
    const setup = (await request('POST', `${served.url}/api/v1/me/totp`, { headers: owner })).body.data
    assert.equal((await request('POST', `${served.url}/api/v1/me/totp/confirm`, { headers: owner, body: { code: codeAt(setup.secret, Date.now()) } })).status, 200)
    const rule = await request('PATCH', `${served.url}/api/v1/account`, { headers: owner, body: { require_two_factor: true } })
    assert.equal(rule.status, 200, rule.text)
    try {
      const context = await contextFor(browser, served, callers['admin key'])
      const page = await context.newPage()
      await page.goto(`${served.url}/?members`)
      const rows = page.getByRole('list', { name: 'Members' }).locator('li.row')
      await rows.first().waitFor()
      const facts = async () => Object.fromEntries(await Promise.all((await rows.all()).map(async (row) =>
        [(await row.locator('.row-name strong').innerText()), (await row.locator('.row-facts').innerText()).includes('second factor set up')])))
      assert.deepEqual(await facts(), { 'Vera Viewer': false, 'Lim Editor': false, 'Ed Editor': false, 'Ada Admin': false, 'Olive Owner': true })
      await page.getByText('4 of 5 have none yet.').waitFor()
      await page.getByLabel('Only members without a second factor').check()
      assert.deepEqual(Object.keys(await facts()).sort(), ['Ada Admin', 'Ed Editor', 'Lim Editor', 'Vera Viewer'])
      await context.close()
    } finally {
      assert.equal((await request('PATCH', `${served.url}/api/v1/account`, { headers: owner, body: { require_two_factor: false } })).status, 200)
    }
  })
})
