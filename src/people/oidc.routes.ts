// Single sign-on's two public routes: the way out to the provider and the way back. Both answer a browser
// with a redirect, never an error page: a refusal lands on the dashboard with `?sign_in_error=<code>`
// (oidc.service.ts lists the codes). The round trip's challenge token rides in a short-lived cookie of its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { parse, serialize } from 'cookie'
import { sessionCookie } from '../auth/sessions.js'
import { NotFound } from '../errors.js'
import { errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { OIDC_CHALLENGE_TTL_MS, type Oidc } from './oidc.service.js'
import { clientOf, cookieOptions } from './session.routes.js'

const OIDC_COOKIE = 'wa_oidc'
const tags = ['people']
const OFF = 'Single sign-on is not configured (OIDC_ISSUER and the other OIDC_ settings)'

/** The browser's challenge cookie: HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back), 10 minutes; `null` clears it. */
const challengeCookie = (token: string | null, request: FastifyRequest) =>
  serialize(OIDC_COOKIE, token ?? '', { path: '/', httpOnly: true, sameSite: 'lax', ...cookieOptions(request), maxAge: token === null ? 0 : OIDC_CHALLENGE_TTL_MS / 1000 })

const redirect = (description: string, cookies: string) => ({
  description, type: 'null',
  headers: { Location: Type.String({ description: 'Where the browser goes next' }), 'Set-Cookie': Type.String({ description: cookies }) },
})

/**
 * A refusal: logged with the failed check's message only (an error's cause can hold the ID token's claims, its nonce
 * among them), and the browser sent to the dashboard to read why.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, outcome: { refused: string; cause?: unknown }) {
  const level = outcome.refused === 'oidc_unavailable' ? 'warn' : 'info'
  const detail = outcome.cause instanceof Error ? outcome.cause.message : undefined
  request.log[level]({ reason: outcome.refused, detail }, 'single sign-on refused')
  return reply.header('set-cookie', challengeCookie(null, request)).redirect(`${request.origin}/?sign_in_error=${outcome.refused}`, 302)
}

export function registerOidcRoutes(api: FastifyInstance, oidc: Oidc | undefined): void {
  const enabled = () => {
    if (!oidc) throw new NotFound()
    return oidc
  }

  api.get('/session/oidc', {
    exposeHeadRoute: false,
    schema: {
      tags, operationId: 'startSingleSignOn', summary: 'Sign in with the identity provider (single sign-on)', security: [],
      description: 'For a browser: a redirect to the provider (authorization code with PKCE, `state` and `nonce`; scope `openid email profile`), ' +
        'with a `wa_oidc` cookie (HttpOnly, SameSite=Lax, 10 minutes) tying the round trip to this browser. A provider that cannot be reached, ' +
        'or too many attempts from the address: a redirect to the dashboard, `/?sign_in_error=<code>`.',
      response: {
        302: redirect('To the provider\'s authorization endpoint, or to the dashboard with `sign_in_error`', 'wa_oidc=…; Path=/; Max-Age=600; HttpOnly; SameSite=Lax'),
        ...errorResponses({ open: true, limited: false, notFound: OFF }),
      },
    },
  }, async (request, reply) => {
    const outcome = await enabled().start(request.databaseWait, request.origin, clientOf(request))
    if ('refused' in outcome) return refuse(request, reply, outcome)
    return reply.header('set-cookie', challengeCookie(outcome.challenge, request)).redirect(outcome.location, 302)
  })

  api.get('/session/oidc/callback', {
    exposeHeadRoute: false,
    schema: {
      tags, operationId: 'finishSingleSignOn', summary: 'The provider\'s answer (single sign-on)', security: [],
      description: 'Where the provider sends the browser back. With this browser\'s `wa_oidc` cookie, its `state`, a code the provider exchanges ' +
        'once, and an ID token whose issuer, audience, nonce, expiry and signature are right, for an email the provider verified: the user with ' +
        'that email is signed in (a new one joins `OIDC_ACCOUNT` with `OIDC_DEFAULT_ROLE` when the email\'s domain is in `OIDC_ALLOWED_DOMAINS`), ' +
        'with the session cookie of `POST /session`, and sent to the dashboard. No TOTP code is asked: the provider is trusted with the second ' +
        'factor. Anything else: no session, and a redirect to `/?sign_in_error=<code>` (`oidc_denied`, `oidc_expired`, `oidc_state`, ' +
        '`oidc_invalid`, `oidc_unverified`, `oidc_not_allowed`, `oidc_no_account`, `oidc_unavailable`, `oidc_throttled`).',
      response: {
        302: redirect('To the dashboard, signed in or with `sign_in_error`', 'wa_session=… (as POST /session\'s) when signed in; wa_oidc cleared'),
        ...errorResponses({ open: true, limited: false, notFound: OFF }),
      },
    },
  }, async (request, reply) => {
    const service = enabled()
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length))
    const token = request.headers.cookie === undefined ? undefined : parse(request.headers.cookie)[OIDC_COOKIE]
    const outcome = await service.finish(request.databaseWait, query, token || undefined, clientOf(request))
    if ('refused' in outcome) return refuse(request, reply, outcome)
    reply.header('set-cookie', [challengeCookie(null, request), sessionCookie(outcome.token, cookieOptions(request))])
    return reply.redirect(`${request.origin}/`, 302)
  })

  refuseOtherMethods(api, '/session/oidc', ['GET'])
  refuseOtherMethods(api, '/session/oidc/callback', ['GET'])
}
