// The website fields in the dashboard, from the client's field metadata (WEBSITE_FIELDS): the form's
// values and defaults, the body it sends, a control per field by its kind, and the list's columns. The
// form and the list place some fields their own way (FORM_LAYOUT, COLUMN_TITLES); a field they do not
// place is still shown, after them, with the control its kind gives.
import { type FieldMeta, type FieldName, type UpdateWebsiteBody, WEBSITE_FIELDS, type Website, choiceOf } from '@websites-api/client'
import type { ComponentChildren } from 'preact'

type Meta<Name extends FieldName> = (typeof WEBSITE_FIELDS)[Name]
/** What each kind of field holds while a person edits it. */
type Held<Kind> = Kind extends 'choice' ? number : Kind extends 'flag' ? boolean : string
/** The form's values: what a person edits, as the inputs hold them. */
export type Values = { [Name in FieldName]: Held<Meta<Name>['kind']> }

const ALL = Object.values(WEBSITE_FIELDS) as FieldMeta[]

/** The form's own order and words for some fields; any other field comes after them, as its kind shows it. */
interface Placement { placeholder?: string; autocomplete?: string; hint?: (editing: boolean) => ComponentChildren }
const FORM_LAYOUT: { readonly [Name in FieldName]?: Placement } = {
  domain: { placeholder: 'example.com', autocomplete: 'off' },
  privacy: {},
  password: { hint: (editing) => <>For the stats page with Privacy “Password”. {editing && 'Leave it empty to keep the current one.'}</> },
  email: {},
  exclude_bots: {},
  exclude_params: {},
  exclude_ips: {},
}
/** Every field, in the form's order. */
export const FORM_FIELDS: FieldMeta[] = [
  ...(Object.keys(FORM_LAYOUT) as FieldName[]).map((name) => WEBSITE_FIELDS[name] as FieldMeta),
  ...ALL.filter((field) => !(field.name in FORM_LAYOUT)),
]
export const placement = (field: FieldMeta): Placement => FORM_LAYOUT[field.name] ?? {}

/** A value as the form holds it: a website's, or (undefined) the field's default. */
function held(field: FieldMeta, value: unknown): unknown {
  switch (field.kind) {
    case 'choice': return value ?? field.default ?? field.choices?.[0]?.value ?? 0
    case 'flag': return (value ?? field.default) === 1
    case 'secret': return ''
    case 'text': case 'lines': return value ?? ''
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

/** The body a form sends: on edit, only what changed (a secret only when one is typed; a create-only field never). */
export function bodyOf(values: Values, before: Values | undefined): UpdateWebsiteBody & { domain?: string } {
  const all: Record<string, unknown> = {}
  for (const field of ALL) {
    const value = values[field.name]
    if (before && field.createOnly) continue
    if (field.kind === 'secret') {
      if (value) all[field.name] = value
    } else if (field.kind === 'flag') {
      all[field.name] = value ? 1 : 0
    } else if (typeof value === 'string' && field.nullable) {
      all[field.name] = value.trim() || null
    } else {
      all[field.name] = value
    }
  }
  if (!before) return all
  const previous = bodyOf(before, undefined) as Record<string, unknown>
  return Object.fromEntries(Object.entries(all).filter(([field, value]) => previous[field] !== value))
}

/** What one control needs from the form. */
export interface ControlProps {
  field: FieldMeta
  values: Values
  set: (name: FieldName, value: Values[FieldName]) => void
  /** The control's id, name, state and the id of its message. */
  attributes: (name: FieldName) => { id: string; name: string; disabled: boolean; 'aria-invalid': 'true' | undefined; 'aria-describedby': string | undefined }
  editing: boolean
  /** The field's message and anything else said below it. */
  below: ComponentChildren
}

/** A field's control, by its kind. */
export function FieldControl({ field, values, set, attributes, editing, below }: ControlProps) {
  const { name } = field
  const place = placement(field)
  const hint = place.hint?.(editing)
  const hintId = `${name}-hint`
  const described = hint === undefined ? {} : { 'aria-describedby': attributes(name)['aria-describedby'] ?? hintId }
  const label = <label for={name}>{field.label}</label>
  switch (field.kind) {
    case 'choice':
      return (
        <div class="field">
          {label}
          <select {...attributes(name)} value={String(values[name])} onChange={(event) => set(name, Number(event.currentTarget.value))}>
            {field.choices?.map((choice) => <option value={String(choice.value)}>{choice.label}</option>)}
          </select>
          {below}
        </div>
      )
    case 'flag':
      return (
        <div class="field check">
          <input {...attributes(name)} type="checkbox" checked={values[name] as boolean} onChange={(event) => set(name, event.currentTarget.checked)} />
          {label}
          {below}
        </div>
      )
    case 'lines':
      return (
        <div class="field">
          {label}
          <textarea {...attributes(name)} rows={3} value={values[name] as string} onInput={(event) => set(name, event.currentTarget.value)} />
          {below}
        </div>
      )
    case 'secret': case 'text':
      return (
        <div class="field">
          {label}
          <input {...attributes(name)} {...(field.kind === 'secret' ? { type: 'password', autocomplete: 'new-password' } : { autocomplete: place.autocomplete })}
            placeholder={place.placeholder} value={values[name] as string} onInput={(event) => set(name, event.currentTarget.value)} {...described} />
          {hint !== undefined && <p id={hintId} class="hint">{hint}</p>}
          {below}
        </div>
      )
    default: {
      const unknown: never = field
      throw new Error(`no control for a field of kind ${(unknown as FieldMeta).kind}`)
    }
  }
}

/** The list's own titles for some columns (default: the field's label). */
const COLUMN_TITLES: { readonly [Name in FieldName]?: string } = { exclude_bots: 'Bots' }
/** The list's columns: the listed fields, each with its title and its cell's text. */
export const LIST_COLUMNS = ALL.filter((field) => field.listed).map((field) => ({
  field,
  title: COLUMN_TITLES[field.name] ?? field.label,
  text: (website: Website): string => valueText(field, website[field.name]),
}))

/** A field's value in words: a choice's label, whether a secret is set, a text as it is. */
export function valueText(field: FieldMeta, value: unknown): string {
  if (field.kind === 'choice' || field.kind === 'flag') return choiceOf(field, value as number)?.label ?? String(value)
  if (field.kind === 'secret') return value ? 'Set' : 'None'
  if (value === null) return ''
  return field.kind === 'lines' ? String(value).split('\n').join(', ') : String(value)
}

/** A field by its name, when the website object has it. */
export const fieldNamed = (name: string): FieldMeta | undefined => ALL.find((field) => field.name === name)
