// The website fields in the dashboard, from the client's field metadata (WEBSITE_FIELDS): a control per
// field by its kind, and the list's columns (the form's values, the body it sends and a value in words are
// in field-values.ts). The form and the list place some fields their own way (FORM_LAYOUT, COLUMN_TITLES);
// a field they do not place is still shown, after them, with the control its kind gives.
import { type FieldMeta, type FieldName, WEBSITE_FIELDS, type Website } from '@websites-api/client'
import { ALL, type Values, valueText } from './field-values.js'
import type { ComponentChildren } from 'preact'

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

export { EMPTY, type Values, bodyOf, valueText, valuesOf } from './field-values.js'

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
    case 'paragraph':
      // Its value is kept as typed, line breaks and all (bodyOf sends it so).
      return (
        <div class="field">
          {label}
          <textarea {...attributes(name)} rows={4} placeholder={place.placeholder} value={values[name] as string}
            onInput={(event) => set(name, event.currentTarget.value)} {...described} />
          {hint !== undefined && <p id={hintId} class="hint">{hint}</p>}
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

/** A field by its name, when the website object has it. */
export const fieldNamed = (name: string): FieldMeta | undefined => ALL.find((field) => field.name === name)
