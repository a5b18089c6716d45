// Requests generated from the published document, for every operation, checked by the invariants: used by
// test/generated/openapi.test.ts (the service in-process) and reliability/generated.ts (row B3, a server process).
import { domainToASCII } from 'node:url'
import fc from 'fast-check'
import { WEBSITE_FIELDS } from '../../src/websites/websites.schemas.js'
import {
  DEPTHS, type Document, EDGE_CHARACTERS, ETAG_VALUES, FIELD_COUNTS, HOSTS, IDEMPOTENCY_KEYS, type Operation, type Schema, asPunycode, deepJson, readDocument, unicodeLabel, valueArb,
} from './document.js'
import { type Answer, type Sent, judge, send } from './invariants.js'

export interface Target {
  baseUrl: string
  /** Keys of two accounts: requests are sent with `mine` (an admin key: the key routes are exercised too); `theirs` owns a website that must never change. */
  mine: string
  theirs: string
  /** Measures the worst event-loop hold (ms) while `work` runs. */
  measureHold<T>(work: () => Promise<T>): Promise<{ value: T; holdMs: number }>
}

export interface RunOptions {
  seed: number
  /** Cases per operation, for valid and for hostile requests each. */
  runs: number
  /** A hold beyond this fails (a freeze, not latency). */
  holdLimitMs: number
  /** How long one property (its runs and its shrinking) may take. */
  shrinkSeconds: number
  /** Whether every worst shape and edge character is sent to each operation too (the default). */
  sweep?: boolean
  log?: (line: string) => void
}

export interface Report {
  cases: number
  worstHold: { ms: number; request: string }
  failures: string[]
}

interface State {
  document: Document
  target: Target
  /** A website of `mine` that item requests name; made again when a request deletes it. */
  mineId: number
  theirsId: number
  /** The other account's key: what "theirs" names on a /keys/{id} path (a website id there could be the calling key's own id). */
  theirsKeyId: number
  /** A key of `mine`'s account that /keys/{id} requests name (never `mine` itself, an admin key); made again when revoked. */
  keyId: number
}

const KEY_PATHS = '/api/v1/keys/'
/** The id an item path names, of `mine`'s account or the other's: a website, or for a key path a key (mine: the throwaway one). */
const itemId = (state: State, path: string, whose: 'mine' | 'theirs') => String(path.startsWith(KEY_PATHS)
  ? (whose === 'mine' ? state.keyId : state.theirsKeyId) : (whose === 'mine' ? state.mineId : state.theirsId))

const describe = (sent: Sent) => `${sent.method} ${sent.path.slice(0, 200)} headers=${JSON.stringify(sent.headers).slice(0, 300)}${sent.body ? ` body=${sent.body}` : ''}`
const auth = (key: string) => ({ authorization: `Bearer ${key}` })
const json = (value: unknown): Pick<Sent, 'body' | 'bodyBytes'> => {
  const text = JSON.stringify(value)
  return { body: text.length > 300 ? `${text.slice(0, 300)}… (${text.length} bytes of JSON)` : text, bodyBytes: Buffer.from(text) }
}

async function createKey(state: State): Promise<number> {
  const text = JSON.stringify({ name: 'generated throwaway' })
  const answer = await send(state.target.baseUrl, { operation: 'setup', method: 'POST', path: '/api/v1/keys', headers: { ...auth(state.target.mine), 'content-type': 'application/json' }, bodyBytes: Buffer.from(text) })
  if (answer.status !== 201) throw new Error(`setup key: ${answer.status} ${answer.text}`)
  return (answer.body as { data: { id: number } }).data.id
}

async function createWebsite(state: State, key: string): Promise<number> {
  const text = JSON.stringify({ domain: `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.example` })
  const answer = await send(state.target.baseUrl, { operation: 'setup', method: 'POST', path: '/api/v1/websites', headers: { ...auth(key), 'content-type': 'application/json' }, bodyBytes: Buffer.from(text) })
  if (answer.status !== 201) throw new Error(`setup create: ${answer.status} ${answer.text}`)
  return (answer.body as { data: { id: number } }).data.id
}

/** What a refused write must leave as it was: the account's count, both websites named, its keys (which, and revoked or not) and its webhook endpoints. */
async function snapshot(state: State): Promise<string> {
  const get = (key: string, path: string) => send(state.target.baseUrl, { operation: 'snapshot', method: 'GET', path, headers: auth(key) })
  const [list, mine, theirs, keys, webhooks] = await Promise.all([get(state.target.mine, '/api/v1/websites?per_page=10'), get(state.target.mine, `/api/v1/websites/${state.mineId}`),
    get(state.target.theirs, `/api/v1/websites/${state.theirsId}`), get(state.target.mine, '/api/v1/keys'), get(state.target.mine, '/api/v1/webhooks')])
  const keyStates = ((keys.body as any)?.data ?? []).map((key: { id: number; revoked_at: string | null }) => `${key.id}:${key.revoked_at ?? 'active'}`)
  return JSON.stringify([(list.body as any)?.meta?.total, mine.status, mine.text, theirs.text, keyStates, webhooks.text])
}

/** A request for `operation`: valid from its schemas, or hostile in one or several parts. */
function requestArb(state: State, operation: Operation, hostile: boolean): fc.Arbitrary<() => Sent> {
  const params = operation.parameters
  const idArb = hostile
    ? fc.oneof(fc.constant('mine'), fc.constant('theirs'), fc.constantFrom('abc', '5abc', '05', '+5', '5.0', '0', '-1', '1e3', '9007199254740993', '99999999999999999999', '%E2%80%AE1', '1%00'))
    : fc.constant('mine')
  const queryParams = params.filter((p) => p.in === 'query')
  const queryArb = (queryParams.length === 0 ? fc.constant([]) : fc.uniqueArray(fc.constantFrom(...queryParams), { maxLength: queryParams.length }).map((ps) => ps.map((p) => [p, 0] as const)))
    .chain((chosen) => fc.tuple(...chosen.map(([p]) => valueArb(p.schema, hostile, p.name).map((v) => [p.name, v] as const))))
  const headerArb = fc.tuple(...params.filter((p) => p.in === 'header').map((p) => fc.option(
    p.name === 'idempotency-key' ? (hostile ? IDEMPOTENCY_KEYS : valueArb(p.schema, false, p.name)) : ETAG_VALUES(state.mineId).map((v) => v),
    { nil: undefined },
  ).map((v) => [p.name, v] as const)))
  const fieldsArb = operation.body
    ? fc.record(Object.fromEntries(Object.entries(operation.body.properties as Record<string, any>).map(([name, schema]) => [name, valueArb(schema, hostile, name)])), { requiredKeys: hostile ? [] : (operation.body.required ?? []) })
    : fc.constant(undefined)
  const shapeArb = operation.body || hostile
    ? fc.oneof(
      { arbitrary: fc.constantFrom('json', 'form'), weight: 6 },
      ...(hostile ? [{ arbitrary: fc.constantFrom(...DEPTHS.map((d) => `deep:${d}`), ...DEPTHS.map((d) => `deeparray:${d}`), ...FIELD_COUNTS.map((n) => `fields:${n}`), 'repeated', 'brackets', 'text', 'badutf8'), weight: 3 }] : []))
    : fc.constant('none')
  // Another method is one the path lacks (a method it has is another operation, judged by its own answers).
  const methodArb = hostile ? fc.oneof({ arbitrary: fc.constant(operation.method), weight: 8 }, { arbitrary: fc.constantFrom(...['PUT', 'DELETE', 'POST', 'OPTIONS', 'TRACE', 'PATCH'].filter((m) => !operation.pathMethods.includes(m))), weight: 1 }) : fc.constant(operation.method)
  const hostArb = hostile ? fc.option(fc.constantFrom(...HOSTS), { nil: undefined, freq: 3 }) : fc.constant(undefined)
  return fc.tuple(idArb, queryArb, headerArb, fieldsArb, shapeArb, methodArb, hostArb).map(([id, query, headers, fields, shape, method, host]) => () => {
    const resolved = Object.fromEntries(Object.entries(fields ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'function' ? v() : v]))
    const idText = id === 'mine' || id === 'theirs' ? itemId(state, operation.path, id) : id
    const search = new URLSearchParams(query.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
    const path = operation.path.replace('{id}', idText) + (search ? `?${search}` : '')
    const sent: Sent = { operation: operation.id, method, path, headers: { ...(operation.path.startsWith('/api/') ? auth(state.target.mine) : {}) } }
    for (const [name, value] of headers) if (value !== undefined) sent.headers[name] = String(value)
    if (host !== undefined) sent.headers.host = host
    const body = bodyOf(shape, resolved)
    return { ...sent, ...body, headers: { ...sent.headers, ...body.headers } }
  })
}

/** The body in the chosen shape: JSON, a form, or one of the worst shapes the body limit allows. */
function bodyOf(shape: string, fields: Record<string, unknown>): Partial<Sent> {
  const formOf = (entries: [string, string][]) => {
    const text = new URLSearchParams(entries).toString()
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: text.length > 300 ? `${text.slice(0, 300)}… (${text.length} bytes of form)` : text, bodyBytes: Buffer.from(text) }
  }
  const [kind, n] = shape.split(':') as [string, string | undefined]
  const count = Number(n)
  switch (kind) {
    case 'none': return {}
    case 'json': return { ...json(fields), headers: { 'content-type': 'application/json' } }
    case 'form': return formOf(Object.entries(fields).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x) => [`${k}[]`, String(x)]) : [[k, v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)]])))
    case 'deep': case 'deeparray': {
      const text = deepJson(count, kind === 'deeparray')
      return { headers: { 'content-type': 'application/json' }, body: `JSON nested ${count} levels (${kind})`, bodyBytes: Buffer.from(text) }
    }
    case 'fields': {
      const text = Array(count).fill('a').join('&')
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `${count} form fields a&a&a… (${text.length} bytes)`, bodyBytes: Buffer.from(text) }
    }
    case 'repeated': return formOf(Array.from({ length: 900 }, (_, i) => ['domain', `d${i}.example`]))
    case 'brackets': return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a[a][a]… 20,000 levels', bodyBytes: Buffer.from(`a${'[a]'.repeat(20_000)}=1&domain=x.example`) }
    case 'text': return { headers: { 'content-type': 'text/plain' }, body: 'text/plain', bodyBytes: Buffer.from('domain=x.example') }
    default: return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'invalid UTF-8', bodyBytes: Buffer.from([0x64, 0x6f, 0x6d, 0x61, 0x69, 0x6e, 0x3d, 0xff, 0xc0, 0xaf]) }
  }
}

/** One case: send, judge, and for a refused write compare the data before and after. */
async function runCase(state: State, operation: Operation, make: () => Sent, report: Report, limit: number): Promise<string[]> {
  const sent = make()
  const write = !['GET', 'HEAD'].includes(sent.method)
  const before = write ? await snapshot(state) : ''
  let answered: { value: { answer: Answer; after: string }; holdMs: number }
  try {
    // The window includes reading the data back: work a service leaves for after its answer is held too.
    answered = await state.target.measureHold(async () => {
      const answer = await send(state.target.baseUrl, sent)
      return { answer, after: write && (answer.status < 200 || answer.status >= 300) ? await snapshot(state) : before }
    })
  } catch (error) {
    // Node refuses some header bytes itself (a NUL in a header): nothing was sent.
    if ((error as NodeJS.ErrnoException).code === 'ERR_INVALID_CHAR') return []
    return [`no answer (${(error as Error).message}) to ${describe(sent)}`]
  }
  const { value: { answer, after }, holdMs } = answered
  report.cases++
  if (holdMs > report.worstHold.ms) report.worstHold = { ms: holdMs, request: describe(sent) }
  const problems = judge(state.document, operation, sent, answer)
  if (holdMs > limit) problems.push(`held the event loop ${holdMs.toFixed(0)} ms (limit ${limit})`)
  if (answer.status === 304 && answer.headers['content-length'] !== undefined) {
    const full = await send(state.target.baseUrl, { ...sent, headers: { ...auth(state.target.mine) } })
    if (answer.headers['content-length'] !== full.headers['content-length']) problems.push(`304 with Content-Length ${answer.headers['content-length']}, the 200's is ${full.headers['content-length']}`)
  }
  if (write && (answer.status < 200 || answer.status >= 300)) {
    if (after !== before) problems.push(`a refused ${answer.status} changed stored data: ${before.slice(0, 200)} → ${after.slice(0, 200)}`)
  }
  if (write && sent.method !== 'DELETE' && answer.status >= 200 && answer.status < 300) problems.push(...await readBack(state, sent, answer))
  // The target is made again after a delete (or a hostile id named it by accident).
  if (write && answer.status === 200 && sent.method === 'DELETE') {
    if (sent.path.startsWith(KEY_PATHS)) state.keyId = await createKey(state)
    else state.mineId = await createWebsite(state, state.target.mine)
  }
  return problems.map((p) => `${operation.id}: ${p}\n    request: ${describe(sent)}`)
}

/** Shown once, in the write's answer only (a key's secret, an invitation's link and whether it was emailed). */
const SHOWN_ONCE = ['key', 'secret', 'url', 'emailed']
type Data = Record<string, unknown>
/**
 * What a write answered is what is stored: the thing read back (from `Location`, or the path written) says
 * the same. A write with no `Location` of its own (an invitation) is read back from its collection, by id.
 */
async function readBack(state: State, sent: Sent, answer: Answer): Promise<string[]> {
  const written = (answer.body as { data?: Data } | undefined)?.data
  if (typeof written?.id !== 'number') return []
  const path = answer.headers.location ? new URL(answer.headers.location).pathname : sent.path.split('?')[0]!
  const read = await send(state.target.baseUrl, { operation: 'read back', method: 'GET', path, headers: auth(state.target.mine) })
  const data = (read.body as { data?: Data | Data[] } | undefined)?.data
  const stored = Array.isArray(data) ? data.find((item) => item.id === written.id) : data
  const differs = Object.keys(written).filter((field) => !SHOWN_ONCE.includes(field) && JSON.stringify(written[field]) !== JSON.stringify(stored?.[field]))
  if (differs.length === 0) return []
  const show = (data: Data | undefined) => differs.map((field) => `${field}=${JSON.stringify(data?.[field])}`).join(', ')
  return [`answered ${show(written)} but ${path} reads back ${read.status} ${show(stored)}`]
}

/** The metamorphic rule of "Hardening": a domain refused in Unicode is refused in punycode with the same message. */
function punycodeProperty(state: State, report: Report) {
  return fc.asyncProperty(unicodeLabel, async (label) => {
    const post = async (domain: string) => {
      const text = JSON.stringify({ domain })
      const answer = await send(state.target.baseUrl, { operation: 'createWebsite', method: 'POST', path: '/api/v1/websites', headers: { ...auth(state.target.mine), 'content-type': 'application/json' }, bodyBytes: Buffer.from(text) })
      report.cases++
      return (answer.body as any)?.message?.domain?.[0] as string | undefined
    }
    const unicode = await post(`u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${label}.example`)
    const domain = `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${label}.example`
    const ascii = asPunycode(domain)
    const sentAscii = await post(ascii)
    // Punycode of code points UTS #46 would map (a name not in NFC, say) is refused even where their mapped
    // Unicode is accepted (contract, "Domains"); otherwise both spellings answer alike.
    const expected = unicode ?? (domainToASCII(domain) === ascii ? undefined : 'Invalid domain name.')
    if (expected !== sentAscii) throw new Error(`label ${JSON.stringify(label)}: in Unicode the domain answered ${JSON.stringify(unicode ?? 'accepted')}, as punycode ${ascii} ${JSON.stringify(sentAscii ?? 'accepted')}`)
  })
}

/** Every worst shape the limits allow, sent once to each operation (random runs would meet each one rarely). */
const SHAPES = [...DEPTHS.flatMap((d) => [`deep:${d}`, `deeparray:${d}`]), ...FIELD_COUNTS.map((n) => `fields:${n}`), 'repeated', 'brackets', 'text', 'badutf8']
const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']
/** Each edge character, and a lone surrogate (valid JSON text, no Unicode scalar), inside a short text. */
const EDGE_TEXTS = [...EDGE_CHARACTERS, '\uD800'].map((c) => `a${c}b`)
/** A form decodes every other character as JSON does (and cannot carry a lone surrogate): it adds the NUL of `%00`. */
const FORM_EDGE_TEXTS = ['a\u0000b']
/** The definition's secrets, hashed at once (0.4 s of scrypt each), never stored or shown as text: one NUL is enough. */
const HASHED_FIELDS = new Set(Object.entries(WEBSITE_FIELDS).filter(([, field]) => field.kind === 'secret').map(([name]) => name))
const takesText = (schema: Schema): boolean => schema.type === 'string' || ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined)?.some(takesText) === true

async function sweep(state: State, operation: Operation, report: Report, options: RunOptions): Promise<string[]> {
  const base = (): Sent => ({ operation: operation.id, method: operation.method, path: operation.path.replace('{id}', itemId(state, operation.path, 'mine')), headers: operation.path.startsWith('/api/') ? auth(state.target.mine) : {} })
  const cases: (() => Sent)[] = []
  for (const shape of operation.body ? SHAPES : []) cases.push(() => ({ ...base(), ...bodyOf(shape, {}), headers: { ...base().headers, ...bodyOf(shape, {}).headers } }))
  for (const host of HOSTS) cases.push(() => ({ ...base(), headers: { ...base().headers, host } }))
  for (const method of OTHER_METHODS.filter((m) => !operation.pathMethods.includes(m))) cases.push(() => ({ ...base(), method }))
  // Every text the operation takes, with every edge character in it, alone, in JSON and in a form: what one
  // store keeps and the other cannot (a NUL in PostgreSQL text) is found here, not by chance.
  for (const parameter of operation.parameters.filter((p) => p.in === 'query' && takesText(p.schema))) {
    for (const text of EDGE_TEXTS) cases.push(() => ({ ...base(), path: `${base().path}?${new URLSearchParams({ [parameter.name]: text })}` }))
  }
  const properties = (operation.body?.properties ?? {}) as Record<string, Schema>
  // The other required fields valid, so that the text reaches the store when the rules let it.
  const required = () => Object.fromEntries(((operation.body?.required ?? []) as string[]).map((name) => {
    const [value] = fc.sample(valueArb(properties[name]!, false, name), 1)
    return [name, typeof value === 'function' ? value() : value]
  }))
  for (const [name] of Object.entries(properties).filter(([, s]) => takesText(s))) {
    const texts = { json: HASHED_FIELDS.has(name) ? FORM_EDGE_TEXTS : EDGE_TEXTS, form: FORM_EDGE_TEXTS }
    for (const [shape, edgeTexts] of Object.entries(texts)) {
      for (const text of edgeTexts) {
        cases.push(() => {
          const body = bodyOf(shape, { ...required(), [name]: text })
          return { ...base(), ...body, headers: { ...base().headers, ...body.headers } }
        })
      }
    }
  }
  const problems: string[] = []
  for (const make of cases) problems.push(...await runCase(state, operation, make, report, options.holdLimitMs))
  return problems
}

export async function runGenerated(target: Target, options: RunOptions): Promise<Report> {
  const raw = await send(target.baseUrl, { operation: 'document', method: 'GET', path: '/api/v1/openapi.json', headers: {} })
  const document = readDocument(raw.body as Record<string, any>)
  const state: State = { document, target, mineId: 0, theirsId: 0, theirsKeyId: 0, keyId: 0 }
  state.mineId = await createWebsite(state, target.mine)
  state.keyId = await createKey(state)
  state.theirsId = await createWebsite(state, target.theirs)
  state.theirsKeyId = (await send(target.baseUrl, { operation: 'setup', method: 'GET', path: '/api/v1/key', headers: auth(target.theirs) }).then((answer) => answer.body as { data: { id: number } })).data.id
  const report: Report = { cases: 0, worstHold: { ms: 0, request: '' }, failures: [] }
  const check = async (name: string, property: fc.IAsyncProperty<any>, runs: number) => {
    // Shrinking is kept (the report needs the smallest failing request) but bounded in time: a freeze shrinks slowly.
    const result = await fc.check(property, { seed: options.seed, numRuns: runs, interruptAfterTimeLimit: options.shrinkSeconds * 1000 })
    if (result.failed) {
      const text = `${name}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n    (seed ${options.seed}, path ${result.counterexamplePath}, shrunk ${result.numShrinks} times)`
      report.failures.push(text)
      options.log?.(`FAIL ${text}`)
    }
  }
  for (const operation of document.operations) {
    for (const hostile of [false, true]) {
      const started = Date.now()
      await check(`${operation.id} ${hostile ? 'hostile' : 'valid'}`, fc.asyncProperty(requestArb(state, operation, hostile), async (make) => {
        const problems = await runCase(state, operation, make, report, options.holdLimitMs)
        if (problems.length > 0) throw new Error(problems.join('\n'))
      }), options.runs)
      options.log?.(`${operation.id} ${hostile ? 'hostile' : 'valid'}: ${options.runs} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
  }
  for (const operation of options.sweep === false ? [] : document.operations) {
    const started = Date.now()
    const problems = await sweep(state, operation, report, options)
    if (problems.length > 0) {
      report.failures.push(...problems.map((p) => `${operation.id} limits: ${p}`))
      for (const p of problems) options.log?.(`FAIL ${operation.id} limits: ${p}`)
    }
    options.log?.(`${operation.id} limits (every worst shape, Host, other method, edge characters in every text): ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await check('domain refused in Unicode is refused as punycode', punycodeProperty(state, report), Math.max(20, Math.floor(options.runs / 2)))
  return report
}
