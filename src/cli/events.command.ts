// `websites-api events`: what changed and who changed it, through the HTTP API; --follow keeps polling
// with after=next_after and prints each new event as it comes (a line each, or JSON lines with --json).
import type { WebsiteEvent } from '@websites-api/client'
import type { Command } from 'commander'
import { answered, connect, positiveInteger, withConnection } from './websites.command.js'

const FOLLOW_EVERY_MS = 1000

/** "website.updated 42 example.com: email 0 → 1, password false → true" and who, in one line. */
export function eventLine(event: WebsiteEvent): string {
  const actor = event.actor.type === 'key' ? `key ${event.actor.key_id} (${event.actor.name ?? event.actor.prefix})` : event.actor.type
  const subject = event.website_id === null ? `key ${(event.data as { id?: number } | null)?.id ?? ''}`.trim() : `website ${event.website_id}`
  const domain = (event.data as { domain?: string } | null)?.domain
  const changes = Object.entries(event.changes ?? {}).map(([field, [before, after]]) => `${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
  return `${event.id}  ${event.occurred_at}  ${event.type}  ${subject}${domain ? ` ${domain}` : ''}  by ${actor}${changes.length ? `: ${changes.join(', ')}` : ''}`
}

export function registerEventsCommand(program: Command): void {
  withConnection(program.command('events'))
    .description('the account\'s events (changes to its websites and keys) after an id, oldest first; --follow for new ones as they come')
    .option('--after <id>', 'only events with an id above this one', positiveInteger('an event id'), 0)
    .option('--type <type>', 'only events of this type (website.created, website.updated, website.deleted, key.created, key.revoked)')
    .option('--website <id>', 'only this website\'s events', positiveInteger('a website id'))
    .option('--follow', 'keep polling every second and print new events as they come (Ctrl-C to stop)')
    .addHelpText('after', `
Examples:
  websites-api events --after 1030
  websites-api events --website 42 --type website.updated
  websites-api events --follow --json | jq -c 'select(.type == "website.deleted")'`)
    .action(async (options: { after: number; type?: string; website?: number; follow?: boolean }, command: Command) => {
      const session = connect(command)
      let after = options.after
      let printed = 0
      for (;;) {
        const query = { after, limit: 100, type: options.type, website_id: options.website }
        // Pages are printed as lines (JSON lines with --json), not as the API's page bodies.
        const { data } = await answered(session.client.GET('/api/v1/events', { params: { query } }), { ...session, json: false })
        for (const event of data.data) console.log(session.json ? JSON.stringify(event) : eventLine(event))
        printed += data.data.length
        after = data.meta.next_after
        if (data.data.length === 100) continue
        if (!options.follow) break
        await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS))
      }
      if (!session.json && printed === 0) console.error(`no events after ${options.after}`)
    })
}
