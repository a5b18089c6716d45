// The website fields' values in the dashboard, apart from their controls (fields.tsx), so that they import
// no JSX and the unit tests can reach them: what the form holds per field, the body it sends, a value in
// words for the list and the activity log.
import { type FieldMeta, type FieldName, type UpdateWebsiteBody, WEBSITE_FIELDS, type Website, choiceOf } from '@websites-api/client'

type Meta<Name extends FieldName> = (typeof WEBSITE_FIELDS)[Name]
/** What each kind of field holds while a person edits it. */
type Held<Kind> = Kind extends 'choice' ? number : Kind extends 'flag' ? boolean : string
/** The form's values: what a person edits, as the inputs hold them. */
export type Values = { [Name in FieldName]: Held<Meta<Name>['kind']> }

export const ALL = Object.values(WEBSITE_FIELDS) as FieldMeta[]

/** A value as the form holds it: a website's, or (undefined) the field's default. */
export function held(field: FieldMeta, value: unknown): unknown {
  switch (field.kind) {
    case 'choice': return value ?? field.default ?? field.choices?.[0]?.value ?? 0
    case 'flag': return (value ?? field.default) === 1
    case 'secret': return ''
    case 'text': case 'paragraph': case 'lines': return value ?? ''
    default: {
      const unknown: never = field
      throw new Error(`no value for a field of kind ${(unknown as FieldMeta).kind}`)
    }
  }
}
const valuesFrom = (read: (field: FieldMeta) => unknown) => Object.fromEntries(ALL.map((field) => [field.name, held(field, read(field))])) as Values

/** A new website's values: each field's default. */
export const EMPTY: Values = valuesFrom(() => undefined)
export const valuesOf = (website: Website): Values => valuesFrom((field) => website[field.name])

/**
 * The body a form sends: on edit, only what changed (a secret only when one is typed; a create-only field
 * never). A paragraph is sent as typed, its line breaks and spaces kept; only one with nothing but
 * whitespace clears a nullable field (null), as an empty text does. `fields`: the website fields (a test's own).
 */
export function bodyOf(values: Values, before: Values | undefined, fields: readonly FieldMeta[] = ALL): UpdateWebsiteBody & { domain?: string } {
  const all: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.name]
    if (before && field.createOnly) continue
    if (field.kind === 'secret') {
      if (value) all[field.name] = value
    } else if (field.kind === 'flag') {
      all[field.name] = value ? 1 : 0
    } else if (field.kind === 'paragraph') {
      all[field.name] = field.nullable && !String(value).trim() ? null : value
    } else if (typeof value === 'string' && field.nullable) {
      all[field.name] = value.trim() || null
    } else {
      all[field.name] = value
    }
  }
  if (!before) return all
  const previous = bodyOf(before, undefined, fields) as Record<string, unknown>
  return Object.fromEntries(Object.entries(all).filter(([field, value]) => previous[field] !== value))
}

/** How a paragraph's line breaks read where it is shown on one line (a list's cell, the activity log). */
export const LINE_BREAK = ' ⏎ '

/** A field's value in words, on one line: a choice's label, whether a secret is set, a list's entries, a paragraph's lines. */
export function valueText(field: FieldMeta, value: unknown): string {
  if (field.kind === 'choice' || field.kind === 'flag') return choiceOf(field, value as number)?.label ?? String(value)
  if (field.kind === 'secret') return value ? 'Set' : 'None'
  if (value === null || value === undefined) return ''
  if (field.kind === 'lines') return String(value).split('\n').join(', ')
  if (field.kind === 'paragraph') return String(value).split(/\r?\n/).join(LINE_BREAK)
  return String(value)
}
