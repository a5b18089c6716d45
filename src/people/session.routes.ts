// A person's session and profile: signing in (public: no key nor session needed), the session itself
// (its accounts, switching, signing out), and /me. Handlers translate HTTP only: the cookie is set and
// cleared here, the rules are in sign-in.service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { refuseForeignOrigin } from '../auth/auth.hook.js'
import { callerOf } from '../auth/caller.js'
import { sessionCookie, sessionToken } from '../auth/sessions.js'
import { NotFound } from '../errors.js'
import { Timestamp, answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { clientAddress } from '../client-address.js'
import { checkedBody } from '../validation.js'
import { ConfirmBody, IdParams, PasswordResetBody, SessionListed, SessionObject, SignInBody, SwitchAccountBody, UpdateMeBody, UserObject } from './people.schemas.js'
import type { Client, SignIn } from './sign-in.service.js'

const tags = ['people']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const SESSION_ONLY = 'A key is no session: this answers for a session only'
export const EXAMPLE_SESSION = {
  user: { id: 7, email: 'ada@example.com', name: 'Ada', two_factor: false },
  account: { id: 1, name: 'default', role: 'owner', websites: null },
  rights: ['read', 'write', 'create', 'own-keys', 'read-keys', 'manage-keys', 'manage-webhooks', 'manage-members', 'manage-owners', 'manage-account'],
  memberships: [{ account: { id: 1, name: 'default' }, role: 'owner', websites: null }, { account: { id: 2, name: 'acme' }, role: 'viewer', websites: [12] }],
  expires_at: '2026-12-27T10:20:30.000000Z',
}
const EXAMPLE_USER = { id: 7, email: 'ada@example.com', name: 'Ada', two_factor: false, totp: false, created_at: '2026-11-27T10:20:30.000000Z', last_sign_in_at: '2026-11-27T10:20:30.000000Z' }
const SessionAnswer = Type.Object({ data: SessionObject, status: Type.Literal(200) })
const SET_COOKIE = { 'Set-Cookie': Type.String({ description: 'wa_session=…; Path=/; HttpOnly; SameSite=Lax (and Secure over HTTPS): the session, 30 days at most' }) }

/** Where the request came from, as a session records it (the user agent cut to 512 characters). */
export const clientOf = (request: FastifyRequest): Client => ({ address: clientAddress(request), userAgent: request.headers['user-agent']?.slice(0, 512) ?? null })
/** The cookie is Secure when the service is reached over HTTPS (PUBLIC_URL's scheme when it is set). */
export const cookieOptions = (request: FastifyRequest) => ({ secure: request.site.startsWith('https:') })
/** The session token the request came with; routes that reach here have one (the hook authenticated it). */
const tokenOf = (request: FastifyRequest) => {
  if (callerOf(request).sessionId === null) throw new NotFound()
  return sessionToken(request.headers.cookie)!
}

/** The routes that answer without a key or a session: signing in, and setting a password from a link. */
export function registerSignInRoutes(api: FastifyInstance, signIn: SignIn): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()
  app.post('/session', {
    attachValidation: true,
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'signIn', summary: 'Sign in with an email and a password', body: SignInBody, consumes, security: [],
      description: 'A new session and its cookie (never the one the client brought). A wrong password and an unknown email answer the same, in ' +
        'about the same time. After 5 failures for one email from one address within 15 minutes, or 50 from one address, every attempt is 429.',
      response: { 200: answering('Signed in', SessionAnswer, { headers: SET_COOKIE, example: { data: EXAMPLE_SESSION, status: 200 } }), ...errorResponses({ body: true, open: true }) },
    },
  }, async (request, reply) => {
    const { token, session } = await signIn.signIn(request.databaseWait, checkedBody(request), clientOf(request))
    reply.header('set-cookie', sessionCookie(token, cookieOptions(request)))
    return { data: session, status: 200 as const }
  })

  app.post('/password-reset', {
    attachValidation: true,
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'resetPassword', summary: 'Set a new password with a reset link', body: PasswordResetBody, consumes, security: [],
      description: 'The link printed by `websites-api users reset-password` (valid 1 hour, once): a new password, and every session of the user ended.',
      response: {
        200: answering('The password is set', Type.Object({ reset: Type.Literal(true), status: Type.Literal(200) }), { example: { reset: true, status: 200 } }),
        ...errorResponses({ body: true, open: true, limited: false, notFound: 'The link is unknown, used or expired' }),
      },
    },
  }, async (request) => {
    await signIn.resetPassword(request.databaseWait, checkedBody(request))
    return { reset: true as const, status: 200 as const }
  })
}

export function registerSessionRoutes(api: FastifyInstance, signIn: SignIn): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()
  const sessionAnswer = (description: string) => ({
    200: answering(description, SessionAnswer, { example: { data: EXAMPLE_SESSION, status: 200 } }), ...errorResponses({ notFound: SESSION_ONLY }),
  })

  app.get('/session', { schema: { tags, operationId: 'getSession', summary: 'The current session', response: sessionAnswer('The session') } },
    async (request) => ({ data: await signIn.current(callerOf(request), tokenOf(request)), status: 200 as const }))

  app.patch('/session', {
    attachValidation: true,
    schema: {
      tags, operationId: 'switchAccount', summary: 'Act in another of the user\'s accounts', body: SwitchAccountBody, consumes,
      response: { ...sessionAnswer('The session, in its new account'), ...errorResponses({ notFound: SESSION_ONLY, body: true }) },
    },
  }, async (request) => ({ data: await signIn.switchAccount(callerOf(request), tokenOf(request), checkedBody(request)), status: 200 as const }))

  app.delete('/session', {
    schema: {
      tags, operationId: 'signOut', summary: 'Sign out', description: 'The session is refused at once, on every instance; the cookie is cleared.',
      response: {
        200: answering('Signed out', Type.Object({ signed_out: Type.Literal(true), status: Type.Literal(200) }), { headers: SET_COOKIE, example: { signed_out: true, status: 200 } }),
        ...errorResponses({ notFound: SESSION_ONLY, bodyLimits: true }),
      },
    },
  }, async (request, reply) => {
    tokenOf(request)
    await signIn.signOut(callerOf(request))
    reply.header('set-cookie', sessionCookie(null, cookieOptions(request)))
    return { signed_out: true as const, status: 200 as const }
  })

  app.post('/session/confirm', {
    attachValidation: true,
    schema: {
      tags, operationId: 'confirmSession', summary: 'Confirm it is you (the password again)', body: ConfirmBody, consumes,
      description: 'The signed-in person\'s password, and a code when TOTP is on: the session may then, for CONFIRM_SECONDS (600 by default), make ' +
        'the changes that keep or widen access (adding a passkey, starting TOTP, an admin key, making someone an admin or owner, the account\'s ' +
        'settings). A sign-in confirms too. Throttled like a sign-in; a wrong password is 422 on `password`.',
      response: {
        200: answering('Confirmed', Type.Object({ data: Type.Object({ confirmed_until: Timestamp }), status: Type.Literal(200) }), {
          example: { data: { confirmed_until: '2026-12-06T10:30:30.000000Z' }, status: 200 },
        }),
        ...errorResponses({ notFound: SESSION_ONLY, body: true }),
      },
    },
  }, async (request) => {
    tokenOf(request)
    return { data: await signIn.confirm(callerOf(request), checkedBody(request), clientOf(request)), status: 200 as const }
  })

  app.get('/me', {
    schema: {
      tags, operationId: 'getMe', summary: 'The signed-in user',
      response: { 200: answering('The user', Type.Object({ data: UserObject, status: Type.Literal(200) }), { example: { data: EXAMPLE_USER, status: 200 } }), ...errorResponses({ notFound: SESSION_ONLY }) },
    },
  }, async (request) => {
    tokenOf(request)
    return { data: await signIn.me(callerOf(request)), status: 200 as const }
  })

  app.patch('/me', {
    attachValidation: true,
    schema: {
      tags, operationId: 'updateMe', summary: 'Change one\'s name or password', body: UpdateMeBody, consumes,
      description: 'A new password needs the current one, and ends the user\'s other sessions.',
      response: { 200: answering('The user', Type.Object({ data: UserObject, status: Type.Literal(200) }), { example: { data: EXAMPLE_USER, status: 200 } }), ...errorResponses({ notFound: SESSION_ONLY, body: true }) },
    },
  }, async (request) => {
    tokenOf(request)
    return { data: await signIn.updateMe(callerOf(request), checkedBody(request), clientOf(request)), status: 200 as const }
  })

  app.get('/me/sessions', {
    schema: {
      tags, operationId: 'listMySessions', summary: 'The user\'s sessions', description: 'Newest first; `last_used_at` is kept to the minute.',
      response: {
        200: answering('Sessions', Type.Object({ data: Type.Array(SessionListed), status: Type.Literal(200) }), {
          example: { data: [{ id: 3, created_at: EXAMPLE_USER.created_at, last_used_at: '2026-11-27T10:21:00.000000Z', address: '203.0.113.7', user_agent: 'Mozilla/5.0', current: true }], status: 200 },
        }),
        ...errorResponses({ notFound: SESSION_ONLY }),
      },
    },
  }, async (request) => {
    tokenOf(request)
    return { data: await signIn.mySessions(callerOf(request)), status: 200 as const }
  })

  app.delete('/me/sessions/:id', {
    schema: {
      tags, operationId: 'endMySession', summary: 'End one of the user\'s sessions', params: IdParams,
      response: {
        200: answering('Ended', Type.Object({ id: Type.Integer(), object: Type.Literal('session'), ended: Type.Literal(true), status: Type.Literal(200) }),
          { example: { id: 3, object: 'session', ended: true, status: 200 } }),
        ...errorResponses({ notFound: 'Not one of the user\'s sessions, or a key', bodyLimits: true }),
      },
    },
  }, async (request) => {
    tokenOf(request)
    await signIn.endMySession(callerOf(request), request.params.id)
    return { id: request.params.id, object: 'session' as const, ended: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, '/session', ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'])
  refuseOtherMethods(api, '/session/confirm', ['POST'])
  refuseOtherMethods(api, '/password-reset', ['POST'])
  refuseOtherMethods(api, '/me', ['GET', 'HEAD', 'PATCH'])
  refuseOtherMethods(api, '/me/sessions', ['GET', 'HEAD'])
  refuseOtherMethods(api, '/me/sessions/:id', ['DELETE'])
}
