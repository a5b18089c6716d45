// JSON logs with a request id on every line. A request is logged as method, path and peer only:
// never headers (Authorization) or the query string (a client may wrongly put a key there), never bodies.
import type { FastifyRequest } from 'fastify'
import type { Config } from './config.js'

export function loggerOptions(level: Config['logLevel']) {
  return {
    level,
    redact: { paths: ['req.headers.authorization', '*.authorization', '*.password'], censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  }
}
