// API keys: 256 random bits, shown once, stored only as a SHA-256 digest.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

const KEY_PREFIX = 'wak_'
/** Enough of a key's secret to recognise it in `keys list`, far too little to guess the rest. */
const SHOWN_SECRET_LENGTH = 6

/** What `keys list` shows of a key: its `wak_` marker, if any (imported tokens have none), and 6 characters. */
export const shownPrefix = (key: string): string =>
  key.slice(0, (key.startsWith(KEY_PREFIX) ? KEY_PREFIX.length : 0) + SHOWN_SECRET_LENGTH)

export interface GeneratedKey {
  key: string
  prefix: string
  digest: Buffer
}

export function generateKey(): GeneratedKey {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url')
  return { key, prefix: shownPrefix(key), digest: digestKey(key) }
}

// crypto.hash: one call for a small input, without a Hash object's stream machinery (every request pays it).
export const digestKey = (key: string): Buffer => hash('sha256', key, 'buffer')

/** Constant-time comparison of two digests of equal length. */
export const sameDigest = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b)

// RFC 6750 token68 characters; the scheme name is case-insensitive.
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

/** The token of an `Authorization: Bearer …` header, or undefined for anything else. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined
  return BEARER.exec(header)?.[1]
}

/**
 * Names people read in lists (accounts, keys) are printable: no control, format (bidi, zero-width),
 * private-use, surrogate or unassigned character, so a label cannot hide or reorder what a table shows,
 * nor hold a character a database cannot keep (PostgreSQL text refuses U+0000).
 */
const isPrintable = (text: string) => !/\p{C}/u.test(text)
/** Characters as the schemas count them (code points: an emoji is one, not the two UTF-16 units of `length`). */
const characters = (text: string) => [...text].length

/** An account's name: 1-255 printable characters, not only spaces. */
export const isAccountName = (name: string) => name.trim() !== '' && characters(name) <= 255 && isPrintable(name)

export const MAX_KEY_NAME_LENGTH = 100
/** A key's name (trimmed): 1-100 printable characters. */
export const isKeyName = (name: string) => name !== '' && characters(name) <= MAX_KEY_NAME_LENGTH && isPrintable(name)
