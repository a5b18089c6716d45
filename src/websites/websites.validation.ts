// Turns a raw body (form or JSON) into website changes, or a 422 naming every failing field at once,
// each with the first rule it fails, in Laravel's wording (the original is a Laravel app).
import { Compile } from 'typebox/compile'
import '../schema-settings.js'
import { ApiError, type FieldErrors } from '../errors.js'
import { canonicalDomain } from './domain.js'
import { canonicalIpList } from './ip-list.js'
import type { ListResult } from './line-list.js'
import { MAX_LIST_ENTRIES } from './line-list.js'
import { canonicalParamList } from './param-list.js'
import { WebsiteCreateInput, WebsiteInput } from './websites.schemas.js'

export interface WebsiteChanges {
  domain?: string
  privacy?: number
  email?: number
  exclude_bots?: number
  /** null clears the stored password. */
  password?: string | null
  exclude_params?: string | null
  exclude_ips?: string | null
}

const FIELDS = ['domain', 'privacy', 'password', 'email', 'exclude_bots', 'exclude_params', 'exclude_ips'] as const
type Field = (typeof FIELDS)[number]
const INTEGER_FIELDS = new Set<Field>(['privacy', 'email', 'exclude_bots'])
const NULLABLE_FIELDS = new Set<Field>(['password', 'exclude_params', 'exclude_ips'])
const CANONICAL_INT = /^[+-]?(?:0|[1-9]\d*)$/
const schemaCheck = Compile(WebsiteCreateInput)
const properties = WebsiteInput.properties as Record<Field, { minimum?: number; maximum?: number }>

const label = (field: Field) => field.replace('_', ' ')

/** Form values are strings and JSON may send numbers or booleans: bring both to one typed shape. */
function normalise(field: Field, value: unknown): unknown {
  if (typeof value === 'string') {
    const text = field === 'password' ? value : value.trim()
    if (text === '') return null
    if (INTEGER_FIELDS.has(field) && CANONICAL_INT.test(text)) return Number(text)
    return text
  }
  if (INTEGER_FIELDS.has(field) && typeof value === 'boolean') return value ? 1 : 0
  return value
}

function schemaMessage(field: Field, keyword: string, limit: unknown): string {
  const { minimum, maximum } = properties[field]
  if (keyword === 'maxLength') return `The ${label(field)} field must not be greater than ${limit} characters.`
  if (keyword === 'minimum' || keyword === 'maximum') return `The ${label(field)} field must be between ${minimum} and ${maximum}.`
  return INTEGER_FIELDS.has(field) ? `The ${label(field)} field must be an integer.` : `The ${label(field)} field must be a string.`
}

function listMessage(field: 'exclude_ips' | 'exclude_params', result: Exclude<ListResult, { ok: true }>): string {
  if ('tooMany' in result) return `The ${label(field)} field must not have more than ${MAX_LIST_ENTRIES} entries.`
  const what = field === 'exclude_ips' ? 'an invalid IP address or range' : 'an invalid parameter name'
  return `The ${label(field)} field contains ${what}: ${result.invalidEntry}.`
}

export interface StoredState {
  privacy: number
  hasPassword: boolean
}

export interface ValidationResult {
  changes: WebsiteChanges
  /** Field → message, in the contract's field order; empty when the input is valid. */
  errors: FieldErrors
}

/**
 * Validates a create (stored = undefined) or an update of a stored website. Absent fields are left
 * out of `changes`; on create the caller applies the defaults and checks the domain's uniqueness.
 */
export function validateWebsiteInput(raw: Record<string, unknown>, stored?: StoredState): ValidationResult {
  const creating = stored === undefined
  const input: Record<string, unknown> = {}
  const errors: Partial<Record<Field, string>> = {}
  for (const field of FIELDS) {
    if (field === 'domain' && !creating) continue
    if (!Object.hasOwn(raw, field) || raw[field] === undefined) continue
    const value = normalise(field, raw[field])
    if (value !== null) input[field] = value
    else if (!creating && INTEGER_FIELDS.has(field)) errors[field] = `The ${label(field)} field is required.`
    else if (!creating && NULLABLE_FIELDS.has(field)) input[field] = null
  }
  if (creating && input.domain === undefined) errors.domain = 'The domain field is required.'

  const typed = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
  for (const error of schemaCheck.Errors(typed)) {
    const field = error.instancePath.slice(1) as Field
    errors[field] ??= schemaMessage(field, error.keyword, (error.params as { limit?: unknown }).limit)
  }

  const changes: WebsiteChanges = {}
  for (const field of FIELDS) {
    if (errors[field] !== undefined || !(field in input)) continue
    const value = input[field]
    if (field === 'domain') {
      const domain = canonicalDomain(value as string)
      if (domain === null) errors.domain = 'Invalid domain name.'
      else changes.domain = domain
    } else if (field === 'exclude_ips' || field === 'exclude_params') {
      const result = value === null ? ({ ok: true, value: null } as const)
        : field === 'exclude_ips' ? canonicalIpList(value as string) : canonicalParamList(value as string)
      if (result.ok) changes[field] = result.value
      else errors[field] = listMessage(field, result)
    } else if (field === 'password') {
      changes.password = value as string | null
    } else {
      changes[field] = value as number
    }
  }

  const privacy = errors.privacy === undefined ? (changes.privacy ?? stored?.privacy ?? 1) : undefined
  const willHavePassword = changes.password !== undefined ? changes.password !== null : (stored?.hasPassword ?? false)
  if (privacy === 2 && !willHavePassword && errors.password === undefined) {
    errors.password = 'The password field is required.'
  }

  const failed = FIELDS.filter((field) => errors[field] !== undefined)
  return { changes, errors: Object.fromEntries(failed.map((field) => [field, [errors[field]!]])) }
}

/** Throws the 422 when any field failed. `extra` (e.g. a taken domain) goes first: domain leads the order. */
export function assertValid({ errors }: ValidationResult, extra: FieldErrors = {}): void {
  const all = { ...extra, ...errors }
  if (Object.keys(all).length > 0) throw ApiError.validation(all)
}
