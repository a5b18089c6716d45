// Strong sign-in in the dashboard, in Debian's Chromium against the real service at http://localhost:PORT
// (a secure context, as WebAuthn needs): the authenticator app set up from the Security page (the QR code,
// the key, a code, the recovery codes shown once) and then asked at sign-in; a passkey added there
// (Chromium's virtual authenticator, through the DevTools protocol) and signing in without a password;
// an owner's rule leading a member to the page; the single sign-on button and its refusal's sentence.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { codeAt } from '../../src/people/totp.js'
import { request } from '../support/http.js'
import { accessible, fitsPhone, launch, withVirtualAuthenticator } from '../support/browser.js'
import { type Deployment, type Served, testDeployment } from '../support/processes.js'

const SHOTS = path.join(import.meta.dirname, 'screenshots')
const PASSWORD = 'analytical engine 1843'

describe('strong sign-in in the dashboard', () => {
  let deployment: Deployment
  let served: Served
  let base: string
  let browser: Browser
  let page: Page
  const problems: string[] = []
  const shot = async (name: string) => {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await fitsPhone(page, name)
    await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
  }
  /** A person invited on the server who accepts over HTTP: their email. */
  const person = async (email: string, role: string) => {
    const link = (await deployment.cli('users', 'invite', '--account', 'acme', '--email', email, '--role', role)).stdout.match(/http\S+/)![0]
    const accepted = await request('POST', `${served.url}/api/v1/invitations/accept`, { body: { token: link.split('/invitations/')[1], name: email.split('@')[0], password: PASSWORD } })
    assert.equal(accepted.status, 200, accepted.text)
    return email
  }
  const signInWithPassword = async (email: string) => {
    await page.goto(`${base}/`)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  const signOut = async () => {
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.getByRole('heading', { name: 'Sign in to websites-api' }).waitFor()
  }

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    deployment = await testDeployment('browser-security', 'sqlite')
    await deployment.createKey('acme')
    // Single sign-on configured with a provider nobody runs: the button shows, and its refusal comes back.
    served = await deployment.serve({ OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'websites', OIDC_CLIENT_SECRET: 'secret', OIDC_ACCOUNT: 'acme', OIDC_NAME: 'Example SSO' })
    base = served.url.replace('127.0.0.1', 'localhost')
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('console', (message) => { if (message.type() === 'error' && !/the server responded with a status of [45]\d\d/.test(message.text())) problems.push(message.text()) })
    await withVirtualAuthenticator(page)
  })
  after(async () => {
    await browser?.close()
    await served?.stop()
    await deployment?.remove()
    assert.deepEqual(problems, [], 'no console errors (a CSP violation is one)')
  })

  it('when a person turns the authenticator app on from the Security page, then the recovery codes show once, and the next sign-in asks for a code', async () => {
    const email = await person('ada@example.com', 'owner')
    await signInWithPassword(email)
    await page.getByRole('link', { name: 'Security' }).click()
    await page.getByRole('heading', { name: 'Security', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
    await page.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor()
    const secret = (await page.locator('code.secret').textContent())!.replaceAll(' ', '')
    assert.match(secret, /^[A-Z2-7]{32}$/)
    await accessible(page, 'security: setting up the app')
    await shot('security-totp-setup')
    await page.getByLabel('Code from the app').fill('000000' === codeAt(secret, Date.now()) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await page.getByText('The code is invalid.').waitFor()
    await page.getByLabel('Code from the app').fill(codeAt(secret, Date.now()))
    await page.getByRole('button', { name: 'Turn on' }).click()
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await codes.first().waitFor()
    assert.equal(await codes.count(), 10)
    assert.equal(await page.getByRole('link', { name: 'Download' }).getAttribute('download'), 'websites-api-recovery-codes.txt')
    await accessible(page, 'security: recovery codes')
    await shot('security-recovery-codes')
    const recovery = (await codes.first().textContent())!
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByText('On.', { exact: false }).first().waitFor()
    assert.equal(await page.getByRole('list', { name: 'Recovery codes' }).count(), 0, 'shown once')

    await signOut()
    await signInWithPassword(email)
    await page.getByLabel('Code from your authenticator app').waitFor()
    await page.getByLabel('Code from your authenticator app').fill(recovery)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('link', { name: 'Security' }).waitFor()
  })

  it('when a passkey is added on the Security page, then after signing out the person signs in with it, without a password', async () => {
    await page.getByRole('link', { name: 'Security' }).click()
    await page.getByLabel('Name of the new passkey').fill('Laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('button', { name: 'Remove Laptop' }).waitFor()
    await page.getByText('The passkey is added').waitFor()
    await accessible(page, 'security: a passkey')
    await shot('security-passkeys')
    await signOut()
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await page.getByRole('link', { name: 'Security' }).waitFor()
    const cookie = (await page.context().cookies()).find((each) => each.name === 'wa_session')!
    const session = await request('GET', `${served.url}/api/v1/session`, { headers: { cookie: `wa_session=${cookie.value}` } })
    assert.equal(session.body.data.user.email, 'ada@example.com', 'a session of the passkey\'s person')
  })

  it('when the owner requires two factors, then a member without one is led to the Security page and the rest opens once they add a passkey', async () => {
    await page.getByRole('link', { name: 'Security' }).click()
    await page.getByRole('button', { name: 'Require two factors of every member' }).click()
    await page.getByRole('button', { name: 'Stop requiring two factors' }).waitFor()
    const email = await person('grace@example.com', 'viewer')
    await signOut()
    await signInWithPassword(email)
    await page.getByText('This account requires two-factor authentication.', { exact: false }).waitFor()
    assert.equal(await page.getByRole('heading', { name: 'Websites', exact: true }).count(), 0, 'nothing else opens')
    await accessible(page, 'security: required')
    await shot('security-required')
    await page.getByLabel('Name of the new passkey').fill('Phone')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('button', { name: 'Remove Phone' }).waitFor()
    await page.getByText('This account requires two-factor authentication.', { exact: false }).waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Websites', exact: true }).click()
    await page.getByRole('heading', { name: 'Websites', exact: true }).waitFor()
    await signOut()
  })

  it('when single sign-on is configured, then the sign-in page offers it; a provider that cannot be reached brings the person back with the reason', async () => {
    await page.goto(`${base}/`)
    const button = page.getByRole('link', { name: 'Sign in with Example SSO' })
    await button.waitFor()
    await accessible(page, 'sign-in with single sign-on')
    await shot('sign-in-sso')
    await button.click()
    await page.getByText('Single sign-on is unavailable: the identity provider could not be reached.', { exact: false }).waitFor()
    assert.match(page.url(), /sign_in_error=oidc_unavailable/)
  })

  it('when the dashboard is opened at an IP address, then the passkey buttons give way to a sentence with a link to the same page at localhost', async () => {
    const atAddress = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    try {
      await atAddress.goto(`${served.url}/`)
      await atAddress.getByRole('heading', { name: 'Sign in to websites-api' }).waitFor()
      assert.equal(await atAddress.getByRole('button', { name: 'Sign in with a passkey' }).count(), 0, 'no button that would fail')
      await atAddress.getByText('Passkeys work only at a host name, and this page is at an IP address (127.0.0.1).').waitFor()
      assert.equal(await atAddress.getByRole('link', { name: 'Open the dashboard at localhost' }).getAttribute('href'), `${base}/`)
      await accessible(atAddress, 'passkeys at an address')
      await atAddress.goto(`${base}/`)
      await atAddress.getByRole('button', { name: 'Sign in with a passkey' }).waitFor()
    } finally {
      await atAddress.close()
    }
  })
})
