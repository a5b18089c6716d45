// The event object, the query that pages through an account's events, and the answer: one schema per
// shape, for the route's validation and serialization, the OpenAPI document and the typed client.
import Type, { type Static } from 'typebox'
import { Timestamp } from '../http/api-routes.js'
import { queryFilter } from '../validation.js'
import { Actor, EVENT_TYPES, type EventType } from '../changes/event-types.js'


const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const EventObject = Type.Object({
  id: Type.Integer({ description: 'Increasing across the service; an account never sees a lower one after a higher one' }),
  // Unsafe only to name the static type: a union mapped from the list is typed `never` otherwise.
  type: Type.Unsafe<EventType>(Type.Union(EVENT_TYPES.map((type) => Type.Literal(type)))),
  occurred_at: Timestamp,
  actor: Actor,
  request_id: Nullable(Type.String({ description: 'The X-Request-Id of the request that made the change' })),
  website_id: Nullable(Type.Integer()),
  // An array of two rather than a tuple: the serializer cannot write a tuple of unknowns.
  changes: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }), {
    description: 'website.updated only: each field that changed, [before, after], in the fields\' order (the password as booleans)',
  })),
  data: Nullable(Type.Unknown({ description: 'The website after the change (before it, for a delete), the key\'s description, the member as listed, or for `user.security_changed` the person and what changed (`{"user": {"id", "email", "name"}, "change": "totp_enabled"}`; never a secret)' })),
})
export type Event = Static<typeof EventObject>

export const EventsQuery = Type.Object({
  after: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0, description: 'Events with an id above this one; anything but a non-negative integer is 0' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 100, description: '1-100; anything else is 100' }),
  // Given twice, empty or outside its schema, a filter matches nothing (the unfit values name no type and no website).
  type: Type.Optional(queryFilter(Type.String({ maxLength: 64, description: 'Only events of this type; an unknown type, or one given twice or empty, matches none' }), '')),
  website_id: Type.Optional(queryFilter(Type.Integer({
    minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Only this website\'s events; a website the key cannot see, or an id given twice, empty or not a canonical decimal, matches none',
  }), 0)),
}, { description: '`after` and `limit` outside their allowed sets fall back to their defaults; never a 422' })
export type EventsQuery = Static<typeof EventsQuery>

export const EventList = Type.Object({
  data: Type.Array(EventObject),
  meta: Type.Object({
    after: Type.Integer(),
    next_after: Type.Integer({ description: 'The id of the last event returned, or `after` when none was: poll again with after=next_after' }),
  }),
  status: Type.Literal(200),
})
