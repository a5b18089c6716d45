// One schema per wire shape: they drive input validation (websites.validation.ts), the TS types,
// response serialization (fast-json-stringify) and the OpenAPI document.
import Type, { type Static } from 'typebox'

const Flag = (description: string) => Type.Integer({ minimum: 0, maximum: 1, description })
const Timestamp = Type.String({ description: 'ISO-8601 UTC with six fraction digits', examples: ['2026-11-22T10:20:30.000000Z'] })

export const Website = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    domain: Type.String({ description: 'Canonical: lowercase, no scheme, no `www.`, IDN in punycode' }),
    privacy: Type.Integer({ minimum: 0, maximum: 2, description: '0 public, 1 private, 2 password-protected' }),
    email: Flag('Periodic email reports'),
    password: Type.Boolean({ description: 'Whether a password is stored; the password itself is never returned' }),
    exclude_bots: Flag('Do not track common bots'),
    exclude_params: Type.Union([Type.String(), Type.Null()], { description: 'Query parameter names, one per line; `&` means all' }),
    exclude_ips: Type.Union([Type.String(), Type.Null()], { description: 'IPv4/IPv6 addresses and CIDR ranges, one per line' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Website' },
)
export type Website = Static<typeof Website>

/**
 * The fields a client may send, after normalisation: form values are strings, so "1" is 1; in JSON
 * true/false mean 1/0 for the 0/1 fields; an empty string is null. Unknown fields are ignored.
 */
export const WebsiteInput = Type.Object(
  {
    domain: Type.String({ maxLength: 255, description: 'Required on create; ignored on update' }),
    privacy: Type.Integer({ minimum: 0, maximum: 2, default: 1 }),
    email: Type.Integer({ minimum: 0, maximum: 1, default: 0 }),
    exclude_bots: Type.Integer({ minimum: 0, maximum: 1, default: 1 }),
    password: Type.String({ maxLength: 128, description: 'Needed when privacy is 2 and none is stored' }),
    exclude_params: Type.String({ description: 'At most 1000 lines' }),
    exclude_ips: Type.String({ description: 'At most 1000 lines' }),
  },
  { $id: 'WebsiteInput' },
)
export const WebsiteUpdateInput = Type.Partial(Type.Omit(WebsiteInput, ['domain']), { $id: 'WebsiteUpdateInput' })
export const WebsiteCreateInput = Type.Partial(WebsiteInput)

export const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ description: 'Case-insensitive substring of the domain' })),
  search_by: Type.Optional(Type.String({ enum: ['domain'], default: 'domain' })),
  sort_by: Type.Optional(Type.String({ enum: ['id', 'domain'], default: 'id' })),
  sort: Type.Optional(Type.String({ enum: ['desc', 'asc'], default: 'desc' })),
  per_page: Type.Optional(Type.Integer({ enum: [10, 25, 50, 100], default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
}, { description: 'A value outside its allowed set falls back to the default; never a 422' })

export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,15}$', description: 'Any other id, or one that is not yours, is a 404' }),
})

const Status = (code: number) => Type.Literal(code)
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
  status: Status(200),
})
export type WebsiteList = Static<typeof WebsiteList>

export const WebsiteEnvelope = (status: 200 | 201) => Type.Object({ data: Type.Ref('Website'), status: Status(status) })
export const Deleted = Type.Object({
  id: Type.Integer(),
  object: Type.Literal('website'),
  deleted: Type.Literal(true),
  status: Status(200),
})
export const ErrorBody = Type.Object({ message: Type.String(), status: Type.Integer() }, { $id: 'Error' })
export const ValidationErrorBody = Type.Object({
  message: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Every failing field, one message each' }),
  status: Type.Literal(422),
})
