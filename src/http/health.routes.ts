// Probes for orchestrators and load balancers; no key needed (they are outside /api).
// Liveness says the process serves HTTP, whatever the database does: restarting it would not bring the
// database back. Readiness says whether requests can be served now: take this instance out of the
// rotation while it says 503 (the database is unreachable, or the process is shutting down).
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { ApiError } from '../errors.js'

const Status = (status: string) => Type.Object({ status: Type.Literal(status) })
const Unavailable = Type.Object({ message: Type.String(), status: Type.Literal(503) })
const tags = ['operations']

export function registerHealthRoutes(app: FastifyInstance, ready: () => Promise<boolean>): void {
  app.get('/healthz', {
    schema: { tags, summary: 'Liveness: the process is up', response: { 200: Status('ok') } },
  }, async () => ({ status: 'ok' }))

  app.get('/readyz', {
    schema: { tags, summary: 'Readiness: the database answers', response: { 200: Status('ready'), 503: Unavailable } },
  }, async () => {
    if (!(await ready())) throw ApiError.unavailable()
    return { status: 'ready' }
  })
}
