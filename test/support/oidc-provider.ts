// An OpenID Connect provider (oidc-provider) on loopback for tests: the person's login is answered by the
// test (who they are, whether their email is verified, or a refusal), and the ID token it issues can be
// re-signed with changed claims to see each of the relying party's checks refuse it.
import assert from 'node:assert/strict'
import { type KeyObject, generateKeyPairSync, sign } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { type Response, request } from './http.js'

export const OIDC_CALLBACK = '/api/v1/session/oidc/callback'

export const CLIENT = { client_id: 'websites-api', client_secret: 'a test secret of the websites-api client' }

export interface Identity {
  sub: string
  email: string
  email_verified: boolean
  name?: string
}
export type Tamper = (claims: Record<string, unknown>) => void

/** A provider on loopback whose login the test answers: `login.next` signs in (or `deny` refuses), `tamper` re-signs the ID token. */
export async function startProvider(redirectUri: () => string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }
  const people = new Map<string, Identity>()
  const login: { next: Identity | 'deny'; tamper: Tamper | undefined } = { next: 'deny', tamper: undefined }
  /** Every token the provider gave out (ID, access), as the relying party received it. */
  const issued: string[] = []
  let handler: http.RequestListener = (_req, res) => res.end()
  const server = http.createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let provider: Provider | undefined
  return {
    issuer, people, login, issued,
    /** Made once the service's redirect URI is known (the service needs the issuer first). */
    configure() {
      provider = new Provider(issuer, {
        clients: [{ ...CLIENT, redirect_uris: [redirectUri()], grant_types: ['authorization_code'], response_types: ['code'] }],
        jwks: { keys: [jwk as never] },
        cookies: { keys: ['a test cookie key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
        findAccount: (_ctx, sub) => {
          const person = people.get(sub)
          return person && { accountId: sub, claims: async () => ({ ...person }) }
        },
        // Consent is taken as given: the interaction is the login alone.
        loadExistingGrant: async (ctx) => {
          const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! })
          grant.addOIDCScope('openid email profile')
          await grant.save()
          return grant
        },
      })
      provider.use(async (ctx, next) => {
        if (ctx.path.startsWith('/interaction/')) {
          await provider!.interactionDetails(ctx.req, ctx.res)
          const result = login.next === 'deny' ? { error: 'access_denied', error_description: 'The person said no.' } : { login: { accountId: login.next.sub } }
          ctx.redirect(await provider!.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }))
          return
        }
        await next()
        const body = ctx.body as { id_token?: string } | undefined
        if (ctx.path === '/token' && body?.id_token && login.tamper) body.id_token = resign(body.id_token, privateKey, login.tamper)
        if (ctx.path === '/token') issued.push(...Object.values(body ?? {}).filter((value): value is string => typeof value === 'string' && value.length > 20))
      })
      handler = provider.callback()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The ID token with its claims changed, signed again with the provider's own key (so only the changed claim is wrong). */
function resign(token: string, key: KeyObject, tamper: Tamper): string {
  const [header, payload] = token.split('.') as [string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  tamper(claims)
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${body}.${sign('sha256', Buffer.from(body), key).toString('base64url')}`
}

/** A browser's cookie jar for one site: by name (the provider's paths do not overlap in names). */
function jar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(res: Response) {
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair, ...flags] = line.split(';')
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
        const gone = value === '' || flags.some((flag) => /max-age=0|expires=thu, 01 jan 1970/i.test(flag.trim()))
        if (gone) cookies.delete(name)
        else cookies.set(name, value)
      }
    },
  }
}

export type TestProvider = Awaited<ReturnType<typeof startProvider>>

/** The person goes to the provider and logs in (or refuses) as `who`: where the provider sends them back (under `back`). */
export async function throughProvider(provider: TestProvider, who: Identity | 'deny', location: URL, back: string): Promise<URL> {
  if (who !== 'deny') provider.people.set(who.sub, who)
  provider.login.next = who
  const browser = jar()
  let url = location
  for (let step = 0; step < 10; step++) {
    const res = await request('GET', url.href, { headers: { cookie: browser.header() } })
    browser.take(res)
    assert.ok([302, 303].includes(res.status), `${url.pathname}: ${res.status} ${res.text}`)
    url = new URL(res.headers.location!, url)
    if (url.href.startsWith(back)) return url
  }
  throw new Error('the provider never sent the browser back')
}
