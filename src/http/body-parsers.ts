// The two body encodings the original's clients send. Both refuse text that is not Unicode: bytes that are
// not UTF-8, and in JSON a lone surrogate escape (`"\ud800"`), which is the same thing by another door (the
// default parsers and both databases would silently turn either into U+FFFD and store garbage). Both keep
// `__proto__` inert.
import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { ContentTooLarge, MalformedBody } from '../errors.js'

const malformed = () => new MalformedBody()

/** PHP's json_decode default depth: deeper documents are malformed, whatever the parser could take. */
export const MAX_JSON_DEPTH = 512

/** Whether brackets outside strings nest deeper than `limit`: one pass, before the parser recurses. */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  // Many clients send Content-Type on every request, DELETE included: no bytes is no body, not a bad one.
  if (body.length === 0) return {}
  if (!isUtf8(body)) throw malformed()
  const text = body.toString('utf8')
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw malformed()
  let value: unknown
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' })
  } catch {
    throw malformed()
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed()
  if (!allWellFormed(value)) throw malformed()
  return value as Record<string, unknown>
}

/** With the `u` flag, a surrogate pairs into the code point it encodes: what still matches is alone. */
const LONE_SURROGATE = /\p{Cs}/u

/** Whether every string in a parsed JSON value, member names included, is Unicode text (no lone surrogate). */
function allWellFormed(root: object): boolean {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return false
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, member] of Object.entries(value)) {
        if (LONE_SURROGATE.test(name)) return false
        pending.push(member)
      }
    }
  }
  return true
}

/** PHP's `max_input_vars`: a form with more fields is refused (413), each repeat of a field counting once more. */
export const MAX_FORM_FIELDS = 1000

/**
 * application/x-www-form-urlencoded, as PHP reads it: `a[]=1` and `a[x]=1` make `a` an array, and a
 * field given twice is kept as an array too, so validation can refuse it instead of picking one. Work is
 * linear in the body: fields are counted before any is decoded, and repeats are appended in place (a
 * copy per repeat made 32,000 `a&a&…` fields cost 16 s of event loop).
 */
export function parseFormBody(body: Buffer): Record<string, unknown> {
  if (!isUtf8(body)) throw malformed()
  const pairs = body.toString('utf8').split('&').filter((pair) => pair !== '')
  if (pairs.length > MAX_FORM_FIELDS) throw new ContentTooLarge()
  const fields: Record<string, unknown> = Object.create(null)
  const repeated = new Set<string>()
  for (const pair of pairs) {
    const equals = pair.indexOf('=')
    const rawName = decode(equals === -1 ? pair : pair.slice(0, equals))
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1))
    const bracket = rawName.indexOf('[')
    const name = bracket > 0 ? rawName.slice(0, bracket) : rawName
    const previous = fields[name]
    if (repeated.has(name)) (previous as unknown[]).push(value)
    else if (previous !== undefined || bracket > 0) {
      // From here on this field is an array of our own making, appended to in place.
      fields[name] = previous === undefined ? [value] : [previous, value]
      repeated.add(name)
    } else fields[name] = value
  }
  return fields
}

/** decodeURIComponent throws on percent-escapes that are not UTF-8 (`%FF`, overlong forms): a 400. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    throw malformed()
  }
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseFormBody(body as Buffer))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}
