// People in the dashboard, in Debian's Chromium against the real service: an invitation accepted by a new
// person, signing in and out with a password, members invited, changed and removed, a viewer offered
// nothing they may not do, the profile (name, password, sessions), a password reset, and names in the
// activity. Screenshots in test/browser/screenshots/.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { client, request } from '../support/http.js'
import { accessible, launch } from '../support/browser.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const SHOTS = path.join(import.meta.dirname, 'screenshots')
const ADA_PASSWORD = 'analytical engine 1843'

describe('people in the dashboard', () => {
  let deployment: Deployment
  let served: Served
  let browser: Browser
  let page: Page
  let key: string
  const others: BrowserContext[] = []
  const problems: string[] = []
  const shot = (name: string, on = page) => on.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
  /** The path of a link the CLI printed (its host may be another name for this service). */
  const linkPath = (stdout: string) => new URL(stdout.match(/http\S+/)![0]).pathname
  const invite = async (email: string, role: string) => linkPath((await deployment.cli('users', 'invite', '--account', 'acme', '--email', email, '--role', role)).stdout)
  /** What the service says of a browser's session cookie. */
  const sessionOf = async (context: BrowserContext) => {
    const cookie = (await context.cookies()).find((each) => each.name === 'wa_session')
    return cookie ? request('GET', `${served.url}/api/v1/session`, { headers: { cookie: `wa_session=${cookie.value}` } }) : undefined
  }
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } })
    others.push(context)
    return context.newPage()
  }

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser-people', 'sqlite')
    key = await deployment.createKey('acme')
    served = await deployment.serve()
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1100, height: 800 } })
    page.on('console', (message) => { if (message.type() === 'error' && !/the server responded with a status of [45]\d\d/.test(message.text())) problems.push(message.text()) })
  })
  after(async () => {
    for (const context of others) await context.close()
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
    assert.deepEqual(problems, [], 'no console errors (a CSP violation is one)')
  })

  it('when an owner\'s invitation is opened, then every field\'s message shows at once; with a name and a password the new person is signed in, the token gone from the URL', async () => {
    await page.goto(served.url + await invite('ada@example.com', 'owner'))
    await page.getByRole('heading', { name: 'Join acme on websites-api' }).waitFor()
    assert.match(await page.locator('.invitation-facts').textContent() ?? '', /account acme as Owner \(the invitation is for ada@example\.com\)/)
    await accessible(page, 'invitation')
    await page.getByRole('button', { name: 'Join' }).click()
    await page.getByText('The name field is required.').waitFor()
    await page.getByText('The password field is required.').waitFor()
    for (const label of ['Your name', 'Password']) assert.equal(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid'), 'true', label)
    await accessible(page, 'invitation with errors')
    await shot('invitation-errors')
    await page.getByLabel('Your name').fill('Ada Lovelace')
    await page.getByLabel('Password', { exact: true }).fill(ADA_PASSWORD)
    await page.getByRole('button', { name: 'Join' }).click()
    await page.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor()
    assert.doesNotMatch(page.url(), /invitations/, 'the token left the URL')
    assert.equal((await sessionOf(page.context()))?.body.data.account.role, 'owner')
  })

  it('when a person signs out and in with a wrong, then the right password, then the email field says so, then the websites show; a website added carries their name in its activity', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in to websites-api' }).waitFor()
    assert.equal(await sessionOf(page.context()), undefined, 'the cookie is cleared')
    await page.reload()
    await page.getByRole('heading', { name: 'Sign in to websites-api' }).waitFor()
    await accessible(page, 'sign in')
    await shot('sign-in')
    await page.getByLabel('Email').fill('ada@example.com')
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByText('These credentials do not match our records.').waitFor()
    assert.equal(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true')
    await page.getByLabel('Password').fill(ADA_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'no key kept')
    // A write with the cookie: the cross-site rule lets the service's own page through.
    await page.getByRole('button', { name: 'Add website' }).click()
    await page.getByLabel('Domain').fill('ada.example')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('link', { name: 'ada.example' }).click()
    await page.locator('.events li').first().waitFor()
    assert.match(await page.locator('.events li').first().textContent() ?? '', /Ada Lovelace \(ada@example\.com\)Created$/)
    await page.locator('.activity').screenshot({ path: path.join(SHOTS, 'activity-names.png') })
  })

  it('when an owner manages members, then an invitation is made (its link shown once) and revoked, a joined member\'s role and websites changed and the member removed behind a dialog', async () => {
    await page.getByRole('link', { name: 'Members' }).click()
    await page.getByRole('heading', { name: 'Members', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Invite member' }).click()
    await page.getByLabel('Email').fill('not an email')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText('The email field must be a valid email address.').waitFor()
    await page.getByLabel('Email').fill('bob@example.com')
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await page.locator('.shown-once code').waitFor()
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('button', { name: 'Invite member' }).click()
    await page.getByLabel('Email').fill('grace@example.com')
    await page.getByLabel('Role').selectOption({ label: 'Editor' })
    await page.getByRole('button', { name: 'Send invitation' }).click()
    const link = new URL(await page.locator('.shown-once code').textContent() ?? '').pathname
    assert.match(link, /^\/invitations\/\S+$/)
    const pending = page.getByRole('list', { name: 'Pending invitations' })
    await pending.getByText('grace@example.com', { exact: true }).waitFor()
    await accessible(page, 'members')
    await shot('members')
    await page.getByRole('button', { name: 'Done' }).click()
    await pending.getByRole('button', { name: 'Revoke the invitation of bob@example.com' }).click()
    await page.getByText('The invitation of bob@example.com is revoked.').waitFor()
    await pending.getByText('bob@example.com', { exact: true }).waitFor({ state: 'detached' })

    const grace = await newPage()
    await grace.goto(served.url + link)
    await grace.getByLabel('Your name').fill('Grace Hopper')
    await grace.getByLabel('Password', { exact: true }).fill('compiler cobol 1959')
    await grace.getByRole('button', { name: 'Join' }).click()
    await grace.getByRole('button', { name: 'Add website' }).waitFor()
    assert.equal(await grace.getByRole('link', { name: 'Members' }).count(), 0, 'an editor is not offered members')

    await page.reload()
    const role = page.getByLabel('Role of Grace Hopper')
    assert.equal(await role.inputValue(), 'editor')
    await role.selectOption({ label: 'Viewer' })
    await page.getByText('Grace Hopper is now viewer.').waitFor()
    assert.equal((await sessionOf(grace.context()))?.body.data.account.role, 'viewer')
    await grace.reload()
    await grace.getByRole('link', { name: 'Grace Hopper' }).waitFor()
    assert.equal(await grace.getByRole('button', { name: 'Add website' }).count(), 0, 'a viewer is not offered to add')
    assert.equal(await grace.getByRole('link', { name: 'API keys' }).count(), 1, 'a viewer makes and sees their own keys')
    assert.equal(await grace.getByRole('link', { name: 'Webhooks' }).count(), 0)
    await grace.getByRole('link', { name: 'ada.example' }).click()
    await grace.getByLabel('Privacy').waitFor()
    assert.equal(await grace.getByRole('button', { name: 'Save' }).count(), 0)

    // A viewer's websites, changed after they joined: limited to one, which their session then says.
    await page.getByRole('button', { name: 'Websites of Grace Hopper' }).click()
    const limits = page.getByRole('form', { name: 'Websites of Grace Hopper' })
    await limits.getByLabel('ada.example').check()
    await accessible(page, 'member websites')
    await limits.getByRole('button', { name: 'Save websites' }).click()
    await page.getByText('The websites Grace Hopper sees are saved.').waitFor()
    const limited = (await sessionOf(grace.context()))?.body.data.account.websites
    assert.equal(limited?.length, 1, `limited to one website: ${JSON.stringify(limited)}`)

    assert.equal(await page.getByLabel('Role of Ada Lovelace').count(), 0, 'no control on one\'s own row')
    await page.getByRole('button', { name: 'Remove Grace Hopper' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Grace Hopper (grace@example.com)?' })
    await accessible(page, 'remove member')
    await dialog.getByRole('button', { name: 'Remove member' }).click()
    await page.getByText('Grace Hopper was removed.').waitFor()
    await page.getByRole('list', { name: 'Members' }).locator('strong', { hasText: 'Grace Hopper' }).waitFor({ state: 'detached' })
    assert.equal((await sessionOf(grace.context()))?.status, 401)
  })

  it('when the profile is opened, then the name is changed, a wrong current password is named at its field, and another session is signed out from the Security page', async () => {
    const other = await request('POST', `${served.url}/api/v1/session`, { body: { email: 'ada@example.com', password: ADA_PASSWORD }, headers: { 'user-agent': 'Other browser/1.0' } })
    const otherCookie = other.headers['set-cookie']!.find((line) => line.startsWith('wa_session='))!.split(';')[0]!
    await page.getByRole('link', { name: 'Ada Lovelace' }).click()
    await page.getByRole('heading', { name: 'Profile' }).waitFor()
    await page.getByText('ada@example.com').waitFor()
    await page.getByLabel('Name', { exact: true }).fill('Ada King')
    await page.getByRole('button', { name: 'Save name' }).click()
    await page.getByText('Your name is saved.').waitFor()
    await page.getByRole('banner').getByRole('link', { name: 'Ada King' }).waitFor()
    await page.getByLabel('Current password').fill('wrong password here')
    await page.getByLabel('New password').fill('short')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('The password field must be at least 8 characters.').waitFor()
    await page.getByLabel('New password').fill('a much longer passphrase')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('The current password is incorrect.').waitFor()
    assert.equal(await page.getByLabel('Current password').getAttribute('aria-invalid'), 'true')
    await accessible(page, 'profile')
    await shot('profile')
    // The sessions are on the Security page, which the profile links to.
    await page.getByRole('main').getByRole('link', { name: 'Security' }).click()
    const sessions = page.getByRole('list', { name: 'Sessions' })
    await sessions.getByText('Other browser/1.0').waitFor()
    await sessions.getByRole('button', { name: /^Sign out session/ }).click()
    await page.waitForFunction(() => !document.body.textContent?.includes('Other browser/1.0'))
    assert.equal((await request('GET', `${served.url}/api/v1/session`, { headers: { cookie: otherCookie } })).status, 401)
    assert.equal((await sessionOf(page.context()))?.body.data.user.name, 'Ada King')
  })

  it('when a reset link is opened, then a new password is set and the person signs in with it', async () => {
    const reset = await newPage()
    await reset.goto(served.url + linkPath((await deployment.cli('users', 'reset-password', '--email', 'ada@example.com')).stdout))
    await reset.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await reset.getByLabel('New password').fill('short')
    await reset.getByRole('button', { name: 'Set the password' }).click()
    await reset.getByText('The password field must be at least 8 characters.').waitFor()
    await accessible(reset, 'reset password')
    await reset.getByLabel('New password').fill('difference engine 1822')
    await reset.getByRole('button', { name: 'Set the password' }).click()
    await reset.getByText('Your password is set').waitFor()
    await reset.getByRole('button', { name: 'Sign in' }).click()
    await reset.getByLabel('Email').fill('ada@example.com')
    await reset.getByLabel('Password').fill('difference engine 1822')
    await reset.getByRole('button', { name: 'Sign in', exact: true }).click()
    await reset.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    assert.equal((await sessionOf(page.context()))?.status, 401, 'the reset signed out the other sessions')
  })

  it('when a person with a user accepts an invitation to a second account, then their name and password join it, and they switch between the accounts', async () => {
    await deployment.createKey('beta')
    await page.goto(served.url + linkPath((await deployment.cli('users', 'invite', '--account', 'beta', '--email', 'ada@example.com', '--role', 'viewer')).stdout))
    // The same fields as a new person's (the answer never tells whether the email has a user): her name is kept as it is.
    await page.getByLabel('Your name').fill('Ada again')
    await page.getByLabel('Password', { exact: true }).fill('difference engine 1822')
    await page.getByRole('button', { name: 'Join' }).click()
    await page.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    const account = page.getByLabel('Account', { exact: true })
    assert.equal(await account.locator('option:checked').textContent(), 'beta (Viewer)')
    assert.equal(await page.getByRole('button', { name: 'Add website' }).count(), 0, 'a viewer in beta')
    await account.selectOption({ label: 'acme (Owner)' })
    await page.getByRole('link', { name: 'ada.example' }).waitFor()
    await page.getByRole('button', { name: 'Add website' }).waitFor()
    assert.equal((await sessionOf(page.context()))?.body.data.account.name, 'acme')
    await accessible(page, 'account switcher')
  })

  it('when the first start\'s printed owner link is opened, then the page names the account and the role and asks the email first; one step makes the first owner, with no message on the way', async () => {
    const fresh = await testDeployment('browser-first', 'sqlite')
    const first = await fresh.serve()
    try {
      const printed = first.output().match(/Become the owner[^\n]*\n\s*(http\S+)/)![1]!
      assert.equal(new URL(printed).hostname, 'localhost', 'printed on localhost, where passkeys work')
      const welcome = await newPage()
      await welcome.goto(printed)
      await welcome.getByRole('heading', { name: 'Join default on websites-api' }).waitFor()
      assert.match(await welcome.locator('.invitation-facts').textContent() ?? '', /account default as Owner\./)
      const labels = await welcome.locator('form label').allTextContents()
      assert.deepEqual(labels, ['Your email', 'Your name', 'Password'], 'the email first, asked before any answer')
      await accessible(welcome, 'owner link')
      await welcome.getByLabel('Your email').fill('first@example.com')
      await welcome.getByLabel('Your name').fill('Ada')
      await welcome.getByLabel('Password', { exact: true }).fill(ADA_PASSWORD)
      const answers: number[] = []
      welcome.on('response', (response) => { if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response.status()) })
      await welcome.getByRole('button', { name: 'Join default' }).click()
      await welcome.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
      assert.deepEqual(answers.filter((status) => status >= 400), [], 'no refusal on the way')
      const cookie = (await welcome.context().cookies(printed)).find((each) => each.name === 'wa_session')!
      assert.equal((await request('GET', `${first.url}/api/v1/session`, { headers: { cookie: `wa_session=${cookie.value}` } })).body.data.account.name, 'default')
    } finally {
      await first.stop()
      await fresh.remove()
    }
  })

  it('when a key is used instead, then "Sign in with an API key" still signs in', async () => {
    const keyed = await newPage()
    await keyed.goto(served.url)
    await keyed.getByText('Sign in with an API key').click()
    await keyed.getByLabel('API key').fill(key)
    await keyed.getByRole('button', { name: 'Sign in with the key' }).click()
    await keyed.getByText('acme · key', { exact: true }).waitFor()
    assert.equal((await client(served.url, key).get('/api/v1/key')).status, 200)
  })
})
