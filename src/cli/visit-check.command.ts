// `websites-api websites check ID`: would this visit be tracked? Exit 0 when it would, 3 when not (so a
// script can branch on it), 1 and 2 as for the other commands.
import { type WebsitesClient, reasonInWords } from '@websites-api/client'
import type { Command } from 'commander'

/** What the websites commands share: the connection from the global options and the answer or refusal. */
interface Helpers<Session extends { client: WebsitesClient; json: boolean }> {
  websiteId: (value: string) => number
  connect: (command: Command) => Session
  answered: <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>, session: Session) => Promise<{ data: T; response: Response }>
}

export const NOT_TRACKED_EXIT_CODE = 3

export function registerVisitCheckCommand<Session extends { client: WebsitesClient; json: boolean }>(websites: Command,
  { websiteId, connect, answered }: Helpers<Session>): void {
  websites.command('check')
    .description(`would this visit be tracked, and why not (exit 0 tracked, ${NOT_TRACKED_EXIT_CODE} not tracked)`)
    .argument('<id>', 'the website id', websiteId)
    .option('--ip <address>', 'the visitor\'s IPv4 or IPv6 address')
    .option('--user-agent <text>', 'the visitor\'s User-Agent')
    // Not --url: that is every websites command's service address, and commander reads a parent's option
    // anywhere on the line, so `check 12 --url https://page…` would send the key to the page's host.
    .option('--page-url <url>', 'the page\'s absolute http(s) URL: printed as it would be recorded')
    .addHelpText('after', `
Examples:
  websites-api websites check 12 --ip 203.0.113.7 --user-agent 'Mozilla/5.0 (compatible; Googlebot/2.1)'
  websites-api websites check 12 --page-url 'https://example.com/?utm_source=news&plan=pro' --json | jq -r .data.url`)
    .action(async (id: number, options: { ip?: string; userAgent?: string; pageUrl?: string }, command: Command) => {
      const session = connect(command)
      const body = { ip: options.ip, user_agent: options.userAgent, url: options.pageUrl }
      // POST: a page URL up to 2,048 characters must not make the request line too long.
      const { data } = await answered(session.client.POST('/api/v1/websites/{id}/check', { params: { path: { id } }, body }), session)
      const verdict = data.data
      if (!session.json) {
        console.log(verdict.tracked ? 'tracked' : 'not tracked:')
        for (const reason of verdict.reasons) console.log(`  ${reasonInWords(reason)}`)
        if (verdict.url !== null) console.log(`url as recorded: ${verdict.url}`)
      }
      if (!verdict.tracked) process.exitCode = NOT_TRACKED_EXIT_CODE
    })
}
