// A webhook endpoint as the API shows it, the bodies that make and change one, and a delivery attempt:
// one schema per shape, for validation, serialization, the OpenAPI document and the typed client.
import Type, { type Static } from 'typebox'
import { Timestamp } from '../http/api-routes.js'
import { type FieldRules, createBody, updateBody } from '../validation.js'
import { ACCOUNT_EVENT_TYPES, KEY_EVENT_TYPES, MEMBER_EVENT_TYPES, SECURITY_EVENT_TYPES, WEBSITE_EVENT_TYPES } from '../changes/event-types.js'

/** The types an endpoint may subscribe to (`webhook.test` goes to the endpoint asked, whatever it subscribes to). */
export const SUBSCRIBABLE_TYPES = [...WEBSITE_EVENT_TYPES, ...KEY_EVENT_TYPES, ...MEMBER_EVENT_TYPES, ...SECURITY_EVENT_TYPES, ...ACCOUNT_EVENT_TYPES] as const
/** Endpoints an account may have. */
export const MAX_WEBHOOKS = 100

export const WebhookObject = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(Type.String(), { description: 'The event types sent; empty: all of them' }),
  enabled: Type.Boolean({ description: 'False: nothing is sent (set by hand, or after 5 days of failed attempts)' }),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Webhook = Static<typeof WebhookObject>

export const CreatedWebhook = Type.Object({
  ...WebhookObject.properties,
  secret: Type.String({ description: 'whsec_ and the base64 of 32 random bytes: the signing secret, shown only in this answer' }),
})

const EventTypes = Type.Array(Type.Union(SUBSCRIBABLE_TYPES.map((type) => Type.Literal(type))), {
  description: 'Event types to send; absent or empty: all', maxItems: SUBSCRIBABLE_TYPES.length * 4,
})

export const WEBHOOK_FIELDS = {
  url: {
    schema: Type.String({ description: 'An absolute https URL of at most 2,048 characters whose host is not (and does not resolve to) a private or local address' }),
    requiredOnCreate: true,
  },
  events: { schema: EventTypes },
  enabled: { schema: Type.Boolean({ description: 'Whether events are sent' }) },
} as const satisfies FieldRules

export const CreateWebhookBody = createBody({ url: WEBHOOK_FIELDS.url, events: WEBHOOK_FIELDS.events }, {
  description: 'Form or JSON; in a form a list is events[]=website.created&events[]=website.deleted.',
  examples: [{ url: 'https://hooks.example.com/websites', events: ['website.created', 'website.deleted'] }],
})
export type CreateWebhookInput = Static<typeof CreateWebhookBody>
export const UpdateWebhookBody = updateBody(WEBHOOK_FIELDS, {
  description: 'Only the fields sent change. Enabling an endpoint again resumes its deliveries not yet given up.',
  examples: [{ enabled: true }],
})
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>

export const WebhookIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Anything but a canonical positive decimal, or another account\'s endpoint, is a 404' }),
})

export const DeliveryAttempt = Type.Object({
  event_id: Type.Integer(),
  attempt: Type.Integer({ description: '1 for the first attempt of this event at this endpoint' }),
  attempted_at: Timestamp,
  status: Type.Union([Type.Integer(), Type.Null()], { description: 'The HTTP status answered; null when none came' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why no answer came, or why it did not count' }),
  duration_ms: Type.Integer(),
  next_attempt_at: Type.Union([Timestamp, Type.Null()], { description: 'When it is tried again; null: delivered or given up' }),
})
export type DeliveryAttempt = Static<typeof DeliveryAttempt>

export const WebhookDeleted = Type.Object({
  id: Type.Integer(), object: Type.Literal('webhook'), deleted: Type.Literal(true), status: Type.Literal(200),
})
