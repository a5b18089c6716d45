// The visit check's wire shapes: its three fields (as a query or as a body: one definition for both),
// and its answer.
import Type, { type Static } from 'typebox'
import { type Canonical, type FieldRules, createBody, messages } from '../validation.js'
import { isValidIp } from './ip-list.js'
import { MAX_URL_LENGTH, isValidVisitUrl } from './visit-check/recorded-url.js'

export const MAX_USER_AGENT_LENGTH = 1024

const ipRule: Canonical = (text) =>
  !text.includes('/') && isValidIp(text) ? { ok: true, value: text } : { ok: false, message: messages.ip('ip') }
const urlRule: Canonical = (text) =>
  isValidVisitUrl(text) ? { ok: true, value: text } : { ok: false, message: messages.url('url') }

/**
 * In the order a 422 names them. Each is optional; an empty value counts as absent, one given twice is
 * "must be a string" (validation.ts), and values are trimmed like every string the API reads.
 */
export const VISIT_FIELDS = {
  ip: {
    schema: Type.String({ description: 'The visitor\'s address, IPv4 or IPv6 (not a range); an IPv4-mapped IPv6 address counts as its IPv4 address', examples: ['203.0.113.7'] }),
    canonical: ipRule,
  },
  user_agent: {
    schema: Type.String({ maxLength: MAX_USER_AGENT_LENGTH, description: 'The visitor\'s User-Agent, at most 1,024 characters', examples: ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'] }),
  },
  url: {
    schema: Type.String({ description: `The page's absolute http or https URL (RFC 3986, percent-encoded), at most ${MAX_URL_LENGTH} characters`, examples: ['https://example.com/pricing?plan=pro&utm_source=news#faq'] }),
    canonical: urlRule,
  },
} as const satisfies FieldRules

const description = 'Each field optional; an empty value is the same as none.'
// createBody: optional fields without defaults, each checked with the API's coercions and messages.
export const VisitQuery = createBody(VISIT_FIELDS, { description })
export const VisitBody = createBody(VISIT_FIELDS, {
  description: `${description} The same as the query, for URLs too long for a request line.`,
  examples: [{ ip: '203.0.113.7', user_agent: 'curl/8.5.0', url: 'https://example.com/pricing?plan=pro&utm_source=news' }],
})
export type VisitInput = Static<typeof VisitQuery>

const Reason = Type.Object({
  setting: Type.Union([Type.Literal('exclude_bots'), Type.Literal('exclude_ips')], { description: 'The setting that excludes the visit' }),
  entry: Type.String({ description: 'exclude_bots: the part of the user agent that identified a bot; exclude_ips: the first entry, as stored, that holds the address' }),
  from: Type.Optional(Type.Literal('account', { description: 'Present when the entry is the account\'s (PATCH /account: its exclusions for every website); a website\'s own entries carry none' })),
})

export const VisitCheck = Type.Object({
  data: Type.Object({
    website_id: Type.Integer({ minimum: 1 }),
    tracked: Type.Boolean({ description: 'True exactly when no setting excludes the visit (`reasons` is empty)' }),
    reasons: Type.Array(Reason, { description: 'Each setting that excludes the visit: exclude_bots first, then exclude_ips, the website\'s entry before the account\'s' }),
    url: Type.Union([Type.String(), Type.Null()], { description: 'The URL as it would be recorded (the parameters the website\'s or the account\'s exclude_params name removed); null when none was given' }),
  }),
  status: Type.Literal(200),
})
export type VisitCheck = Static<typeof VisitCheck>

export const EXAMPLE_VISIT_CHECK: VisitCheck = {
  data: {
    website_id: 12, tracked: false,
    reasons: [{ setting: 'exclude_bots', entry: 'Googlebot' }, { setting: 'exclude_ips', entry: '10.0.0.0/8' }],
    url: 'https://example.com/pricing?plan=pro#faq',
  },
  status: 200,
}
