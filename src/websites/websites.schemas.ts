// One definition per website field, and every wire shape derived from it: the create and update bodies
// (validation, defaults, TS types), the website object (serialization), the list query, and through them
// the OpenAPI document. Nothing else restates a field list, an enum, a range or a default.
import Type, { type Static, type TSchema } from 'typebox'
import { REQUEST_HEAD_LIMIT, Timestamp } from '../http/api-routes.js'
import { type Canonical, type FieldRule, type FieldRules, type ValueOf, createBody, defaultsOf, messages, updateBody, wireSchema } from '../validation.js'
import { canonicalDomain } from './domain.js'
import type { FieldPresentation } from './field-presentation.js'
import { canonicalIpList } from './ip-list.js'
import { type ListResult, MAX_LIST_ENTRIES } from './line-list.js'
import { canonicalParamList } from './param-list.js'

const domainRule: Canonical = (text) => {
  const domain = canonicalDomain(text)
  return domain === null ? { ok: false, message: messages.domain() } : { ok: true, value: domain }
}

/** A line list's canonical form, or the message for its first bad line (or for too many lines). */
const lineListRule = (field: string, what: string, canonical: (text: string) => ListResult): Canonical => (text) => {
  const result = canonical(text)
  if (result.ok) return result
  if ('tooMany' in result) return { ok: false, message: messages.tooManyEntries(field, MAX_LIST_ENTRIES) }
  return { ok: false, message: messages.invalidEntry(field, what, result.invalidEntry) }
}

const Flag = (description: string) => Type.Integer({ minimum: 0, maximum: 1, description })

/** The fields a client may send, in the order the contract lists a 422's fields. */
export const WEBSITE_FIELDS = {
  domain: {
    schema: Type.String({ maxLength: 255, description: 'Stored canonical: lowercase, no scheme, no `www.`, IDN in punycode. Set on create only' }),
    requiredOnCreate: true,
    createOnly: true,
    canonical: domainRule,
    label: 'Domain', kind: 'text', listed: true, doc: 'canonical form (below); unique across all accounts; cannot change',
  },
  privacy: {
    schema: Type.Integer({ minimum: 0, maximum: 2, description: '0 public, 1 private, 2 password-protected' }),
    default: 1,
    label: 'Privacy', kind: 'choice', listed: true,
    choices: [{ value: 0, name: 'public', label: 'Public' }, { value: 1, name: 'private', label: 'Private' }, { value: 2, name: 'password', label: 'Password' }],
    doc: '0 public stats page, 1 private, 2 password-protected (needs a password, given now or stored)',
  },
  email: { schema: Flag('Periodic email reports'), default: 0, label: 'Email reports', kind: 'flag', listed: true },
  password: {
    schema: Type.String({ maxLength: 128, description: 'Needed when privacy is 2 and none is stored; never returned' }),
    nullable: true,
    default: null,
    trim: false,
    response: Type.Boolean({ description: 'Whether a password is stored; the password itself is never returned' }),
    label: 'Password', kind: 'secret',
    doc: 'whether a password is stored; it is sent as a string of at most 128 characters, taken as typed, stored only as a scrypt hash, never returned or logged',
  },
  exclude_bots: {
    schema: Flag('Do not track common bots'),
    default: 1,
    label: 'Exclude bots', kind: 'flag', listed: true,
    choices: [{ value: 0, name: 'counted', label: 'Counted' }, { value: 1, name: 'excluded', label: 'Excluded' }],
  },
  exclude_params: {
    schema: Type.String({ description: 'Query parameter names not tracked, one per line (at most 1000 entries, each 1-255 characters without whitespace, control characters, `=`, `&` or `#`); `&` means all. No length of its own: the body limit (128 KiB by default) bounds it' }),
    nullable: true,
    default: null,
    canonical: lineListRule('exclude params', 'an invalid parameter name', canonicalParamList),
    label: 'Excluded parameters', kind: 'lines', doc: 'query parameter names not tracked, one per line; the line `&` means all **(ours: returned)**',
  },
  exclude_ips: {
    schema: Type.String({ description: 'IPv4/IPv6 addresses and CIDR ranges, one per line (at most 1000 entries). No length of its own: the body limit (128 KiB by default) bounds it' }),
    nullable: true,
    default: null,
    canonical: lineListRule('exclude ips', 'an invalid IP address or range', canonicalIpList),
    label: 'Excluded IPs', kind: 'lines', doc: 'IPv4/IPv6 addresses and CIDR ranges, one per line',
  },
} as const satisfies FieldRules & Record<string, FieldPresentation>

export const CreateBody = createBody(WEBSITE_FIELDS, {
  description: 'Form or JSON. Form values are strings; in JSON, true/false mean 1/0. An empty value means "not given".',
  examples: [{ domain: 'example.com', privacy: 0, email: 1, exclude_bots: 1, exclude_params: 'utm_source\nutm_medium', exclude_ips: '10.0.0.0/8' }],
})
export type CreateInput = Static<typeof CreateBody>
export const UpdateBody = updateBody(WEBSITE_FIELDS, {
  description: 'Only the fields sent change; an empty value clears a nullable field. The domain cannot change.',
  examples: [{ privacy: 2, password: 'correct horse battery staple', exclude_ips: null }],
})
export type UpdateInput = Static<typeof UpdateBody>

/** What a create stores for a field it was not given. */
export const WEBSITE_DEFAULTS = defaultsOf(CreateBody) as Required<Omit<CreateInput, 'domain'>>

type Fields = typeof WEBSITE_FIELDS
type Shown<F> = F extends { response: TSchema } ? Static<F['response']> : F extends FieldRule ? ValueOf<F> : never
/** The website object: its id, each field as the response shows it, and its timestamps. */
export type Website = { id: number } & { -readonly [K in keyof Fields]: Shown<Fields[K]> } & { created_at: string; updated_at: string }
export const Website = Type.Unsafe<Website>(Type.Object({
  id: Type.Integer({ minimum: 1 }),
  ...Object.fromEntries(Object.entries(WEBSITE_FIELDS).map(([name, rule]: [string, FieldRule]) => [name, rule.response ?? wireSchema(rule)])),
  created_at: Timestamp,
  updated_at: Timestamp,
}, { $id: 'Website' }))

/** A website as the OpenAPI document shows it in examples. */
export const EXAMPLE_WEBSITE: Website = {
  id: 12, domain: 'example.com', privacy: 0, email: 1, password: false, exclude_bots: 1, exclude_params: 'utm_source\nutm_medium',
  exclude_ips: '10.0.0.0/8', created_at: '2026-11-22T10:20:30.000000Z', updated_at: '2026-11-22T10:20:30.000000Z',
}

export const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: REQUEST_HEAD_LIMIT, description: 'Case-insensitive substring of the domain; `%` and `_` match themselves. Bounded by the request line (431 beyond)' })),
  search_by: Type.Literal('domain', { default: 'domain' }),
  sort_by: Type.Union([Type.Literal('id'), Type.Literal('domain')], { default: 'id' }),
  sort: Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: 'desc' }),
  per_page: Type.Union([Type.Literal(10), Type.Literal(25), Type.Literal(50), Type.Literal(100)], { default: 10 }),
  page: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1 }),
}, { description: 'A value outside its allowed set falls back to the default; never a 422' })
export type ListQuery = Static<typeof ListQuery>

export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7E]{1,255}$',
  description: '1-255 visible ASCII characters; the same key and request within 24 hours replays the first answer',
})
export const CreateHeaders = Type.Object({ 'idempotency-key': Type.Optional(IdempotencyKey) })

export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Anything but a canonical positive decimal, or an id that is not yours, is a 404' }),
})

const PageLink = Type.Object({ url: Type.Union([Type.String(), Type.Null()]), label: Type.String(), active: Type.Boolean() })
const NullableInt = Type.Union([Type.Integer(), Type.Null()])

export const WebsiteList = Type.Object({
  data: Type.Array(Type.Ref('Website')),
  links: Type.Object({
    first: Type.String(),
    last: Type.String(),
    prev: Type.Union([Type.String(), Type.Null()]),
    next: Type.Union([Type.String(), Type.Null()]),
  }),
  meta: Type.Object({
    current_page: Type.Integer(),
    from: NullableInt,
    last_page: Type.Integer(),
    links: Type.Array(PageLink),
    path: Type.String(),
    per_page: Type.Integer(),
    to: NullableInt,
    total: Type.Integer(),
  }),
  status: Type.Literal(200),
})
export type WebsiteList = Static<typeof WebsiteList>

export const WebsiteEnvelope = (status: 200 | 201) => Type.Object({ data: Type.Ref('Website'), status: Type.Literal(status) })
export const Deleted = Type.Object({
  id: Type.Integer(),
  object: Type.Literal('website'),
  deleted: Type.Literal(true),
  status: Type.Literal(200),
})
