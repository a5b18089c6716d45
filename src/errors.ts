// Domain errors and the one table that turns each into the contract's answer: status, `{message,
// status}` body and headers. Services and pure rules throw these; nothing else knows a status code, and
// each message text exists here once.
import type { FastifyError } from 'fastify'

/** Field name → its one message (the first rule it fails), in the contract's field order. */
export type FieldErrors = Record<string, string[]>

export class Unauthenticated extends Error {}
export class NotFound extends Error {}
/** The caller is not allowed to do this (read-only, limited to other websites, a role without the right). */
export class Forbidden extends Error {}
/** A write with a session cookie that did not come from the service's own pages. */
export class CrossSiteRequest extends Error {}
/** A member of an account that requires two factors, signed in without one, outside their own profile. */
export class TwoFactorRequired extends Error {}
/** A session's change that needs its person to have confirmed it is them recently (a sign-in, or POST /session/confirm). */
export class ConfirmationRequired extends Error {}
export class PreconditionFailed extends Error {}
/** A known path asked with a method it does not support. */
export class MethodNotAllowed extends Error {
  constructor(readonly method: string, readonly allowed: readonly string[]) {
    super(`${method} not allowed`)
  }
}
export class MalformedBody extends Error {}
/** A Host (or trusted X-Forwarded-Host) that is not `host[:port]`: it would end up inside the URLs the service writes. */
export class InvalidHost extends Error {}
export class ContentTooLarge extends Error {}
export class UnsupportedMediaType extends Error {}
/** Refused by Node's HTTP parser before the app sees the request (http/client-errors.ts): a malformed request line or header. */
export class BadRequest extends Error {}
/** Refused by Node's HTTP parser: the request headers did not arrive in time. */
export class RequestTimeout extends Error {}
/** Refused by Node's HTTP parser: the request line and headers are over its limit. */
export class HeaderFieldsTooLarge extends Error {}
export class ValidationFailed extends Error {
  constructor(readonly fields: FieldErrors) {
    super('The given data was invalid.')
  }
}
export class TooManyRequests extends Error {
  constructor(readonly retryAfterSeconds: number, readonly headers: Record<string, string> = {}) {
    super('too many requests')
  }
}
/** An invitation's token that is unknown, used, revoked or expired. */
export class InvitationInvalid extends Error {}
/** A password reset link's token that is unknown, used or expired. */
export class ResetLinkInvalid extends Error {}
/** A single sign-on's second step without its pending sign-in (unknown, used or expired). */
export class SignInStepInvalid extends Error {}
/** Too many failed sign-ins (or invitation acceptances, or second-factor steps) for one email or from one address. */
export class TooManySignInAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many sign-in attempts')
  }
}
/** Storage cannot answer now, or too much work is waiting: a retry later can succeed. */
export class Unavailable extends Error {
  constructor(readonly retryAfterSeconds = 5) {
    super('unavailable')
  }
}
/** The database could not answer (db/failures.ts says which of its errors): `cause` is the driver's error, for the log. */
export class StorageUnavailable extends Unavailable {
  readonly code: string
  constructor(override readonly cause: unknown) {
    super()
    this.code = String((cause as { code?: unknown }).code)
    this.message = `storage unavailable: ${(cause as Error).message ?? String(cause)}`
  }
}

export interface Answer {
  status: number
  message: string | FieldErrors
  headers: Record<string, string>
}

const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) })

/** The table: every domain error and what the client sees for it. Anything else is a 500. */
export function answerFor(error: Error): Answer {
  if (error instanceof ValidationFailed) return { status: 422, message: error.fields, headers: {} }
  if (error instanceof NotFound) return { status: 404, message: 'Resource not found.', headers: {} }
  if (error instanceof Unauthenticated) return { status: 401, message: 'Unauthenticated.', headers: { 'www-authenticate': 'Bearer' } }
  if (error instanceof Forbidden) return { status: 403, message: 'This action is unauthorized.', headers: {} }
  if (error instanceof CrossSiteRequest) return { status: 403, message: 'Cross-site request refused.', headers: {} }
  if (error instanceof TwoFactorRequired) return { status: 403, message: 'This account requires two-factor authentication.', headers: {} }
  if (error instanceof ConfirmationRequired) return { status: 403, message: 'Please confirm your password first.', headers: {} }
  if (error instanceof PreconditionFailed) return { status: 412, message: 'Precondition Failed.', headers: {} }
  if (error instanceof MethodNotAllowed) {
    const allow = error.allowed.join(', ')
    return { status: 405, message: `The ${error.method} method is not supported for this route. Supported methods: ${allow}.`, headers: { allow } }
  }
  if (error instanceof InvalidHost) return { status: 400, message: 'Invalid Host header.', headers: {} }
  if (error instanceof MalformedBody) return { status: 400, message: 'Malformed request body.', headers: {} }
  if (error instanceof ContentTooLarge) return { status: 413, message: 'Content Too Large.', headers: {} }
  if (error instanceof UnsupportedMediaType) return { status: 415, message: 'Unsupported Media Type.', headers: {} }
  if (error instanceof BadRequest) return { status: 400, message: 'Bad Request.', headers: {} }
  if (error instanceof RequestTimeout) return { status: 408, message: 'Request Timeout.', headers: {} }
  if (error instanceof HeaderFieldsTooLarge) return { status: 431, message: 'Request Header Fields Too Large.', headers: {} }
  if (error instanceof TooManyRequests) {
    return { status: 429, message: 'Too Many Attempts.', headers: { ...error.headers, ...retryAfter(error.retryAfterSeconds) } }
  }
  if (error instanceof InvitationInvalid) return { status: 404, message: 'This invitation is invalid or has expired.', headers: {} }
  if (error instanceof ResetLinkInvalid) return { status: 404, message: 'This link is invalid or has expired.', headers: {} }
  if (error instanceof SignInStepInvalid) return { status: 404, message: 'This sign-in is invalid or has expired: sign in again.', headers: {} }
  if (error instanceof TooManySignInAttempts) {
    return { status: 429, message: `Too many sign-in attempts. Please try again in ${error.retryAfterSeconds} seconds.`, headers: retryAfter(error.retryAfterSeconds) }
  }
  if (error instanceof Unavailable) return { status: 503, message: 'Service Unavailable.', headers: retryAfter(error.retryAfterSeconds) }
  return { status: 500, message: 'Server Error.', headers: {} }
}

// Fastify's own errors (body parsing, limits), by code.
const FRAMEWORK_ERRORS: Record<string, () => Error> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ContentTooLarge(),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new UnsupportedMediaType(),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new MalformedBody(),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new MalformedBody(),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new MalformedBody(),
}

/** Whether the database (not the request, nor our own limits) failed. */
export const isStorageFailure = (error: unknown) => error instanceof StorageUnavailable

/** Any thrown value as the answer the client gets. */
export function toAnswer(error: unknown): Answer {
  const code = (error as FastifyError | undefined)?.code ?? ''
  const framework = FRAMEWORK_ERRORS[code]
  if (framework) return answerFor(framework())
  if (error instanceof Error && answerFor(error).status !== 500) return answerFor(error)
  const status = (error as FastifyError | undefined)?.statusCode
  // Other framework 4xx (a malformed request line, a bad header) are the client's fault, not ours.
  if (typeof status === 'number' && status >= 400 && status < 500) return answerFor(new MalformedBody())
  return answerFor(new Error('unexpected'))
}
