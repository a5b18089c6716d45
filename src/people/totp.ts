// TOTP as RFC 6238 and every authenticator app read it (SHA-1, 6 digits, 30 s), by the otpauth package;
// the QR code drawn as SVG by uqr; recovery codes of 10 random base32 characters (50 bits, throttled like
// passwords), stored as a keyed digest (HMAC under a key of the install's, secret-box.ts) of the SHA-256 of
// their canonical form: a copy of the database alone cannot test codes, however fast.
import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import { digestKey } from '../auth/keys.js'

const PERIOD_S = 30
const ISSUER = 'websites-api'
export const RECOVERY_CODES = 10

const totpOf = (secret: string, label = '') => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) })

/** A new secret (160 bits, as RFC 4226 recommends), in base32, with what an app scans. */
export function newTotpSecret(email: string): { secret: string; otpauth_url: string; qr_svg: string } {
  const secret = new Secret({ size: 20 }).base32
  const url = totpOf(secret, email).toString()
  return { secret, otpauth_url: url, qr_svg: renderSVG(url) }
}

/** The time step of `code` if it is the current step's or one either side, else undefined. */
export function stepOf(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_S) + delta
}

/** A code of `secret` for the time `now` (for tests and the CLI's checks). */
export const codeAt = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now })

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
/** Ten new recovery codes, as shown: `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A recovery code's bare digest (the SHA-256 of its canonical form: lower case, without spaces or dashes); undefined when it cannot be one. */
export function recoveryDigest(code: string): Buffer | undefined {
  const canonical = code.toLowerCase().replace(/[\s-]/g, '')
  return /^[a-z2-7]{10}$/.test(canonical) ? digestKey(canonical) : undefined
}
