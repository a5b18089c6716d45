// A key as people and the API see it, never the key itself, and the body that makes one: one schema per
// shape, which the routes' answers, their validation and the OpenAPI document use, and the types the
// stores and the CLI read keys as.
import Type, { type Static } from 'typebox'
import { Timestamp } from '../http/api-routes.js'
import { parseTimestamp } from '../db/time.js'
import { MAX_KEY_NAME_LENGTH, isKeyName } from './keys.js'
import { RIGHTS, type Right } from '../rights.js'
import { type Canonical, type FieldRules, createBody, messages } from '../validation.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

/** A caller's rights as the wire lists them, in the service's order (src/rights.ts). */
export const Rights = Type.Array(Type.Unsafe<Right>(Type.Union(RIGHTS.map((right) => Type.Literal(right)))), {
  description: 'What the caller may do in its account, sorted: read, write, create, own-keys, read-keys, manage-keys, manage-webhooks, manage-members, manage-owners, manage-account',
})

export const KeyObject = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  account: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, to recognise it by' }),
  read_only: Type.Boolean({ description: 'Writes are 403' }),
  websites: Nullable(Type.Array(Type.Integer(), { description: 'The only websites the key sees; null: all of the account\'s' })),
  admin: Type.Boolean({ description: 'May manage the account\'s keys (GET/POST /api/v1/keys, DELETE /api/v1/keys/{id})' }),
  rights: Type.Array(Rights.items, { description: 'What the key may do now: its flags\' rights, a person\'s key never more than that person\'s role in the account; none once revoked' }),
  user_id: Nullable(Type.Integer({ description: 'The person whose key it is: who made it signed in, or whose key made it; null for keys of the CLI, the import or an account\'s key' })),
  expires_at: Nullable(Timestamp),
  created_at: Timestamp,
  last_used_at: Nullable(Timestamp),
})

/** A key of the account as `GET /api/v1/keys` lists it: the description and when it was revoked. */
export const ListedKey = Type.Object({
  ...KeyObject.properties,
  revoked_at: Type.Union([Timestamp, Type.Null()], { description: 'Null while the key works' }),
})
export type KeyDescription = Static<typeof ListedKey>

/** A new key's description and, this once, the key itself. */
export const CreatedKey = Type.Object({
  ...ListedKey.properties,
  key: Type.String({ description: 'The key: shown only in this answer, never again' }),
})

export const KeyIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Anything but a canonical positive decimal, or a key of another account, is a 404' }),
})

export const Revoked = Type.Object({
  id: Type.Integer(),
  object: Type.Literal('key'),
  revoked: Type.Literal(true),
  status: Type.Literal(200),
})

/** Keys may see at most this many websites; a longer list is refused. */
export const MAX_KEY_WEBSITES = 1000

/** An ISO-8601 moment with its zone, stored as the contract's timestamp; whether it is still ahead is the service's to say. */
const moment: Canonical = (text) => {
  const time = parseTimestamp(text)
  return time === undefined ? { ok: false, message: messages.date('expires_at') } : { ok: true, value: time }
}

/** A label people read in lists: printable characters only (the schema says how many). */
const label: Canonical = (text) => (isKeyName(text) ? { ok: true, value: text } : { ok: false, message: messages.format('name') })

export const KEY_FIELDS = {
  name: {
    schema: Type.String({ maxLength: MAX_KEY_NAME_LENGTH, description: 'A label to recognise the key by: 1-100 printable characters (no control, format, private-use or unassigned character)' }),
    requiredOnCreate: true, canonical: label,
  },
  read_only: { schema: Type.Boolean({ description: 'Writes are 403' }), default: false },
  websites: {
    schema: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
      minItems: 1, maxItems: MAX_KEY_WEBSITES, description: 'Ids of the account\'s websites: the key sees only these (and cannot create); absent: all',
    }),
  },
  expires_at: {
    schema: Type.String({ maxLength: 64, description: 'A future ISO-8601 time with its zone, after which the key is refused; a key made by an expiring key expires no later than it' }),
    canonical: moment,
  },
  admin: { schema: Type.Boolean({ description: 'May manage the account\'s keys' }), default: false },
} as const satisfies FieldRules

export const CreateKeyBody = createBody(KEY_FIELDS, {
  description: 'Form or JSON. Booleans are true/false, 1/0 or their strings; in a form a list is websites[]=12&websites[]=15.',
  examples: [{ name: 'partner', read_only: true, websites: [12, 15], expires_at: '2027-01-01T00:00:00Z' }],
})
export type CreateKeyInput = Static<typeof CreateKeyBody>
