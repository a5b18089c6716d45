// GET /api/v1/events: the account's changes after a cursor, for any key (a limited key sees its websites' only).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { callerOf } from '../auth/caller.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import type { Static } from 'typebox'
import { EventList, EventsQuery } from './events.schemas.js'
import type { EventsService } from './events.service.js'

/** Typed as the answer it illustrates: a field renamed or added in the schemas fails the build here too. */
const EXAMPLE: Static<typeof EventList> = {
  data: [{
    id: 1031, type: 'website.updated', occurred_at: '2026-11-24T10:20:30.123000Z',
    actor: { type: 'key', key_id: 3, name: 'ci', prefix: 'wak_AbCdEf' }, request_id: '2c1f7b9e-5d43-4f0e-9a55-0b3f3f0a8d21', website_id: 42,
    changes: { email: [0, 1], password: [false, true] },
    data: { id: 42, domain: 'example.com', privacy: 2, email: 1, password: true, exclude_bots: 1, exclude_params: null, exclude_ips: null, created_at: '2026-11-22T10:20:30.000000Z', updated_at: '2026-11-24T10:20:30.123000Z' },
  }],
  meta: { after: 1030, next_after: 1031 },
  status: 200,
}

export function registerEventRoutes(api: FastifyInstance, events: EventsService): void {
  api.withTypeProvider<TypeBoxTypeProvider>().get('/events', {
    schema: {
      tags: ['events'], operationId: 'listEvents', summary: 'What changed, and who changed it',
      description: 'The account\'s events with an id above `after`, oldest first, at most `limit`. Poll with after=next_after to see every ' +
        'event once, in id order: an event that becomes visible later never has an id below one already returned. A key limited to some ' +
        'websites sees their events (deletions included) and no key events. Kept EVENTS_RETENTION_DAYS days (90 by default).',
      querystring: EventsQuery,
      response: { 200: answering('Events', EventList, { example: EXAMPLE }), ...errorResponses() },
    },
  }, async (request) => events.list(callerOf(request), request.query))
  refuseOtherMethods(api, '/events', ['GET', 'HEAD'])
}
