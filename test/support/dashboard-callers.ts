// The callers the dashboard serves, for the browser tests: people of each role (invited with the CLI, as an
// operator does, and accepted over HTTP, as the invitation page does) and keys (made with the CLI), each
// put into a fresh browser context as the dashboard would hold it (the session cookie, or the key in the tab).
import type { Browser, BrowserContext } from 'playwright-core'
import { request } from './http.js'
import { cookieOf } from './people.js'
import type { Deployment, Served } from './processes.js'

export type CallerKind = 'viewer' | 'limited editor' | 'editor' | 'admin' | 'owner' | 'read-only key' | 'admin key'
export const CALLER_KINDS: CallerKind[] = ['viewer', 'limited editor', 'editor', 'admin', 'owner', 'read-only key', 'admin key']
export interface Credential { cookie?: string; key?: string; name: string }

/** A person of `role` in `account`, joined by a link the CLI printed; limited to `websites` (with `adminKey`) when given. */
export async function personOf(deployment: Deployment, served: Served, account: string, role: string, name: string, options: { websites?: number[]; adminKey?: string } = {}): Promise<Credential> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`
  const printed = (await deployment.cli('users', 'invite', '--account', account, '--email', email, '--role', role)).stdout
  const token = new URL(printed.match(/http\S+/)![0]).pathname.split('/').at(-1)!
  const accepted = await request('POST', `${served.url}/api/v1/invitations/accept`, { body: { token, name, password: `a long passphrase of ${name}` } })
  if (accepted.status !== 200) throw new Error(`accepting ${email}: ${accepted.status} ${accepted.text}`)
  if (options.websites) {
    const limited = await request('PATCH', `${served.url}/api/v1/members/${accepted.body.data.user.id}`, { body: { websites: options.websites }, headers: { authorization: `Bearer ${options.adminKey}` } })
    if (limited.status !== 200) throw new Error(`limiting ${email}: ${limited.status} ${limited.text}`)
  }
  return { cookie: cookieOf(accepted)!, name }
}

/** A browser context signed in as `credential`: its cookie set, or its key in the tab's sessionStorage. */
export async function contextFor(browser: Browser, served: Served, credential: Credential, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  if (credential.cookie) await context.addCookies([{ name: 'wa_session', value: credential.cookie, url: served.url }])
  if (credential.key) await context.addInitScript((key) => { if (!sessionStorage.getItem('websites-api.key')) sessionStorage.setItem('websites-api.key', key) }, credential.key)
  return context
}
