// The event object, the query that pages through an account's events, and the answer: one schema per
// shape, for the route's validation and serialization, the OpenAPI document and the typed client.
import Type, { type Static } from 'typebox'
import { Timestamp } from '../http/api-routes.js'
import { Actor, EVENT_TYPES } from '../changes/event-types.js'


const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])

export const EventObject = Type.Object({
  id: Type.Integer({ description: 'Increasing across the service; an account never sees a lower one after a higher one' }),
  type: Type.Union(EVENT_TYPES.map((type) => Type.Literal(type))),
  occurred_at: Timestamp,
  actor: Actor,
  request_id: Nullable(Type.String({ description: 'The X-Request-Id of the request that made the change' })),
  website_id: Nullable(Type.Integer()),
  // An array of two rather than a tuple: the serializer cannot write a tuple of unknowns.
  changes: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 }), {
    description: 'website.updated only: each field that changed, [before, after], in the fields\' order (the password as booleans)',
  })),
  data: Nullable(Type.Unknown({ description: 'The website after the change (before it, for a delete), or the key\'s description' })),
})
export type Event = Static<typeof EventObject>

export const EventsQuery = Type.Object({
  after: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0, description: 'Events with an id above this one; anything but a non-negative integer is 0' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 100, description: '1-100; anything else is 100' }),
  type: Type.Optional(Type.String({ maxLength: 64, description: 'Only events of this type (an unknown type matches none)' })),
  website_id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Only this website\'s events' })),
}, { description: 'A value outside its allowed set falls back to the default; never a 422' })
export type EventsQuery = Static<typeof EventsQuery>

export const EventList = Type.Object({
  data: Type.Array(EventObject),
  meta: Type.Object({
    after: Type.Integer(),
    next_after: Type.Integer({ description: 'The id of the last event returned, or `after` when none was: poll again with after=next_after' }),
  }),
  status: Type.Literal(200),
})
