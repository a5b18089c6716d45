// Requests that Node's HTTP parser refuses before the app sees them (a malformed request line or header,
// headers over 16 KB, headers too slow): answered in the contract's {message, status} shape with the
// headers every other response carries, then the connection is closed.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Socket } from 'node:net'
import { TLSSocket } from 'node:tls'
import { BadRequest, HeaderFieldsTooLarge, RequestTimeout, answerFor } from '../errors.js'
import { HSTS } from './security-headers.js'

/** Node's parser errors, by code; any other is a 400. */
const ERRORS: Record<string, () => Error> = {
  HPE_HEADER_OVERFLOW: () => new HeaderFieldsTooLarge(),
  ERR_HTTP_REQUEST_TIMEOUT: () => new RequestTimeout(),
}

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, message } = answerFor(ERRORS[error.code ?? '']?.() ?? new BadRequest())
  const body = JSON.stringify({ message, status })
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    `x-request-id: ${randomUUID()}`,
    ...(socket instanceof TLSSocket ? [`strict-transport-security: ${HSTS}`] : []),
    'connection: close',
  ]
  if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`)
  socket.destroy()
}
