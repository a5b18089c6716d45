// What the client says about each website field (WEBSITE_FIELDS, generated into fields.ts from the
// service's own definitions), typed against the generated schema: a field of the website object missing
// from the metadata fails the build, and so does a field the schema does not have, or a kind that does not
// fit the field's type.
import type { WEBSITE_FIELDS } from './fields.js'
import type { components, operations } from './schema.js'

type Website = components['schemas']['Website']
type CreateBody = operations['createWebsite']['requestBody']['content']['application/json']

/** A website field: what a create may send and a website shows. */
export type FieldName = keyof CreateBody & string

/**
 * `choice`: an integer with named values; `flag`: 0 or 1; `text`: one line; `paragraph`: free text that may
 * hold several lines, kept as written; `lines`: a list, one entry per line; `secret`: written, never read
 * back (the website shows only whether one is stored).
 */
export type FieldKind = 'choice' | 'flag' | 'text' | 'paragraph' | 'lines' | 'secret'

/** One value of a choice or a flag: its word (on the command line) and its label (for people). */
export interface FieldChoice { readonly value: number; readonly name: string; readonly label: string }

/** The kinds the field's type in the website object allows. */
type KindOf<Shown> = [Shown] extends [number] ? 'choice' | 'flag' : [Shown] extends [boolean] ? 'secret' : 'text' | 'paragraph' | 'lines' | 'secret'

interface OneField<Name extends FieldName> {
  readonly name: Name
  /** e.g. "Exclude bots". */
  readonly label: string
  /** The schema's description (as in the OpenAPI document). */
  readonly description: string
  readonly kind: KindOf<Website[Name]>
  /** Every value of a choice; a flag's two values. */
  readonly choices?: readonly FieldChoice[]
  /** What a create stores when the field is not given; absent when it must be given. */
  readonly default?: CreateBody[Name]
  /** Sent on create only (an update ignores it). */
  readonly createOnly: boolean
  readonly requiredOnCreate: boolean
  /** An empty value clears it on update. */
  readonly nullable: boolean
  /** Shown as a column where websites are listed. */
  readonly listed: boolean
}

/** A field's metadata (any field's, without a name given). */
export type FieldMeta<Name extends FieldName = FieldName> = Name extends FieldName ? OneField<Name> : never

/** One entry per field of the schema, and no other. */
export type FieldsMeta = { readonly [Name in FieldName]: OneField<Name> }

// The website object shows the same fields, besides its id and timestamps (the `satisfies FieldsMeta` in
// fields.ts checks the create body's).
type Same<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { onlyInMetadata: Exclude<A, B>; onlyInSchema: Exclude<B, A> }
const sameAsWebsite: Same<keyof typeof WEBSITE_FIELDS, Exclude<keyof Website, 'id' | 'created_at' | 'updated_at'>> = true
void sameAsWebsite

/** The choice of a choice or flag field that `value` is, if any. */
export const choiceOf = (field: FieldMeta, value: number | null | undefined): FieldChoice | undefined =>
  field.choices?.find((choice) => choice.value === value)
