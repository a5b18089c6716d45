// What kinds of change are told, and who can make one: the words the event log, its writers and the
// webhooks share (a unit of its own, below every feature that writes events).
import Type, { type Static } from 'typebox'
import type { Right } from '../rights.js'

export const WEBSITE_EVENT_TYPES = ['website.created', 'website.updated', 'website.deleted'] as const
export const KEY_EVENT_TYPES = ['key.created', 'key.revoked'] as const
export const MEMBER_EVENT_TYPES = ['member.added', 'member.updated', 'member.removed'] as const
/** A person's second factors changed (TOTP, recovery codes, passkeys): told on each of their accounts. */
export const SECURITY_EVENT_TYPES = ['user.security_changed'] as const
/** The account's own settings changed (its exclusions for every website). */
export const ACCOUNT_EVENT_TYPES = ['account.updated'] as const
/** Every type; `webhook.test` is sent to one endpoint and never listed in /events. */
export const EVENT_TYPES = [...WEBSITE_EVENT_TYPES, ...KEY_EVENT_TYPES, ...MEMBER_EVENT_TYPES, ...SECURITY_EVENT_TYPES, ...ACCOUNT_EVENT_TYPES, 'webhook.test'] as const
export type EventType = typeof EVENT_TYPES[number]

/**
 * Who sees an event of a type in /events: callers with `right`; with `subject`, also the person the event is
 * about (a key's own user, the member changed, the user whose factors changed); with `scoped`, a caller
 * limited to some websites sees only theirs (those it saw once, deleted ones included).
 */
export interface Visibility {
  right: Right
  subject: boolean
  scoped: boolean
}
const WEBSITES: Visibility = { right: 'read', subject: false, scoped: true }
const KEYS: Visibility = { right: 'read-keys', subject: true, scoped: false }
const PEOPLE: Visibility = { right: 'manage-members', subject: true, scoped: false }
export const EVENT_VISIBILITY: Record<EventType, Visibility> = {
  'website.created': WEBSITES, 'website.updated': WEBSITES, 'website.deleted': WEBSITES,
  'key.created': KEYS, 'key.revoked': KEYS,
  'member.added': PEOPLE, 'member.updated': PEOPLE, 'member.removed': PEOPLE, 'user.security_changed': PEOPLE,
  'account.updated': { right: 'manage-account', subject: false, scoped: false },
  'webhook.test': { right: 'manage-webhooks', subject: false, scoped: false },
}


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

