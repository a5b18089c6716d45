// How each phpAnalytics row arrives here: who keeps API access, what each website field becomes, and
// its times. Pure rules; the canonical forms are the API's own (domain.ts, ip-list.ts, param-list.ts).
import { canonicalDomain } from '../websites/domain.js'
import { canonicalIp } from '../websites/ip-list.js'
import { keptLines } from '../websites/line-list.js'
import { canonicalParam } from '../websites/param-list.js'

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

/**
 * Why the user's token would be refused by phpAnalytics, or undefined when it works. Its plan applies
 * while the subscription is active; otherwise (and for plan 1) the default plan 1 does.
 */
export function refusalOf(user: SourceUser, plans: Plans, now: Date): string | undefined {
  if (user.deleted_at !== null) return 'the user is disabled'
  const after = (time: string | null | undefined) => time != null && Date.parse(`${time.replace(' ', 'T')}Z`) > now.getTime()
  const grace = after(user.plan_trial_ends_at) || after(user.plan_ends_at)
  const status = user.plan_subscription_status
  const active = user.plan_payment_processor === 'paypal' ? grace || status === 'ACTIVE'
    : user.plan_payment_processor === 'stripe' ? grace || status === 'active'
      : user.plan_ends_at == null || grace
  const planId = user.plan_id === null || user.plan_id === 1 || !active ? 1 : user.plan_id
  if (!plans.has(planId)) return `its plan ${planId} does not exist`
  let features: Record<string, unknown> = {}
  try {
    features = JSON.parse(plans.get(planId) ?? '{}') ?? {}
  } catch {
    return `its plan ${planId} has unreadable features`
  }
  return phpTruthy(features.api) ? undefined : `its plan ${planId} has no API access`
}

export interface MappedWebsite {
  /** Null when the domain is invalid even after canonicalisation. */
  domain: string | null
  privacy: number
  email: number
  exclude_bots: number
  exclude_params: string | null
  exclude_ips: string | null
  created_at: string
  updated_at: string
  /** List lines our rules refuse (they never matched anything in the original). */
  dropped: { field: 'exclude_ips' | 'exclude_params'; line: string }[]
  /** Both times were NULL: the import's time was used. */
  timesMissing: boolean
}

export function mapWebsite(row: SourceWebsite, now: string): MappedWebsite {
  const ips = keptLines(row.exclude_ips ?? '', canonicalIp)
  const params = keptLines(row.exclude_params ?? '', canonicalParam)
  const created = row.created_at ?? row.updated_at
  const updated = row.updated_at ?? row.created_at
  return {
    domain: canonicalDomain(row.domain),
    // Anything but 1 or 2 behaved as public.
    privacy: row.privacy === 1 || row.privacy === 2 ? row.privacy : 0,
    email: row.email === 1 ? 1 : 0,
    exclude_bots: row.exclude_bots ? 1 : 0,
    exclude_params: params.value,
    exclude_ips: ips.value,
    created_at: created === null ? now : sourceTime(created),
    updated_at: updated === null ? now : sourceTime(updated),
    dropped: [
      ...ips.dropped.map((line) => ({ field: 'exclude_ips' as const, line })),
      ...params.dropped.map((line) => ({ field: 'exclude_params' as const, line })),
    ],
    timesMissing: created === null,
  }
}
