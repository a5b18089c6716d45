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
import type { Companion } from '../db/unit-of-work.js'
import type { Website } from './websites.schemas.js'
import { SQL } from './websites.sql.js'
import type { StoredWebsite } from './websites.store.js'

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export function fingerprintOf(values: Record<string, unknown>): Buffer {
  const fields = Object.keys(values).sort().map((name) =>
    [name, name === 'password' ? values[name] !== null && values[name] !== undefined : values[name]])
  return createHash('sha256').update(JSON.stringify(fields)).digest()
}

/** When a key remembered now is forgotten (the contract's timestamp text). */
export const expiryOf = (now: string) => timestampAt(Date.parse(now) + IDEMPOTENCY_WINDOW_MS)

/** An idempotency key's claim on a create: whose key, the key, what identifies the request, and when it came. */
export interface Once {
  accountId: number
  key: string
  fingerprint: Buffer
  now: string
}

/**
 * The create's companion (unit-of-work.ts): its answer remembered under the key, in the create's own
 * transaction. An expired answer under the same key gives way to it, and a few expired ones are purged
 * (bounded work, never a scan, on a request's path). What is remembered is the answer's content, the
 * website and its Location, not its bytes: the route makes the bytes from it the same way for the first
 * answer and for a replay, so both are the same bytes.
 */
export const rememberAnswer = (once: Once, location: (id: number) => string): Companion<StoredWebsite> => (website) => [
  { sql: SQL.forgetExpired, values: [once.accountId, once.key, once.now] },
  { sql: SQL.remember, values: [once.accountId, once.key, once.fingerprint, rememberedBody(website), location(website.id), once.now, expiryOf(once.now)] },
  { sql: SQL.purgeExpired, values: [once.now] },
]

/** The website as a remembered answer holds it: the wire object (its version is no part of it). */
const rememberedBody = ({ version: _version, ...website }: StoredWebsite) => JSON.stringify(website)

/** A remembered answer's website; an answer remembered whole (`{"data": …, "status": 201}`, as kept until 2026-11-24) too. */
export function rememberedWebsite(body: string): Website {
  const parsed = JSON.parse(body) as Website | { data: Website; status: number }
  return 'status' in parsed && 'data' in parsed ? parsed.data : parsed
}
