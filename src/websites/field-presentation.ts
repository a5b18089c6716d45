// What a website field's schema cannot say about how people see and enter it: its label, its kind, the
// words for its values. Written beside each field in WEBSITE_FIELDS; scripts/generate-client.ts exports it
// with the rest of the field's metadata to packages/client (fields.ts), from which the CLI, the dashboard
// and the docs' field table are built.

/**
 * `choice`: an integer with named values (a select, a word on the command line); `flag`: 0/1 (a checkbox,
 * `--name`/`--no-name`); `text`: one line; `paragraph`: free text that may hold several lines, kept as written
 * (a textarea; shown on one line in lists); `lines`: a list, one entry per line; `secret`: written, never read back.
 */
export type FieldKind = 'choice' | 'flag' | 'text' | 'paragraph' | 'lines' | 'secret'

/** One value of a choice or a flag: its word on the command line and its label for people. */
export interface FieldChoice {
  value: number
  name: string
  label: string
}

export interface FieldPresentation {
  /** How people read the field's name, e.g. "Exclude bots". */
  label: string
  kind: FieldKind
  /** Every value of a choice; a flag's two values (off/on unless given). */
  choices?: readonly FieldChoice[]
  /** Shown as a column where websites are listed. */
  listed?: boolean
  /** Its rule in docs/api.md's field table (Markdown), when it says more than the schema's description. */
  doc?: string
}

/** A flag's values when its definition names none. */
export const FLAG_CHOICES: readonly FieldChoice[] = [{ value: 0, name: 'off', label: 'Off' }, { value: 1, name: 'on', label: 'On' }]
