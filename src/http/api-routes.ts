// What every route of the API plugin shares: the error answers it documents, and the 405 for a known
// path asked with another method.
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { MethodNotAllowed } from '../errors.js'

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const

export const ErrorBody = Type.Object({ message: Type.String(), status: Type.Integer() }, { $id: 'Error' })
export const ValidationErrorBody = Type.Object({
  message: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Every failing field, one message each' }),
  status: Type.Literal(422),
})
const errorBody = (description: string) => ({ ...Type.Ref('Error'), description })

/** The error answers an authenticated route can give, as the contract's table lists them. */
export function errorResponses({ body = false } = {}) {
  return {
    400: errorBody('Malformed request body'),
    401: errorBody('Missing, malformed, unknown or revoked key'),
    404: errorBody('Unknown id, someone else\'s id, or an id that is not canonical'),
    405: errorBody('Known path, wrong method (see the Allow header)'),
    ...(body ? { 413: errorBody('Content Too Large'), 415: errorBody('Unsupported Media Type'), 422: ValidationErrorBody } : {}),
    429: errorBody('Too Many Attempts (see Retry-After)'),
    500: errorBody('Server Error'),
    503: errorBody('Storage unavailable, or too many password hashes waiting (see Retry-After)'),
  }
}

/** Known path, wrong method: 405 with `Allow`, decided before any body is read. */
export function refuseOtherMethods(api: FastifyInstance, url: string, allowed: readonly string[]): void {
  api.route({
    method: ALL_METHODS.filter((method) => !allowed.includes(method)),
    url,
    schema: { hide: true },
    onRequest: async (request) => {
      throw new MethodNotAllowed(request.method, allowed)
    },
    handler: async () => undefined,
  })
}
