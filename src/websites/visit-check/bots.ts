// Which user agents are bots: isbot's list (maintained, the ecosystem's usual choice), which also
// counts HTTP libraries (curl, python-requests, Go's, Java's) and headless browsers as bots.
import { isbotMatch } from 'isbot'

/** Characters that end a product token in a user agent: `Mozilla/5.0 (compatible; Googlebot/2.1; +http://…)`. */
const TOKEN_END = /[\s;(),/]/
/** A product token (RFC 9110 `token/version`) starting a word, its name captured: a URL's parts are not products. */
const PRODUCT = /(?:^|[\s;(])([!#$%&'*+.^_`|~\w-]+)\//g

/**
 * The part of `userAgent` that identifies it as a bot, or null for a person's browser. isbot names a
 * fragment of its pattern ("Google", "bot", "Headless"), which says little to a reader; the answer is the
 * product name that fragment sits in ("Googlebot", "bingbot", "HeadlessChrome", "curl"), without its
 * `/version`: still a part of the user agent exactly as sent.
 */
export function botEntry(userAgent: string): string | null {
  const match = isbotMatch(userAgent)
  if (match === null) return null
  // Some patterns match a whole user agent's shape (`Mozilla/5.0 (compatible; bingbot/2.0)`): the bot is
  // then the first product in it that is not the Mozilla every browser claims to be.
  const product = [...match.matchAll(PRODUCT)].map(([, name]) => name!).find((name) => name.toLowerCase() !== 'mozilla')
  if (product !== undefined && /[\s;()]/.test(match)) return product
  const at = userAgent.indexOf(match)
  let start = at
  while (start > 0 && !TOKEN_END.test(userAgent[start - 1]!)) start--
  let end = at
  while (end < userAgent.length && !TOKEN_END.test(userAgent[end]!)) end++
  // A match that starts on a separator (a pattern with a leading space or slash) has no token of its own.
  return end > start ? userAgent.slice(start, end) : match.trim() || match
}
