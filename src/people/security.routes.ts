// A person's second factors (TOTP and recovery codes) under /me, and the account's two-factor rule under
// /account. Handlers translate HTTP only: the rules are in second-factor.service.ts and account.store.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { callerOf, changeBy, requireAccess, requireConfirmation } from '../auth/caller.js'
import { nowTimestamp } from '../db/time.js'
import { NotFound } from '../errors.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { assertValid, checkedBody } from '../validation.js'
import { accountUpdated } from './account-events.js'
import type { AccountStore } from './account.store.js'
import type { SecondFactor } from './second-factor.service.js'
import { ACCOUNT_FIELDS, AccountObject, CodeBody, PasswordBody, RecoveryCodes, TotpSetup, UpdateAccountBody } from './security.schemas.js'
import { clientOf } from './session.routes.js'

const tags = ['people']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const SESSION_ONLY = 'A key is no session: this answers for a session only'
const EXAMPLE_CODES = ['k3x4g-vofni', 'wnypv-rqmxs', 'd4b8b-5a2ab', 'x2mfq-7hzpe', 'qq5ra-n3kdw', 'c7d7m-3zz2a', 'rtu4e-bbq6f', 'y6jvo-pl3xa', 'hh2zs-uk7wn', 'm5zq2-aa4re']
const EXAMPLE_ACCOUNT = { id: 1, name: 'default', require_two_factor: true, max_websites: 5, website_count: 3, exclude_params: 'utm_source', exclude_ips: '10.0.0.0/8' }

/** The calling person (a session: with a key there is no person here). */
export const person = (request: FastifyRequest) => {
  const caller = callerOf(request)
  if (caller.sessionId === null) throw new NotFound()
  return caller
}
const codesAnswer = (description: string) => answering(description, Type.Object({ data: RecoveryCodes, status: Type.Literal(200) }), {
  example: { data: { recovery_codes: EXAMPLE_CODES }, status: 200 },
})

export function registerSecurityRoutes(api: FastifyInstance, secondFactor: SecondFactor, account: AccountStore): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  app.post('/me/totp', {
    schema: {
      tags, operationId: 'setUpTotp', summary: 'Set up TOTP: a new secret',
      description: 'A new secret, its otpauth:// URL and a QR code of it. Nothing is on until POST /me/totp/confirm answers. 422 while TOTP is on. ' +
        'Needs a recent confirmation (a sign-in, or POST /session/confirm, within CONFIRM_SECONDS): 403 otherwise.',
      response: {
        200: answering('The secret, shown only now', Type.Object({ data: TotpSetup, status: Type.Literal(200) }), {
          example: { data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/websites-api:ada%40example.com?issuer=websites-api&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30', qr_svg: '<svg …</svg>' }, status: 200 },
        }),
        ...errorResponses({ notFound: SESSION_ONLY, body: true }),
      },
    },
  }, async (request) => ({ data: await secondFactor.setUp(person(request)), status: 200 as const }))

  app.post('/me/totp/confirm', {
    attachValidation: true,
    schema: {
      tags, operationId: 'confirmTotp', summary: 'Turn TOTP on with a current code', body: CodeBody, consumes,
      description: 'A code of the app (the current 30 s step or one either side) turns TOTP on and answers ten recovery codes, shown only now. ' +
        'The user\'s other sessions end. Throttled like a sign-in.',
      response: { 200: codesAnswer('TOTP is on'), ...errorResponses({ notFound: SESSION_ONLY, body: true }) },
    },
  }, async (request) => {
    const { values, invalid } = checkedBody(request)
    assertValid(invalid, ['code'])
    return { data: { recovery_codes: await secondFactor.confirm(person(request), values.code, clientOf(request).address) }, status: 200 as const }
  })

  app.delete('/me/totp', {
    attachValidation: true,
    schema: {
      tags, operationId: 'turnOffTotp', summary: 'Turn TOTP off', body: PasswordBody, consumes,
      description: 'With the user\'s password: TOTP and its recovery codes are gone, and the user\'s other sessions end.',
      response: {
        200: answering('TOTP is off', Type.Object({ totp: Type.Literal(false), status: Type.Literal(200) }), { example: { totp: false, status: 200 } }),
        ...errorResponses({ notFound: SESSION_ONLY, body: true }),
      },
    },
  }, async (request) => {
    const { values, invalid } = checkedBody(request)
    assertValid(invalid, ['password'])
    await secondFactor.turnOff(person(request), values.password, clientOf(request).address)
    return { totp: false as const, status: 200 as const }
  })

  app.post('/me/recovery-codes', {
    attachValidation: true,
    schema: {
      tags, operationId: 'renewRecoveryCodes', summary: 'New recovery codes', body: PasswordBody, consumes,
      description: 'With the user\'s password, while TOTP is on: ten new codes, shown only now; the old ones no longer work.',
      response: { 200: codesAnswer('The new codes'), ...errorResponses({ notFound: SESSION_ONLY, body: true }) },
    },
  }, async (request) => {
    const { values, invalid } = checkedBody(request)
    assertValid(invalid, ['password'])
    return { data: { recovery_codes: await secondFactor.renewCodes(person(request), values.password, clientOf(request).address) }, status: 200 as const }
  })

  const accountAnswer = { 200: answering('The account', Type.Object({ data: AccountObject, status: Type.Literal(200) }), { example: { data: EXAMPLE_ACCOUNT, status: 200 } }) }
  app.get('/account', {
    schema: { tags, operationId: 'getAccount', summary: 'The account\'s settings', response: { ...accountAnswer, ...errorResponses() } },
  }, async (request) => {
    const caller = callerOf(request)
    return { data: await account.get(caller.wait, caller.accountId), status: 200 as const }
  })

  app.patch('/account', {
    attachValidation: true,
    preParsing: requireAccess('manage-account'),
    schema: {
      tags, operationId: 'updateAccount', summary: 'Change the account\'s settings', body: UpdateAccountBody, consumes,
      description: 'Owners only (`manage-account`). `require_two_factor`: members without TOTP or a passkey may then use only their session and profile (403 elsewhere) until they set one up. ' +
        '`exclude_ips`, `exclude_params`: apply to every website of the account in addition to its own (the visit check names them with `"from": "account"`); same formats, ' +
        'canonical forms, limits and messages as a website\'s; a change is an `account.updated` event. ' +
        'A session needs a recent confirmation (a sign-in, or POST /session/confirm, within CONFIRM_SECONDS): 403 otherwise.',
      response: { ...accountAnswer, ...errorResponses({ forbidden: 'Not an owner', body: true }) },
    },
  }, async (request) => {
    const caller = callerOf(request)
    requireConfirmation(caller, nowTimestamp())
    const { values, invalid } = checkedBody(request)
    assertValid(invalid, Object.keys(ACCOUNT_FIELDS))
    const { require_two_factor: required, ...exclusions } = values
    if (required !== undefined) await account.setRequireTwoFactor(caller.wait, caller.accountId, required)
    if (Object.keys(exclusions).length > 0) {
      await account.setExclusions(caller.wait, caller.accountId, exclusions, [accountUpdated(changeBy(caller, nowTimestamp()))])
    }
    return { data: await account.get(caller.wait, caller.accountId), status: 200 as const }
  })

  refuseOtherMethods(api, '/me/totp', ['POST', 'DELETE'])
  refuseOtherMethods(api, '/me/totp/confirm', ['POST'])
  refuseOtherMethods(api, '/me/recovery-codes', ['POST'])
  refuseOtherMethods(api, '/account', ['GET', 'HEAD', 'PATCH'])
}
