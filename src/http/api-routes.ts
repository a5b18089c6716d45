// What every route of the API plugin shares: the error answers it documents, and the 405 for a known
// path asked with another method.
import type { FastifyInstance } from 'fastify'
import Type, { type TSchema } from 'typebox'
import {
  ContentTooLarge, CrossSiteRequest, Forbidden, HeaderFieldsTooLarge, InvalidHost, MalformedBody, MethodNotAllowed, NotFound, PreconditionFailed, RequestTimeout, TwoFactorRequired,
  TooManyRequests, Unauthenticated, Unavailable, UnsupportedMediaType, answerFor,
} from '../errors.js'
import { messages } from '../validation.js'

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const

/** The contract's timestamp, as every answer writes one (db/time.ts makes them). */
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO-8601 UTC with six fraction digits', examples: ['2026-11-22T10:20:30.000000Z'] })

/**
 * The request line and headers together, in bytes (Node's parser answers 431 beyond; app.ts sets it): the
 * bound of every header and query value, written into the document as their maxLength.
 */
export const REQUEST_HEAD_LIMIT = 16 * 1024

/**
 * One error body per status, its `status` a constant, so that a client generated from the document tells
 * errors apart by type (a 404 from a 422). `Error` is their union: what any error answer may be.
 */
const ERROR_STATUSES = [400, 401, 403, 404, 405, 408, 412, 413, 415, 429, 431, 500, 503] as const
type ErrorStatus = typeof ERROR_STATUSES[number]
const errorBody = (status: ErrorStatus) => Type.Object({ message: Type.String(), status: Type.Literal(status) }, { $id: `Error${status}` })
export const ERROR_BODIES = ERROR_STATUSES.map(errorBody)
export const ErrorBody = Type.Union(ERROR_STATUSES.map((status) => Type.Ref(`Error${status}`)), {
  $id: 'Error', description: 'Any error answer but a 422: `{message, status}`, `status` equal to the HTTP status',
})

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request headers a route reads, for the OpenAPI document only (`documentRequestHeaders` writes
     * them there as `headers`). The handler reads and judges them itself (a bad ETag names no version; a
     * bad Idempotency-Key is one of the body's 422 fields). As Fastify's own `headers` schema they would be
     * validated on every request by a check that passes anything, and every read of request.headers would
     * copy them all: 1.2-2.3 µs of a 45 µs read (bench/README.md).
     */
    requestHeaders?: TSchema
  }
}

/** For the OpenAPI document (`transform` of @fastify/swagger): a route's `requestHeaders` as its `headers`. */
export const documentRequestHeaders = <S extends { requestHeaders?: TSchema } | undefined>({ schema, url }: { schema: S; url: string }) =>
  ({ schema: schema?.requestHeaders === undefined ? schema : { ...schema, headers: schema.requestHeaders }, url })

export const ReadHeaders = Type.Object({
  'if-none-match': Type.Optional(Type.String({ maxLength: REQUEST_HEAD_LIMIT, description: 'ETags (or *): 304 when one names the current website (weak comparison); unparseable, it never matches' })),
})
export const WriteHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ maxLength: REQUEST_HEAD_LIMIT, description: 'ETags (or *): 412 unless one names the current website (strong comparison); unparseable, it names no version (412)' })),
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

/** An error answer's body as documented, with the example the error table itself makes. */
function errorContent(error: Error) {
  const { message, status } = answerFor(error)
  // `content` rather than a schema: a $ref cannot carry the example beside it.
  return { 'application/json': { schema: Type.Ref(`Error${status}`), example: { message, status } } }
}
/** An error answer as documented: its body and headers. */
const failing = (error: Error, description: string, headers: Record<string, object> = RATE_LIMIT_HEADERS) =>
  ({ description, headers, content: errorContent(error) })
/** An answer Node's HTTP parser or the Host check gives before any route runs (no rate-limit fields then). */
const early = (error: Error, description: string) => ({ description, content: errorContent(error) })

/**
 * What any request on any path can be answered before its route runs: a `Host` that is not a valid
 * `host[:port]`, a request the parser refuses, or (for routes that read one) a malformed body, nested
 * deeper than 512 levels included (400); request headers not received within 10 s (408); headers over
 * 16 KiB, the request line included (431); and the unexpected (500).
 */
export function transportResponses(bodyRead = false) {
  return {
    400: early(bodyRead ? new MalformedBody() : new InvalidHost(), bodyRead
      ? 'Malformed request body (not JSON or a form, not UTF-8, JSON not an object or nested deeper than 512 levels), an invalid Host header, or a request the HTTP parser refuses'
      : 'An invalid Host header (not host[:port]), or a request the HTTP parser refuses'),
    408: early(new RequestTimeout(), 'The request headers did not arrive within 10 seconds'),
    431: early(new HeaderFieldsTooLarge(), 'Request line and headers over 16 KiB'),
    500: failing(new Error('unexpected'), 'Server Error', {}),
  }
}
export const ValidationErrorBody = Type.Object({
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
 * that name an id), `write` routes can be refused to a key (403; `forbidden` says when, if not for the
 * websites' reasons), `body` routes read and check one,
 * `bodyLimits` routes read one (413, 415; 400 for a malformed one). Every path answers 405 to the methods
 * it lacks: `completeErrorAnswers` writes those into the document, from the paths' methods, and the 403 of a
 * cross-site write with a session cookie to every method that writes. `open` routes need no key. 409 is never
 * answered: requests under one idempotency key at the same time get the replay (websites.service.ts).
 */
export function errorResponses({ notFound, write = false, forbidden, body = false, conditional = false, bodyLimits = body, open = false, limited = true }:
  { notFound?: string; write?: boolean; forbidden?: string; body?: boolean; conditional?: boolean; bodyLimits?: boolean; open?: boolean; limited?: boolean } = {}) {
  const refused = forbidden ?? (write ? 'This key may not do this (read-only, or limited to some websites)' : undefined)
  return {
    ...transportResponses(bodyLimits),
    ...(open ? {} : { 401: failing(new Unauthenticated(), 'Missing, malformed, unknown, revoked or expired key or session', { 'WWW-Authenticate': header('Bearer') }) }),
    ...(refused === undefined ? {} : { 403: failing(new Forbidden(), refused) }),
    ...(notFound === undefined ? {} : { 404: failing(new NotFound(), notFound) }),
    ...(conditional ? { 412: failing(new PreconditionFailed(), 'Precondition Failed: no ETag in If-Match names the current website') } : {}),
    ...(bodyLimits ? { 413: failing(new ContentTooLarge(), 'Content Too Large: over the body limit (128 KiB by default), or a form of more than 1,000 fields'), 415: failing(new UnsupportedMediaType(), 'Unsupported Media Type') } : {}),
    ...(body ? { 422: ValidationErrorBody } : {}),
    ...(limited ? { 429: failing(new TooManyRequests(60), open ? 'Too many failed sign-ins for this email from this address, or from this address (Retry-After)'
      : 'Too Many Attempts: the caller\'s quota (with the rate-limit fields), or too many failed keys from this address (Retry-After only)', { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }) } : {}),
    503: failing(new Unavailable(), 'Storage unavailable, or too many password hashes waiting', { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS }),
  }
}

/** Each API path (as the document spells it) and the methods it allows, as `refuseOtherMethods` learns them. */
const ALLOWED = new Map<string, readonly string[]>()
type Operation = { responses?: Record<string, unknown> }

/** The 405 of every operation of a path with its methods (and `Allow`). */
export function completeErrorAnswers<T extends { paths?: object }>(document: T): T {
  for (const [path, operations] of Object.entries(document.paths ?? {}) as [string, Record<string, Operation>][]) {
    const allow = ALLOWED.get(path)
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.responses || !allow) continue
      operation.responses[405] = methodNotAllowed(allow)
      // A write that comes with a session cookie from another site is refused, on every such path (auth.hook.ts).
      if (method !== 'get' && method !== 'head') operation.responses[403] ??= crossSite()
      // A person whose account requires two factors and who has none is refused outside their session and profile (auth.hook.ts).
      const personal = /^\/api\/v1\/(session|me)(\/|$)/.test(path)
      const open = Array.isArray((operation as { security?: unknown[] }).security) && (operation as { security: unknown[] }).security.length === 0
      if (!personal && !open) operation.responses[403] ??= twoFactorRequired()
      operation.responses = Object.fromEntries(Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)))
    }
  }
  return document
}

/** The 403 of a cross-site write, as the document spells it (in @fastify/swagger's output form). */
function crossSite() {
  const { message, status } = answerFor(new CrossSiteRequest())
  return {
    description: 'Cross-site request refused: a write with a session cookie whose Origin is not the service\'s own',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` }, example: { message, status } } },
  }
}

/** The 403 of a person caught by their account's two-factor rule, as the document spells it. */
function twoFactorRequired() {
  const { message, status } = answerFor(new TwoFactorRequired())
  return {
    description: 'A person signed in without a second factor, in an account that requires two: only their session and profile answer until they set one up',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` }, example: { message, status } } },
  }
}

/** A 405 as the document spells it: written after @fastify/swagger has resolved the routes' schemas, so in its output form. */
function methodNotAllowed(allow: readonly string[]) {
  const { message, status } = answerFor(new MethodNotAllowed('TRACE', allow))
  const headers = { Allow: header(allow.join(', ')), ...RATE_LIMIT_HEADERS }
  return {
    description: `A method this path does not have (it has ${allow.join(', ')})`,
    headers: Object.fromEntries(Object.entries(headers).map(([name, schema]) => [name, { description: (schema as { description?: string }).description, schema: { type: 'string' } }])),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` }, example: { message, status } } },
  }
}

/** Known path, wrong method: 405 with `Allow`, decided before any body is read. */
export function refuseOtherMethods(api: FastifyInstance, url: string, allowed: readonly string[]): void {
  ALLOWED.set(`${api.prefix}${url}`.replace(/:(\w+)/g, '{$1}'), allowed)
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
