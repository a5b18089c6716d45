// How each phpAnalytics row arrives here: who keeps API access, what each website field becomes, and
// its times. Pure rules; the canonical forms are the API's own (domain.ts, ip-list.ts, param-list.ts).
import { canonicalDomain } from '../websites/domain.js'
import { canonicalIp } from '../websites/ip-list.js'
import { keptLines } from '../websites/line-list.js'
import { canonicalParam } from '../websites/param-list.js'
import type { WebsiteValues } from '../websites/websites.store.js'
import { WEBSITE_DEFAULTS } from '../websites/websites.schemas.js'

export interface SourceUser {
  id: number
  email: string
  api_token: string | null
  plan_id: number | null
  deleted_at: string | null
  created_at: string | null
  plan_payment_processor?: string | null
  plan_trial_ends_at?: string | null
  plan_ends_at?: string | null
  plan_subscription_status?: string | null
  /** Present when the source has them (every release does): the person's name and bcrypt password hash. */
  name?: string | null
  password?: string | null
}

export interface SourceWebsite {
  id: number
  domain: string
  user_id: number
  privacy: number | null
  password: string | null
  email: number | null
  exclude_bots: number | null
  exclude_params?: string | null
  exclude_ips: string | null
  created_at: string | null
  updated_at: string | null
}

/** `features` JSON by plan id. */
export type Plans = Map<number, string | null>

/** "2024-01-02 03:04:05" (read with the session time zone +00:00) → the contract's timestamp. */
export const sourceTime = (value: string) => `${value.replace(' ', 'T')}.000000Z`

/** PHP's truthiness of a decoded JSON value: 0, "0", "", false, null, [] and a missing key are false. */
const phpTruthy = (value: unknown) =>
  !(value === undefined || value === null || value === false || value === 0 || value === '' || value === '0' || (Array.isArray(value) && value.length === 0))

/** The plan that applies to the user now: theirs while the subscription is active; otherwise (and for plan 1) the default plan 1. */
export function effectivePlanId(user: SourceUser, now: Date): number {
  const after = (time: string | null | undefined) => time != null && Date.parse(`${time.replace(' ', 'T')}Z`) > now.getTime()
  const grace = after(user.plan_trial_ends_at) || after(user.plan_ends_at)
  const status = user.plan_subscription_status
  const active = user.plan_payment_processor === 'paypal' ? grace || status === 'ACTIVE'
    : user.plan_payment_processor === 'stripe' ? grace || status === 'active'
      : user.plan_ends_at == null || grace
  return user.plan_id === null || user.plan_id === 1 || !active ? 1 : user.plan_id
}

/** A plan's features, or undefined when it does not exist or they cannot be read. */
function featuresOf(plans: Plans, planId: number): Record<string, unknown> | undefined {
  if (!plans.has(planId)) return undefined
  try {
    const features: unknown = JSON.parse(plans.get(planId) ?? '{}')
    return typeof features === 'object' && features !== null ? features as Record<string, unknown> : {}
  } catch {
    return undefined
  }
}

/** Why the user's token would be refused by phpAnalytics, or undefined when it works. */
export function refusalOf(user: SourceUser, plans: Plans, now: Date): string | undefined {
  if (user.deleted_at !== null) return 'the user is disabled'
  const planId = effectivePlanId(user, now)
  if (!plans.has(planId)) return `its plan ${planId} does not exist`
  const features = featuresOf(plans, planId)
  if (features === undefined) return `its plan ${planId} has unreadable features`
  return phpTruthy(features.api) ? undefined : `its plan ${planId} has no API access`
}

/**
 * The user's website quota: their effective plan's `features.websites` as phpAnalytics reads it (a whole
 * number, or a numeric string); -1 (the original's "unlimited"), any other negative, a missing plan or value,
 * or one that is not a number: no limit (null).
 */
export function websiteLimitOf(user: SourceUser, plans: Plans, now: Date): number | null {
  const value = featuresOf(plans, effectivePlanId(user, now))?.websites
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(number) && number >= 0 ? number : null
}

/** A website's values but its domain and password (the import sets the password's hash). */
type Values = Omit<WebsiteValues, 'domain' | 'password_hash'>

export type MappedWebsite = Values & {
  /** Null when the domain is invalid even after canonicalisation. */
  domain: string | null
  created_at: string
  updated_at: string
  /** List lines our rules refuse (they never matched anything in the original). */
  dropped: { field: 'exclude_ips' | 'exclude_params'; line: string }[]
  /** Both times were NULL: the import's time was used. */
  timesMissing: boolean
}

/** What a website created here would have: every field's default (the password is the import's to set). */
const { password: _password, ...DEFAULTS } = WEBSITE_DEFAULTS satisfies Values & { password: unknown }

/**
 * The phpAnalytics columns that are fields here, under the same name, and what each value becomes; a
 * field without one here (one phpAnalytics does not have) takes its default. `dropped` collects the lines a
 * list loses.
 */
const BY_NAME = {
  // Anything but 1 or 2 behaved as public.
  privacy: (row: SourceWebsite) => (row.privacy === 1 || row.privacy === 2 ? row.privacy : 0),
  email: (row: SourceWebsite) => (row.email === 1 ? 1 : 0),
  exclude_bots: (row: SourceWebsite) => (row.exclude_bots ? 1 : 0),
  exclude_ips: (row: SourceWebsite, dropped: MappedWebsite['dropped']) => kept(row.exclude_ips, 'exclude_ips', canonicalIp, dropped),
  exclude_params: (row: SourceWebsite, dropped: MappedWebsite['dropped']) => kept(row.exclude_params, 'exclude_params', canonicalParam, dropped),
} satisfies { [Field in keyof Values]?: (row: SourceWebsite, dropped: MappedWebsite['dropped']) => Values[Field] }

function kept(text: string | null | undefined, field: MappedWebsite['dropped'][number]['field'], canonical: Parameters<typeof keptLines>[1],
  dropped: MappedWebsite['dropped']): string | null {
  const lines = keptLines(text ?? '', canonical)
  dropped.push(...lines.dropped.map((line) => ({ field, line })))
  return lines.value
}

export function mapWebsite(row: SourceWebsite, now: string): MappedWebsite {
  const dropped: MappedWebsite['dropped'] = []
  const mapped = Object.fromEntries(Object.entries(BY_NAME).map(([field, rule]) => [field, rule(row, dropped)])) as Partial<Values>
  const created = row.created_at ?? row.updated_at
  const updated = row.updated_at ?? row.created_at
  return {
    ...DEFAULTS,
    ...mapped,
    domain: canonicalDomain(row.domain),
    created_at: created === null ? now : sourceTime(created),
    updated_at: updated === null ? now : sourceTime(updated),
    dropped,
    timesMissing: created === null,
  }
}
