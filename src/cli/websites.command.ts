// `websites-api websites …`: the HTTP API through the typed client (@websites-api/client), against a
// running service. Tables for people, the API's own JSON with --json; exit 0 ok, 1 refused or
// unreachable, 2 usage.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { LIST_OPTIONS, type Website, type WebsitesClient, createWebsitesClient, mayHaveBeenApplied } from '@websites-api/client'
import { type Command, InvalidArgumentError, Option } from 'commander'
import { fieldArguments, fieldColumns, fieldOptions, fieldRecord, fieldsOf, type FieldOptions } from './website-fields.js'
import { Refused, UsageError, printRecord, printTable } from './output.js'
import { fetchTrusting } from './trusting-fetch.js'
import { transportFailure, urlMistake } from './transport-failure.js'
import { registerVisitCheckCommand } from './visit-check.command.js'

const DEFAULT_URL = 'http://127.0.0.1:8080'

interface Connection { url: string; key?: string; cacert?: string; json?: boolean }
/** What openapi-fetch answers: the body parsed as success (`data`) or error (`error`), and the response. */
interface Answer<T> { data?: T; error?: unknown; response: Response }

export const positiveInteger = (what: string) => (value: string) => {
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError(`must be ${what} (a positive integer)`)
  return Number(value)
}
const websiteId = positiveInteger('a website id')
/** Header values (keys, ETags, idempotency keys) are visible ASCII; anything else could not even be sent. */
const headerValue = (value: string) => {
  if (!/^[\x21-\x7e]+$/.test(value)) throw new InvalidArgumentError('must be visible ASCII characters, without spaces')
  return value
}
/** "a, b or c" */
const or = (values: readonly unknown[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
type ListOption<Name extends keyof typeof LIST_OPTIONS> = (typeof LIST_OPTIONS)[Name][number]
/** One of the values the API takes for a list parameter, in its type. */
const choice = <Name extends keyof typeof LIST_OPTIONS>(name: Name) => (value: string): ListOption<Name> => {
  const found = LIST_OPTIONS[name].find((allowed) => String(allowed) === value)
  if (found === undefined) throw new InvalidArgumentError(`must be one of ${LIST_OPTIONS[name].join(', ')}`)
  return found
}

export function registerWebsitesCommands(program: Command): void {
  const websites = withConnection(program.command('websites')
    .description('list, read, create, update and delete websites, and check a visit, through a running service\'s HTTP API'))
    .addHelpText('after', `
Exit codes: 0 done, 1 the API refused (or could not be reached), 2 a mistake in the command.

Examples:
  export WEBSITES_API_KEY=wak_…            # from \`websites-api keys create --account acme\`
  websites-api websites create example.com --privacy public --exclude-ips 10.0.0.0/8
  websites-api websites list --search example --sort-by domain --sort asc
  websites-api websites get 12 --json | jq .data.domain
  websites-api websites update 12 --privacy password --password-stdin < password.txt
  websites-api websites delete 12
  websites-api websites check 12 --ip 203.0.113.7 --user-agent curl/8.5.0    # exit 3: not tracked
  websites-api websites --url https://localhost:8443 --cacert /var/lib/websites-api/tls-cert.pem list`)

  websites.command('list')
    .description('list your websites, newest first (one page; --all for every page)')
    .option('--search <text>', 'only domains containing this text')
    .option('--sort-by <field>', or(LIST_OPTIONS.sort_by), choice('sort_by'))
    .option('--sort <order>', or(LIST_OPTIONS.sort), choice('sort'))
    .option('--per-page <n>', or(LIST_OPTIONS.per_page), choice('per_page'))
    .option('--page <n>', 'which page', positiveInteger('a page number'))
    .addOption(new Option('--all', 'every page (with --json: one array of websites)').conflicts(['page', 'perPage']))
    .action(async (options: {
      search?: string; sortBy?: ListOption<'sort_by'>; sort?: ListOption<'sort'>; perPage?: ListOption<'per_page'>; page?: number; all?: boolean
    }, command: Command) => {
      const session = connect(command)
      const { client, json } = session
      const query = {
        search: options.search, sort_by: options.sortBy, sort: options.sort,
        per_page: options.all ? Math.max(...LIST_OPTIONS.per_page) as ListOption<'per_page'> : options.perPage,
      }
      const rows: Website[] = []
      for (let page = options.all ? 1 : options.page ?? 1; ; page++) {
        // With --all --json, one array at the end: each page's body is printed only when it is an error.
        const listed = (await answered(client.GET('/api/v1/websites', { params: { query: { ...query, page } } }), session, options.all)).data
        rows.push(...listed.data)
        if (!options.all || listed.meta.current_page >= listed.meta.last_page) {
          if (json) {
            if (options.all) console.log(JSON.stringify(rows, null, 2))
            return
          }
          const columns = fieldColumns()
          printTable(['id', ...columns.map((column) => column.title), 'updated'], rows.map((website) => [
            String(website.id), ...columns.map((column) => column.cell(website)), website.updated_at,
          ]))
          const { from, to, total, current_page: current, last_page: last } = listed.meta
          console.log(total === 0 ? 'no websites' : options.all ? `${total} websites`
            : from === null ? `page ${current} is past the last page (${last}) of ${total} websites`
              : `${from}-${to} of ${total} websites (page ${current} of ${last}${current < last ? `; --page ${current + 1} for more` : ''})`)
          return
        }
      }
    })

  websites.command('get')
    .description('show one website')
    .argument('<id>', 'the website id', websiteId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      const { client, json } = session
      const result = client.GET('/api/v1/websites/{id}', { params: { path: { id } } })
      const { data, response } = await answered(result, session)
      if (!json) printWebsite(data.data, response)
    })

  fieldOptions(fieldArguments(websites.command('create')), 'create')
    .description('create a website (safe to retry with the same --idempotency-key)')
    .option('--idempotency-key <key>', 'makes a retry return the first answer instead of creating twice (default: a new one, printed on failure)', headerValue)
    .action(async (...args: unknown[]) => {
      const command = args.at(-1) as Command
      const options = args.at(-2) as FieldOptions & { idempotencyKey?: string }
      const session = connect(command)
      const { client, json } = session
      const idempotencyKey = options.idempotencyKey ?? randomUUID()
      const result = client.POST('/api/v1/websites', {
        params: { header: { 'idempotency-key': idempotencyKey } }, body: fieldsOf(options, 'create', args.slice(0, -2) as string[]),
      })
      const { data, response } = await answered(result, session).catch((error: unknown) => {
        // Unreachable, busy or failing: the website may or may not exist now, and the same key tells.
        if (error instanceof Refused && error.uncertain) {
          console.error(`to retry without creating twice, run the same command with --idempotency-key ${idempotencyKey}`)
        }
        throw error
      })
      if (json) return
      const replayed = response.headers.get('idempotent-replayed') === 'true'
      console.log(replayed ? `website ${data.data.id} was already created by an earlier request with this idempotency key:` : `created website ${data.data.id}:`)
      printWebsite(data.data, response)
    })

  fieldOptions(websites.command('update'), 'update')
    .description('change the fields given; the others stay as they are')
    .argument('<id>', 'the website id', websiteId)
    .option('--if-match <etag>', 'only if the website is still this version (its ETag, from `get`)', headerValue)
    .action(async (id: number, options: FieldOptions & { ifMatch?: string }, command: Command) => {
      const session = connect(command)
      const { client, json } = session
      const body = fieldsOf(options, 'update')
      if (Object.keys(body).length === 0) throw new UsageError('nothing to change: give at least one of the options (see --help)')
      const result = client.PATCH('/api/v1/websites/{id}', { params: { path: { id }, header: { 'if-match': options.ifMatch } }, body })
      const { data, response } = await answered(result, session)
      if (json) return
      console.log(`updated website ${id}:`)
      printWebsite(data.data, response)
    })

  websites.command('delete')
    .description('delete a website')
    .argument('<id>', 'the website id', websiteId)
    .option('--if-match <etag>', 'only if the website is still this version (its ETag, from `get`)', headerValue)
    .action(async (id: number, options: { ifMatch?: string }, command: Command) => {
      const session = connect(command)
      const { client, json } = session
      await answered(client.DELETE('/api/v1/websites/{id}', { params: { path: { id }, header: { 'if-match': options.ifMatch } } }), session)
      if (!json) console.log(`deleted website ${id}`)
    })

  registerVisitCheckCommand(websites, { websiteId, connect, answered })
}

/**
 * The options of every command that goes through the HTTP API: where it answers, the key, a CA to trust,
 * and --json. Given on the command, they reach its subcommands.
 */
export function withConnection(command: Command): Command {
  return command
    .addOption(new Option('--url <url>', 'where the service answers').env('WEBSITES_API_URL').default(DEFAULT_URL))
    .addOption(new Option('--key <key>', 'the API key to act with (visible to other local users: prefer the variable)').env('WEBSITES_API_KEY').argParser(headerValue))
    .addOption(new Option('--cacert <file>', 'also trust this CA certificate (PEM): for the HTTPS port\'s self-signed one, DATA_DIR/tls-cert.pem').env('WEBSITES_API_CACERT'))
    .option('--json', 'print the API\'s JSON answer (errors too), for scripts')
}

export interface Session { client: WebsitesClient; json: boolean; url: string; cacert: string | undefined }

export function connect(command: Command): Session {
  const { url, key, cacert, json } = command.optsWithGlobals<Connection>()
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) throw new UsageError(`--url "${url}" is not an http:// or https:// URL`)
  const mistake = urlMistake(url)
  if (mistake !== undefined) throw new UsageError(mistake)
  if (!key) throw new UsageError('no API key: give --key or set WEBSITES_API_KEY (make one with `websites-api keys create --account NAME`)')
  const fetch = cacert === undefined ? undefined : fetchTrusting(readCertificate(cacert, command.getOptionValueSourceWithGlobals('cacert') === 'env'))
  return { client: createWebsitesClient({ baseUrl: url, apiKey: key, fetch }), json: json === true, url, cacert }
}

function readCertificate(file: string, fromEnv: boolean): string {
  const named = `${fromEnv ? 'WEBSITES_API_CACERT' : '--cacert'} "${file}"`
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new UsageError(`${named} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new UsageError(`${named} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`)
  return text
}

/**
 * The success body, or Refused with the API's message (each field's for a 422), or Unreachable in words
 * (transport-failure.ts). With --json the API's body is printed, errors always, success unless `quietSuccess`.
 */
export async function answered<T>(request: Promise<Answer<T>>, { json, url, cacert }: Session, quietSuccess = false): Promise<{ data: T; response: Response }> {
  const { data, error, response } = await request.catch((failure: unknown) => {
    // fetch's own "no answer" (refused, reset, DNS): anything else is a bug to show as it is.
    if (!(failure instanceof TypeError) || failure.cause === undefined) throw failure
    throw transportFailure(url, failure.cause as Parameters<typeof transportFailure>[1], cacert)
  })
  const failed = error !== undefined || data === undefined
  if (json && (failed || !quietSuccess)) console.log(JSON.stringify(data ?? error, null, 2))
  if (failed) throw new Refused(refusal(response.status, error), mayHaveBeenApplied(response.status), response.status, error)
  return { data, response }
}

function refusal(status: number, error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  if (status === 422 && typeof message === 'object' && message !== null) {
    return `the API refused (422):\n${Object.entries(message as Record<string, string[]>).map(([field, messages]) => `  ${field}: ${messages.join(' ')}`).join('\n')}`
  }
  return `the API refused (${status}): ${typeof message === 'string' ? message : 'no message'}`
}

function printWebsite(website: Website, response: Response): void {
  printRecord([
    ['id', String(website.id)], ...fieldRecord(website), ['created', website.created_at], ['updated', website.updated_at],
    ...(response.headers.has('etag') ? [['etag', response.headers.get('etag')!] as [string, string]] : []),
  ])
}
