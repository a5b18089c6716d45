// Routes that need no key, registered outside the API plugin: the OpenAPI document (GET and HEAD only),
// its reference page at /docs, `/` (the dashboard for a browser, links for anything else), and the probes for orchestrators and load balancers.
// Liveness says the process serves HTTP, whatever the database does: restarting it would not bring the
// database back. Readiness says whether requests can be served now: take this instance out of the
// rotation while it says 503 (the database is unreachable, or the process is shutting down).
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import Type, { type TSchema } from 'typebox'
import { Unavailable } from '../errors.js'
import { ERROR_BODIES, ErrorBody, completeErrorAnswers, documentRequestHeaders, transportResponses } from './api-routes.js'
import { API_PREFIX, OPENAPI_DOCUMENT } from './api.plugin.js'
import { packageJson } from '../package-json.js'
import { DASHBOARD_CSP, dashboardPage, registerDashboardAssets } from './dashboard.routes.js'

const PACKAGE = packageJson()
const Status = (status: string, description: string) => Type.Object({ status: Type.Literal(status) }, { description })
const Unready = Type.Object({ message: Type.String(), status: Type.Literal(503) }, { description: 'Not ready: the database does not answer, or the process is stopping', headers: { 'Retry-After': Type.String({ description: 'Seconds to wait before asking again' }) } })
const tags = ['operations']

/**
 * Must be registered before the routes it documents: it collects them as they are added. `schemas`: the
 * features' shared shapes (each with its $id) that their routes refer to.
 */
export async function registerOpenApi(app: FastifyInstance, { publicUrl, schemas }: { publicUrl?: string | undefined; schemas: TSchema[] }): Promise<void> {
  for (const schema of schemas) app.addSchema(schema)
  for (const schema of ERROR_BODIES) app.addSchema(schema)
  app.addSchema(ErrorBody)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'websites-api',
        version: PACKAGE.version,
        description: 'Website records of a web-analytics platform, wire-compatible with phpAnalytics\' API: list, read, create, ' +
          'update and delete websites with bearer API keys. Errors are `{message, status}`; a 422 names every failing field.',
        license: { name: PACKAGE.license, identifier: PACKAGE.license },
        contact: { name: 'websites-api maintainers' },
      },
      servers: [publicUrl === undefined ? { url: '/', description: 'This service: the same paths over HTTP and HTTPS' }
        : { url: publicUrl, description: 'This service, at its public address' }],
      tags: [
        { name: 'websites', description: 'The website records of the calling key\'s account' },
        { name: 'keys', description: 'The calling API key' },
        { name: 'operations', description: 'Probes for orchestrators and load balancers; no key needed' },
        { name: 'people', description: 'Signing in, a person\'s session and profile' },
        { name: 'members', description: 'The account\'s members and invitations' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'wa_session', description: 'A person\'s session, made by POST /api/v1/session' },
        },
      },
      // A key or a session; a key wins when both are sent.
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: documentRequestHeaders,
    transformObject: (documentObject) => 'openapiObject' in documentObject ? completeErrorAnswers(optionalDefaults(documentObject.openapiObject)) : documentObject.swaggerObject,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
}

/**
 * A query parameter with a default may be left out: the validator fills it in, so handlers see it
 * always, but the document must not call it required (clients would have to send every one).
 */
function optionalDefaults<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, { parameters?: { in: string; required?: boolean; schema?: { default?: unknown } }[] }>)) {
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query' && parameter.schema?.default !== undefined) parameter.required = false
    }
  }
  return document
}

/**
 * The reference page: Swagger UI from its npm package, every file served from here (nothing from another
 * host: it works offline), under a policy that lets the page run only its own scripts.
 */
const DOCS_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * `ready`: whether requests can be served now. `oidcName`: single sign-on's button text when it is configured, which the
 * page learns from a `<meta name="websites-api-oidc">` (no inline script: the policy runs only the dashboard's own files).
 */
export async function registerPublicRoutes(app: FastifyInstance, ready: () => Promise<boolean>, oidcName?: string): Promise<void> {
  const documentPath = `${API_PREFIX}${OPENAPI_DOCUMENT}`
  app.get(documentPath, { schema: { hide: true } }, async () => app.swagger())
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    theme: { title: 'websites-api: API reference' },
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO), href: '/', target: '_self' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0, tryItOutEnabled: false },
  })

  // A person's browser gets the dashboard; anything else (curl, scripts) gets the links as JSON.
  const page = withOidcMeta(dashboardPage(), oidcName)
  await registerDashboardAssets(app)
  const links = { dashboard: '/', docs: '/docs', openapi: documentPath, api: `${API_PREFIX}/websites` }
  // The dashboard's own pages: its start, and the links people are sent (an invitation, a password reset),
  // whose token the page reads from its path and never sends on (no Referer).
  for (const url of ['/', '/invitations/:token', '/reset-password/:token']) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      if (page === undefined || !request.headers.accept?.includes('text/html')) return { name: 'websites-api', links }
      reply.header('content-security-policy', DASHBOARD_CSP).header('referrer-policy', 'no-referrer')
      return reply.type('text/html; charset=utf-8').send(page)
    })
  }

  app.get('/healthz', {
    schema: { tags, operationId: 'getHealth', summary: 'Liveness: the process is up', security: [], response: { 200: Status('ok', 'The process serves HTTP'), ...transportResponses() } },
  }, async () => ({ status: 'ok' }))

  app.get('/readyz', {
    schema: { tags, operationId: 'getReadiness', summary: 'Readiness: the database answers', security: [], response: { 200: Status('ready', 'Requests can be served'), ...transportResponses(), 503: Unready } },
  }, async () => {
    if (!(await ready())) throw new Unavailable()
    return { status: 'ready' }
  })
}

/** The page with single sign-on's meta tag in its head when it is configured. */
export function withOidcMeta(page: string | undefined, oidcName: string | undefined): string | undefined {
  if (page === undefined || oidcName === undefined) return page
  const meta = `<meta name="websites-api-oidc" content="${escapeAttribute(oidcName)}">`
  return page.replace('</head>', `    ${meta}\n  </head>`)
}
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40"><text x="0" y="29" fill="#fff" ' +
  'font-family="system-ui,sans-serif" font-size="26" font-weight="700">websites-api</text></svg>'
