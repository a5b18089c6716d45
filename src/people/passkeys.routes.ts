// Passkeys under /me (a session only), and signing in with one (public, like POST /session). Handlers
// translate HTTP only: the relying party is read off the request here, the rules are in passkeys.service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { refuseForeignOrigin } from '../auth/auth.hook.js'
import { sessionCookie } from '../auth/sessions.js'
import { ValidationErrorBody, answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import { IdParams, SessionObject } from './people.schemas.js'
import { AddPasskeyBody, CreationOptions, PasskeyObject, PasskeySignInBody, RequestOptions } from './passkeys.schemas.js'
import type { Passkeys, RelyingParty } from './passkeys.service.js'
import { person } from './security.routes.js'
import { clientOf, cookieOptions } from './session.routes.js'

const tags = ['people']
/** A WebAuthn answer is an object: JSON only. */
const consumes = ['application/json']
const SESSION_ONLY = 'A key is no session: this answers for a session only'
/** A browser's answer is a few KiB: a body past this is refused before it is read (413), whatever BODY_LIMIT says. */
export const PASSKEY_BODY_LIMIT = 64 * 1024
const EXAMPLE_PASSKEY = { id: 3, name: 'Laptop', created_at: '2026-11-27T10:20:30.000000Z', last_used_at: null, backed_up: true, transports: ['hybrid', 'internal'] }
const EXAMPLE_CHALLENGE = 'kCm5AukeL0bd0Ul_iqt0PbmW6mLEjmnWBlr3o0C3bjo'
const EXAMPLE_CREATION = {
  rp: { name: 'websites-api', id: 'analytics.example.com' }, user: { id: 'Nw', name: 'ada@example.com', displayName: 'Ada' }, challenge: EXAMPLE_CHALLENGE,
  pubKeyCredParams: [{ alg: -8, type: 'public-key' }, { alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }], timeout: 300000, attestation: 'none',
  excludeCredentials: [], authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: true }, extensions: { credProps: true },
}
const EXAMPLE_REQUEST = { rpId: 'analytics.example.com', challenge: EXAMPLE_CHALLENGE, timeout: 300000, userVerification: 'required' }
const EXAMPLE_SESSION = {
  user: { id: 7, email: 'ada@example.com', name: 'Ada', two_factor: true }, account: { id: 1, name: 'default', role: 'owner', websites: null },
  rights: ['read', 'write', 'create', 'own-keys', 'read-keys', 'manage-keys', 'manage-webhooks', 'manage-members', 'manage-owners', 'manage-account'],
  memberships: [{ account: { id: 1, name: 'default' }, role: 'owner', websites: null }], expires_at: '2026-12-27T10:20:30.000000Z',
}
/** Why an address is refused, in each options route's description. */
const ADDRESS_HOST = 'Browsers refuse an IP address as the relying party: on a service reached at one (http://127.0.0.1:8080, without a PUBLIC_URL ' +
  'naming a host), 422 on host, saying where passkeys work (for a loopback address, the same URL at localhost).'
const SET_COOKIE = { 'Set-Cookie': Type.String({ description: 'wa_session=…; Path=/; HttpOnly; SameSite=Lax (and Secure over HTTPS): the session, 30 days at most' }) }

/** The relying party id is the service's host name (PUBLIC_URL's when set, else the request's); the origin, the service's own. */
export const relyingPartyOf = (request: FastifyRequest): RelyingParty => ({ id: new URL(request.site).hostname, origin: request.site })
const bodyLimit = (api: FastifyInstance) => Math.min(PASSKEY_BODY_LIMIT, api.initialConfig.bodyLimit ?? PASSKEY_BODY_LIMIT)

export function registerPasskeyRoutes(api: FastifyInstance, passkeys: Passkeys): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  app.post('/me/passkeys/options', {
    schema: {
      tags, operationId: 'passkeyCreationOptions', summary: 'Options for adding a passkey',
      description: 'What navigator.credentials.create() takes (its base64url members turned into bytes). The challenge answers once, within 5 minutes; ' +
        `the person's passkeys are excluded. Throttled like a sign-in. ${ADDRESS_HOST}`,
      response: {
        200: answering('The creation options', Type.Object({ data: CreationOptions, status: Type.Literal(200) }), { example: { data: EXAMPLE_CREATION, status: 200 } }),
        ...errorResponses({ notFound: SESSION_ONLY, bodyLimits: true }),
        422: ValidationErrorBody,
      },
    },
  }, async (request) => ({ data: await passkeys.registrationOptions(person(request), relyingPartyOf(request), clientOf(request).address), status: 200 as const }))

  app.post('/me/passkeys', {
    attachValidation: true,
    bodyLimit: bodyLimit(api),
    schema: {
      tags, operationId: 'addPasskey', summary: 'Add a passkey', body: AddPasskeyBody, consumes,
      description: 'The browser\'s answer to the creation options, and a name. Checked for its challenge, the service\'s origin and relying party id; ' +
        `a refused answer is a 422 on credential and stores nothing. The person's other sessions end. Bodies over ${PASSKEY_BODY_LIMIT / 1024} KiB are 413.`,
      response: {
        201: answering('Added', Type.Object({ data: PasskeyObject, status: Type.Literal(201) }), { example: { data: EXAMPLE_PASSKEY, status: 201 } }),
        ...errorResponses({ notFound: SESSION_ONLY, body: true }),
      },
    },
  }, async (request, reply) => {
    const data = await passkeys.add(person(request), relyingPartyOf(request), checkedBody(request), clientOf(request).address)
    return reply.code(201).send({ data, status: 201 as const })
  })

  app.get('/me/passkeys', {
    schema: {
      tags, operationId: 'listPasskeys', summary: 'The person\'s passkeys', description: 'Oldest first.',
      response: {
        200: answering('Passkeys', Type.Object({ data: Type.Array(PasskeyObject), status: Type.Literal(200) }), { example: { data: [EXAMPLE_PASSKEY], status: 200 } }),
        ...errorResponses({ notFound: SESSION_ONLY }),
      },
    },
  }, async (request) => ({ data: await passkeys.list(person(request)), status: 200 as const }))

  app.delete('/me/passkeys/:id', {
    schema: {
      tags, operationId: 'removePasskey', summary: 'Remove a passkey', params: IdParams, description: 'The person\'s other sessions end.',
      response: {
        200: answering('Removed', Type.Object({ id: Type.Integer(), object: Type.Literal('passkey'), deleted: Type.Literal(true), status: Type.Literal(200) }),
          { example: { id: 3, object: 'passkey', deleted: true, status: 200 } }),
        ...errorResponses({ notFound: 'Not one of the person\'s passkeys, or a key', bodyLimits: true }),
      },
    },
  }, async (request) => {
    await passkeys.remove(person(request), request.params.id)
    return { id: request.params.id, object: 'passkey' as const, deleted: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, '/me/passkeys/options', ['POST'])
  refuseOtherMethods(api, '/me/passkeys', ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, '/me/passkeys/:id', ['DELETE'])
  // The sign-in's paths are public, but a wrong method on them is answered where POST /session's is: after authentication.
  refuseOtherMethods(api, '/session/passkey/options', ['POST'])
  refuseOtherMethods(api, '/session/passkey', ['POST'])
}

/** Signing in with a passkey: public, like POST /session. */
export function registerPasskeySignInRoutes(api: FastifyInstance, passkeys: Passkeys): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  app.post('/session/passkey/options', {
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'passkeyRequestOptions', summary: 'Options for signing in with a passkey', security: [],
      description: 'What navigator.credentials.get() takes (its base64url members turned into bytes); no email is asked: the authenticator offers ' +
        `the passkeys it holds for this service. The challenge answers once, within 5 minutes. Throttled per address like a sign-in. ${ADDRESS_HOST}`,
      response: {
        200: answering('The request options', Type.Object({ data: RequestOptions, status: Type.Literal(200) }), { example: { data: EXAMPLE_REQUEST, status: 200 } }),
        ...errorResponses({ open: true, bodyLimits: true }),
        422: ValidationErrorBody,
      },
    },
  }, async (request) => ({ data: await passkeys.signInOptions(request.databaseWait, relyingPartyOf(request), clientOf(request).address), status: 200 as const }))

  app.post('/session/passkey', {
    attachValidation: true,
    onRequest: refuseForeignOrigin,
    bodyLimit: bodyLimit(api),
    schema: {
      tags, operationId: 'signInWithPasskey', summary: 'Sign in with a passkey', body: PasskeySignInBody, consumes, security: [],
      description: 'The browser\'s answer to the request options: a new session and its cookie, as POST /session answers (a passkey counts as two factors). ' +
        'Checked for its challenge, origin, relying party id, signature and signature counter; a refused answer is a 422 on credential. ' +
        'Throttled per address like a sign-in.',
      response: {
        200: answering('Signed in', Type.Object({ data: SessionObject, status: Type.Literal(200) }), { headers: SET_COOKIE, example: { data: EXAMPLE_SESSION, status: 200 } }),
        ...errorResponses({ body: true, open: true }),
      },
    },
  }, async (request, reply) => {
    const { token, session } = await passkeys.signIn(request.databaseWait, checkedBody(request), relyingPartyOf(request), clientOf(request))
    reply.header('set-cookie', sessionCookie(token, cookieOptions(request)))
    return { data: session, status: 200 as const }
  })
}
