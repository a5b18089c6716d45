// The webhook routes of the API plugin, for keys that are neither read-only nor limited. Handlers
// translate HTTP only; the rules are in webhooks.service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { callerOf, requireAccess } from '../auth/caller.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import {
  CreateWebhookBody, CreatedWebhook, DeliveryAttempt, UpdateWebhookBody, WebhookDeleted, WebhookIdParams, WebhookObject,
} from './webhooks.schemas.js'
import type { WebhooksService } from './webhooks.service.js'

const tags = ['webhooks']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const FORBIDDEN = 'The key is read-only or limited to some websites'
const NOT_FOUND = 'Unknown id, another account\'s endpoint, or an id that is not canonical'
const EXAMPLE = {
  id: 1, url: 'https://hooks.example.com/websites', events: ['website.created', 'website.deleted'], enabled: true,
  created_at: '2026-11-24T10:20:30.000000Z', updated_at: '2026-11-24T10:20:30.000000Z',
}
const manage = requireAccess('manage-webhooks')

export function registerWebhookRoutes(api: FastifyInstance, webhooks: WebhooksService): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()
  const ok = <T extends object>(description: string, data: T, example: unknown) =>
    answering(description, Type.Object({ data, status: Type.Literal(200) }), { example: { data: example, status: 200 } })

  app.get('/webhooks', {
    preParsing: manage,
    schema: {
      tags, operationId: 'listWebhooks', summary: 'List the account\'s webhook endpoints', description: 'At most 100; never their secrets.',
      response: { 200: ok('Endpoints', Type.Array(WebhookObject), [EXAMPLE]), ...errorResponses({ forbidden: FORBIDDEN }) },
    },
  }, async (request) => ({ data: await webhooks.list(callerOf(request)), status: 200 as const }))

  app.post('/webhooks', {
    attachValidation: true,
    preParsing: manage,
    schema: {
      tags, operationId: 'createWebhook', summary: 'Add a webhook endpoint', body: CreateWebhookBody, consumes,
      description: 'Events of the types asked (all, when none are) are sent to the URL, signed as Standard Webhooks says. The signing secret is in this answer only.',
      response: {
        201: answering('Created; `secret` is shown only here', Type.Object({ data: CreatedWebhook, status: Type.Literal(201) }), {
          headers: { Location: Type.String({ description: 'The endpoint\'s URL' }) },
          example: { data: { ...EXAMPLE, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }, status: 201 },
        }),
        ...errorResponses({ forbidden: FORBIDDEN, body: true }),
      },
    },
  }, async (request, reply) => {
    const created = await webhooks.create(callerOf(request), checkedBody(request))
    reply.code(201).header('location', `${request.origin}${api.prefix}/webhooks/${created.id}`)
    return { data: created, status: 201 as const }
  })

  app.get('/webhooks/:id', {
    preParsing: manage,
    schema: {
      tags, operationId: 'getWebhook', summary: 'Read a webhook endpoint', params: WebhookIdParams,
      response: { 200: ok('The endpoint', WebhookObject, EXAMPLE), ...errorResponses({ forbidden: FORBIDDEN, notFound: NOT_FOUND }) },
    },
  }, async (request) => ({ data: await webhooks.get(callerOf(request), request.params.id), status: 200 as const }))

  app.patch('/webhooks/:id', {
    attachValidation: true,
    preParsing: manage,
    schema: {
      tags, operationId: 'updateWebhook', summary: 'Change a webhook endpoint', params: WebhookIdParams, body: UpdateWebhookBody, consumes,
      response: { 200: ok('The endpoint', WebhookObject, EXAMPLE), ...errorResponses({ forbidden: FORBIDDEN, notFound: NOT_FOUND, body: true }) },
    },
  }, async (request) => ({ data: await webhooks.update(callerOf(request), request.params.id, checkedBody(request)), status: 200 as const }))

  app.delete('/webhooks/:id', {
    preParsing: manage,
    schema: {
      tags, operationId: 'deleteWebhook', summary: 'Delete a webhook endpoint', params: WebhookIdParams,
      description: 'Its pending deliveries and its delivery log go with it; an attempt in flight ends unrecorded.',
      response: {
        200: answering('Deleted', WebhookDeleted, { example: { id: 1, object: 'webhook', deleted: true, status: 200 } }),
        ...errorResponses({ forbidden: FORBIDDEN, notFound: NOT_FOUND, bodyLimits: true }),
      },
    },
  }, async (request) => {
    await webhooks.remove(callerOf(request), request.params.id)
    return { id: request.params.id, object: 'webhook' as const, deleted: true as const, status: 200 as const }
  })

  app.post('/webhooks/:id/test', {
    preParsing: manage,
    schema: {
      tags, operationId: 'testWebhook', summary: 'Send a test event', params: WebhookIdParams,
      description: 'A webhook.test event for this endpoint alone, whatever its events and even when disabled. Not listed in /events.',
      response: {
        202: answering('Queued', Type.Object({ data: Type.Object({ event_id: Type.Integer() }), status: Type.Literal(202) }), { example: { data: { event_id: 1032 }, status: 202 } }),
        ...errorResponses({ forbidden: FORBIDDEN, notFound: NOT_FOUND, bodyLimits: true }),
      },
    },
  }, async (request, reply) => {
    const eventId = await webhooks.sendTest(callerOf(request), request.params.id)
    reply.code(202)
    return { data: { event_id: eventId }, status: 202 as const }
  })

  app.get('/webhooks/:id/deliveries', {
    preParsing: manage,
    schema: {
      tags, operationId: 'listWebhookDeliveries', summary: 'The endpoint\'s latest delivery attempts', params: WebhookIdParams,
      description: 'The latest 100 attempts, newest first.',
      response: {
        200: ok('Attempts', Type.Array(DeliveryAttempt), [{ event_id: 1031, attempt: 1, attempted_at: '2026-11-24T10:20:31.000000Z', status: 200, error: null, duration_ms: 12, next_attempt_at: null }]),
        ...errorResponses({ forbidden: FORBIDDEN, notFound: NOT_FOUND }),
      },
    },
  }, async (request) => ({ data: await webhooks.deliveries(callerOf(request), request.params.id), status: 200 as const }))

  refuseOtherMethods(api, '/webhooks', ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, '/webhooks/:id', ['GET', 'HEAD', 'PATCH', 'DELETE'])
  refuseOtherMethods(api, '/webhooks/:id/test', ['POST'])
  refuseOtherMethods(api, '/webhooks/:id/deliveries', ['GET', 'HEAD'])
}
