// What each reason of a visit check means in words, for a CLI or a UI to say; keyed by the schema's own
// settings, so a new setting the service adds fails the build here until it has its words.
import type { operations } from './schema.js'

type Reason = operations['checkVisit']['responses'][200]['content']['application/json']['data']['reasons'][number]

export const REASON_WORDS = {
  exclude_bots: (entry: string) => `the user agent is a bot (${entry})`,
  exclude_ips: (entry: string) => `the address is inside ${entry}`,
} as const satisfies { [setting in Reason['setting']]: (entry: string) => string }

/** The reason in words; an entry of the account's exclusions (`from: "account"`) says so. */
export const reasonInWords = ({ setting, entry, from }: Reason) =>
  `${REASON_WORDS[setting](entry)}${from === 'account' ? ' (the account\'s, for every website)' : ''}`
