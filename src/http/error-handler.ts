// The one handler: whatever was thrown leaves as the contract's `{message, status}` envelope.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Answer, isStorageFailure, toAnswer } from '../errors.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set here when storage could not answer (a 503 that is the database's), for the metrics; decorated in app.ts. */
    storageFailed: boolean
  }
}

/**
 * Fastify closes the connection after refusing a body, but a client still sending it then gets a reset
 * instead of the 413. Up to this declared size the rest of the body is read and dropped instead (what
 * Node does with an unread body) and the connection stays open, so the client reads its answer.
 */
const DRAINED_BODY_LIMIT = 16 * 1024 * 1024

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send({ message: answer.message, status: answer.status })
}

export function errorHandler(this: unknown, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = toAnswer(error)
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed')
  request.storageFailed = isStorageFailure(error)
  if (answer.status === 413 && Number(request.headers['content-length']) <= DRAINED_BODY_LIMIT) reply.removeHeader('connection')
  return sendAnswer(reply, answer)
}
