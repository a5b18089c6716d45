// Sign-in throttling: after 5 failed attempts for one email from one client address within 15 minutes,
// or 50 from one client address, every attempt is 429 until the window ends, whether or not its password
// is right; a success clears that email's count. Each attempt is counted before it is judged (a success
// then gives it back), so attempts made at the same moment cannot slip past the limit together. The counters live where the rate limits do (memory, the
// cluster's primary, or Redis across instances); if that store fails, attempts are let through uncounted
// rather than refused (each still costs a slow hash). The same throttle guards accepting invitations and
// every second-factor step. A passkey sign-in names no email before its answer is verified: its steps
// count on the address alone, against the same 50 as every other attempt from it.
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { RateLimitStore } from '../auth/rate-limits.js'
import { TooManySignInAttempts } from '../errors.js'
import { emailKey } from './person.js'

const WINDOW_SECONDS = 15 * 60
export const PER_EMAIL = 5
export const PER_ADDRESS = 50

export function createSignInThrottle(rateLimits: RateLimitStore, onStoreError: (error: unknown) => void = () => undefined) {
  const perEmail = rateLimits.limiter('sign-in-email', PER_EMAIL, WINDOW_SECONDS)!
  const perAddress = rateLimits.limiter('sign-in-address', PER_ADDRESS, WINDOW_SECONDS)!
  const emailOf = (email: string, address: string) => `${emailKey(email)}|${address}`
  /** The seconds until a refused count's window ends, at least 1. */
  const secondsLeft = (refused: RateLimiterRes) => Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
  /** One more attempt on a count: its refusal when the count is spent; a store that fails counts nothing and refuses nothing. */
  const count = async (limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> => {
    try {
      await limiter.consume(key)
      return undefined
    } catch (error) {
      if (error instanceof RateLimiterRes) return error
      onStoreError(error)
      return undefined
    }
  }

  return {
    /**
     * Counts an attempt before it is judged (for the email from this address, and for the address; for the address only
     * when there is no email yet, as in single sign-on and a passkey's sign-in), so
     * that attempts at the same moment cannot slip past the limit together; throws TooManySignInAttempts
     * (with the seconds left) when either count is spent.
     */
    async attempt(email: string | null, address: string): Promise<void> {
      const counted = [count(perAddress, address), ...(email === null ? [] : [count(perEmail, emailOf(email, address))])]
      const refusals = (await Promise.all(counted)).filter((res) => res !== undefined)
      if (refusals.length > 0) throw new TooManySignInAttempts(Math.max(...refusals.map(secondsLeft)))
    },
    /**
     * The address gets back `attempts` it counted: steps without an email (a passkey's, single sign-on's) when they succeed, or a sign-in
     * that was no guess (it still lacks its second factor's code; the email's count stays).
     */
    async givenBack(address: string, attempts = 1): Promise<void> {
      await perAddress.reward(address, attempts).catch(onStoreError)
    },
    /** A success gives the address its attempt back and clears the email's count. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([perEmail.delete(emailOf(email, address)), perAddress.reward(address, 1)].map((pending) => pending.catch(onStoreError)))
    },
  }
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>
