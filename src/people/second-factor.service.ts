// A person's TOTP and recovery codes: setting TOTP up (a secret shown once, on only when a current code
// confirms it, with ten recovery codes shown once), turning it off or making new codes (with the password),
// and the code a sign-in asks for once the password was right. Every step is throttled like a sign-in.
import { type Caller, changeBy, requireConfirmation } from '../auth/caller.js'
import type { Wait } from '../db/executor.js'
import { timestampAt } from '../db/time.js'
import { ValidationFailed } from '../errors.js'
import type { SecretBox } from '../secret-box.js'
import { messages } from '../validation.js'
import type { FactorsStore } from './factors.store.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import { newRecoveryCodes, newTotpSecret, recoveryDigest, stepOf } from './totp.js'
import type { UserPasswords } from './user-passwords.js'
import type { UserRow, UsersStore } from './users.store.js'

const INVALID_CODE = 'The code is invalid.'
const ALREADY_ON = 'Two-factor authentication is already on: turn it off first.'
const NOT_SET_UP = 'Set up TOTP first (POST /api/v1/me/totp).'
const NOT_ON = 'Two-factor authentication is not on.'

export interface SecondFactorDeps {
  factors: FactorsStore
  users: UsersStore
  passwords: UserPasswords
  throttle: SignInThrottle
  /** TOTP secrets' box. */
  box: SecretBox
  /** A recovery code's stored digest: keyed (under the install's key) over its bare digest (totp.ts). */
  recoveryDigest: (bare: Buffer) => Buffer
  /** Milliseconds since the epoch. */
  clock?: () => number
}

const missing = (value: string | null | undefined): value is null | undefined => value === undefined || value === null || value === ''

export function createSecondFactor({ factors, users, passwords, throttle, box, recoveryDigest: keyed, clock = Date.now }: SecondFactorDeps) {
  const person = async (caller: Caller) => (await users.byId(caller.wait, caller.userId!))!

  /** A code of the user's TOTP (each time step once) or an unused recovery code. */
  async function accept(wait: Wait, user: UserRow, code: string): Promise<boolean> {
    const { sealedSecret, enabled } = await factors.totpOf(wait, user.id)
    const secret = enabled && sealedSecret !== null ? box.open(sealedSecret) : undefined
    const step = secret === undefined ? undefined : stepOf(secret, code.trim(), clock())
    const digest = recoveryDigest(code)
    return step !== undefined ? factors.useStep(wait, user.id, step) : digest !== undefined && factors.useRecoveryCode(wait, user.id, keyed(digest), timestampAt(clock()))
  }

  /** The password of the signed-in person, for turning a factor off or making new codes. */
  async function confirmPassword(user: UserRow, password: string | null | undefined, address: string) {
    if (missing(password)) throw new ValidationFailed({ password: [messages.required('password')] })
    await throttle.attempt(user.email, address)
    if (!(await passwords.verify(password, user.passwordHash))) throw new ValidationFailed({ password: ['The password is incorrect.'] })
    await throttle.succeeded(user.email, address)
  }

  async function newCodes(): Promise<{ codes: string[]; digests: Buffer[] }> {
    const codes = newRecoveryCodes()
    return { codes, digests: codes.map((code) => keyed(recoveryDigest(code)!)) }
  }

  return {
    /**
     * After a right password, inside the sign-in's one throttled attempt: nothing to ask when the user has
     * no TOTP; else a code. A wrong one leaves the attempt counted; a missing one gives the address its
     * attempt back (a person's first try, before their app) but not the email's, which only a whole
     * success clears.
     */
    async check(wait: Wait, user: UserRow, code: string | null | undefined, address: string): Promise<void> {
      if (!(await factors.totpOf(wait, user.id)).enabled) return
      if (missing(code)) {
        await throttle.givenBack(address)
        throw new ValidationFailed({ code: [messages.required('code')] })
      }
      if (!(await accept(wait, user, code))) throw new ValidationFailed({ code: [INVALID_CODE] })
    },

    /** POST /me/totp: a new secret, not on until confirmed (a secret set up before and not confirmed is replaced); a recent confirmation first. */
    async setUp(caller: Caller) {
      requireConfirmation(caller, timestampAt(clock()))
      const user = await person(caller)
      const made = newTotpSecret(user.email)
      if (!(await factors.startTotp(caller.wait, user.id, box.seal(made.secret)))) throw new ValidationFailed({ totp: [ALREADY_ON] })
      return made
    },

    /** POST /me/totp/confirm: a current code turns TOTP on, with ten recovery codes shown once; the user's other sessions end. */
    async confirm(caller: Caller, code: string | null | undefined, address: string): Promise<string[]> {
      const user = await person(caller)
      if (missing(code)) throw new ValidationFailed({ code: [messages.required('code')] })
      const { sealedSecret, enabled } = await factors.totpOf(caller.wait, user.id)
      if (enabled) throw new ValidationFailed({ code: [ALREADY_ON] })
      const secret = sealedSecret === null ? undefined : box.open(sealedSecret)
      if (secret === undefined) throw new ValidationFailed({ code: [NOT_SET_UP] })
      await throttle.attempt(user.email, address)
      const step = stepOf(secret, code.trim(), clock())
      if (step === undefined) throw new ValidationFailed({ code: [INVALID_CODE] })
      await throttle.succeeded(user.email, address)
      const { codes, digests } = await newCodes()
      if (!(await factors.enableTotp(caller.wait, user.id, step, digests, caller.sessionId!, changeBy(caller, timestampAt(clock()))))) {
        throw new ValidationFailed({ code: [ALREADY_ON] })
      }
      return codes
    },

    /** DELETE /me/totp with the password: TOTP and its recovery codes gone; the user's other sessions end. */
    async turnOff(caller: Caller, password: string | null | undefined, address: string): Promise<void> {
      const user = await person(caller)
      await confirmPassword(user, password, address)
      if (!(await factors.totpOf(caller.wait, user.id)).enabled) throw new ValidationFailed({ totp: [NOT_ON] })
      await factors.disableTotp(caller.wait, user.id, caller.sessionId!, changeBy(caller, timestampAt(clock())))
    },

    /** POST /me/recovery-codes with the password: ten new codes, the old ones void. */
    async renewCodes(caller: Caller, password: string | null | undefined, address: string): Promise<string[]> {
      const user = await person(caller)
      await confirmPassword(user, password, address)
      if (!(await factors.totpOf(caller.wait, user.id)).enabled) throw new ValidationFailed({ totp: [NOT_ON] })
      const { codes, digests } = await newCodes()
      await factors.replaceRecoveryCodes(caller.wait, user.id, digests, caller.sessionId!, changeBy(caller, timestampAt(clock())))
      return codes
    },
  }
}

export type SecondFactor = ReturnType<typeof createSecondFactor>
