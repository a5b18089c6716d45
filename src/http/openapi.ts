// The OpenAPI 3.1 document, generated from the route schemas that also serialize the responses.
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { ErrorBody, ValidationErrorBody, Website } from '../websites/websites.schemas.js'

export const OPENAPI_PATH = '/api/v1/openapi.json'

const errorBody = (description: string) => ({ ...Type.Ref('Error'), description })

/** The error answers every authenticated route can give, as the contract's table lists them. */
export function errorResponses({ validation = false } = {}) {
  return {
    400: errorBody('Malformed request body'),
    401: errorBody('Missing, malformed, unknown or revoked key'),
    404: errorBody('Unknown id, someone else\'s id, or an id that is not canonical'),
    405: errorBody('Known path, wrong method (see the Allow header)'),
    ...(validation ? { 413: errorBody('Content Too Large'), 415: errorBody('Unsupported Media Type'), 422: ValidationErrorBody } : {}),
    429: errorBody('Too Many Attempts (see Retry-After)'),
    500: errorBody('Server Error'),
    503: errorBody('Storage unavailable, or too many password hashes waiting (see Retry-After)'),
  }
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(Website)
  app.addSchema(ErrorBody)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'websites-api',
        version: '1.0.0',
        description: 'Website records of a web-analytics platform; wire-compatible with phpAnalytics\' API.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
}
