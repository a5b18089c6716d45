// Strong sign-in on the wire: TOTP's setup and confirmation, recovery codes, and the account's two-factor
// rule. One schema per shape, for validation, serialization, the OpenAPI document and the typed client.
import Type from 'typebox'
import { type FieldRules, createBody, updateBody } from '../validation.js'
import { WEBSITE_FIELDS } from '../websites/websites.schemas.js'
import { SIGN_IN_FIELDS } from './people.schemas.js'

export const TotpSetup = Type.Object({
  secret: Type.String({ description: 'The shared secret in base32, for typing into an app by hand' }),
  otpauth_url: Type.String({ description: 'The otpauth:// URL an authenticator app reads' }),
  qr_svg: Type.String({ description: 'That URL as a QR code, an SVG image' }),
})

export const RecoveryCodes = Type.Object({
  recovery_codes: Type.Array(Type.String(), { minItems: 10, maxItems: 10, description: 'Shown only now; each signs in once in place of a TOTP code' }),
})

export const AccountObject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  require_two_factor: Type.Boolean({ description: 'Members without TOTP or a passkey may use only their session and profile until they set one up' }),
  max_websites: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'The most websites the account may hold, set by the operator (`websites-api accounts set`); null: no limit' }),
  website_count: Type.Integer({ minimum: 0, description: 'The websites the account holds now' }),
  exclude_params: Type.Union([Type.String(), Type.Null()], { description: 'Query parameter names not tracked on any website of the account, in addition to each website\'s own (same format as a website\'s)' }),
  exclude_ips: Type.Union([Type.String(), Type.Null()], { description: 'Addresses and ranges not tracked on any website of the account, in addition to each website\'s own (same format as a website\'s)' }),
})

/** The fields PATCH /account takes: the two-factor rule, and the exclusions as a website's own definitions (no second copy of a rule). */
export const ACCOUNT_FIELDS = {
  require_two_factor: { schema: Type.Boolean() },
  exclude_params: WEBSITE_FIELDS.exclude_params,
  exclude_ips: WEBSITE_FIELDS.exclude_ips,
} as const satisfies FieldRules

export const CodeBody = createBody({ code: { ...SIGN_IN_FIELDS.code, requiredOnCreate: true } } as const satisfies FieldRules, {
  description: 'A current code of the authenticator app.', examples: [{ code: '123456' }],
})
export const PasswordBody = createBody({ password: { ...SIGN_IN_FIELDS.password, requiredOnCreate: true } } as const satisfies FieldRules, {
  description: 'The user\'s password.', examples: [{ password: 'correct horse battery staple' }],
})
export const UpdateAccountBody = updateBody(ACCOUNT_FIELDS, {
  description: 'Owners only (`manage-account`). Only the fields sent change; an empty value clears an exclusion list.',
  examples: [{ require_two_factor: true }, { exclude_ips: '10.0.0.0/8\n2001:db8::/32', exclude_params: 'utm_source\nutm_medium' }],
})
