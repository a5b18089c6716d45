// /api/v1: every route that needs a key lives in this plugin, with its own hooks in the contract's
// order: the guards (authentication: 401, or 429 for an address that failed too often; then the per-key
// rate limit), then routing (404 for an unknown path, 405 for a wrong method), then the route's own
// checks. The guards and the features' routes are handed in by app.ts: transport knows no feature.
import type { FastifyInstance } from 'fastify'
import { refuseOtherMethods } from './api-routes.js'
import { registerBodyParsers } from './body-parsers.js'
import { notFound } from './not-found.js'

export const API_PREFIX = '/api/v1'
/** The OpenAPI document, under the prefix. */
export const OPENAPI_DOCUMENT = '/openapi.json'

/** Adds hooks or routes to the API plugin's own instance. */
export type ApiRegistrar = (api: FastifyInstance) => void

export interface ApiOptions {
  /** Hooks every request passes before routing, in this order. */
  guards: ApiRegistrar[]
  /** Each feature's routes. */
  routes: ApiRegistrar[]
}

export async function apiPlugin(api: FastifyInstance, options: ApiOptions): Promise<void> {
  for (const guard of options.guards) guard(api)
  // After the guards: an unknown path asks for a key first.
  await api.register(notFound)
  registerBodyParsers(api)
  for (const routes of options.routes) routes(api)
  // GET and HEAD of the document are public (registered outside this plugin); any other method needs a key.
  refuseOtherMethods(api, OPENAPI_DOCUMENT, ['GET', 'HEAD'])
}
