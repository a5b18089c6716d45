// The route table of /websites inside the API plugin. The schemas check every part of a request;
// handlers translate HTTP only.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { callerOf, requireAccess } from '../auth/caller.js'
import { CREATED_HEADERS, ETAG_HEADER, ID_NOT_FOUND, NotModified, ReadHeaders, WriteHeaders, answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { etagOf, expectedVersions, notModified, notModifiedAnswer } from '../http/conditional.js'
import { checkedBody } from '../validation.js'
import { buildListPage } from './list-page.js'
import { CreateBody, CreateHeaders, Deleted, EXAMPLE_WEBSITE, IdParams, ListQuery, UpdateBody, WebsiteEnvelope, WebsiteList } from './websites.schemas.js'
import type { WebsitesService } from './websites.service.js'
import { registerVisitCheckRoutes } from './visit-check.routes.js'

const COLLECTION = '/websites'
const ITEM = '/websites/:id'
const tags = ['websites']
/** Both encodings the original's clients send, one body schema for both (a body without a type is checked too). */
const consumes = ['application/json', 'application/x-www-form-urlencoded']

const EXAMPLE_LIST = buildListPage([EXAMPLE_WEBSITE], 1, { search_by: 'domain', sort_by: 'id', sort: 'desc', per_page: 10, page: 1 },
  'https://analytics.example.com/api/v1/websites')

export function registerWebsitesRoutes(api: FastifyInstance, websites: WebsitesService): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()
  const locationOf = (request: FastifyRequest, id: number) => `${request.origin}${api.prefix}${COLLECTION}/${id}`

  app.get(COLLECTION, {
    schema: {
      tags, operationId: 'listWebsites', summary: 'List your websites',
      description: 'One page of the account\'s websites (those the key may see), newest first unless sorted otherwise, ' +
        'with Laravel\'s paginator links and totals. A search matches any part of the domain.',
      querystring: ListQuery,
      response: { 200: answering('A page of websites', WebsiteList, { example: EXAMPLE_LIST }), ...errorResponses() },
    },
  }, async (request) => {
    const { websites: page, total } = await websites.list(callerOf(request), request.query)
    return buildListPage(page, total, request.query, `${request.origin}${api.prefix}${COLLECTION}`)
  })

  app.get(ITEM, {
    schema: {
      tags, operationId: 'getWebsite', summary: 'Read a website', params: IdParams, requestHeaders: ReadHeaders,
      description: 'The website and its ETag; with If-None-Match naming the current ETag, 304 without a body.',
      response: {
        200: answering('The website', WebsiteEnvelope(200), { headers: ETAG_HEADER, example: { data: EXAMPLE_WEBSITE, status: 200 } }),
        304: NotModified, ...errorResponses({ notFound: ID_NOT_FOUND }),
      },
    },
  }, async (request, reply) => {
    const website = await websites.get(callerOf(request), request.params.id)
    const etag = etagOf(website)
    reply.header('etag', etag)
    const answer = { data: website, status: 200 as const }
    if (notModified(request.headers['if-none-match'], etag)) return notModifiedAnswer(reply, reply.serializeInput(answer, '200') as string)
    return answer
  })

  // Field failures reach the service with the fields that passed (attachValidation), so that a 422 also
  // names what only storage can tell (a taken domain), and comes after the 404 of an id not yours.
  app.post(COLLECTION, {
    attachValidation: true,
    preParsing: requireAccess('create'),
    schema: {
      tags, operationId: 'createWebsite', summary: 'Create a website', body: CreateBody, consumes, requestHeaders: CreateHeaders,
      description: 'Fields not given take their defaults; the domain is stored canonical. With an Idempotency-Key, ' +
        'the same request again within 24 hours answers the first 201 again (Idempotent-Replayed: true) and creates nothing.',
      response: {
        201: answering('Created', WebsiteEnvelope(201), { headers: CREATED_HEADERS, example: { data: EXAMPLE_WEBSITE, status: 201 } }),
        ...errorResponses({ write: true, body: true }),
      },
    },
  }, async (request, reply) => {
    // Node joins a header sent twice into one string (only Set-Cookie stays a list).
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    const created = await websites.create(callerOf(request), checkedBody(request), { idempotencyKey, location: (id) => locationOf(request, id) })
    reply.code(201).header('location', created.location)
    // A replay is made from the remembered website by the same serializer: the same bytes as the first answer.
    if (created.replayed) reply.header('idempotent-replayed', 'true')
    else reply.header('etag', etagOf(created.website))
    return { data: created.website, status: 201 as const }
  })

  // PUT and PATCH are the same operation; each method has its own operationId.
  for (const [method, operationId] of [['PATCH', 'updateWebsite'], ['PUT', 'replaceWebsite']] as const) {
    app.route({
      method,
      url: ITEM,
      attachValidation: true,
      preParsing: requireAccess('write'),
      schema: {
        tags, operationId, summary: method === 'PATCH' ? 'Update a website' : 'Update a website (PUT, the same as PATCH)', params: IdParams,
        body: UpdateBody, consumes, requestHeaders: WriteHeaders,
        description: 'Only the fields sent change (PUT and PATCH are the same operation). With If-Match, only while the ' +
          'website is still the version named: otherwise 412 and nothing changes.',
        response: {
          200: answering('The updated website', WebsiteEnvelope(200), { headers: ETAG_HEADER, example: { data: { ...EXAMPLE_WEBSITE, privacy: 2, password: true, exclude_ips: null }, status: 200 } }),
          ...errorResponses({ notFound: ID_NOT_FOUND, write: true, body: true, conditional: true }),
        },
      },
      handler: async (request, reply) => {
        const id = request.params.id
        const website = await websites.update(callerOf(request), id, checkedBody(request), expectedVersions(request.headers['if-match'], id))
        reply.header('etag', etagOf(website))
        return { data: website, status: 200 as const }
      },
    })
  }

  app.delete(ITEM, {
    preParsing: requireAccess('write'),
    schema: {
      tags, operationId: 'deleteWebsite', summary: 'Delete a website', params: IdParams, requestHeaders: WriteHeaders,
      description: 'Deletes the website for good. With If-Match, only while it is still the version named.',
      response: {
        200: answering('Deleted', Deleted, { example: { id: 12, object: 'website', deleted: true, status: 200 } }),
        ...errorResponses({ notFound: ID_NOT_FOUND, write: true, conditional: true, bodyLimits: true }),
      },
    },
  }, async (request) => {
    const id = request.params.id
    await websites.remove(callerOf(request), id, expectedVersions(request.headers['if-match'], id))
    return { id, object: 'website' as const, deleted: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, COLLECTION, ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, ITEM, ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'])
  registerVisitCheckRoutes(api, websites)
}
