// What kinds of change are told, and who can make one: the words the event log, its writers and the
// webhooks share (a unit of its own, below every feature that writes events).
import Type, { type Static } from 'typebox'

export const WEBSITE_EVENT_TYPES = ['website.created', 'website.updated', 'website.deleted'] as const
export const KEY_EVENT_TYPES = ['key.created', 'key.revoked'] as const
export const MEMBER_EVENT_TYPES = ['member.added', 'member.updated', 'member.removed'] as const
/** A person's second factors changed (TOTP, recovery codes, passkeys): told on each of their accounts. */
export const SECURITY_EVENT_TYPES = ['user.security_changed'] as const
/** Every type; `webhook.test` is sent to one endpoint and never listed in /events. */
export const EVENT_TYPES = [...WEBSITE_EVENT_TYPES, ...KEY_EVENT_TYPES, ...MEMBER_EVENT_TYPES, ...SECURITY_EVENT_TYPES, 'webhook.test'] as const
export type EventType = typeof EVENT_TYPES[number]


export const Actor = Type.Object({
  type: Type.Union([Type.Literal('key'), Type.Literal('user'), Type.Literal('cli'), Type.Literal('import')], {
    description: 'A key over the API, a person signed in, an operator\'s command on the server, or an import',
  }),
  key_id: Type.Optional(Type.Integer()),
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  prefix: Type.Optional(Type.String()),
  user_id: Type.Optional(Type.Integer({ description: 'The person: a signed-in user, or the user who owns the key' })),
  email: Type.Optional(Type.String()),
}, { description: 'Who made the change; `key_id`, `name` and `prefix` for a key (and `user_id` when a person owns it); `user_id`, `name` and `email` for a person' })
export type Actor = Static<typeof Actor>

