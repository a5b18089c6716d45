// The page URL as the tracker records it: the excluded query parameters removed, every other byte kept.

// RFC 3986, ASCII only: unreserved, sub-delims and percent-encoded octets; nothing else (no whitespace,
// no control character, no raw non-ASCII: browsers send those percent-encoded).
const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`
const USERINFO = `(?:(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*@)?`
const HOST = `(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})+)`
const ABSOLUTE_HTTP_URL = new RegExp(
  `^https?://${USERINFO}${HOST}(?::\\d*)?(?:/${PCHAR}*)*(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`, 'i')
const IPV6_LITERAL = /^https?:\/\/(?:[^@/?#]*@)?\[([^\]]*)\]/i

export const MAX_URL_LENGTH = 2048

/** An absolute `http`/`https` URI (RFC 3986) with `//` and a host, of at most 2,048 characters. */
export function isValidVisitUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH || !ABSOLUTE_HTTP_URL.test(url)) return false
  const literal = IPV6_LITERAL.exec(url)?.[1]
  return literal === undefined || URL.canParse(`http://[${literal}]/`)
}

/** The listed parameter names, or every parameter (the line `&`). */
export type ExcludedParams = ReadonlySet<string> | 'all'

export function excludedParamsOf(excludeParams: string | null): ExcludedParams {
  const names = excludeParams === null ? [] : excludeParams.split('\n')
  return names.includes('&') ? 'all' : new Set(names)
}

/**
 * `url` without the excluded parameters. A parameter's name is what precedes its first `=`, compared
 * exactly as written in the URL (not percent-decoded, case-sensitive): `utm%5Fsource` is not `utm_source`.
 * Empty pieces (`a=1&&b=2`) and the other parameters stay as they are, in their order; a query left
 * with no parameter loses its `?`, and `&` removes the whole query with its `?`. The fragment stays.
 */
export function recordedUrl(url: string, excluded: ExcludedParams): string {
  const hash = url.indexOf('#')
  const beforeFragment = hash === -1 ? url : url.slice(0, hash)
  const fragment = hash === -1 ? '' : url.slice(hash)
  const mark = beforeFragment.indexOf('?')
  if (mark === -1) return url
  const base = beforeFragment.slice(0, mark)
  if (excluded === 'all') return base + fragment
  if (excluded.size === 0) return url
  const pieces = beforeFragment.slice(mark + 1).split('&')
  const kept = pieces.filter((piece) => {
    const equals = piece.indexOf('=')
    return !excluded.has(equals === -1 ? piece : piece.slice(0, equals))
  })
  if (kept.length === pieces.length) return url
  return (kept.length === 0 ? base : `${base}?${kept.join('&')}`) + fragment
}
