// GET (and HEAD) /websites/{id}/check with the visit in the query, and POST with it in a body (for URLs
// too long for a request line). A read: any key that can see the website may ask, read-only and limited too.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Type from 'typebox'
import { callerOf } from '../auth/caller.js'
import { ID_NOT_FOUND, answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody, messages } from '../validation.js'
import { EXAMPLE_VISIT_CHECK, VisitBody, VisitCheck, VisitQuery } from './visit-check.schemas.js'
import { IdParams } from './websites.schemas.js'
import type { WebsitesService } from './websites.service.js'

const CHECK = '/websites/:id/check'
const tags = ['websites']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const description = 'Whether the tracker would record this visit, and why not: the website\'s exclude_bots (the user agent is a ' +
  'known bot, HTTP library or headless browser) and exclude_ips (the address is inside an entry), in that order; and the ' +
  'URL as it would be recorded, the exclude_params names removed (the whole query for `&`). Removing parameters is not a reason.'

const InvalidVisit = answering('Unprocessable Content: every failing field at once, in the order ip, user_agent, url', Type.Object({
  message: Type.Record(Type.String(), Type.Array(Type.String())),
  status: Type.Literal(422),
}), { example: { message: { ip: [messages.ip('ip')], user_agent: [messages.maxLength('user_agent', 1024)], url: [messages.url('url')] }, status: 422 } })

const responses = (bodyLimits: boolean) => ({
  200: answering('The verdict', VisitCheck, { example: EXAMPLE_VISIT_CHECK }),
  ...errorResponses({ notFound: ID_NOT_FOUND, bodyLimits }),
  422: InvalidVisit,
})

/** The fields that passed and each failing field's message, from the query or the body. */
const checked = <T>(request: FastifyRequest, fields: T) => checkedBody({ body: fields, validationError: request.validationError })

export function registerVisitCheckRoutes(api: FastifyInstance, websites: WebsitesService): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  // attachValidation: a field's 422 comes after the 404 of a website that is not the caller's.
  app.get(CHECK, {
    attachValidation: true,
    schema: { tags, operationId: 'checkVisit', summary: 'Would this visit be tracked?', description, params: IdParams, querystring: VisitQuery, response: responses(false) },
  }, async (request) => {
    const data = await websites.check(callerOf(request), request.params.id, checked(request, request.query))
    return { data, status: 200 as const }
  })

  app.post(CHECK, {
    attachValidation: true,
    schema: {
      tags, operationId: 'checkVisitWithBody', summary: 'Would this visit be tracked? (the visit in a body)', params: IdParams,
      description: `The same as GET, with the fields in a JSON or form body (the query is not read). ${description}`,
      body: VisitBody, consumes, response: responses(true),
    },
  }, async (request) => {
    const data = await websites.check(callerOf(request), request.params.id, checked(request, request.body))
    return { data, status: 200 as const }
  })

  refuseOtherMethods(api, CHECK, ['GET', 'HEAD', 'POST'])
}
