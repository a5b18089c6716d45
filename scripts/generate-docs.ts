// Rewrites the generated tables of docs/api.md (each between its two marker comments): the website object's
// fields from each field's metadata (scripts/field-metadata.ts, read from WEBSITE_FIELDS), and the roles'
// rights from src/rights.ts. The build runs it; CI then fails when the committed file differs (`git diff --exit-code`).
import fs from 'node:fs'
import path from 'node:path'
import { DEFINITIONS, FIELD_METADATA, type FieldMetadata, keywordsOf } from './field-metadata.js'
import { RIGHTS, RIGHT_MEANINGS, ROLES, ROLE_DEFINITIONS, type Right, type Role } from '../src/rights.js'

const target = path.join(import.meta.dirname, '..', 'docs', 'api.md')
export const BEGIN = '<!-- website fields: generated from WEBSITE_FIELDS by scripts/generate-docs.ts; edit those, not this table -->'
export const END = '<!-- end of website fields -->'
export const ROLES_BEGIN = '<!-- roles and rights: generated from src/rights.ts by scripts/generate-docs.ts; edit that, not this table -->'
export const ROLES_END = '<!-- end of roles and rights -->'

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

/** Each role's rights, a column a role, from the definitions (src/rights.ts): a new role is a new column. */
export function roleTable(): string {
  const mark = (role: Role, right: Right) => ((ROLE_DEFINITIONS[role].rights as readonly Right[]).includes(right) ? '✓' : '')
  return [
    `| right | what it allows | ${ROLES.map((role) => ROLE_DEFINITIONS[role].label.toLowerCase()).join(' | ')} |`,
    `|---|---|${ROLES.map(() => ':-:').join('|')}|`,
    ...RIGHTS.map((right) => `| \`${right}\` | ${RIGHT_MEANINGS[right]} | ${ROLES.map((role) => mark(role, right)).join(' | ')} |`),
  ].join('\n')
}

/** The generated tables of docs/api.md, each between its two marker comments. */
export const REGIONS = [
  { begin: BEGIN, end: END, render: fieldTable },
  { begin: ROLES_BEGIN, end: ROLES_END, render: roleTable },
]

let text = fs.readFileSync(target, 'utf8')
const original = text
for (const { begin: opening, end: closing, render } of REGIONS) {
  const begin = text.indexOf(opening)
  const end = text.indexOf(closing)
  if (begin < 0 || end < begin) throw new Error(`${path.relative(process.cwd(), target)} has no table between ${opening} and ${closing}`)
  text = `${text.slice(0, begin + opening.length)}\n${render()}\n${text.slice(end)}`
}
if (text !== original) {
  fs.writeFileSync(target, text)
  console.log(`wrote ${path.relative(process.cwd(), target)}`)
}
