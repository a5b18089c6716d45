// The verdict on one visit: which settings exclude it, and the URL as it would be recorded.
import { type AddressMatcher, compileAddresses } from './address-matcher.js'
import { botEntry } from './bots.js'
import { type ExcludedParams, excludedParamsOf, recordedUrl } from './recorded-url.js'

/** A visit as described by the caller, each part checked (valid) or absent. */
export interface Visit {
  ip?: string | undefined
  user_agent?: string | undefined
  url?: string | undefined
}

export interface Reason {
  setting: 'exclude_bots' | 'exclude_ips'
  /** The part of the user agent that identified a bot, or the `exclude_ips` entry, as stored, that holds the address. */
  entry: string
  /** Set when the entry is the account's (its exclusions for every website); a website's own carry none. */
  from?: 'account'
}

export interface Verdict {
  tracked: boolean
  reasons: Reason[]
  /** The URL as recorded; null when none was given. */
  url: string | null
}

/** A website's exclusion settings as the checks read them. */
export interface Settings {
  excludeBots: boolean
  addresses: AddressMatcher
  params: ExcludedParams
}

/** The account's exclusions for every website (it has no bot setting: that stays each website's). */
export interface AccountSettings {
  addresses: AddressMatcher
  params: ExcludedParams
}

export const compileAccountSettings = (account: { exclude_ips: string | null; exclude_params: string | null }): AccountSettings => ({
  addresses: compileAddresses(account.exclude_ips),
  params: excludedParamsOf(account.exclude_params),
})

export const compileSettings = (website: { exclude_bots: number; exclude_ips: string | null; exclude_params: string | null }): Settings => ({
  excludeBots: website.exclude_bots === 1,
  addresses: compileAddresses(website.exclude_ips),
  params: excludedParamsOf(website.exclude_params),
})

/**
 * Reasons in the contract's order: bots, then addresses, the website's entry before the account's.
 * The recorded URL loses the parameters either list names. Removing parameters is never a reason.
 */
export function judgeVisit(settings: Settings, visit: Visit, account?: AccountSettings): Verdict {
  const reasons: Reason[] = []
  const bot = settings.excludeBots && visit.user_agent !== undefined ? botEntry(visit.user_agent) : null
  if (bot !== null) reasons.push({ setting: 'exclude_bots', entry: bot })
  const range = visit.ip === undefined ? null : settings.addresses.firstEntryHolding(visit.ip)
  if (range !== null) reasons.push({ setting: 'exclude_ips', entry: range })
  const accountRange = visit.ip === undefined || account === undefined ? null : account.addresses.firstEntryHolding(visit.ip)
  if (accountRange !== null) reasons.push({ setting: 'exclude_ips', entry: accountRange, from: 'account' })
  const url = visit.url === undefined ? null : recordedUrl(visit.url, settings.params)
  return { tracked: reasons.length === 0, reasons, url: url === null || account === undefined ? url : recordedUrl(url, account.params) }
}
