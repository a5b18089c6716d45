// What every route of the API plugin shares: the error answers it documents, and the 405 for a known
// path asked with another method.
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import {
  ContentTooLarge, Forbidden, MalformedBody, MethodNotAllowed, NotFound, PreconditionFailed, TooManyRequests, Unauthenticated, Unavailable,
  UnsupportedMediaType, answerFor,
} from '../errors.js'
import { messages } from '../validation.js'

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const

export const ErrorBody = Type.Object({ message: Type.String(), status: Type.Integer({ minimum: 400, maximum: 599 }) }, { $id: 'Error' })

export const ReadHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ description: 'ETags (or *): 304 when one names the current website (weak comparison)' })),
})
export const WriteHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'ETags (or *): 412 unless one names the current website (strong comparison)' })),
})

const header = (description: string) => Type.String({ description })
/** What every answer to a request with a valid key carries while rate limiting is on. */
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': header('Requests per key per 60-second window'),
  'X-RateLimit-Remaining': header('Requests left in the key\'s current window'),
  'RateLimit-Policy': header('The same quota as an IETF field: "key";q=LIMIT;w=60'),
  RateLimit: header('The same as an IETF field: "key";r=REMAINING;t=SECONDS_UNTIL_THE_WINDOW_ENDS'),
}
const RETRY_AFTER = { 'Retry-After': header('Seconds to wait before sending the request again') }
export const ETAG_HEADER = { ETag: header('The website\'s strong entity tag, for If-None-Match and If-Match') }
export const CREATED_HEADERS = {
  ...ETAG_HEADER,
  Location: header('The new website\'s URL'),
  'Idempotent-Replayed': header('"true" when this is the remembered answer of an earlier request with the same Idempotency-Key (no ETag then)'),
}
export const NotModified = Type.Null({ description: 'Not Modified: the ETag named in If-None-Match is current', headers: { ...ETAG_HEADER, ...RATE_LIMIT_HEADERS } })

/** A success answer's schema with its description, the headers it carries and an example, for the OpenAPI document. */
export const answering = <T extends object>(description: string, schema: T, { headers = {}, example }: { headers?: Record<string, object>; example?: unknown } = {}) =>
  ({ ...schema, description, headers: { ...headers, ...RATE_LIMIT_HEADERS }, ...(example === undefined ? {} : { examples: [example] }) })

/** An error answer as documented: its body, headers, and the example the error table itself makes. */
function failing(error: Error, description: string, headers: Record<string, object> = RATE_LIMIT_HEADERS) {
  const { message, status } = answerFor(error)
  // `content` rather than a schema: a $ref cannot carry the example beside it.
  return { description, headers, content: { 'application/json': { schema: Type.Ref('Error'), example: { message, status } } } }
}
const ValidationErrorBody = Type.Object({
  message: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Every failing field, one message each' }),
  status: Type.Literal(422),
}, {
  description: 'Unprocessable Content: every failing field at once',
  headers: RATE_LIMIT_HEADERS,
  examples: [{ message: { domain: [messages.required('domain')], privacy: [messages.between('privacy', 0, 2)] }, status: 422 }],
})

export const ID_NOT_FOUND = 'Unknown id, someone else\'s id, or an id that is not canonical'
/**
 * The error answers a route of the API plugin really gives: `notFound` says when it answers 404 (routes
 * that name an id), `write` routes can be refused to a key (403), `body` routes read and check one,
 * `bodyLimits` routes read one (400, 413, 415). 409 is never answered (concurrent requests under one
 * idempotency key get the replay), nor 405 (it answers a method the path does not have: no operation).
 */
export function errorResponses({ notFound, write = false, body = false, conditional = false, bodyLimits = body }:
  { notFound?: string; write?: boolean; body?: boolean; conditional?: boolean; bodyLimits?: boolean } = {}) {
  return {
    ...(bodyLimits ? { 400: failing(new MalformedBody(), 'Malformed request body') } : {}),
    401: failing(new Unauthenticated(), 'Missing, malformed, unknown, revoked or expired key', { 'WWW-Authenticate': header('Bearer') }),
    ...(write ? { 403: failing(new Forbidden(), 'This key may not do this (read-only, or limited to some websites)') } : {}),
    ...(notFound === undefined ? {} : { 404: failing(new NotFound(), notFound) }),
    ...(conditional ? { 412: failing(new PreconditionFailed(), 'Precondition Failed: no ETag in If-Match names the current website') } : {}),
    ...(bodyLimits ? { 413: failing(new ContentTooLarge(), 'Content Too Large'), 415: failing(new UnsupportedMediaType(), 'Unsupported Media Type') } : {}),
    ...(body ? { 422: ValidationErrorBody } : {}),
    429: failing(new TooManyRequests(60), 'Too Many Attempts: the key\'s quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only)', { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }),
    500: failing(new Error('unexpected'), 'Server Error'),
    503: failing(new Unavailable(), 'Storage unavailable, or too many password hashes waiting', { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }),
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
