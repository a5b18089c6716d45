// One error type and one handler: every failure leaves as the contract's `{message, status}` envelope.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : 'The given data was invalid.')
  }

  static notFound = () => new ApiError(404, 'Resource not found.')
  static unauthenticated = () => new ApiError(401, 'Unauthenticated.', { 'www-authenticate': 'Bearer' })
  static tooManyRequests = (retryAfterSeconds: number) =>
    new ApiError(429, 'Too Many Attempts.', { 'retry-after': String(retryAfterSeconds) })
  static unavailable = () => new ApiError(503, 'Service Unavailable.', { 'retry-after': '5' })
  static validation = (fields: FieldErrors) => new ApiError(422, fields)
  static methodNotAllowed = (method: string, allowed: readonly string[]) =>
    new ApiError(
      405,
      `The ${method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`,
      { allow: allowed.join(', ') },
    )
}

// Fastify's own errors (body parsing, limits) by code, mapped to the contract's wording.
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Content Too Large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Media Type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Malformed request body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Malformed request body.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed request body.'],
}

/**
 * Storage failures that a retry can cure: the client gets 503 + Retry-After, never a 500. SQLite: a
 * lock held too long, a disk that fails or is full. PostgreSQL (SQLSTATE): connection failures (08),
 * too many connections or no disk (53), a server shutting down or starting (57P0x), the statement
 * timeout (57014), serialization failures and deadlocks (40001, 40P01); postgres.js, the socket and
 * our own query deadline report an unreachable server by their own codes.
 */
const UNAVAILABLE_CODES = new RegExp([
  '^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)',
  '^(08...|53...|57P0[1-3]|57014|40001|40P01)$',
  '^(QUERY_DEADLINE|CONNECT_TIMEOUT|CONNECTION_(CLOSED|ENDED|DESTROYED)|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN)$',
].join('|'))

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const code = (error as FastifyError | undefined)?.code ?? ''
  const known = FRAMEWORK_ERRORS[code]
  if (known) return new ApiError(known[0], known[1])
  if (UNAVAILABLE_CODES.test(code)) return ApiError.unavailable()
  const status = (error as FastifyError | undefined)?.statusCode
  // Other framework 4xx (a malformed request line, a bad header) are the client's fault, not ours.
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiError(400, 'Malformed request body.')
  return new ApiError(500, 'Server Error.')
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send({ message: error.body, status: error.status })
}

/**
 * Fastify closes the connection after refusing a body, but a client still sending it then gets a reset
 * instead of the 413. Up to this declared size the rest of the body is read and dropped instead (what
 * Node does with an unread body) and the connection stays open, so the client reads its answer.
 */
const DRAINED_BODY_LIMIT = 16 * 1024 * 1024

export function errorHandler(this: unknown, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error)
  if (apiError.status >= 500) request.log.error({ err: error }, 'request failed')
  if (apiError.status === 413 && Number(request.headers['content-length']) <= DRAINED_BODY_LIMIT) reply.removeHeader('connection')
  return sendError(reply, apiError)
}
