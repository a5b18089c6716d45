// People on the wire: a session, a user, a member, an invitation, and the bodies that make and change
// them. One schema per shape, for the routes' validation and serialization, the OpenAPI document and
// the typed client; the rules a schema cannot say (an email's shape, a password's strength) are the
// fields' canonical checks, with the contract's messages.
import Type, { type Static } from 'typebox'
import { Rights } from '../auth/keys.schemas.js'
import { DEFAULT_ROLE, ROLES, type Role as RoleName, isRole } from '../rights.js'
import { Timestamp } from '../http/api-routes.js'
import { type Canonical, type FieldRules, createBody, messages, updateBody } from '../validation.js'
import { isEmail, isPersonName } from './person.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
// Unsafe only to name the static type: a union mapped from the list is typed `never` otherwise.
const Role = Type.Unsafe<RoleName>(Type.Union(ROLES.map((role) => Type.Literal(role)), { description: 'What the member may do in the account' }))
const Websites = Nullable(Type.Array(Type.Integer(), { description: 'The only websites the member sees; null: all of the account\'s' }))

export const SessionObject = Type.Object({
  user: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String(), two_factor: Type.Boolean() }),
  account: Type.Object({ id: Type.Integer(), name: Type.String(), role: Role, websites: Websites }, { description: 'The account the session acts in now' }),
  rights: Type.Array(Rights.items, { description: 'What the session may do in its account now (its role\'s rights; no `create` while limited to some websites), sorted' }),
  memberships: Type.Array(Type.Object({ account: Type.Object({ id: Type.Integer(), name: Type.String() }), role: Role, websites: Websites }), {
    description: 'Every account the user belongs to, by account id (only its own, for a session of single sign-on)',
  }),
  expires_at: Timestamp,
})
export type SessionObject = Static<typeof SessionObject>

export const UserObject = Type.Object({
  id: Type.Integer(), email: Type.String(), name: Type.String(),
  two_factor: Type.Boolean({ description: 'Whether the user has a second factor: an authenticator app or a passkey' }),
  totp: Type.Boolean({ description: 'Whether an authenticator app (TOTP) is on' }),
  created_at: Timestamp, last_sign_in_at: Nullable(Timestamp),
})
export type UserObject = Static<typeof UserObject>

export const SessionListed = Type.Object({
  id: Type.Integer(), created_at: Timestamp, last_used_at: Timestamp, address: Nullable(Type.String()), user_agent: Nullable(Type.String()),
  current: Type.Boolean({ description: 'The session this request came with' }),
})

export const MemberObject = Type.Object({
  user: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
  role: Role,
  websites: Websites,
  two_factor: Type.Boolean(),
  joined_at: Timestamp,
  last_sign_in_at: Nullable(Timestamp),
})
export type MemberObject = Static<typeof MemberObject>

export const InvitationObject = Type.Object({
  id: Type.Integer(),
  email: Nullable(Type.String({ description: 'Null for an open invitation (the first owner\'s): whoever accepts gives one' })),
  role: Role,
  websites: Websites,
  invited_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'Null when made on the server or by a key' })),
  expires_at: Timestamp,
  created_at: Timestamp,
})
export type InvitationObject = Static<typeof InvitationObject>
/** What an invitation's page shows before anyone accepts it (POST /invitations/preview); never whether the email has a user (accepting does not tell either). */
export const InvitationPreview = Type.Object({
  account: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'The account it joins' }),
  role: Role,
  email: Nullable(Type.String({ description: 'The invited email; null for an open invitation (the first owner\'s): whoever accepts gives one' })),
  expires_at: Timestamp,
})
export type InvitationPreview = Static<typeof InvitationPreview>
export const PreviewBody = createBody({ token: { schema: Type.String(), requiredOnCreate: true } }, {
  description: 'The token of the link (the last part of /invitations/{token}).', examples: [{ token: 'Z3Jhc3Nob3BwZXI…' }],
})
export type PreviewInput = Static<typeof PreviewBody>
export const CreatedInvitation = Type.Object({
  ...InvitationObject.properties,
  url: Type.String({ description: 'The link that accepts it: shown only here' }),
  emailed: Type.Boolean({ description: 'Whether it was sent by email (SMTP_URL)' }),
})

const email: Canonical = (text) => (isEmail(text) ? { ok: true, value: text } : { ok: false, message: 'The email field must be a valid email address.' })
const name: Canonical = (text) => (isPersonName(text) ? { ok: true, value: text } : { ok: false, message: messages.format('name') })
const role: Canonical = (text) => (isRole(text) ? { ok: true, value: text } : { ok: false, message: 'The selected role is invalid.' })

/** A new password: 8-128 characters, taken as typed; its strength is the service's to judge (it needs the email). */
const PASSWORD = { schema: Type.String({ minLength: 8, maxLength: 128, description: '8-128 characters, not a common password, not the email' }), trim: false } as const
const WEBSITES = {
  schema: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
    minItems: 1, maxItems: 1000, description: 'Ids of the account\'s websites: an editor or viewer sees only these; absent: all',
  }),
} as const

export const SIGN_IN_FIELDS = {
  email: { schema: Type.String({ maxLength: 255 }), requiredOnCreate: true },
  password: { schema: Type.String({ maxLength: 1024 }), requiredOnCreate: true, trim: false },
  code: { schema: Type.String({ maxLength: 64, description: 'A second factor\'s code, when the user has one' }) },
} as const satisfies FieldRules
export const SignInBody = createBody(SIGN_IN_FIELDS, { description: 'Form or JSON.', examples: [{ email: 'ada@example.com', password: 'correct horse battery staple' }] })
export type SignInInput = Static<typeof SignInBody>

export const ConfirmBody = createBody({ password: SIGN_IN_FIELDS.password, code: SIGN_IN_FIELDS.code }, {
  description: 'The signed-in person\'s password, and a code of their authenticator app (or a recovery code) when TOTP is on.',
  examples: [{ password: 'correct horse battery staple' }, { password: 'correct horse battery staple', code: '492039' }],
})
export type ConfirmInput = Static<typeof ConfirmBody>

export const SwitchAccountBody = createBody({ account: { schema: Type.Integer({ minimum: 1 }), requiredOnCreate: true } }, {
  description: 'The account to act in: one the user is a member of.', examples: [{ account: 2 }],
})

export const ME_FIELDS = {
  name: { schema: Type.String({ maxLength: 100 }), canonical: name },
  password: PASSWORD,
  current_password: { schema: Type.String({ maxLength: 1024 }), trim: false },
} as const satisfies FieldRules
export const UpdateMeBody = updateBody(ME_FIELDS, {
  description: 'A new name, or a new password with the current one (which ends the user\'s other sessions).',
  examples: [{ name: 'Ada Lovelace' }, { password: 'a new long passphrase', current_password: 'the old one' }],
})
export type UpdateMeInput = Static<typeof UpdateMeBody>

export const INVITE_FIELDS = {
  email: { schema: Type.String({ maxLength: 255 }), requiredOnCreate: true, canonical: email },
  role: { schema: Type.String({ maxLength: 16 }), default: DEFAULT_ROLE, canonical: role },
  websites: WEBSITES,
} as const satisfies FieldRules
export const InviteBody = createBody(INVITE_FIELDS, { description: 'Form or JSON.', examples: [{ email: 'grace@example.com', role: 'editor', websites: [12] }] })
export type InviteInput = Static<typeof InviteBody>

export const ACCEPT_FIELDS = {
  token: { schema: Type.String(), requiredOnCreate: true },
  email: { schema: Type.String({ maxLength: 255, description: 'Only for an invitation made without one (the first owner\'s)' }), canonical: email },
  name: { schema: Type.String({ maxLength: 100 }), canonical: name },
  password: { ...PASSWORD, requiredOnCreate: true },
  code: SIGN_IN_FIELDS.code,
} as const satisfies FieldRules
export const AcceptBody = createBody(ACCEPT_FIELDS, {
  description: 'The token of the link, with a name and a new password when no user has the invited email yet, or that user\'s password.',
  examples: [{ token: 'Z3Jhc3Nob3BwZXI…', name: 'Grace Hopper', password: 'a long passphrase' }],
})
export type AcceptInput = Static<typeof AcceptBody>

export const MEMBER_FIELDS = {
  role: { schema: Type.String({ maxLength: 16 }), canonical: role },
  websites: { ...WEBSITES, nullable: true },
} as const satisfies FieldRules
export const UpdateMemberBody = updateBody(MEMBER_FIELDS, {
  description: 'A new role and/or websites (null: all of the account\'s); owners and admins are never limited.',
  examples: [{ role: 'viewer', websites: [12, 15] }],
})
export type UpdateMemberInput = Static<typeof UpdateMemberBody>

export const PasswordResetBody = createBody({ token: ACCEPT_FIELDS.token, password: ACCEPT_FIELDS.password }, {
  description: 'The token of the link `users reset-password` printed, and the new password.', examples: [{ token: 'cmVzZXQ…', password: 'a new long passphrase' }],
})
export type PasswordResetInput = Static<typeof PasswordResetBody>

export const UserIdParams = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) })
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) })
