// Strong sign-in on the wire: TOTP's setup and confirmation, recovery codes, and the account's two-factor
// rule. One schema per shape, for validation, serialization, the OpenAPI document and the typed client.
import Type from 'typebox'
import { type FieldRules, createBody, updateBody } from '../validation.js'
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
})

export const CodeBody = createBody({ code: { ...SIGN_IN_FIELDS.code, requiredOnCreate: true } } as const satisfies FieldRules, {
  description: 'A current code of the authenticator app.', examples: [{ code: '123456' }],
})
export const PasswordBody = createBody({ password: { ...SIGN_IN_FIELDS.password, requiredOnCreate: true } } as const satisfies FieldRules, {
  description: 'The user\'s password.', examples: [{ password: 'correct horse battery staple' }],
})
export const UpdateAccountBody = updateBody({ require_two_factor: { schema: Type.Boolean() } } as const satisfies FieldRules, {
  description: 'Owners only.', examples: [{ require_two_factor: true }],
})
