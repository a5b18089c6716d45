// Single sign-on's public routes: the way out to the provider and the way back, which answer a browser with a
// redirect, never an error page (a refusal lands on the dashboard with `?sign_in_error=<code>`; oidc.service.ts
// lists the codes), and the second step, where a person with a second factor of their own gives it (JSON,
// from the dashboard's page `/?sign_in_step=second_factor`). The round trip's token, then the pending
// sign-in's, rides in a short-lived cookie of its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { parse, serialize } from 'cookie'
import { sessionCookie } from '../auth/sessions.js'
import { NotFound } from '../errors.js'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { refuseForeignOrigin } from '../auth/auth.hook.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import { OIDC_CHALLENGE_TTL_MS, type Oidc } from './oidc.service.js'
import type { OidcSecondStep } from './oidc-second-step.service.js'
import { PASSKEY_BODY_LIMIT, relyingPartyOf } from './passkeys.routes.js'
import { OidcSecondStepBody } from './passkeys.schemas.js'
import { SessionObject } from './people.schemas.js'
import { EXAMPLE_SESSION, clientOf, cookieOptions } from './session.routes.js'

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

/** The cookie of the round trip (or of the pending second step) the request came with. */
const oidcToken = (request: FastifyRequest) => (request.headers.cookie === undefined ? undefined : parse(request.headers.cookie)[OIDC_COOKIE] || undefined)

export function registerOidcRoutes(api: FastifyInstance, oidc: { start: Oidc; secondStep: OidcSecondStep } | undefined): void {
  const enabled = () => {
    if (!oidc) throw new NotFound()
    return oidc.start
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
        'with the session cookie of `POST /session`, into a session that holds `OIDC_ACCOUNT` alone, and sent to the dashboard. A user of that email ' +
        'who is not a member of `OIDC_ACCOUNT` is refused. A person with TOTP or a passkey is sent to `/?sign_in_step=second_factor` instead (the ' +
        '`wa_oidc` cookie then holds the pending sign-in, 5 minutes) to give it to `POST /session/oidc/second-factor`, unless `OIDC_TRUST_PROVIDER_MFA` ' +
        'is set and the ID token\'s `amr` names a second factor (`mfa`, `otp`, `hwk`, `swk`, `sms`). Anything else: no session, and a redirect to ' +
        '`/?sign_in_error=<code>` (`oidc_denied`, `oidc_expired`, `oidc_state`, `oidc_invalid`, `oidc_unverified`, `oidc_not_allowed`, ' +
        '`oidc_not_member`, `oidc_no_account`, `oidc_unavailable`, `oidc_throttled`).',
      response: {
        302: redirect('To the dashboard, signed in, asked for the second step, or with `sign_in_error`', 'wa_session=… (as POST /session\'s) when signed in; wa_oidc cleared, or the pending sign-in\'s'),
        ...errorResponses({ open: true, limited: false, notFound: OFF }),
      },
    },
  }, async (request, reply) => {
    const service = enabled()
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length))
    const outcome = await service.finish(request.databaseWait, query, oidcToken(request), clientOf(request))
    if ('refused' in outcome) return refuse(request, reply, outcome)
    if ('secondStep' in outcome) {
      return reply.header('set-cookie', challengeCookie(outcome.secondStep, request)).redirect(`${request.origin}/?sign_in_step=second_factor`, 302)
    }
    reply.header('set-cookie', [challengeCookie(null, request), sessionCookie(outcome.token, cookieOptions(request))])
    return reply.redirect(`${request.origin}/`, 302)
  })

  api.withTypeProvider<TypeBoxTypeProvider>().post('/session/oidc/second-factor', {
    attachValidation: true,
    bodyLimit: Math.min(PASSKEY_BODY_LIMIT, api.initialConfig.bodyLimit ?? PASSKEY_BODY_LIMIT),
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'finishSingleSignOnSecondFactor', summary: 'Give one\'s own second factor after the identity provider (single sign-on)',
      body: OidcSecondStepBody, consumes: ['application/json', 'application/x-www-form-urlencoded'], security: [],
      description: 'With the `wa_oidc` cookie of a pending sign-in (the callback sent the browser to `/?sign_in_step=second_factor`): a `code` of the ' +
        'person\'s authenticator app or a recovery code, or a passkey\'s `credential` answering `POST /session/passkey/options` (with user ' +
        'verification). Throttled like a sign-in; a wrong answer may be tried again until the pending sign-in expires (5 minutes). 200 with the ' +
        'session (holding `OIDC_ACCOUNT` alone) and its cookie.',
      response: {
        200: answering('Signed in', Type.Object({ data: SessionObject, status: Type.Literal(200) }), {
          headers: { 'Set-Cookie': Type.String({ description: 'wa_session=… as POST /session\'s; wa_oidc cleared' }) }, example: { data: EXAMPLE_SESSION, status: 200 },
        }),
        ...errorResponses({ body: true, open: true, notFound: 'No pending sign-in (unknown, used or expired), or single sign-on is not configured' }),
      },
    },
  }, async (request, reply) => {
    if (!oidc) throw new NotFound()
    const { token, session } = await oidc.secondStep.finish(request.databaseWait, oidcToken(request), checkedBody(request), relyingPartyOf(request), clientOf(request))
    reply.header('set-cookie', [challengeCookie(null, request), sessionCookie(token, cookieOptions(request))])
    return { data: session, status: 200 as const }
  })

  refuseOtherMethods(api, '/session/oidc', ['GET'])
  refuseOtherMethods(api, '/session/oidc/callback', ['GET'])
  refuseOtherMethods(api, '/session/oidc/second-factor', ['POST'])
}
