// People's passwords: Argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane; ~55 ms here, 15 times
// less than the websites' scrypt, which matters for sign-ins), computed on libuv's thread pool in the same
// bounded turns as every password hash (websites/password.ts). phpAnalytics' bcrypt hashes (`$2y$`) are
// verified with bcryptjs and replaced at the first sign-in. A password must not be one of the 49,000
// common ones of the zxcvbn list, nor the user's email.
import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import bcrypt from 'bcryptjs'
import type { Passwords } from '../websites/password.js'

/** Argon2id is `Algorithm.Argon2id` (2), an ambient const enum that this build cannot import by name. */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const CURRENT = '$argon2id$v=19$m=19456,t=2,p=1$'
const COMMON: ReadonlySet<string> = new Set((dictionary as { 'passwords-common': string[] })['passwords-common'])

/** Why a new password is refused (after its length, which the schema checks), or undefined. */
export function weakness(password: string, email: string): string | undefined {
  if (password.toLowerCase() === email.toLowerCase()) return 'The password must be different from the email.'
  if (COMMON.has(password.toLowerCase())) return 'The password is too common.'
  return undefined
}

export function createUserPasswords(passwords: Pick<Passwords, 'admit'>) {
  const normal = (password: string) => password.normalize('NFC')
  /** A hash of nothing anyone knows, verified when there is no user, so that an unknown email costs what a wrong password does. */
  let decoy: Promise<string> | undefined

  return {
    hash: (password: string) => passwords.admit(() => hash(normal(password), ARGON2)),

    /** Whether `password` matches `stored` (Argon2id or bcrypt); with no stored hash, the same work and false. */
    async verify(password: string, stored: string | null): Promise<boolean> {
      if (stored === null || !(stored.startsWith('$argon2') || /^\$2[aby]\$/.test(stored))) {
        decoy ??= hash('a password no user has', ARGON2)
        const decoyHash = await decoy
        await passwords.admit(() => verify(decoyHash, normal(password)))
        return false
      }
      if (stored.startsWith('$argon2')) return passwords.admit(() => verify(stored, normal(password)))
      // phpAnalytics (PHP's password_hash) writes $2y$, the same algorithm as $2a$/$2b$.
      return passwords.admit(() => bcrypt.compare(password, stored.replace(/^\$2y\$/, '$2b$')))
    },

    /** Whether a stored hash should be made again with today's parameters (at a successful sign-in). */
    outdated: (stored: string) => !stored.startsWith(CURRENT),
  }
}

export type UserPasswords = ReturnType<typeof createUserPasswords>
