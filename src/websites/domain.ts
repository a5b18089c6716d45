// Domain canonicalisation: one spelling per site, so "https://WWW.Bücher.example." and
// "xn--bcher-kva.example" are the same row and the uniqueness rule cannot be dodged.
import { domainToASCII } from 'node:url'
import punycode from 'punycode/punycode.js'

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
  // A name sent in punycode is judged as the Unicode it spells: otherwise `xn--` would let through what
  // is refused in Unicode (a right-to-left override, a zero-width space, an emoji).
  const unicode = decodedLabels(host)
  if (unicode === null) return null
  if (!isAscii(unicode)) {
    if (!NON_ASCII_HOST.test(unicode)) return null
    host = domainToASCII(unicode)
  }
  return isValidHost(host) ? host : null
}

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text)
const ACE_PREFIX = 'xn--'

/**
 * Each `xn--` label decoded (RFC 3492); null when one is not valid punycode, spells plain ASCII, or spells
 * something UTS #46 would map to another name (a fullwidth letter, a capital, a name not in NFC): such a
 * label is invalid there, as it would otherwise be stored as a name it does not spell.
 */
function decodedLabels(host: string): string | null {
  if (!host.includes(ACE_PREFIX)) return host
  const labels = host.split('.')
  for (const [i, label] of labels.entries()) {
    if (!label.startsWith(ACE_PREFIX)) continue
    let decoded: string
    try {
      decoded = punycode.decode(label.slice(ACE_PREFIX.length))
    } catch {
      return null
    }
    if (isAscii(decoded) || domainToASCII(decoded) !== label) return null
    labels[i] = decoded
  }
  return labels.join('.')
}

function isValidHost(host: string): boolean {
  if (IPV4.test(host)) return true
  if (host.length === 0 || host.length > MAX_HOST_LENGTH) return false
  const labels = host.split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => LABEL.test(label))) return false
  return !ALL_DIGITS.test(labels[labels.length - 1]!)
}
