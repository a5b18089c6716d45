// The browser tests' Chromium (Debian's, through playwright-core) and their checks: axe-core's WCAG 2 A and
// AA rules, and a page that fits a phone's width.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'

const ROOT = path.join(import.meta.dirname, '..', '..')
const AXE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })

/** axe-core's WCAG 2 A and AA rules on what the page shows now: no violation. */
export async function accessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(AXE)
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
  assert.deepEqual(violations, [], `axe on ${screen}`)
}

/**
 * At a phone's width: the page does not scroll sideways, and in every row (`rowSelector`) the first cell
 * (its name) and every button or link in it are inside the screen together.
 */
export async function fitsPhone(page: Page, screen: string, rowSelector = 'tbody tr, li.row'): Promise<void> {
  const width = page.viewportSize()!.width
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth)
  if (scrollWidth > width) {
    const widest = await page.evaluate((limit) => [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > limit)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`).slice(-3).join(', '), width)
    assert.fail(`${screen}: the page is ${scrollWidth} px wide at ${width} px (${widest})`)
  }
  const outside = await page.evaluate(([selector, limit]) => [...document.querySelectorAll(selector)].flatMap((row) => {
    const name = row.querySelector('.name, .row-name, td')
    const parts = [name, ...row.querySelectorAll('button, a, select')].filter((part): part is Element => part !== null)
    return parts.filter((part) => { const box = part.getBoundingClientRect(); return box.width > 0 && (box.left < 0 || box.right > limit) })
      .map((part) => `${(name?.textContent ?? '').slice(0, 40)}: ${part.tagName.toLowerCase()} “${(part.textContent ?? '').slice(0, 30)}”`)
  }), [rowSelector, width] as const)
  assert.deepEqual(outside, [], `${screen}: each row's name and actions on screen`)
}

/** A credential a virtual authenticator holds, its private key included (DevTools' WebAuthn.Credential). */
type VirtualCredential = { credentialId: string; isResidentCredential: boolean; rpId?: string; privateKey: string; userHandle?: string; signCount: number }

/**
 * Chromium's virtual authenticator on this page (DevTools' WebAuthn domain): a platform passkey that verifies
 * the user (a PIN, a fingerprint); with `userVerification: false`, a security key that cannot (no PIN), as a
 * stolen one is. `credential` reads one it holds (its private key too), `adopt` copies one onto it.
 */
export async function withVirtualAuthenticator(page: Page, { userVerification = true } = {}) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('WebAuthn.enable')
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', { options: {
    protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: userVerification, isUserVerified: userVerification,
    automaticPresenceSimulation: true,
  } })
  return {
    /** A credential it holds, by its id as the API names it (base64url). */
    async credential(id: string): Promise<VirtualCredential> {
      const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId }) as { credentials: VirtualCredential[] }
      const found = credentials.find((held) => Buffer.from(held.credentialId, 'base64').toString('base64url') === id)
      if (!found) throw new Error(`the authenticator holds no credential ${id}`)
      return found
    },
    adopt: async (credential: VirtualCredential) => void await devtools.send('WebAuthn.addCredential', { authenticatorId, credential }),
  }
}
