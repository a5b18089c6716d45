// The typed client of websites-api: openapi-fetch over the paths generated from the service's OpenAPI
// document (schema.ts). Every request carries the key; answers 429 and 503 are retried after their
// Retry-After when that is safe.
import createFetchClient, { type Client } from 'openapi-fetch'
import type { components, operations, paths } from './schema.js'

export type { components, operations, paths }
export type Website = components['schemas']['Website']
/** Every error answer but 422: `{message, status}`. */
export type ApiError = components['schemas']['Error']
/** A 422: each failing field with its messages. */
export type ValidationError = operations['createWebsite']['responses'][422]['content']['application/json']
export type CreateWebsiteBody = operations['createWebsite']['requestBody']['content']['application/json']
export type UpdateWebsiteBody = operations['updateWebsite']['requestBody']['content']['application/json']
export type WebsitesClient = Client<paths>

export interface WebsitesClientOptions {
  /** Where the service answers, without /api/v1, e.g. http://127.0.0.1:8080. */
  baseUrl: string
  /** The bearer API key (`websites-api keys create`). */
  apiKey: string
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
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: retrying(fetch, { retries, maxRetryDelayMs }),
  })
}

/**
 * A fetch that sends a request again after an answer 429 (nothing was done) or 503 (storage unavailable
 * or too busy), once its Retry-After (seconds or an HTTP date) has passed. A create without an
 * Idempotency-Key is not sent again after a 503: it may have been stored.
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
  const retriable = response.status === 429 ||
    (response.status === 503 && (request.method !== 'POST' || request.headers.has('idempotency-key')))
  if (!retriable) return undefined
  const delay = retryAfterMs(response.headers.get('retry-after'))
  return delay <= maxDelayMs ? delay : undefined
}

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  if (value === null) return 1000
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now)
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
