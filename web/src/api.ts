// The dashboard's side of the API: the typed client on this origin (with the tab's key, or the session
// cookie the browser sends by itself), who is signed in and what they may do, and what each failure means
// to a person.
import { confirming } from './confirm-password.js'
import { type ApiError, ROLES, type Right, type Role, type ValidationError, type WebsitesClient, createWebsitesClient, type operations } from '@websites-api/client'

export type { Role }
/** What people call each role (the service's own words). */
export const roleWord = (role: Role): string => ROLES[role].label
/** The roles a caller with `rights` may give, widest first: each role names the right that grants it. */
export const grantableRoles = (rights: ReadonlySet<Right>): Role[] => (Object.keys(ROLES) as Role[]).filter((role) => rights.has(ROLES[role].grantedBy))
type KeyInfo = operations['getKey']['responses'][200]['content']['application/json']['data']
/** A signed-in person's session: the user, the current account with their role, their memberships. */
export type SessionInfo = operations['getSession']['responses'][200]['content']['application/json']['data']

/**
 * Who is signed in and what they may do, the same for a key and a person: the rights are the service's
 * own answer (`rights` of GET /api/v1/session or /key), so a control is offered exactly when the API would allow it.
 */
export interface Caller {
  account: string
  /** Everything the dashboard offers is decided from these (never from a role's name or a key's flags). */
  rights: ReadonlySet<Right>
  /** The websites the caller is limited to; null: every website of the account. */
  websites: number[] | null
  /** The key's id, when signed in with a key. */
  id?: number
  /** The person and their role, when signed in with a password. */
  user?: SessionInfo['user']
  role?: Role
  /** The person's accounts (to switch between), and the one they act in. */
  memberships?: SessionInfo['memberships']
  accountId?: number
}

export const callerOfKey = (key: KeyInfo): Caller => ({ account: key.account, id: key.id, websites: key.websites, rights: new Set(key.rights) })

export function callerOfSession(session: SessionInfo): Caller {
  return {
    account: session.account.name, accountId: session.account.id, memberships: session.memberships, user: session.user, role: session.account.role,
    rights: new Set(session.rights), websites: session.account.websites,
  }
}

/**
 * Why something is not offered, in words for the kind of caller: a person hears of their role, a key of
 * itself. `what` completes "may not …" ("add websites").
 */
export const whyNot = (caller: Caller, what: string): string =>
  caller.user && caller.role ? `Your role (${roleWord(caller.role)}${caller.websites ? ', limited to some websites' : ''}) does not let you ${what}.` : `This key may not ${what}.`

const KEY_ITEM = 'websites-api.key'
/** How this tab is signed in: a key pasted (kept in this tab only), or a person's session cookie. */
let signedInWith: 'key' | 'session' = 'key'

/** The key lives in this tab only (sessionStorage), never in a URL; a session lives in its HttpOnly cookie. */
export const session = {
  key: () => sessionStorage.getItem(KEY_ITEM),
  signIn: (key: string) => { signedInWith = 'key'; sessionStorage.setItem(KEY_ITEM, key) },
  withCookie: () => { signedInWith = 'session'; sessionStorage.removeItem(KEY_ITEM) },
  signOut: () => sessionStorage.removeItem(KEY_ITEM),
}

export const TWO_FACTOR_REQUIRED = 'This account requires two-factor authentication.'
/** Told when an answer says the person's account requires a second factor they do not have. */
let onTwoFactorRequired: (() => void) | undefined
export const whenTwoFactorRequired = (listener: (() => void) | undefined) => { onTwoFactorRequired = listener }

/**
 * Learns the account's two-factor rule from the answers the pages ask for anyway: no request of the
 * dashboard's own is spent on it (a person has 60 a minute).
 */
const watchingTwoFactor = (fetchOnce: (request: Request) => Promise<Response>) => async (request: Request): Promise<Response> => {
  const response = await fetchOnce(request)
  if (response.status === 403 && onTwoFactorRequired) {
    const refused = await response.clone().json().catch(() => undefined) as { message?: unknown } | undefined
    if (refused?.message === TWO_FACTOR_REQUIRED) onTwoFactorRequired()
  }
  return response
}

/**
 * A person sees 429 and 503 explained instead of retried behind their back. Without a key the browser
 * sends the session cookie, and its writes carry this origin (what the cross-site rule asks).
 */
export const clientFor = (key?: string | null): WebsitesClient =>
  createWebsitesClient({ baseUrl: location.origin, ...(key ? { apiKey: key } : {}), retries: 0, fetch: watchingTwoFactor(confirming((request) => fetch(request))) })

/** What a failed answer means, in a sentence; a 422's fields are shown at each field instead. */
export function problemOf(response: Response, error: ApiError | ValidationError | undefined): string {
  switch (response.status) {
    case 401: return signedInWith === 'key' ? 'That key was not accepted: it is unknown, revoked or expired.' : 'You are signed out (the session ended or was signed out): sign in again.'
    case 403: return typeof error?.message === 'string' && error.message !== 'This action is unauthorized.' ? error.message
      : signedInWith === 'key' ? 'This key may not do that.' : 'Your role may not do that.'
    case 404: return 'That website does not exist (any more).'
    case 412: return 'Someone else changed this website since you opened it.'
    case 429: return `Too many requests: try again in ${response.headers.get('retry-after') ?? 'a few'} seconds.`
    case 503: return 'The service is unavailable right now: try again in a moment. Nothing was lost.'
    default: return typeof error?.message === 'string' ? error.message : `The service answered ${response.status}.`
  }
}

/** Each field's first message from a 422. */
export const fieldErrors = (error: ApiError | ValidationError | undefined): Record<string, string> =>
  error && typeof error.message === 'object' ? Object.fromEntries(Object.entries(error.message).map(([field, messages]) => [field, messages[0] ?? ''])) : {}

/** What a network failure (no answer at all) says. */
export const UNREACHABLE = 'The service cannot be reached: check your connection. Nothing was lost.'
