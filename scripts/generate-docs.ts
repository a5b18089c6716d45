// Rewrites the website object's field table in docs/api.md (between its two marker comments) from each
// field's metadata (scripts/field-metadata.ts, read from WEBSITE_FIELDS). The build runs it; CI then fails
// when the committed file differs (`git diff --exit-code`).
import fs from 'node:fs'
import path from 'node:path'
import { DEFINITIONS, FIELD_METADATA, type FieldMetadata, keywordsOf } from './field-metadata.js'

const target = path.join(import.meta.dirname, '..', 'docs', 'api.md')
export const BEGIN = '<!-- website fields: generated from WEBSITE_FIELDS by scripts/generate-docs.ts; edit those, not this table -->'
export const END = '<!-- end of website fields -->'

/** The field's type as the website object shows it. */
function typeOf(field: FieldMetadata): string {
  const definition = DEFINITIONS[field.name]!
  if (field.choices) return field.choices.map((choice) => choice.value).join(', ')
  const shown = keywordsOf(definition.response ?? definition.schema).type ?? 'any'
  return definition.response === undefined && field.nullable ? `${shown} or null` : shown
}

/** The field's default as the website object shows it (a secret's: whether one is stored). */
function defaultOf(field: FieldMetadata): string {
  if (field.requiredOnCreate) return 'required on create'
  if (field.default === undefined) return ''
  return field.kind === 'secret' ? String(field.default !== null) : String(field.default)
}

/** The docs' own wording for the field, or its description, in lower case as the table's other rules ("Periodic…" → "periodic…"). */
function ruleOf(field: FieldMetadata): string {
  const doc = DEFINITIONS[field.name]!.doc
  if (doc !== undefined) return doc
  return /^[A-Z][a-z]/.test(field.description) ? field.description[0]!.toLowerCase() + field.description.slice(1) : field.description
}

export function fieldTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|')
  return [
    '| field | type | default | rule |',
    '|---|---|---|---|',
    '| `id` | integer | assigned | increasing: id order is creation order; never reused |',
    ...FIELD_METADATA.map((field) => `| \`${field.name}\` | ${cell(typeOf(field))} | ${cell(defaultOf(field))} | ${cell(ruleOf(field))} |`),
    '| `created_at`, `updated_at` | string | | ISO-8601 UTC with six fraction digits and `Z` |',
  ].join('\n')
}

const text = fs.readFileSync(target, 'utf8')
const begin = text.indexOf(BEGIN)
const end = text.indexOf(END)
if (begin < 0 || end < begin) throw new Error(`${path.relative(process.cwd(), target)} has no field table between ${BEGIN} and ${END}`)
const rewritten = `${text.slice(0, begin + BEGIN.length)}\n${fieldTable()}\n${text.slice(end)}`
if (rewritten !== text) {
  fs.writeFileSync(target, rewritten)
  console.log(`wrote ${path.relative(process.cwd(), target)}`)
}
