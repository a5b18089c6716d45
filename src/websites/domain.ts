// Domain canonicalisation: one spelling per site, so "https://WWW.Bücher.example." and
// "xn--bcher-kva.example" are the same row and the uniqueness rule cannot be dodged.
import { domainToASCII } from 'node:url'

export const MAX_DOMAIN_INPUT_LENGTH = 255
const MAX_HOST_LENGTH = 253
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const ALL_DIGITS = /^\d+$/
// Only letters, digits, dots and hyphens may reach the IDN step; everything else (path, port, `@`, `_`,
// space, `%`) is invalid outright, because WHATWG's domainToASCII would otherwise accept or rewrite some of it.
const NON_ASCII_HOST = /^[\p{L}\p{M}\p{N}.\-\u3002\uff0e\uff61]+$/u

/** Returns the canonical domain, or null when the input is not a valid domain. */
export function canonicalDomain(input: string): string | null {
  let host = input.trim().toLowerCase()
  host = host.replace(/^https?:\/\//, '')
  // The root path of a pasted URL ("https://example.com/"); any other path stays and is refused.
  if (host.endsWith('/')) host = host.slice(0, -1)
  if (host.startsWith('www.')) host = host.slice(4)
  if (host.endsWith('.')) host = host.slice(0, -1)
  if (!/^[\x00-\x7f]*$/.test(host)) {
    if (!NON_ASCII_HOST.test(host)) return null
    host = domainToASCII(host)
  }
  return isValidHost(host) ? host : null
}

function isValidHost(host: string): boolean {
  if (IPV4.test(host)) return true
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return false
  const labels = host.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => LABEL.test(label))) return false
  return !ALL_DIGITS.test(labels[labels.length - 1]!)
}
