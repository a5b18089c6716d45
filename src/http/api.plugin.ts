// /api/v1: every route that needs a key or a session lives in this plugin's guarded half, with its own
// hooks in the contract's order: the guards (authentication: 401, or 429 for an address that failed too
// often; the cross-site refusal; then the per-caller rate limit), then routing (404 for an unknown path,
// 405 for a wrong method), then the route's own checks. Its open half holds the few routes that need
// neither (signing in, accepting an invitation). The guards and the features' routes are handed in by
// app.ts: transport knows no feature.
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
  /** The few routes that answer without a key or a session (signing in, accepting an invitation): no guards. */
  publicRoutes?: ApiRegistrar[]
}

export async function apiPlugin(api: FastifyInstance, options: ApiOptions): Promise<void> {
  // Two encapsulated halves under the same prefix: the guards' hooks run only for the routes of the first.
  await api.register(async (guarded) => {
    for (const guard of options.guards) guard(guarded)
    // After the guards: an unknown path asks for a key first.
    await guarded.register(notFound)
    registerBodyParsers(guarded)
    for (const routes of options.routes) routes(guarded)
    // GET and HEAD of the document are public (registered outside this plugin); any other method needs a key.
    refuseOtherMethods(guarded, OPENAPI_DOCUMENT, ['GET', 'HEAD'])
  })
  await api.register(async (open) => {
    registerBodyParsers(open)
    for (const routes of options.publicRoutes ?? []) routes(open)
  })
}
