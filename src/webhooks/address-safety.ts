// Where a webhook may be sent: an absolute https URL (http only when allowed) of at most 2,048
// characters, without credentials, whose host is not and does not resolve to a loopback, private,
// link-local, CGNAT, unique-local, multicast, unspecified, broadcast, reserved or IPv4-compatible address
// (IPv4-mapped forms included). Checked when an endpoint is saved and again before every attempt; the attempt then
// connects to the addresses checked here (sender.ts), so a DNS answer that changes in between cannot
// point it inward.
import { lookup as dnsLookup } from 'node:dns/promises'
import type ipaddr from 'ipaddr.js'
import { isIpv4Compatible, isValidIpAddress, parseIpAddress } from '../ip-address.js'

export const MAX_URL_LENGTH = 2048
const LOOKUP_TIMEOUT_MS = 5_000
export const URL_MESSAGES = {
  invalid: 'The url field must be a valid URL.',
  inward: 'The url must not point to a private or local address.',
  unresolved: 'The url host could not be resolved.',
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}
export type Lookup = (host: string) => Promise<ResolvedAddress[]>

export interface UrlRules {
  allowHttp: boolean
  /** Loopback and private addresses too (tests, closed networks): resolved, not judged. */
  allowPrivate: boolean
  lookup?: Lookup
}

export type CheckedUrl = { ok: true; url: URL; addresses: ResolvedAddress[] } | { ok: false; message: string }

const systemLookup: Lookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }))

/**
 * Only unicast addresses are public; an IPv4-mapped IPv6 address is judged as its IPv4 address, and an
 * IPv4-compatible one (`::/96`, deprecated, which ipaddr.js calls unicast) is never public.
 */
export function isPublicAddress(text: string): boolean {
  if (!isValidIpAddress(text)) return false
  let address = parseIpAddress(text)
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6
    if (v6.isIPv4MappedAddress()) address = v6.toIPv4Address()
    else if (isIpv4Compatible(v6)) return false
  }
  return address.range() === 'unicast'
}

/** The URL's own failure (before any lookup), or the URL. */
export function parseWebhookUrl(text: unknown, allowHttp: boolean): URL | undefined {
  // eslint-disable-next-line no-control-regex
  if (typeof text !== 'string' || text.length > MAX_URL_LENGTH || /[\s\x00-\x1f\x7f]/.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (!(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:'))) return undefined
  if (url.username !== '' || url.password !== '' || url.hostname === '' || !/^https?:\/\//i.test(text)) return undefined
  return url
}

async function resolve(host: string, lookup: Lookup): Promise<ResolvedAddress[] | undefined> {
  // The URL parser wrote an IP literal canonically (127.1 and 0x7f000001 are 127.0.0.1; IPv6 in brackets).
  const literal = host.startsWith('[') ? host.slice(1, -1) : host
  if (isValidIpAddress(literal)) return [{ address: literal, family: literal.includes(':') ? 6 : 4 }]
  let timer: NodeJS.Timeout | undefined
  try {
    const addresses = await Promise.race([
      lookup(host),
      new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS) }),
    ])
    return addresses.length > 0 ? addresses : undefined
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

export async function checkWebhookUrl(text: unknown, { allowHttp, allowPrivate, lookup = systemLookup }: UrlRules): Promise<CheckedUrl> {
  const url = parseWebhookUrl(text, allowHttp)
  if (!url) return { ok: false, message: URL_MESSAGES.invalid }
  const addresses = await resolve(url.hostname, lookup)
  if (!addresses) return { ok: false, message: URL_MESSAGES.unresolved }
  // Every address must be public: a name with one inward address among public ones is refused.
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) return { ok: false, message: URL_MESSAGES.inward }
  return { ok: true, url, addresses }
}
