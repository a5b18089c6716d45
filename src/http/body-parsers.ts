// The two body encodings the original's clients send. Both refuse bytes that are not UTF-8 (the
// default parsers would silently turn them into U+FFFD and store garbage) and keep `__proto__` inert.
import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { MalformedBody } from '../errors.js'

const malformed = () => new MalformedBody()

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  // Many clients send Content-Type on every request, DELETE included: no bytes is no body, not a bad one.
  if (body.length === 0) return {}
  if (!isUtf8(body)) throw malformed()
  let value: unknown
  try {
    value = secureJson.parse(body.toString('utf8'), undefined, { protoAction: 'remove', constructorAction: 'remove' })
  } catch {
    throw malformed()
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed()
  return value as Record<string, unknown>
}

/**
 * application/x-www-form-urlencoded, as PHP reads it: `a[]=1` and `a[x]=1` make `a` an array, and a
 * field given twice is kept as an array too, so validation can refuse it instead of picking one.
 */
export function parseFormBody(body: Buffer): Record<string, unknown> {
  if (!isUtf8(body)) throw malformed()
  const fields: Record<string, unknown> = Object.create(null)
  for (const pair of body.toString('utf8').split('&')) {
    if (pair === '') continue
    const equals = pair.indexOf('=')
    const rawName = decode(equals === -1 ? pair : pair.slice(0, equals))
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1))
    const bracket = rawName.indexOf('[')
    const name = bracket > 0 ? rawName.slice(0, bracket) : rawName
    const previous = fields[name]
    if (bracket > 0) fields[name] = Array.isArray(previous) ? [...previous, value] : previous === undefined ? [value] : [previous, value]
    else fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
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
