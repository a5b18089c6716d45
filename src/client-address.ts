// Who the client is, by address: what the sign-in throttles and the address lockout count, what the access
// log and a person's list of sessions show. Fastify finds it from TRUST_PROXY (the nearest address in
// X-Forwarded-For that is not a trusted proxy); an entry there that is no IP address (a proxy that wrote
// garbage, or a client where no proxy overwrites the header) counts as the TCP peer, so every such client
// shares one counter instead of choosing a fresh one per request.
import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

export function clientAddress(request: FastifyRequest): string {
  const found = request.ip
  const peer = request.socket.remoteAddress
  // The TCP peer's address is one (the common case, and every request without TRUST_PROXY): no parse needed.
  if (found === peer) return found
  return isIP(found) !== 0 ? found : (peer ?? found)
}
