// Website passwords: scrypt at OWASP's minimum (N=2^17, r=8, p=1), run on libuv's thread pool so a
// hash (~0.4 s of CPU here) never blocks the event loop. Stored as "scrypt$N$r$p$salt$hash" (base64).
// People's passwords (people/user-passwords.ts) take their turns in the same bounded queue.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import os from 'node:os'
import pLimit from 'p-limit'
import { Unavailable } from '../errors.js'

const N = 2 ** 17
const R = 8
const P = 1
const KEY_LENGTH = 32
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024

export interface HashingLimits {
  /** Hashes at once. */
  concurrency: number
  /** Hashes that may wait for a turn; one more is refused with 503 + Retry-After. */
  maxWaiting: number
}

// At most one hash per core but one at a time, the rest wait their turn: the thread pool would run four
// at once, take every core from the event loop, and every other request would wait (reads' p99 went
// from 9 ms to 232 ms beside four clients creating password-protected websites, reliability row L4).
// The wait is bounded (16 hashes a core, ~6 s here) so that a flood of them is told to come back
// instead of holding requests for minutes; nothing is stored for a refused request. The spare cores are
// shared among the WORKERS processes of the machine, at least one hash each.
const SPARE_CORES = Math.max(1, os.availableParallelism() - 1)

export function hashingLimits(workers = 1): HashingLimits {
  const concurrency = Math.max(1, Math.floor(SPARE_CORES / workers))
  return { concurrency, maxWaiting: 16 * concurrency }
}

export function createPasswords(limits: HashingLimits = hashingLimits()) {
  const hashing = pLimit(limits.concurrency)
  // Counted here, when a hash is admitted: p-limit starts queued work a microtask later, so its own
  // counts lag behind hashes asked for in the same turn.
  let admitted = 0

  /** Slow work (a hash, a verification) in its turn: 503 past the bound of waiting work. */
  async function admit<T>(work: () => Promise<T>): Promise<T> {
    if (admitted >= limits.concurrency + limits.maxWaiting) throw new Unavailable()
    admitted++
    try {
      return await hashing(work)
    } finally {
      admitted--
    }
  }

  const derive = (password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> => admit(() => new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)))
  }))

  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16)
      const key = await derive(password, salt, N, R, P)
      return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
    },

    async verify(password: string, stored: string): Promise<boolean> {
      const [scheme, n, r, p, salt, key] = stored.split('$')
      if (scheme !== 'scrypt' || !salt || !key) return false
      const expected = Buffer.from(key, 'base64')
      const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
      return timingSafeEqual(actual, expected)
    },

    /** Hashes running and waiting now. */
    load: () => ({ running: hashing.activeCount, waiting: hashing.pendingCount }),
    /** Other slow password work (people's passwords) in the same turns, under the same bound. */
    admit,
  }
}

export type Passwords = ReturnType<typeof createPasswords>
