// The route table of /api/v1/websites. Handlers translate HTTP only.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { callerOf } from '../auth/auth.hook.js'
import { ApiError } from '../errors.js'
import { errorResponses } from '../http/openapi.js'
import { buildListPage, resolveListParams } from './list-page.js'
import { Deleted, IdParams, ListQuery, WebsiteEnvelope, WebsiteInput, WebsiteList, WebsiteUpdateInput } from './websites.schemas.js'
import type { WebsitesService } from './websites.service.js'

const COLLECTION = '/api/v1/websites'
const ITEM = '/api/v1/websites/:id'
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const
const CANONICAL_ID = /^[1-9]\d{0,15}$/

/** Anything but a canonical positive decimal below 2^53 cannot be an id: the same 404 as a missing one. */
function parseId(raw: string): number {
  const id = Number(raw)
  if (!CANONICAL_ID.test(raw) || !Number.isSafeInteger(id)) throw ApiError.notFound()
  return id
}

const idOf = (request: FastifyRequest) => parseId((request.params as { id: string }).id)
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`
const tags = ['websites']
/** Both encodings the original's clients send, described by the one input schema. */
const bothEncodings = (schema: object) => ({
  content: {
    'application/json': { schema },
    'application/x-www-form-urlencoded': { schema },
  },
})

export function registerWebsitesRoutes(app: FastifyInstance, websites: WebsitesService): void {
  app.get(COLLECTION, {
    schema: { tags, summary: 'List your websites', querystring: ListQuery, response: { 200: WebsiteList, ...errorResponses() } },
  }, async (request) => {
    const params = resolveListParams(request.query as Record<string, unknown>)
    const { websites: rows, total } = await websites.list({
      accountId: callerOf(request).accountId,
      search: params.search,
      sortBy: params.sortBy,
      sort: params.sort,
      limit: params.perPage,
      offset: (params.page - 1) * params.perPage,
    })
    return buildListPage(rows, total, params, originOf(request))
  })

  app.get(ITEM, {
    schema: { tags, summary: 'Read a website', params: IdParams, response: { 200: WebsiteEnvelope(200), ...errorResponses() } },
  }, async (request) => ({ data: await websites.get(callerOf(request).accountId, idOf(request)), status: 200 }))

  app.post(COLLECTION, {
    schema: {
      tags, summary: 'Create a website', body: bothEncodings({ ...WebsiteInput, $id: undefined, required: ['domain'] }),
      response: { 201: WebsiteEnvelope(201), ...errorResponses({ validation: true }) },
    },
  }, async (request, reply) => {
    const website = await websites.create(callerOf(request).accountId, bodyOf(request))
    reply.code(201).header('location', `${originOf(request)}${COLLECTION}/${website.id}`)
    return { data: website, status: 201 }
  })

  app.route({
    method: ['PUT', 'PATCH'],
    url: ITEM,
    schema: {
      tags, summary: 'Update a website (only the fields sent change; PUT and PATCH are the same)', params: IdParams,
      body: bothEncodings({ ...WebsiteUpdateInput, $id: undefined }), response: { 200: WebsiteEnvelope(200), ...errorResponses({ validation: true }) },
    },
    handler: async (request) => ({
      data: await websites.update(callerOf(request).accountId, idOf(request), bodyOf(request)),
      status: 200,
    }),
  })

  app.delete(ITEM, {
    schema: { tags, summary: 'Delete a website', params: IdParams, response: { 200: Deleted, ...errorResponses() } },
  }, async (request) => {
    const id = idOf(request)
    await websites.remove(callerOf(request).accountId, id)
    return { id, object: 'website', deleted: true, status: 200 }
  })

  refuseOtherMethods(app, COLLECTION, ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(app, ITEM, ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'])
}

/** Known path, wrong method: 405 with `Allow`, decided before any body is read. */
function refuseOtherMethods(app: FastifyInstance, url: string, allowed: readonly string[]): void {
  app.route({
    method: ALL_METHODS.filter((method) => !allowed.includes(method)),
    url,
    schema: { hide: true },
    onRequest: async (request) => {
      throw ApiError.methodNotAllowed(request.method, allowed)
    },
    handler: async () => undefined,
  })
}
