// Each website field's metadata, read from its one definition (WEBSITE_FIELDS): what the schema says (default,
// nullable, create-only, required on create, description) and what the definition adds beside it (label,
// kind, choices). Checked here, so that a kind that does not fit its schema fails the build.
// scripts/generate-client.ts writes it to packages/client/src/fields.ts; scripts/generate-docs.ts makes
// docs/api.md's field table from it.
import type { TSchema } from 'typebox'
import { FLAG_CHOICES, type FieldChoice, type FieldKind, type FieldPresentation } from '../src/websites/field-presentation.js'
import { WEBSITE_FIELDS } from '../src/websites/websites.schemas.js'
import type { FieldRule } from '../src/validation.js'

export interface FieldMetadata {
  name: string
  label: string
  description: string
  kind: FieldKind
  choices?: readonly FieldChoice[]
  default?: unknown
  createOnly: boolean
  requiredOnCreate: boolean
  nullable: boolean
  listed: boolean
}

type Definition = FieldRule & FieldPresentation
/** The JSON Schema keywords read here. */
export type Keywords = { type?: string; description?: string; minimum?: number; maximum?: number }
export const keywordsOf = (schema: TSchema) => schema as TSchema & Keywords

/** A definition whose kind does not fit its schema, or whose choices are not exactly its values. */
function check(name: string, definition: Definition, choices: readonly FieldChoice[] | undefined): void {
  const schema = keywordsOf(definition.schema)
  const fail = (why: string) => {
    throw new Error(`WEBSITE_FIELDS.${name} (src/websites/websites.schemas.ts): ${why}`)
  }
  const integer = definition.kind === 'choice' || definition.kind === 'flag'
  if (schema.type !== (integer ? 'integer' : 'string')) fail(`a ${definition.kind} field needs an ${integer ? 'integer' : 'string'} schema, not ${schema.type}`)
  if (!integer) {
    if (definition.choices) fail(`a ${definition.kind} field has no choices`)
    return
  }
  if (definition.kind === 'flag' && (schema.minimum !== 0 || schema.maximum !== 1)) fail('a flag is 0 or 1 (minimum 0, maximum 1)')
  if (schema.minimum === undefined || schema.maximum === undefined) fail('a choice needs a minimum and a maximum')
  const values = Array.from({ length: schema.maximum! - schema.minimum! + 1 }, (_, i) => schema.minimum! + i)
  if (choices === undefined) return fail('a choice names each of its values (choices)')
  if (choices.map((choice) => choice.value).join() !== values.join()) fail(`its choices must be the values ${values.join(', ')}, in order`)
}

export const FIELD_METADATA: FieldMetadata[] = Object.entries(WEBSITE_FIELDS as Record<string, Definition>).map(([name, definition]) => {
  const choices = definition.kind === 'flag' ? definition.choices ?? FLAG_CHOICES : definition.choices
  check(name, definition, choices)
  return {
    name,
    label: definition.label,
    description: keywordsOf(definition.schema).description ?? '',
    kind: definition.kind,
    ...(choices ? { choices: choices.map(({ value, name, label }) => ({ value, name, label })) } : {}),
    ...(definition.default !== undefined ? { default: definition.default } : {}),
    createOnly: definition.createOnly === true,
    requiredOnCreate: definition.requiredOnCreate === true,
    nullable: definition.nullable === true,
    listed: definition.listed === true,
  }
})

/** The definitions themselves, for what only the docs need (their rule text, the response's type). */
export const DEFINITIONS = WEBSITE_FIELDS as Record<string, Definition>

/** A value as TypeScript source: identifiers unquoted, strings as JSON. */
export function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, each]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(each)}`)
    return `{ ${entries.join(', ')} }`
  }
  return JSON.stringify(value)
}
