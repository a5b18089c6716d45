// What the CLI says when a request got no answer from the service: the likely mistake in words (nothing
// listening, http against the HTTPS port or the reverse, a port fetch will not use), not undici's or
// OpenSSL's code. Every command that talks HTTP goes through `answered` (websites.command.ts), which uses this.
import { mayHaveBeenApplied } from '@websites-api/client'
import { Refused } from './output.js'

/** No answer came (refused, reset, wrong protocol): a command may try again later (`events --follow` does). */
export class Unreachable extends Refused {}

/** OpenSSL's verification failures (…CERT…, UNABLE_TO_VERIFY_LEAF_SIGNATURE) and Node's check of the name in it. */
const CERTIFICATE_FAILURE = /CERT|LEAF_SIGNATURE/

interface Cause { code?: string; message?: string; errors?: Cause[] }

/** The words for fetch's "fetch failed" (its cause), for a request to `url`. */
export function transportFailure(url: string, cause: Cause, cacert: string | undefined): Refused {
  const { origin, protocol, hostname } = new URL(url)
  const code = cause.code ?? cause.errors?.find((one) => one.code)?.code ?? ''
  const message = cause.message ?? ''
  const other = (to: string) => `${to}//${origin.slice(protocol.length + 2)}`
  // Refused before anything was sent: not "unreachable", and nothing to retry.
  if (CERTIFICATE_FAILURE.test(code)) {
    // OpenSSL's reason only: Node 24 adds a hint about the system's CAs after a semicolon, and a service's
    // own certificate is trusted with --cacert, not by the system.
    return new Refused(`the service's certificate is not trusted (${message.split(';')[0]}): ` +
      (cacert === undefined ? 'pass --cacert FILE or set WEBSITES_API_CACERT (its own is DATA_DIR/tls-cert.pem)' : `${cacert} does not vouch for it`))
  }
  if (message === 'bad port') {
    return new Refused(`--url ${origin}: fetch refuses port ${new URL(url).port} (a port browsers block, see the WHATWG fetch standard's "bad port" list); serve on another PORT`)
  }
  if (code === 'ECONNREFUSED') return new Unreachable(`nothing listens at ${origin}: is the service running (websites-api serve), and is --url its address?`, mayHaveBeenApplied(undefined))
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new Unreachable(`the host "${hostname}" of --url ${origin} is not known (DNS)`, false)
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || /wrong version number/i.test(message)) {
    return new Unreachable(`${origin} speaks http, not https: use ${other('http:')} (the HTTPS port is HTTPS_PORT, 8443 by default)`, false)
  }
  const closed = code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || /socket hang up|other side closed/.test(message)
  if (closed && protocol === 'http:') {
    return new Unreachable(`${origin} closed the connection without an answer: if it is the HTTPS port, use ${other('https:')}; ` +
      'else the service stopped or restarted meanwhile', mayHaveBeenApplied(undefined))
  }
  if (closed) return new Unreachable(`${origin} closed the connection without an answer: the service stopped or restarted meanwhile`, mayHaveBeenApplied(undefined))
  if (/TIMEOUT|ETIMEDOUT/.test(code)) return new Unreachable(`no answer from ${origin} in time: is the host up, and is a firewall in the way?`, mayHaveBeenApplied(undefined))
  return new Unreachable(`cannot reach the service at ${origin}: ${code || message}`, mayHaveBeenApplied(undefined))
}

/** `--url` given as the API's address (…/api/v1) rather than the service's: every request would be a 404. */
export function urlMistake(url: string): string | undefined {
  const { pathname, origin } = new URL(url)
  if (/\/api(\/v1)?\/?$/.test(pathname)) return `--url is the service's address without /api/v1: ${origin}${pathname.replace(/\/api(\/v1)?\/?$/, '')}`
  return undefined
}
