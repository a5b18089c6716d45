// Routes that need no key, registered outside the API plugin: the OpenAPI document (GET and HEAD only)
// and the probes for orchestrators and load balancers.
// Liveness says the process serves HTTP, whatever the database does: restarting it would not bring the
// database back. Readiness says whether requests can be served now: take this instance out of the
// rotation while it says 503 (the database is unreachable, or the process is shutting down).
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { Unavailable } from '../errors.js'
import { Website } from '../websites/websites.schemas.js'
import { ErrorBody } from './api-routes.js'
import { API_PREFIX, OPENAPI_DOCUMENT } from './api.plugin.js'

const Status = (status: string) => Type.Object({ status: Type.Literal(status) })
const Unready = Type.Object({ message: Type.String(), status: Type.Literal(503) })
const tags = ['operations']

/** Must be registered before the routes it documents: it collects them as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(Website)
  app.addSchema(ErrorBody)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'websites-api',
        version: '1.0.0',
        description: 'Website records of a web-analytics platform; wire-compatible with phpAnalytics\' API.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
}

export function registerPublicRoutes(app: FastifyInstance, ready: () => Promise<boolean>): void {
  app.get(`${API_PREFIX}${OPENAPI_DOCUMENT}`, { schema: { hide: true } }, async () => app.swagger())

  app.get('/healthz', {
    schema: { tags, summary: 'Liveness: the process is up', response: { 200: Status('ok') } },
  }, async () => ({ status: 'ok' }))

  app.get('/readyz', {
    schema: { tags, summary: 'Readiness: the database answers', response: { 200: Status('ready'), 503: Unready } },
  }, async () => {
    if (!(await ready())) throw new Unavailable()
    return { status: 'ready' }
  })
}
