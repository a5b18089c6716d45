// `websites-api events`: what changed and who changed it, through the HTTP API; --follow keeps polling
// with after=next_after and prints each new event as it comes (a line each, or JSON lines with --json).
import { SUBSCRIBABLE_TYPES } from '../webhooks/webhooks.schemas.js'
import type { WebsiteEvent } from '@websites-api/client'
import type { Command } from 'commander'
import { InvalidArgumentError } from 'commander'
import { Refused } from './output.js'
import { Unreachable } from './transport-failure.js'
import { answered, connect, positiveInteger, withConnection } from './websites.command.js'

const FOLLOW_EVERY_MS = 1000
/** --follow's waits after a failed poll: doubling from 1 s up to 30 s while the service is away. */
const RETRY_FIRST_MS = 1000
const RETRY_MOST_MS = 30_000

/** An event id or 0 (the default: from the first event). */
const eventIdOrZero = (value: string) => {
  if (!/^(0|[1-9]\d*)$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('must be an event id or 0 (a whole number)')
  return Number(value)
}

/** Worth polling again: no answer, or the service busy or restarting (5xx), not a refusal of the request. */
const passing = (error: unknown) => error instanceof Unreachable || (error instanceof Refused && error.status !== undefined && error.status >= 500)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** "website.updated 42 example.com: email 0 → 1, password false → true" and who, in one line. */
export function eventLine(event: WebsiteEvent): string {
  const actor = event.actor.type === 'key' ? `key ${event.actor.key_id} (${event.actor.name ?? event.actor.prefix})`
    : event.actor.type === 'user' ? `${event.actor.name} (${event.actor.email})` : event.actor.type
  const data = event.data as { id?: number; user?: { email: string }; change?: string } | null
  // A member's or a person's event names the person (and what changed of their security); a key's, the key.
  const subject = event.website_id !== null ? `website ${event.website_id}`
    : data?.user ? `user ${data.user.email}${data.change ? ` ${data.change}` : ''}` : `key ${data?.id ?? ''}`.trim()
  const domain = (event.data as { domain?: string } | null)?.domain
  const changes = Object.entries(event.changes ?? {}).map(([field, [before, after]]) => `${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
  return `${event.id}  ${event.occurred_at}  ${event.type}  ${subject}${domain ? ` ${domain}` : ''}  by ${actor}${changes.length ? `: ${changes.join(', ')}` : ''}`
}

export function registerEventsCommand(program: Command): void {
  withConnection(program.command('events'))
    .description('the account\'s events (changes to its websites and keys) after an id, oldest first; --follow for new ones as they come')
    .option('--after <id>', 'only events with an id above this one (0: from the first)', eventIdOrZero, 0)
    .option('--type <type>', `only events of this type (${SUBSCRIBABLE_TYPES.join(', ')})`)
    .option('--website <id>', 'only this website\'s events', positiveInteger('a website id'))
    .option('--follow', 'keep polling every second and print new events as they come (Ctrl-C to stop); while the service is away, retries with backoff and resumes after the last id seen')
    .addHelpText('after', `
Examples:
  websites-api events --after 1030
  websites-api events --website 42 --type website.updated
  websites-api events --follow --json | jq -c 'select(.type == "website.deleted")'`)
    .action(async (options: { after: number; type?: string; website?: number; follow?: boolean }, command: Command) => {
      const session = connect(command)
      let after = options.after
      let printed = 0
      let retryIn = 0
      for (;;) {
        const query = { after, limit: 100, type: options.type, website_id: options.website }
        // Pages are printed as lines (JSON lines with --json), not as the API's page bodies.
        const answer = await answered(session.client.GET('/api/v1/events', { params: { query } }), { ...session, json: false }).catch((error: unknown) => {
          if (!options.follow || !passing(error)) throw error
          retryIn = Math.min(RETRY_MOST_MS, retryIn === 0 ? RETRY_FIRST_MS : retryIn * 2)
          console.error(`${(error as Error).message}; still following: trying again in ${retryIn / 1000} s (after event ${after})`)
          return undefined
        })
        if (answer === undefined) {
          await sleep(retryIn)
          continue
        }
        if (retryIn !== 0) console.error(`the service answers again at ${session.url}; following after event ${after}`)
        retryIn = 0
        const { data } = answer
        for (const event of data.data) console.log(session.json ? JSON.stringify(event) : eventLine(event))
        printed += data.data.length
        after = data.meta.next_after
        if (data.data.length === 100) continue
        if (!options.follow) break
        await sleep(FOLLOW_EVERY_MS)
      }
      if (!session.json && printed === 0) console.error(`no events after ${options.after}`)
    })
}
