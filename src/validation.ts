// Input checking driven by schemas, in the contract's terms: the one place that knows its coercions
// (form strings, true/false, trimming, empty = null, a field given twice), its Laravel messages, and how
// each part of a request fails: a body names every failing field at once (422), a query parameter
// outside its set falls back to its default, a path parameter that fails names no resource (404).
import Type, { type Static, type TObject, type TSchema, type TUnsafe } from 'typebox'
import { Compile } from 'typebox/compile'
import Value from 'typebox/value'
import './schema-settings.js'
import { type FieldErrors, NotFound, ValidationFailed } from './errors.js'

/** The JSON Schema keywords read here. */
type Keywords = { type?: string; description?: string; default?: unknown; items?: TSchema; minItems?: number; maxItems?: number }
const keywords = (schema: TSchema) => schema as TSchema & Keywords

/** A rule past the schema's: the canonical form of a text, or the message saying why there is none. */
export type Canonical = (text: string) => { ok: true; value: string | null } | { ok: false; message: string }

/** One body field: its wire type and range, and what the schema alone cannot say. */
export interface FieldRule {
  schema: TSchema
  /** Applied on create when the field is not given. */
  default?: unknown
  /** An empty value clears it on update. */
  nullable?: boolean
  /** Trimmed like every string, unless false (a password is taken as typed). */
  trim?: boolean
  requiredOnCreate?: boolean
  /** Ignored on update (a website's domain never changes). */
  createOnly?: boolean
  canonical?: Canonical
  /** How the stored value reads in a response, when not as sent (a password reads as "one is stored"). */
  response?: TSchema
  /** The one message for a value its schema refuses, when the type's message would say nothing useful (a browser's WebAuthn answer). */
  invalid?: string
}
export type FieldRules = Record<string, FieldRule>

/**
 * Every message a field can fail with, each written here once, in the contract's (Laravel's) wording;
 * attribute names read with spaces for underscores. The statuses' messages are in errors.ts.
 */
const label = (field: string) => field.replaceAll('_', ' ')
export const messages = {
  required: (field: string) => `The ${label(field)} field is required.`,
  integer: (field: string) => `The ${label(field)} field must be an integer.`,
  string: (field: string) => `The ${label(field)} field must be a string.`,
  between: (field: string, min: unknown, max: unknown) => `The ${label(field)} field must be between ${min} and ${max}.`,
  maxLength: (field: string, max: unknown) => `The ${label(field)} field must not be greater than ${max} characters.`,
  minLength: (field: string, min: unknown) => `The ${label(field)} field must be at least ${min} characters.`,
  format: (field: string) => `The ${label(field)} field format is invalid.`,
  ip: (field: string) => `The ${label(field)} field must be a valid IP address.`,
  url: (field: string) => `The ${label(field)} field must be a valid URL.`,
  /** A unique value another record holds. */
  taken: (field: string) => `The ${label(field)} has already been taken.`,
  /** An idempotency key sent before with a different request. */
  reused: (field: string) => `The ${label(field)} has already been used for a different request.`,
  domain: () => 'Invalid domain name.',
  tooManyEntries: (field: string, max: unknown) => `The ${label(field)} field must not have more than ${max} entries.`,
  /** `what`: the kind of entry the list holds, with its article ("an invalid IP address or range"). */
  invalidEntry: (field: string, what: string, entry: string) => `The ${label(field)} field contains ${what}: ${entry}.`,
  boolean: (field: string) => `The ${label(field)} field must be true or false.`,
  array: (field: string) => `The ${label(field)} field must be an array.`,
  minItems: (field: string, min: unknown) => `The ${label(field)} field must have at least ${min} items.`,
  maxItems: (field: string, max: unknown) => `The ${label(field)} field must not have more than ${max} items.`,
  /** A list holding a value that is not one of those allowed (an unknown id, an unknown type). */
  selectedInvalid: (field: string) => `The selected ${label(field)} are invalid.`,
  date: (field: string) => `The ${label(field)} field must be a valid date.`,
  dateAfterNow: (field: string) => `The ${label(field)} field must be a date after now.`,
  dateBeforeOrEqual: (field: string, last: string) => `The ${label(field)} field must be a date before or equal to ${last}.`,
}

/** Laravel's `integer` rule reads "+1" and "-1" too; a canonical decimal (ids, pages) does not. */
const LARAVEL_INTEGER = /^[+-]?(?:0|[1-9]\d*)$/
const CANONICAL_DECIMAL = /^(?:0|[1-9]\d*)$/

/** A body as its route schema checked it: the fields that passed, and each failing field's message. */
export interface Checked<T> {
  values: Partial<T>
  invalid: FieldErrors
}

/** A failed body: each failing field's message, and the fields that passed, for rules that need storage. */
/** One 422 naming every failing field of `errors`, in `order` (the contract's field order), or nothing when all passed. */
export function assertValid(errors: FieldErrors, order: readonly string[]): void {
  const failed = order.filter((field) => errors[field] !== undefined)
  if (failed.length > 0) throw new ValidationFailed(Object.fromEntries(failed.map((field) => [field, errors[field]!])))
}

export class InvalidFields<T> extends ValidationFailed {
  constructor(fields: FieldErrors, readonly valid: Partial<T>) {
    super(fields)
  }
}

export type ValueOf<F extends FieldRule> = Static<F['schema']> | (F['nullable'] extends true ? null : never)
type Required<R extends FieldRules> = { [K in keyof R as R[K]['requiredOnCreate'] extends true ? K : never]: ValueOf<R[K]> }
type Optional<R extends FieldRules> = { [K in keyof R as R[K]['requiredOnCreate'] extends true ? never : K]?: ValueOf<R[K]> }
/** A create's fields, as the client may send them (defaults not yet applied). */
export type CreateInput<R extends FieldRules> = Required<R> & Optional<R>
/** An update's fields: only those sent, never a default. */
export type UpdateInput<R extends FieldRules> = { [K in keyof R as R[K]['createOnly'] extends true ? never : K]?: ValueOf<R[K]> }

/** A field's value on the wire: its schema, or null too when it is nullable. */
export const wireSchema = (rule: FieldRule): TSchema =>
  rule.nullable ? Type.Union([rule.schema, Type.Null()], { description: keywords(rule.schema).description }) : rule.schema

/** The body's wire schema: the fields of `rules` for a create (with defaults) or an update (without). */
function bodySchema(rules: FieldRules, mode: BodyRules['mode'], options: BodyOptions): TSchema {
  const properties: Record<string, TSchema> = {}
  for (const [name, rule] of Object.entries(rules)) {
    if (mode === 'update' && rule.createOnly) continue
    const type = wireSchema(rule)
    const withDefault = mode === 'create' && rule.default !== undefined ? { ...type, default: rule.default } : type
    properties[name] = mode === 'create' && rule.requiredOnCreate ? withDefault : Type.Optional(withDefault)
  }
  const schema = Type.Unsafe(Type.Object(properties, options))
  return Object.assign(schema, { [BODY_RULES]: { rules, mode } })
}
/** Said of the body in the OpenAPI document: what it is, and an example a client can send as it is. */
export type BodyOptions = { description: string; examples?: unknown[] }
export const createBody = <R extends FieldRules>(rules: R, options: BodyOptions) =>
  bodySchema(rules, 'create', options) as TUnsafe<CreateInput<R>>
export const updateBody = <R extends FieldRules>(rules: R, options: BodyOptions) =>
  bodySchema(rules, 'update', options) as TUnsafe<UpdateInput<R>>

const BODY_RULES = Symbol('body rules')
type BodyRules = { rules: FieldRules; mode: 'create' | 'update' }

/** Laravel's `boolean` rule: true, false, 1, 0 and their strings. */
const BOOLEANS = new Map<unknown, boolean>([[true, true], [false, false], [1, true], [0, false], ['true', true], ['false', false], ['1', true], ['0', false]])

/** Form values are strings and JSON may send numbers or booleans: one typed shape for both. */
function normalise(schema: TSchema, value: unknown, trim = true): unknown {
  const { type, items } = keywords(schema)
  if (type === 'array') return Array.isArray(value) && items ? value.map((item) => normalise(items, item)) : value
  if (typeof value === 'string') {
    const text = trim ? value.trim() : value
    if (text === '') return null
    if (type === 'boolean') return BOOLEANS.get(text) ?? text
    return type === 'integer' && LARAVEL_INTEGER.test(text) ? Number(text) : text
  }
  if (type === 'boolean') return BOOLEANS.get(value) ?? value
  return type === 'integer' && typeof value === 'boolean' ? Number(value) : value
}

function fieldMessage(field: string, schema: TSchema, { keyword, instancePath }: { keyword: string; instancePath: string }): string {
  const { minimum, maximum, minLength, maxLength, type, minItems, maxItems } = schema as Keywords & { minimum?: number; maximum?: number; minLength?: number; maxLength?: number }
  if (type === 'array') {
    // An entry that fails (not an id, say) is one the list may not hold, as Laravel's `in` and `exists` say.
    if (instancePath !== '') return messages.selectedInvalid(field)
    if (keyword === 'minItems') return messages.minItems(field, minItems)
    if (keyword === 'maxItems') return messages.maxItems(field, maxItems)
    return messages.array(field)
  }
  if (type === 'boolean') return messages.boolean(field)
  if (keyword === 'maxLength') return messages.maxLength(field, maxLength)
  if (keyword === 'minLength') return messages.minLength(field, minLength)
  if (keyword === 'minimum' || keyword === 'maximum') return messages.between(field, minimum, maximum)
  return type === 'integer' ? messages.integer(field) : messages.string(field)
}

function bodyValidator({ rules, mode }: BodyRules) {
  const fields = Object.entries(rules)
    .filter(([, rule]) => mode === 'create' || !rule.createOnly)
    .map(([name, rule]) => ({ name, rule, check: Compile(rule.schema) }))
  return (raw: unknown) => {
    const body = (raw ?? {}) as Record<string, unknown>
    const valid: Record<string, unknown> = {}
    const errors: Record<string, string> = {}
    for (const { name, rule, check } of fields) {
      const given = Object.hasOwn(body, name) ? body[name] : undefined
      const value = given === undefined ? undefined : normalise(rule.schema, given, rule.trim !== false)
      if (value === undefined || value === null) {
        // Empty on create means "not given"; on update it clears a nullable field.
        if (mode === 'create' && rule.requiredOnCreate) errors[name] = messages.required(name)
        else if (mode === 'update' && value === null) {
          if (rule.nullable) valid[name] = null
          else errors[name] = messages.required(name)
        }
        continue
      }
      const failure = check.Errors(value)[0]
      if (failure) {
        errors[name] = rule.invalid ?? fieldMessage(name, rule.schema, failure)
        continue
      }
      const canonical = rule.canonical?.(value as string)
      if (canonical && !canonical.ok) errors[name] = canonical.message
      else valid[name] = canonical ? canonical.value : value
    }
    if (Object.keys(errors).length === 0) return { value: valid }
    return { error: new InvalidFields(Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]])), valid) }
  }
}

/** A query or path text as its schema takes it: as is, or as the number it spells as a canonical decimal. */
function fromText(check: { Check(value: unknown): boolean }, text: string, largest = Number.MAX_SAFE_INTEGER): { ok: true; value: unknown } | { ok: false } {
  if (check.Check(text)) return { ok: true, value: text }
  const number = Math.min(Number(text), largest)
  if (CANONICAL_DECIMAL.test(text) && check.Check(number)) return { ok: true, value: number }
  return { ok: false }
}

const UNFIT = Symbol('unfit')
/**
 * A query filter (the events' `type` and `website_id`): given with a value outside its schema (twice,
 * empty, not a canonical number), it reads as `unfit`, a value that matches nothing, never as absent,
 * which would widen the answer to everything.
 */
export const queryFilter = <T extends TSchema>(schema: T, unfit: Static<T>): T => Object.assign(schema, { [UNFIT]: unfit })

/** A query parameter keeps its value only when it fits its schema; otherwise its default (or a filter's unfit value) applies. */
function queryValidator(schema: TObject) {
  const fields = Object.entries(schema.properties).map(([name, property]) => ({
    name, fallback: keywords(property).default, unfit: (property as { [UNFIT]?: unknown })[UNFIT], check: Compile(property),
  }))
  return (raw: unknown) => {
    const query = (raw ?? {}) as Record<string, unknown>
    const value: Record<string, unknown> = {}
    for (const { name, fallback, unfit, check } of fields) {
      // A parameter given twice arrives as an array: like any value outside its set, it falls back.
      const given = query[name]
      // Past 2^53 a number is no longer exact: it reads as the largest exact one (a page past any end).
      const parsed = typeof given === 'string' ? fromText(check, given.trim()) : { ok: false as const }
      if (parsed.ok && !(unfit !== undefined && parsed.value === '')) value[name] = parsed.value
      else if (given !== undefined && unfit !== undefined) value[name] = unfit
      else if (fallback !== undefined) value[name] = fallback
    }
    return { value }
  }
}

/** Path parameters: a value that fails its schema names no resource, the same 404 as a missing one. */
function paramsValidator(schema: TObject) {
  const fields = Object.entries(schema.properties).map(([name, property]) => ({ name, check: Compile(property) }))
  return (raw: unknown) => {
    const params = raw as Record<string, string>
    const value: Record<string, unknown> = {}
    for (const { name, check } of fields) {
      // Nothing is stored past 2^53: such an id names nothing.
      const parsed = fromText(check, params[name] ?? '', Infinity)
      if (!parsed.ok) return { error: new NotFound() }
      value[name] = parsed.value
    }
    return { value }
  }
}

/** Fastify's validator compiler: each part of a request checked by its route schema, as above. */
export function compileValidator({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  const rules = (schema as { [BODY_RULES]?: BodyRules })[BODY_RULES]
  // A query checked field by field like a body (the visit check's): every failing field named at once.
  if ((httpPart === 'body' || httpPart === 'querystring') && rules) return bodyValidator(rules)
  if (httpPart === 'querystring') return queryValidator(schema as TObject)
  if (httpPart === 'params') return paramsValidator(schema as TObject)
  const check = Compile(schema)
  return (value: unknown) => (check.Check(value) ? { value } : { error: new ValidationFailed({}) })
}

/** The defaults a create applies, read off the schema. */
export const defaultsOf = <T extends TSchema>(schema: T): Static<T> => Value.Default(schema, {}) as Static<T>

/**
 * The body of a route that attaches its validation (`attachValidation`): the fields that passed and
 * each failing field's message, for the service to complete and report at once. Any other failure (a
 * path parameter that names nothing) is thrown as it is.
 */
export function checkedBody<T>(request: { body: T; validationError?: Error }): Checked<T> {
  const failed = request.validationError
  if (failed === undefined) return { values: request.body, invalid: {} }
  if (failed instanceof InvalidFields) return { values: failed.valid as Partial<T>, invalid: failed.fields }
  throw failed
}
