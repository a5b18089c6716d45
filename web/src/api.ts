// The dashboard's side of the API: the typed client on this origin with the tab's key, and what each
// failure means to a person.
import { type ApiError, type ValidationError, type WebsitesClient, createWebsitesClient, type operations } from '@websites-api/client'

/** What the signed-in key may do. */
export type Caller = operations['getKey']['responses'][200]['content']['application/json']['data']

const KEY_ITEM = 'websites-api.key'

/** The key lives in this tab only (sessionStorage), never in a URL. */
export const session = {
  key: () => sessionStorage.getItem(KEY_ITEM),
  signIn: (key: string) => sessionStorage.setItem(KEY_ITEM, key),
  signOut: () => sessionStorage.removeItem(KEY_ITEM),
}

/** A person sees 429 and 503 explained instead of retried behind their back. */
export const clientFor = (key: string): WebsitesClient => createWebsitesClient({ baseUrl: location.origin, apiKey: key, retries: 0 })

/** What a failed answer means, in a sentence; a 422's fields are shown at each field instead. */
export function problemOf(response: Response, error: ApiError | ValidationError | undefined): string {
  switch (response.status) {
    case 401: return 'That key was not accepted: it is unknown, revoked or expired.'
    case 403: return 'This key may not do that.'
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
