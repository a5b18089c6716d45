// The route table of /websites inside the API plugin. The schemas check every part of a request;
// handlers translate HTTP only.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { callerOf } from '../auth/auth.hook.js'
import { errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import { buildListPage } from './list-page.js'
import { CreateBody, Deleted, IdParams, ListQuery, UpdateBody, WebsiteEnvelope, WebsiteList } from './websites.schemas.js'
import type { WebsitesService } from './websites.service.js'

const COLLECTION = '/websites'
const ITEM = '/websites/:id'
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`
const tags = ['websites']
/** Both encodings the original's clients send, one body schema for both (a body without a type is checked too). */
const consumes = ['application/json', 'application/x-www-form-urlencoded']

export function registerWebsitesRoutes(api: FastifyInstance, websites: WebsitesService): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()
  const locationOf = (request: FastifyRequest, id: number) => `${originOf(request)}${api.prefix}${COLLECTION}/${id}`

  app.get(COLLECTION, {
    schema: { tags, summary: 'List your websites', querystring: ListQuery, response: { 200: WebsiteList, ...errorResponses() } },
  }, async (request) => {
    const { websites: page, total } = await websites.list(callerOf(request), request.query)
    return buildListPage(page, total, request.query, `${originOf(request)}${api.prefix}${COLLECTION}`)
  })

  app.get(ITEM, {
    schema: { tags, summary: 'Read a website', params: IdParams, response: { 200: WebsiteEnvelope(200), ...errorResponses() } },
  }, async (request) => ({ data: await websites.get(callerOf(request), request.params.id), status: 200 as const }))

  // Field failures reach the service with the fields that passed (attachValidation), so that a 422 also
  // names what only storage can tell (a taken domain), and comes after the 404 of an id not yours.
  app.post(COLLECTION, {
    attachValidation: true,
    schema: { tags, summary: 'Create a website', body: CreateBody, consumes, response: { 201: WebsiteEnvelope(201), ...errorResponses({ body: true }) } },
  }, async (request, reply) => {
    const website = await websites.create(callerOf(request), checkedBody(request))
    reply.code(201).header('location', locationOf(request, website.id))
    return { data: website, status: 201 as const }
  })

  app.route({
    method: ['PUT', 'PATCH'],
    url: ITEM,
    attachValidation: true,
    schema: {
      tags, summary: 'Update a website (only the fields sent change; PUT and PATCH are the same)', params: IdParams,
      body: UpdateBody, consumes, response: { 200: WebsiteEnvelope(200), ...errorResponses({ body: true }) },
    },
    handler: async (request) => ({
      data: await websites.update(callerOf(request), request.params.id, checkedBody(request)),
      status: 200 as const,
    }),
  })

  app.delete(ITEM, {
    schema: { tags, summary: 'Delete a website', params: IdParams, response: { 200: Deleted, ...errorResponses() } },
  }, async (request) => {
    await websites.remove(callerOf(request), request.params.id)
    return { id: request.params.id, object: 'website' as const, deleted: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, COLLECTION, ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, ITEM, ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'])
}
