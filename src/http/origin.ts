// Where the service's absolute URLs start (Location, paginator links, the document's servers): PUBLIC_URL
// when set, else the request's scheme and Host. A Host that is not a plain `host[:port]` is refused before
// anything else runs, so a client can never write into the URLs the service hands to others
// (`Host: evil.example/"><x` once came back inside every pagination link).
import { isIPv6 } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { InvalidHost } from '../errors.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** `https://host:port`, or PUBLIC_URL with its path prefix; decorated here. */
    origin: string
    /** The service's own origin, `https://host:port` (PUBLIC_URL's, without its path): what a same-site request's Origin is. */
    site: string
  }
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i
const HOST_AND_PORT = /^(\[[^\]]*\]|[^:[\]]*)(?::([1-9]\d{0,4}))?$/
const MAX_NAME_LENGTH = 253

/** The last Host found valid: nearly every request names the same one, checked once. */
let lastValidHost: string | undefined

/** A registered name (letters, digits, `-` and `_` in dot-separated labels), an IPv4 address or a bracketed IPv6 one, and an optional port 1-65535. */
export function isValidHost(value: string | undefined): boolean {
  if (value === lastValidHost && value !== undefined) return true
  const match = value === undefined ? null : HOST_AND_PORT.exec(value)
  if (!match) return false
  const [, name, port] = match as unknown as [string, string, string | undefined]
  if (port !== undefined && Number(port) > 65535) return false
  const valid = name.startsWith('[') ? isIPv6(name.slice(1, -1))
    : name.length <= MAX_NAME_LENGTH && (name.endsWith('.') ? name.slice(0, -1) : name).split('.').every((label) => LABEL.test(label))
  if (valid) lastValidHost = value
  return valid
}

/** How many Host lines a request has (rawHeaders alternates names and values). */
function hostLines(rawHeaders: string[]): number {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') count++
  return count
}

/** X-Forwarded-Proto is a client's word under TRUST_PROXY: only the two schemes the service speaks are taken. */
const schemeOf = (request: FastifyRequest) => (request.protocol === 'https' || request.protocol === 'http' ? request.protocol : request.socket && 'encrypted' in request.socket ? 'https' : 'http')

/** The first hook of every request, on every path (probes included): 400 for a Host (or, behind a trusted proxy, X-Forwarded-Host) that is not `host[:port]`. */
export function registerOrigin(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorateRequest('origin', '')
  app.decorateRequest('site', '')
  const publicSite = publicUrl === undefined ? undefined : new URL(publicUrl).origin
  app.addHook('onRequest', (request, _reply, done) => {
    // request.host is X-Forwarded-Host under TRUST_PROXY, else Host: both are checked when both are used.
    // More than one Host line is a 400 (RFC 9112 §3.2): Node keeps the first and drops the others, so they are counted in the raw headers.
    if (hostLines(request.raw.rawHeaders) > 1 || !isValidHost(request.headers.host) || !isValidHost(request.host)) throw new InvalidHost()
    const site = publicSite ?? `${schemeOf(request)}://${request.host}`
    request.site = site
    request.origin = publicUrl ?? site
    done()
  })
}
