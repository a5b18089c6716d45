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

export const ReadHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ description: 'ETags (or *): 304 when one names the current website (weak comparison)' })),
})
export const WriteHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'ETags (or *): 412 unless one names the current website (strong comparison)' })),
})
export const NotModified = Type.Null({ description: 'Not Modified: the ETag named in If-None-Match is current' })

const header = (description: string) => Type.String({ description })
/** What every authenticated answer carries while rate limiting is on. */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': header('Requests per key per 60-second window'),
  'X-RateLimit-Remaining': header('Requests left in the key\'s current window'),
  'RateLimit-Policy': header('The same quota as an IETF field: "key";q=LIMIT;w=60'),
  RateLimit: header('The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS'),
}
export const ETAG_HEADER = { ETag: header('The website\'s strong entity tag, for If-None-Match and If-Match') }
export const CREATED_HEADERS = {
  ...ETAG_HEADER,
  Location: header('The new website\'s URL'),
  'Idempotent-Replayed': header('"true" when this is the remembered answer of an earlier request with the same Idempotency-Key (no ETag then)'),
}
/** A success answer's schema with the headers it carries, for the OpenAPI document. */
export const answering = <T extends object>(schema: T, headers: Record<string, object> = {}) =>
  ({ ...schema, headers: { ...headers, ...RATE_LIMIT_HEADERS } })

/** The error answers an authenticated route can give, as the contract's table lists them. */
export function errorResponses({ body = false, conditional = false, bodyLimits }: { body?: boolean; conditional?: boolean; bodyLimits?: boolean } = {}) {
  return {
    400: errorBody('Malformed request body'),
    401: errorBody('Missing, malformed, unknown, revoked or expired key'),
    403: errorBody('This key may not do this (read-only, or limited to some websites)'),
    404: errorBody('Unknown id, someone else\'s id, or an id that is not canonical'),
    405: errorBody('Known path, wrong method (see the Allow header)'),
    ...(conditional ? { 412: errorBody('Precondition Failed: no ETag in If-Match names the current website') } : {}),
    ...(body ? { 409: errorBody('A request with this idempotency key is still in progress (see Retry-After)'), 422: ValidationErrorBody } : {}),
    ...(bodyLimits ?? body ? { 413: errorBody('Content Too Large'), 415: errorBody('Unsupported Media Type') } : {}),
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
