// When a failed delivery is tried again: after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each
// up to 20% later (jitter, so that endpoints that failed together are not all retried together), then
// never: 8 attempts over about 28 hours.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const RETRY_DELAYS_MS = [5_000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const

/** The wait after failed attempt number `attempt` (1 for the first), or undefined when it was the last; `scale` shrinks it for tests. */
export function nextAttemptDelayMs(attempt: number, random: () => number = Math.random, scale = 1): number | undefined {
  const delay = RETRY_DELAYS_MS[attempt - 1]
  if (delay === undefined) return undefined
  return Math.round(delay * scale * (1 + 0.2 * random()))
}
