// buildApp(deps): every plugin and route, never listening. main.ts, the CLI and the tests reuse it.
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import { registerAuth } from './auth/auth.hook.js'
import { registerKeyRoutes } from './auth/keys.routes.js'
import { registerRateLimit } from './auth/rate-limit.hook.js'
import { type RateLimitStore, createRateLimitStore } from './auth/rate-limits.js'
import { createDb } from './compose.js'
import { registerEventRoutes } from './events/events.routes.js'
import { registerAcceptRoute, registerMemberRoutes } from './people/members.routes.js'
import { registerPasskeyRoutes, registerPasskeySignInRoutes } from './people/passkeys.routes.js'
import { registerOidcRoutes } from './people/oidc.routes.js'
import { registerSecurityRoutes } from './people/security.routes.js'
import { registerSessionRoutes, registerSignInRoutes } from './people/session.routes.js'
import { registerWebhookRoutes } from './webhooks/webhooks.routes.js'
import type { DatabaseConfig, TrustProxy } from './config.js'
import type { Passwords } from './websites/password.js'
import { type Services, createServices } from './services.js'
import { createInstallSecrets } from './secret-box.js'
import { type MetricSources, registerMetrics } from './metrics.js'
import { API_PREFIX, apiPlugin } from './http/api.plugin.js'
import { REQUEST_HEAD_LIMIT } from './http/api-routes.js'
import { answerClientError } from './http/client-errors.js'
import { errorHandler } from './http/error-handler.js'
import { registerOpenApi, registerPublicRoutes } from './http/public.routes.js'
import { registerDatabaseDeadline } from './http/database-deadline.js'
import { notFound } from './http/not-found.js'
import { registerOrigin } from './http/origin.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import type { TlsMaterial } from './http/tls.js'
import { makeChildrenLazy, registerAccessLog } from './logger.js'
import { compileValidator } from './validation.js'
import { Website } from './websites/websites.schemas.js'
import { registerWebsitesRoutes } from './websites/websites.routes.js'

export interface AppDeps extends Services {
  /**
   * On PostgreSQL a request's database waits share one deadline (http/database-deadline.ts). SQLite answers
   * in this process and needs none: its requests' wait stays null.
   */
  database: DatabaseConfig['kind']
  /** Whether requests can be served now (GET /readyz). */
  ready: () => Promise<boolean>
  /** HTTPS shares the app with HTTP when given: same routes, same hooks. */
  tls?: TlsMaterial | undefined
  logger: FastifyServerOptions['logger']
  bodyLimit: number
  /** TRUST_PROXY, in Fastify's own forms: the client address is the nearest not trusted (http/client-address.ts). */
  trustProxy: TrustProxy
  /** PUBLIC_URL: the start of every absolute URL the service writes; undefined = the request's scheme and Host. */
  publicUrl?: string | undefined
  rateLimitPerMinute: number
  authFailuresPerMinute: number
  rateLimits: RateLimitStore
  /** Count requests for Prometheus (METRICS_PORT); the password hasher's queue is one of the figures. */
  metrics?: MetricSources | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    httpsServer: https.Server | undefined
  }
}

// Slow clients cannot hold a socket for long: headers within 10 s, a whole request within 30 s.
// A request without Host reaches the app (Node would answer a bare 400 itself), which refuses it in the contract's shape.
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000, requireHostHeader: false,
  maxHeaderSize: REQUEST_HEAD_LIMIT,
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  let httpsServer: https.Server | undefined
  const app = Fastify({
    logger: deps.logger,
    // Fastify's two lines per request (incoming + completed) cost ~10% of read throughput; ours is one.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.bodyLimit,
    // A count as Fastify itself reads one (the first `n` hops back are proxies), written out: its types take no number.
    trustProxy: typeof deps.trustProxy === 'number' ? ((hops) => (_address: string, hop: number) => hop < hops)(deps.trustProxy) : deps.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => randomUUID(),
    clientErrorHandler: answerClientError,
    serverFactory: (handler) => {
      if (deps.tls) {
        httpsServer = https.createServer({ ...deps.tls, ...SERVER_TIMEOUTS, minVersion: 'TLSv1.2' }, handler)
        httpsServer.on('clientError', answerClientError)
      }
      return http.createServer(SERVER_TIMEOUTS, handler)
    },
  })
  if (deps.logger) makeChildrenLazy(app.log)
  app.decorate('httpsServer', httpsServer)
  app.setValidatorCompiler(compileValidator)
  // A route documents the request headers it reads with `requestHeaders` (api-routes.ts): with Fastify's
  // own headers schema, every read of request.headers would copy them all.
  app.addHook('onRoute', ({ schema, method, url }) => {
    if (schema?.headers) throw new Error(`${String(method)} ${url}: request headers are documented with requestHeaders, not headers`)
  })
  app.setErrorHandler(errorHandler)
  app.decorateRequest('storageFailed', false)
  // Hooks that never wait are callback hooks (in every register* below): an async hook costs a promise
  // and a microtask per request.
  registerDatabaseDeadline(app, { database: deps.database })
  registerAccessLog(app)
  if (deps.metrics) registerMetrics(app, deps.metrics)
  registerSecurityHeaders(app)
  registerOrigin(app, deps.publicUrl)
  // Outside the API nothing takes a body; the API plugin registers the two encodings it accepts.
  app.removeAllContentTypeParsers()
  await app.register(notFound)

  await registerOpenApi(app, { publicUrl: deps.publicUrl, schemas: [Website] })
  await app.register(apiPlugin, {
    prefix: API_PREFIX,
    guards: [
      (api) => registerAuth(api, { keys: deps.keys, sessions: deps.sessions, authFailuresPerMinute: deps.authFailuresPerMinute, rateLimits: deps.rateLimits }),
      (api) => registerRateLimit(api, { perMinute: deps.rateLimitPerMinute, rateLimits: deps.rateLimits }),
    ],
    routes: [(api) => registerWebsitesRoutes(api, deps.websites), (api) => registerKeyRoutes(api, deps.keys), (api) => registerEventRoutes(api, deps.events),
      (api) => registerWebhookRoutes(api, deps.webhooks), (api) => registerSessionRoutes(api, deps.signIn), (api) => registerMemberRoutes(api, deps.members),
      (api) => registerSecurityRoutes(api, deps.secondFactor, deps.account), (api) => registerPasskeyRoutes(api, deps.passkeys)],
    publicRoutes: [(api) => registerSignInRoutes(api, deps.signIn), (api) => registerAcceptRoute(api, deps.members),
      (api) => registerPasskeySignInRoutes(api, deps.passkeys), (api) => registerOidcRoutes(api, deps.oidc)],
  })
  await registerPublicRoutes(app, deps.ready, deps.oidc?.start.name)

  // Fastify drains the HTTP server it listens on; the HTTPS server is ours to drain the same way.
  let httpsClosed: Promise<void> | undefined
  app.addHook('preClose', async () => {
    // Idle keep-alive sockets would otherwise hold the drain open until their 5 s timeout.
    app.server.closeIdleConnections()
    if (!httpsServer?.listening) return
    const server = httpsServer
    httpsClosed = new Promise((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
  })
  app.addHook('onClose', async () => {
    await httpsClosed
    // Requests have ended: the last minute of key and session use is written before the database closes.
    await Promise.all([deps.keys.closeUsage(), deps.sessions.closeUsage()])
  })
  return app
}

/** The OpenAPI document of an app built over a throwaway database (`websites-api openapi`). */
export async function openApiDocument(database: DatabaseConfig): Promise<unknown> {
  const db = await createDb({ database })
  const rateLimits = createRateLimitStore(undefined)
  // A key of its own, random, for a document that seals nothing: the services are never made without one.
  const app = await buildApp({
    ...createServices(db, { secrets: createInstallSecrets(randomBytes(32)) }), database: db.kind, ready: async () => true, logger: false, bodyLimit: 1024, trustProxy: false,
    rateLimitPerMinute: 60, authFailuresPerMinute: 60, rateLimits,
  })
  await app.ready()
  const document = app.swagger()
  await app.close()
  await rateLimits.close()
  await db.close()
  return document
}
