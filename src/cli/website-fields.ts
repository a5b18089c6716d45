// The website fields on the command line, built from the client's field metadata (WEBSITE_FIELDS): an
// option per field (its kind decides how it reads: a word or number for a choice, --name/--no-name for a
// flag, commas for a list, standard input for a secret, a paragraph as given), an argument of `create` per field it requires,
// a line of `get`'s record and, for listed fields, a column of `list`. A new field appears without an edit here.
import fs from 'node:fs'
import { type FieldMeta, type FieldName, WEBSITE_FIELDS, type CreateWebsiteBody, type UpdateWebsiteBody, type Website, choiceOf } from '@websites-api/client'
import { type Command, InvalidArgumentError, Option } from 'commander'
import { UsageError } from './output.js'

/** Options as commander gives them: each field's by its attribute name (`--exclude-ips` → excludeIps). */
export type FieldOptions = Record<string, unknown>

/** The CLI's own words for some fields. */
interface Wording {
  /** The option's value, in its help: `--privacy <level>`. */
  value?: string
  /** The option's help (a flag's: of `--name`, which sets it). */
  help?: string
  /** A flag's `--no-name`. */
  negated?: string
  /** As an argument of `create` (a field it requires). */
  argument?: string
  /** Its name in a website's record (default: its label) and its column title in a list (default: its name). */
  record?: string
  column?: string
}

/**
 * The fields the CLI words itself, in the order it shows them. A field not here is still an option, a
 * record line and (when listed) a column, after these, in words from its metadata.
 */
const WORDING: { readonly [Name in FieldName]?: Wording } = {
  domain: { argument: 'the domain, e.g. example.com (stored canonical: lowercase, no scheme, no www.)' },
  privacy: { value: 'level', help: 'who sees the stats page' },
  password: { help: 'the stats page password (with --privacy password); visible to other local users, prefer --password-stdin' },
  email: { help: 'send periodic email reports', negated: 'do not send email reports' },
  exclude_bots: { help: 'do not count common bots', negated: 'count bots too', record: 'bots', column: 'bots' },
  exclude_params: { value: 'names', help: 'query parameters not tracked, separated by commas ("&": all of them; "": none)', record: 'excluded params' },
  exclude_ips: { value: 'list', help: 'IP addresses and CIDR ranges not tracked, separated by commas ("": none)' },
}

const ALL = Object.values(WEBSITE_FIELDS) as FieldMeta[]
/** Every field, in the CLI's order. */
const FIELDS: FieldMeta[] = [
  ...(Object.keys(WORDING) as FieldName[]).map((name) => WEBSITE_FIELDS[name] as FieldMeta),
  ...ALL.filter((field) => !(field.name in WORDING)),
]
const wording = (field: FieldMeta): Wording => WORDING[field.name] ?? {}

/** "a, b or c" */
const or = (values: readonly unknown[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
/** "Periodic email reports" → "periodic email reports" (an acronym stays). */
const sentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text)
const flagName = (field: FieldMeta) => field.name.replaceAll('_', '-')
const attribute = (flags: string) => new Option(flags).attributeName()

/** A choice's word or number → its value. */
const choiceValue = (field: FieldMeta) => (text: string) => {
  const choice = field.choices!.find((each) => each.name === text || String(each.value) === text)
  if (choice === undefined) {
    throw new InvalidArgumentError(`must be ${or(field.choices!.map((each) => each.name))} (or ${field.choices!.map((each) => each.value).join(', ')})`)
  }
  return choice.value
}
/** "a, b" or "a b" → the API's one-per-line form; "" clears the list (null). */
const lineList = (value: string) => value.split(/[\s,]+/).filter(Boolean).join('\n') || null

/** The fields an option sets: on create, all but those given as arguments; on update, all that may change. */
const optionFields = (mode: 'create' | 'update') =>
  FIELDS.filter((field) => (mode === 'create' ? !field.requiredOnCreate : !field.createOnly))
const argumentFields = () => FIELDS.filter((field) => field.requiredOnCreate)

/** `create`'s arguments: the fields it requires, e.g. `<domain>`. */
export function fieldArguments(command: Command): Command {
  for (const field of argumentFields()) command.argument(`<${field.name}>`, wording(field).argument ?? sentence(field.description))
  return command
}

export function fieldOptions(command: Command, mode: 'create' | 'update'): Command {
  for (const field of optionFields(mode)) fieldOption(command, field)
  return command
}

/** A field's option(s) on `command`, by its kind. */
export function fieldOption(command: Command, field: FieldMeta): Command {
  const words = wording(field)
  const flag = `--${flagName(field)}`
  const help = words.help ?? sentence(field.description || field.label)
  switch (field.kind) {
    case 'choice':
      command.option(`${flag} <${words.value ?? 'value'}>`,
        `${help}: ${or(field.choices!.map((choice) => choice.name))} (${field.choices!.map((choice) => choice.value).join(', ')})`, choiceValue(field))
      break
    case 'flag': {
      const [off, on] = [choiceOf(field, 0)!, choiceOf(field, 1)!]
      command.option(flag, words.help ?? `${help}: ${on.name}`)
      command.option(`--no-${flagName(field)}`, words.negated ?? `${help}: ${off.name}`)
      break
    }
    case 'lines':
      command.option(`${flag} <${words.value ?? 'list'}>`, words.help ?? `${help}; separated by commas ("": none)`, lineList)
      break
    case 'secret':
      command.option(`${flag} <${words.value ?? field.name}>`, words.help ?? `${help}; visible to other local users, prefer ${flag}-stdin`)
      command.option(`${flag}-stdin`, `read the ${field.label.toLowerCase()} from standard input`)
      break
    case 'text':
      command.option(`${flag} <${words.value ?? 'text'}>`, help)
      break
    case 'paragraph':
      // Taken as given: the shell's line breaks (e.g. $'a\nb') are kept, and nothing is trimmed.
      command.option(`${flag} <${words.value ?? 'text'}>`, words.help ?? `${help}; may hold several lines, kept as given`)
      break
    default: {
      const unknown: never = field
      throw new Error(`no option for a field of kind ${(unknown as FieldMeta).kind}`)
    }
  }
  return command
}

/** The body fields the options (and on create, the arguments) set; absent options are not sent (an update keeps those fields). */
export function fieldsOf(options: FieldOptions, mode: 'create', args: string[]): CreateWebsiteBody
export function fieldsOf(options: FieldOptions, mode: 'update'): UpdateWebsiteBody
export function fieldsOf(options: FieldOptions, mode: 'create' | 'update', args: string[] = []): CreateWebsiteBody | UpdateWebsiteBody {
  const body: Record<string, unknown> = {}
  if (mode === 'create') argumentFields().forEach((field, i) => { body[field.name] = args[i] })
  for (const field of optionFields(mode)) {
    const value = fieldValue(field, options)
    if (value !== undefined) body[field.name] = value
  }
  return body as CreateWebsiteBody | UpdateWebsiteBody
}

/** A field's value in the body, from its option(s) as commander gives them; undefined when none is given. */
export function fieldValue(field: FieldMeta, options: FieldOptions): unknown {
  const flag = `--${flagName(field)}`
  let value = options[attribute(flag)]
  if (field.kind === 'flag' && value !== undefined) value = value ? 1 : 0
  if (field.kind === 'secret') {
    const fromStdin = options[attribute(`${flag}-stdin`)] === true
    if (value !== undefined && fromStdin) throw new UsageError(`give ${flag} or ${flag}-stdin, not both`)
    if (fromStdin) value = fs.readFileSync(0, 'utf8').replace(/\r?\n$/, '')
  }
  return value
}

/**
 * A field's value for people: a choice's word, a list's entries separated by commas, a secret's presence,
 * a paragraph's lines (kept in a record, which prints them under its name; joined by " ⏎ " in a list's cell).
 */
export function fieldText(field: FieldMeta, value: unknown, inRecord: boolean): string {
  switch (field.kind) {
    case 'choice': {
      const name = choiceOf(field, value as number)?.name ?? String(value)
      return inRecord ? `${name} (${value})` : name
    }
    case 'flag': return choiceOf(field, value as number)?.name ?? String(value)
    case 'secret': return value ? 'set' : 'none'
    case 'lines': return value === null ? '-' : (value as string).split('\n').join(', ')
    case 'text': return value === null ? '-' : String(value)
    case 'paragraph':
      if (value === null) return '-'
      return inRecord ? String(value) : String(value).split(/\r?\n/).join(' ⏎ ')
    default: {
      const unknown: never = field
      return String((unknown as FieldMeta).kind)
    }
  }
}

/** A website's fields as lines of its record: `name  value`. */
export const fieldRecord = (website: Website): [string, string][] =>
  FIELDS.map((field) => [wording(field).record ?? field.label.toLowerCase(), fieldText(field, website[field.name], true)])

/** The list's columns: the listed fields. */
export const fieldColumns = () => FIELDS.filter((field) => field.listed).map((field) => ({
  title: wording(field).column ?? field.name.replaceAll('_', ' '),
  cell: (website: Website) => fieldText(field, website[field.name], false),
}))
