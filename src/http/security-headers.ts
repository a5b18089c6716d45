// The headers every response carries: no caching of API answers, no MIME sniffing, the request id,
// and on HTTPS, HSTS.
import type { FastifyInstance } from 'fastify'

export const HSTS = 'max-age=31536000; includeSubDomains'

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('x-request-id', request.id)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done()
  })
}
