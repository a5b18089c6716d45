// The typed client of websites-api: openapi-fetch over the paths generated from the service's OpenAPI
// document (schema.ts). Every request carries the key; answers 429 and 503 are retried after their
// Retry-After when that is safe.
import createFetchClient, { type Client } from 'openapi-fetch'
import type { components, operations, paths } from './schema.js'

export type { components, operations, paths }
export { LIST_DEFAULTS, LIST_OPTIONS, PRIVACY_NAMES } from './list-options.js'
export { WEBSITE_FIELDS } from './fields.js'
export { DEFAULT_ROLE, RIGHTS, ROLES, type Right, type Role } from './roles.js'
export { OIDC_REFUSALS } from './sign-in-refusals.js'
export { type FieldChoice, type FieldKind, type FieldMeta, type FieldName, type FieldsMeta, choiceOf } from './field-types.js'
export { REASON_WORDS, reasonInWords } from './visit-reasons.js'
export type Website = components['schemas']['Website']
/** Every error answer but 422: `{message, status}`. */
export type ApiError = components['schemas']['Error']
/** A 422: each failing field with its messages. */
export type ValidationError = operations['createWebsite']['responses'][422]['content']['application/json']
export type CreateWebsiteBody = operations['createWebsite']['requestBody']['content']['application/json']
export type UpdateWebsiteBody = operations['updateWebsite']['requestBody']['content']['application/json']
/** The verdict of `GET /api/v1/websites/{id}/check`: tracked or not, the reasons, the URL as recorded. */
export type VisitCheck = operations['checkVisit']['responses'][200]['content']['application/json']['data']
/** A key of the account as `GET /api/v1/keys` lists it (never the key itself). */
export type ApiKey = operations['listKeys']['responses'][200]['content']['application/json']['data'][number]
/** A key just made by `POST /api/v1/keys`: its description and, this once, `key`. */
export type CreatedApiKey = operations['createAccountKey']['responses'][201]['content']['application/json']['data']
export type CreateApiKeyBody = operations['createAccountKey']['requestBody']['content']['application/json']
/** A change to the account's websites or keys, as `GET /api/v1/events` (and a webhook delivery) tells it. */
export type WebsiteEvent = operations['listEvents']['responses'][200]['content']['application/json']['data'][number]
/** A webhook endpoint (never its secret). */
export type WebhookEndpoint = operations['getWebhook']['responses'][200]['content']['application/json']['data']
/** A webhook endpoint just made: its description and, this once, its signing secret. */
export type CreatedWebhookEndpoint = operations['createWebhook']['responses'][201]['content']['application/json']['data']
/** One delivery attempt, as `GET /api/v1/webhooks/{id}/deliveries` lists them. */
export type DeliveryAttempt = operations['listWebhookDeliveries']['responses'][200]['content']['application/json']['data'][number]
export type WebsitesClient = Client<paths>

export interface WebsitesClientOptions {
  /** Where the service answers, without /api/v1, e.g. http://127.0.0.1:8080. */
  baseUrl: string
  /** The bearer API key (`websites-api keys create`); none: the browser's session cookie (the dashboard). */
  apiKey?: string
  /** How many times an answer 429 or 503 is retried; 0: never. Default 2. */
  retries?: number
  /** The longest Retry-After waited for; an answer asking for longer is returned as it is. Default 30 s. */
  maxRetryDelayMs?: number
  /** The fetch to send with (a test double, a proxy agent…). Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>
}

export function createWebsitesClient(options: WebsitesClientOptions): WebsitesClient {
  const { retries = 2, maxRetryDelayMs = 30_000, fetch = globalThis.fetch } = options
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` },
    fetch: retrying(fetch, { retries, maxRetryDelayMs }),
  })
}

/**
 * Whether a request that got `status` (undefined: no answer at all) may have been carried out all the
 * same: the answer was lost, or the service failed after the change may have been stored.
 */
export const mayHaveBeenApplied = (status: number | undefined) => status === undefined || status >= 500

/**
 * Whether sending `request` twice does what sending it once does. A create is, under an Idempotency-Key
 * (the second answers the first 201); a conditional update or any delete is not (the second answers
 * 412 or 404 for a change that was made).
 */
export function safeToRepeat(request: Request): boolean {
  switch (request.method) {
    case 'GET': case 'HEAD': return true
    case 'POST': return request.headers.has('idempotency-key')
    case 'PUT': case 'PATCH': return !request.headers.has('if-match')
    default: return false
  }
}

/**
 * A fetch that sends a request again after an answer 429 (nothing was done), or after a 503 when
 * repeating it is safe, once its Retry-After (seconds or an HTTP date) has passed.
 */
export function retrying(fetchOnce: (request: Request) => Promise<Response>,
  { retries = 2, maxRetryDelayMs = 30_000 }: Pick<WebsitesClientOptions, 'retries' | 'maxRetryDelayMs'> = {}) {
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= retries
      const response = await fetchOnce(last ? request : request.clone())
      const delay = last ? undefined : retryDelay(request, response, maxRetryDelayMs)
      if (delay === undefined) return response
      await response.body?.cancel()
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

/** Milliseconds to wait before sending `request` again, or undefined when it must not be sent again. */
export function retryDelay(request: Request, response: Response, maxDelayMs: number): number | undefined {
  const retriable = response.status === 429 || (response.status === 503 && safeToRepeat(request))
  if (!retriable) return undefined
  const delay = retryAfterMs(response.headers.get('retry-after'))
  return delay <= maxDelayMs ? delay : undefined
}

const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; 1 s when absent or anything else. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  const text = value?.trim() ?? ''
  if (/^\d+$/.test(text)) return Number(text) * 1000
  return HTTP_DATE.test(text) ? Math.max(0, Date.parse(text) - now) : 1000
}

/**
 * Sends a body as application/x-www-form-urlencoded, the encoding phpAnalytics' own clients use:
 * `client.POST('/api/v1/websites', { body, ...formEncoded })`. Null is sent as an empty value (which
 * the service reads as null).
 */
export const formEncoded = {
  bodySerializer: (body: Record<string, string | number | null | undefined>) => {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value === null ? '' : String(value))
    return form
  },
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
}
