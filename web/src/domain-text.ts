/// <reference path="../../src/punycode.d.ts" />
// Domains are stored in punycode (IDN as `xn--…`); a person reads them in Unicode.
import punycode from 'punycode/punycode.js'

/** The Unicode form of a punycode domain, when it differs (`xn--bcher-kva.example` → `bücher.example`). */
export function unicodeOf(domain: string): string | undefined {
  if (!domain.includes('xn--')) return undefined
  try {
    const unicode = punycode.toUnicode(domain)
    return unicode === domain ? undefined : unicode
  } catch {
    return undefined
  }
}

/** A domain in one line: its punycode, and its Unicode form beside it when it has one. */
export const domainText = (domain: string): string => {
  const unicode = unicodeOf(domain)
  return unicode ? `${domain} (${unicode})` : domain
}
