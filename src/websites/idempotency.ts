// What identifies "the same request" under an Idempotency-Key, and how long a key is remembered.
//
// The fingerprint is SHA-256 over the request's fields after the route schema's canonicalisation (so JSON
// 1 and form "1", or `Example.com` and `example.com`, are the same request), with the password's value
// left out: only whether one was given counts. A fingerprint that covered the password would let
// someone who reads the database test guesses at SHA-256 speed instead of scrypt's; an HMAC would need a
// secret shared by every instance and kept out of the database. The cost: a retry that changes only the
// password is taken for the same request and answered with the first answer.
import { createHash } from 'node:crypto'
import { timestampAt } from '../db/time.js'

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export function fingerprintOf(values: Record<string, unknown>): Buffer {
  const fields = Object.keys(values).sort().map((name) =>
    [name, name === 'password' ? values[name] !== null && values[name] !== undefined : values[name]])
  return createHash('sha256').update(JSON.stringify(fields)).digest()
}

/** When a key remembered now is forgotten (the contract's timestamp text). */
export const expiryOf = (now: string) => timestampAt(Date.parse(now) + IDEMPOTENCY_WINDOW_MS)
