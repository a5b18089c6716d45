// API keys: 256 random bits, shown once, stored only as a SHA-256 digest.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const KEY_PREFIX = 'wak_'
/** Enough of the key to recognise it in `keys list`, far too little to guess the rest. */
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6

export interface GeneratedKey {
  key: string
  prefix: string
  digest: Buffer
}

export function generateKey(): GeneratedKey {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url')
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), digest: digestKey(key) }
}

export const digestKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest()

/** Constant-time comparison of two digests of equal length. */
export const sameDigest = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b)

// RFC 6750 token68 characters; the scheme name is case-insensitive.
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

/** The token of an `Authorization: Bearer …` header, or undefined for anything else. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined
  return BEARER.exec(header)?.[1]
}
