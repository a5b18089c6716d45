// /api/v1: every route that needs a key lives in this plugin, with its own hooks in the contract's
// order: authentication (401, or 429 for an address that failed too often), the per-key rate limit,
// then routing (404 for an unknown path, 405 for a wrong method), then the route's own checks.
import type { FastifyInstance } from 'fastify'
import { registerAuth } from '../auth/auth.hook.js'
import type { KeysService } from '../auth/keys.service.js'
import { registerRateLimit } from '../auth/rate-limit.hook.js'
import type { RateLimitStore } from '../auth/rate-limits.js'
import { registerKeyRoutes } from '../auth/keys.routes.js'
import { NotFound } from '../errors.js'
import type { WebsitesService } from '../websites/websites.service.js'
import { registerWebsitesRoutes } from '../websites/websites.routes.js'
import { refuseOtherMethods } from './api-routes.js'
import { registerBodyParsers } from './body-parsers.js'

export const API_PREFIX = '/api/v1'
/** The OpenAPI document, under the prefix. */
export const OPENAPI_DOCUMENT = '/openapi.json'

export interface ApiOptions {
  websites: WebsitesService
  keys: KeysService
  rateLimits: RateLimitStore
  /** Per key; 0 = off. */
  rateLimitPerMinute: number
  /** Failed authentications per client address; 0 = off. */
  authFailuresPerMinute: number
}

export async function apiPlugin(api: FastifyInstance, options: ApiOptions): Promise<void> {
  registerAuth(api, { keys: options.keys, authFailuresPerMinute: options.authFailuresPerMinute, rateLimits: options.rateLimits })
  registerRateLimit(api, { perMinute: options.rateLimitPerMinute, rateLimits: options.rateLimits })
  api.setNotFoundHandler(() => {
    throw new NotFound()
  })
  registerBodyParsers(api)
  registerWebsitesRoutes(api, options.websites)
  registerKeyRoutes(api, options.keys)
  // GET and HEAD of the document are public (registered outside this plugin); any other method needs a key.
  refuseOtherMethods(api, OPENAPI_DOCUMENT, ['GET', 'HEAD'])
}
