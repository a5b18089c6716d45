// Passkeys on the wire: the passkey object, the options a browser's navigator.credentials.create() and
// .get() take (WebAuthn Level 2's JSON forms), and the bodies carrying the browser's answer. The answer's
// inside is WebAuthn's: only its outline is checked here, the rest by the verification (one message).
import Type from 'typebox'
import { Timestamp } from '../http/api-routes.js'
import { type FieldRules, createBody } from '../validation.js'

/** Every refused answer says only this: which check failed is not the client's business. */
export const NOT_VERIFIED = 'The passkey could not be verified.'

const Base64Url = Type.String({ description: 'base64url, without padding' })

export const PasskeyObject = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Given by the person when they added it' }),
  created_at: Timestamp,
  last_used_at: Type.Union([Timestamp, Type.Null()], { description: 'The last sign-in with it; null before the first' }),
  backed_up: Type.Boolean({ description: 'Whether its provider syncs it (a passkey that survives the loss of the device)' }),
  transports: Type.Array(Type.String(), { description: 'How the browser reaches the authenticator (internal, hybrid, usb, nfc, ble), as it said' }),
})

const Descriptor = Type.Object({ id: Base64Url, type: Type.Literal('public-key'), transports: Type.Optional(Type.Array(Type.String())) })

export const CreationOptions = Type.Object({
  rp: Type.Object({ id: Type.String(), name: Type.String() }),
  user: Type.Object({ id: Base64Url, name: Type.String(), displayName: Type.String() }),
  challenge: Type.String({ description: 'base64url; single use, valid 5 minutes; the answer carries it back' }),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
  timeout: Type.Optional(Type.Integer()),
  excludeCredentials: Type.Optional(Type.Array(Descriptor, { description: 'The person\'s passkeys already stored' })),
  authenticatorSelection: Type.Optional(Type.Object({
    residentKey: Type.Optional(Type.String()), requireResidentKey: Type.Optional(Type.Boolean()), userVerification: Type.Optional(Type.String()),
    authenticatorAttachment: Type.Optional(Type.String()),
  })),
  attestation: Type.Optional(Type.String()),
  extensions: Type.Optional(Type.Object({}, { additionalProperties: true })),
  hints: Type.Optional(Type.Array(Type.String())),
}, { description: 'PublicKeyCredentialCreationOptionsJSON: what navigator.credentials.create() takes, once its base64url members are bytes' })

export const RequestOptions = Type.Object({
  rpId: Type.Optional(Type.String()),
  challenge: Type.String({ description: 'base64url; single use, valid 5 minutes; the answer carries it back' }),
  timeout: Type.Optional(Type.Integer()),
  allowCredentials: Type.Optional(Type.Array(Descriptor)),
  userVerification: Type.Optional(Type.String()),
  extensions: Type.Optional(Type.Object({}, { additionalProperties: true })),
  hints: Type.Optional(Type.Array(Type.String())),
}, { description: 'PublicKeyCredentialRequestOptionsJSON: what navigator.credentials.get() takes, once its base64url members are bytes' })

/** The browser's answer (a PublicKeyCredential as JSON): its outline; WebAuthn's verification judges the rest. */
const answer = (response: ReturnType<typeof Type.Object>, description: string) => Type.Object({
  id: Base64Url,
  rawId: Base64Url,
  type: Type.Literal('public-key'),
  response,
  authenticatorAttachment: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  clientExtensionResults: Type.Optional(Type.Object({}, { additionalProperties: true })),
}, { description })

const RegistrationAnswer = answer(Type.Object({
  clientDataJSON: Base64Url,
  attestationObject: Base64Url,
  transports: Type.Optional(Type.Array(Type.String())),
}, { additionalProperties: true }), 'RegistrationResponseJSON: what navigator.credentials.create() gave, its bytes as base64url')

const AuthenticationAnswer = answer(Type.Object({
  clientDataJSON: Base64Url,
  authenticatorData: Base64Url,
  signature: Base64Url,
  userHandle: Type.Optional(Base64Url),
}, { additionalProperties: true }), 'AuthenticationResponseJSON: what navigator.credentials.get() gave, its bytes as base64url')

const EXAMPLE_CLIENT_DATA = 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiLi4uIn0'

export const AddPasskeyBody = createBody({
  name: { schema: Type.String({ maxLength: 100, description: 'What the person calls it ("Laptop", "Phone")' }), requiredOnCreate: true },
  credential: { schema: RegistrationAnswer, requiredOnCreate: true, invalid: NOT_VERIFIED },
} as const satisfies FieldRules, {
  description: 'JSON only: the browser\'s answer to the creation options, and a name.',
  examples: [{ name: 'Laptop', credential: { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: EXAMPLE_CLIENT_DATA, attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] }, clientExtensionResults: {} } }],
})

export const PasskeySignInBody = createBody({
  credential: { schema: AuthenticationAnswer, requiredOnCreate: true, invalid: NOT_VERIFIED },
} as const satisfies FieldRules, {
  description: 'JSON only: the browser\'s answer to the request options.',
  examples: [{ credential: { id: 'AQID', rawId: 'AQID', type: 'public-key', response: { clientDataJSON: EXAMPLE_CLIENT_DATA, authenticatorData: 'SZYN5YgO', signature: 'MEUCIQ', userHandle: 'Nw' }, clientExtensionResults: {} } }],
})

export const OidcSecondStepBody = createBody({
  code: { schema: Type.String({ maxLength: 64, description: 'A code of the person\'s authenticator app, or a recovery code' }) },
  credential: { schema: AuthenticationAnswer, invalid: NOT_VERIFIED },
} as const satisfies FieldRules, {
  description: 'JSON or form: a `code`, or (JSON) a passkey\'s `credential` answering `POST /session/passkey/options`.',
  examples: [{ code: '492039' }],
})
