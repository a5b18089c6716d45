// JSON logs (pino) with a request id on every line. One access line per request, with method, path,
// status and time only: never headers (Authorization), the query string (a client may wrongly put a
// key there) or a body (passwords).
import type { FastifyInstance } from 'fastify'
import type { Config } from './config.js'

export function loggerOptions(level: Config['logLevel']) {
  return {
    level,
    // A second guard in case an error object ever carries request data.
    redact: { paths: ['*.authorization', '*.headers.authorization', '*.password'], censor: '[redacted]' },
  }
}

export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    }, 'request completed')
  })
}
