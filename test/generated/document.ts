// The published OpenAPI document as something to generate requests from: its operations (path, method,
// parameters, body schema, declared answers), one validator per declared answer (ajv, the document's
// components resolving $refs), and fast-check arbitraries for valid and hostile requests.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import punycode from 'punycode/punycode.js'

export type Schema = Record<string, any>
export interface Operation {
  id: string
  method: string
  path: string
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema: Schema }[]
  body: Schema | undefined
  /** Declared statuses → their answer objects (description, headers, content). */
  responses: Record<string, Schema>
  /** The methods the document has on this path (GET implies HEAD). */
  pathMethods: string[]
}

export interface Document {
  raw: Schema
  operations: Operation[]
  /** Validates a body against the declared answer's schema; an error text, or undefined when valid. */
  checkBody(operation: Operation, status: number, body: unknown): string | undefined
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete']

export function readDocument(raw: Schema): Document {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, validateFormats: true })
  addFormats.default(ajv)
  ajv.addSchema({ ...raw, $id: 'openapi.json' })
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    const ref = schema?.$ref as string | undefined
    if (!ref?.startsWith('#/')) return schema
    return ref.slice(2).split('/').reduce((at: any, part) => at?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], raw)
  }
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(raw.paths as Record<string, Schema>)) {
    const pathMethods = Object.keys(item).filter((m) => METHODS.includes(m)).map((m) => m.toUpperCase())
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p: Schema) => ({ in: p.in, name: p.name, schema: resolve(p.schema) ?? {} })),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        responses: op.responses ?? {},
        pathMethods: pathMethods.includes('GET') ? [...pathMethods, 'HEAD'] : pathMethods,
      })
    }
  }
  const validators = new Map<string, ReturnType<typeof ajv.compile>>()
  const pointer = (...parts: string[]) => `openapi.json#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`
  return {
    raw,
    operations,
    checkBody(operation, status, body) {
      const answer = operation.responses[String(status)]
      const schema = answer?.content?.['application/json']?.schema
      if (!schema) return body === undefined ? undefined : `a body where the document declares none: ${JSON.stringify(body).slice(0, 120)}`
      const key = `${operation.id} ${status}`
      let validate = validators.get(key)
      if (!validate) {
        validate = ajv.compile({ $ref: pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema') })
        validators.set(key, validate)
      }
      if (validate(body)) return undefined
      return `body does not match the document: ${ajv.errorsText(validate.errors)}; body ${JSON.stringify(body)?.slice(0, 200)}`
    },
  }
}

// ---- Strings that have broken services before, in every string the generator writes.

/** Bidi controls, zero-width characters, a combining mark, emoji (with joiners), a BOM, a replacement character. */
export const EDGE_CHARACTERS = ['\u202E', '\u200F', '\u200B', '\u200D', '\u0301', '😀', '👩‍💻', '\uFEFF', '\uFFFD', 'ü', 'ß', 'İ', '\u0000', '\t', '"', '<', '%', '_', '&', '=', '\n']
const edgeChar = fc.constantFrom(...EDGE_CHARACTERS)
const labelChar = fc.constantFrom(...'abcxyz019-'.split(''))

/** A DNS label with edge characters somewhere inside, and its punycode (`xn--…`) when it has any. */
export const unicodeLabel = fc.tuple(fc.array(labelChar, { minLength: 1, maxLength: 8 }), fc.array(edgeChar.filter((c) => !'\u0000\t"<%_&=\n'.includes(c)), { minLength: 1, maxLength: 3 }), fc.nat(8))
  .map(([base, edges, at]) => {
    const chars = [...base]
    chars.splice(Math.min(at, chars.length), 0, ...edges)
    return chars.join('')
  })
/** Each non-ASCII label as `xn--` and its punycode (no normalisation: the label's exact code points). */
export const asPunycode = (domain: string) => punycode.toASCII(domain)

const uniqueLabel = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/** Domains: valid ones (made unique when sent), Unicode with edge characters, their punycode, too long, junk. */
export const domainArb = (hostile: boolean): fc.Arbitrary<string | (() => string)> => {
  const valid = fc.constantFrom('example', 'shop.example', 'bücher.example').map((tail) => () => `${uniqueLabel()}.${tail}`)
  if (!hostile) return valid
  return fc.oneof(
    valid,
    unicodeLabel.map((label) => () => `${uniqueLabel()}${label}.example`),
    unicodeLabel.map((label) => () => asPunycode(`${uniqueLabel()}${label}.example`)),
    fc.constantFrom(254, 255, 256, 1000).map((n) => () => `${uniqueLabel()}.${'a'.repeat(n)}`.slice(0, n)),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('xn--', 'xn--a.example', 'xn--ls8h.example', 'xn--bcher-kva.example', 'https://www.Example.com/', 'a_b.example', '1.2.3.4', '256.1.1.1'),
  )
}

/** A string with edge characters, or of a length at, just past or far past `maxLength`. */
export const hostileString = (maxLength?: number): fc.Arbitrary<string> => fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.oneof(edgeChar, fc.constantFrom('a', 'b', ' ')), { maxLength: 30 }).map((chars) => chars.join('')),
  unicodeLabel.map((label) => asPunycode(label)),
  fc.constantFrom(...(maxLength === undefined ? [1000, 20_000] : [maxLength, maxLength + 1, maxLength * 4])).map((n) => 'x'.repeat(n)),
  fc.constantFrom(...(maxLength === undefined ? [500] : [maxLength, maxLength + 1])).map((n) => '😀'.repeat(n)),
)

/** Line lists: valid IP and parameter lines, up to and past the 1,000-entry rule, with edge characters. */
const ipLine = fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4().map((ip) => `${ip}/24`), fc.constantFrom('10.0.0.300', '::ffff:1.2.3.4', ' 203.0.113.7 '))
const paramLine = fc.oneof(fc.constantFrom('utm_source', 'fbclid', '&', 'a=b', 'x y'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }))
export const lineListArb = (field: string, hostile: boolean) => {
  const line = field === 'exclude_ips' ? ipLine : paramLine
  const lines = fc.array(line, { maxLength: 5 }).map((l) => l.join('\n'))
  if (!hostile) return field === 'exclude_ips' ? fc.array(fc.ipV4(), { maxLength: 5 }).map((l) => l.join('\n')) : fc.array(fc.constantFrom('utm_source', 'fbclid', 'ref'), { maxLength: 3 }).map((l) => l.join('\n'))
  return fc.oneof(lines,
    fc.tuple(fc.constantFrom(999, 1000, 1001, 3000), fc.constantFrom('\n', '\r\n')).map(([n, eol]) => Array.from({ length: n }, (_, i) => (field === 'exclude_ips' ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : `p${i}`)).join(eol)),
    fc.constantFrom(1000, 20_000).map((n) => '\n'.repeat(n)),
    hostileString())
}

/** A value for a schema: valid from its type and bounds, or hostile (wrong types, boundaries, edge strings). */
export function valueArb(schema: Schema, hostile: boolean, name = ''): fc.Arbitrary<unknown> {
  if (name === 'domain') return domainArb(hostile)
  if (name === 'exclude_ips' || name === 'exclude_params') return hostile ? fc.oneof(lineListArb(name, true), fc.constant(null)) : lineListArb(name, false)
  const wrong = fc.oneof(fc.constant(null), fc.boolean(), fc.double(), fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), fc.nat(), { maxKeys: 2 }), hostileString())
  const valid = validArb(schema, name)
  return hostile ? fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: wrong, weight: 1 }, { arbitrary: boundaryArb(schema), weight: 1 }) : valid
}

function validArb(schema: Schema, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  if (options) return fc.oneof(...options.map((s) => validArb(s, name)))
  if (schema.type === 'null') return fc.constant(null)
  if (schema.type === 'integer') return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) })
  if (schema.type === 'boolean') return fc.boolean()
  if (schema.type === 'string') {
    if (name === 'idempotency-key') return fc.stringMatching(/^[\x21-\x7E]{1,64}$/)
    if (name === 'password') return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 64, 64) })
    return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) })
  }
  return fc.constant(undefined)
}

function boundaryArb(schema: Schema): fc.Arbitrary<unknown> {
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  const s = options?.find((o) => o.type !== 'null') ?? schema
  if (s.type === 'integer' || s.type === 'number') {
    const { minimum = 0, maximum = 2 ** 53 } = s
    return fc.constantFrom(minimum - 1, minimum, maximum, maximum + 1, '1e3', '05', ' 1 ', '+1', 1.5, 2 ** 53, '99999999999999999999', 'true', '', -0)
  }
  return hostileString(s.maxLength)
}

/** JSON text nested `depth` levels deep, as an object member or as an array. */
export const deepJson = (depth: number, array: boolean) => (array ? `{"domain":${'['.repeat(depth)}${']'.repeat(depth)}}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
export const DEPTHS = [1, 511, 512, 513, 600, 5_000, 30_000] as const
/** Form field counts around the 1,000-field rule and far past it (the whole 128 KiB body of `a&a&a…`). */
export const FIELD_COUNTS = [999, 1000, 1001, 5_000, 32_000, 65_000] as const

/** Host header values that are not `host[:port]`, and some that are. */
export const HOSTS = ['evil.example/"><x', '', 'a b.example', 'example.com:99999', '[::1]:8080', 'example.com:0', 'ex ample', '127.0.0.1:8080', 'localhost', 'xn--ls8h.example', 'évil.example', 'a..b', 'host:80:80', '[::1', 'example.com:8o']
/** Idempotency-Key values: valid, empty, too long, non-visible, Unicode. */
export const IDEMPOTENCY_KEYS = fc.oneof(fc.stringMatching(/^[\x21-\x7E]{1,32}$/), fc.constantFrom('', ' ', 'a b', 'k'.repeat(255), 'k'.repeat(256), 'k'.repeat(5000), 'ключ', '\u202Ekey', 'a\u200Bb'))
/** If-Match / If-None-Match values: tags of the target, weak, lists, garbage, long lists. */
export const ETAG_VALUES = (id: number) => fc.oneof(
  fc.constantFrom('*', ' * ', `"${id}.1"`, `W/"${id}.1"`, `"${id}.1", "${id}.2"`, '"', '""', 'W/', `"${id}.01"`, `"${id}.9007199254740993"`, '"\u202E"', 'not a tag', ',,,,'),
  fc.nat(20).map((n) => Array.from({ length: n * 50 }, (_, i) => `"${id}.${i + 1}"`).join(', ')),
  fc.constantFrom(1000, 10_000).map((n) => ','.repeat(n)),
)
