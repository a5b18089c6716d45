// Signing in and out, the session's own view, and the person's profile: the use cases of a person's
// sessions, over the users store and auth's sessions. Nothing of HTTP: the routes set the cookie.
import type { Static } from 'typebox'
import type { Caller } from '../auth/caller.js'
import { digestKey } from '../auth/keys.js'
import { listedRights, rightsOfMember } from '../rights.js'
import type { OpenOptions, Sessions } from '../auth/sessions.js'
import { timestampAt } from '../db/time.js'
import { type FieldErrors, NotFound, ResetLinkInvalid, ValidationFailed } from '../errors.js'
import { type Checked, assertValid, messages } from '../validation.js'
import type { ConfirmInput, SessionListed, SessionObject, SignInInput, UpdateMeInput, UserObject, PasswordResetInput } from './people.schemas.js'
import type { SecondFactor } from './second-factor.service.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import { type UserPasswords, weakness } from './user-passwords.js'
import type { MembershipRow, UserRow, UsersStore } from './users.store.js'
import type { Wait } from '../db/executor.js'

/** Where a request came from, as a session records it. */
export interface Client {
  address: string
  userAgent: string | null
}

/** A session just made: its token (for the cookie, shown nowhere else) and what it is. */
export interface SignedIn {
  token: string
  session: SessionObject
}

const CREDENTIALS = 'These credentials do not match our records.'
export const INCORRECT_PASSWORD = 'The password is incorrect.'
const SIGN_IN_ORDER = ['email', 'password', 'code']
const CONFIRM_ORDER = ['password', 'code']
const ME_ORDER = ['name', 'password', 'current_password']

export interface SignInDeps {
  users: UsersStore
  sessions: Sessions
  passwords: UserPasswords
  throttle: SignInThrottle
  /** The code a password sign-in asks for when the user has TOTP. */
  secondFactor: Pick<SecondFactor, 'check'>
  /** Milliseconds since the epoch. */
  clock?: () => number
}

/**
 * The `<session>` object: the user, the account the session acts in with its rights there, and every
 * membership (only that account's when the session is pinned to it: single sign-on's).
 */
export function sessionObject(user: Pick<UserRow, 'id' | 'email' | 'name' | 'twoFactor'>, memberships: MembershipRow[], accountId: number, expiresAt: string,
  pinned = false): SessionObject {
  const current = memberships.find((membership) => membership.accountId === accountId)!
  return {
    user: { id: Number(user.id), email: user.email, name: user.name, two_factor: user.twoFactor === 1 },
    account: { id: Number(current.accountId), name: current.accountName, role: current.role, websites: current.websites },
    rights: listedRights(rightsOfMember(current.role, current.websites !== null)),
    memberships: (pinned ? [current] : memberships).map((membership) => ({
      account: { id: Number(membership.accountId), name: membership.accountName }, role: membership.role, websites: membership.websites,
    })),
    expires_at: expiresAt,
  }
}

export function createSignIn({ users, sessions, passwords, throttle, secondFactor, clock = Date.now }: SignInDeps) {
  const now = () => timestampAt(clock())

  /**
   * The user whose password this is (and, when they have TOTP, whose `code` it is), or a 422 that says only
   * that the credentials do not match, in about the same time whether the email is unknown or the password
   * wrong (an unknown email costs a hash too). Throttled per email and address, and per address, as one
   * attempt: only a whole success clears the email's count, so a known password does not reset the count
   * of codes tried after it.
   */
  async function verified(wait: Wait, email: string, password: string, code: string | null | undefined, client: Client,
    { field = 'email', refusal = CREDENTIALS }: { field?: string; refusal?: string } = {}): Promise<UserRow> {
    await throttle.attempt(email, client.address)
    const user = await users.byEmail(wait, email)
    if (!(await passwords.verify(password, user?.passwordHash ?? null)) || !user) throw new ValidationFailed({ [field]: [refusal] })
    await secondFactor.check(wait, user, code, client.address)
    await throttle.succeeded(email, client.address)
    return user
  }

  /**
   * A new session of `user` in `accountId` (their first account when not given, or when not one of theirs;
   * a pinned session only in `accountId`, or none); the password's hash made again when outdated.
   * `password` is null for a sign-in without one (a passkey, single sign-on).
   */
  async function open(wait: Wait, user: UserRow, password: string | null, client: Client, accountId?: number, options: OpenOptions = {}): Promise<SignedIn | undefined> {
    const memberships = await users.membershipsOf(wait, user.id)
    const asked = memberships.find((membership) => membership.accountId === accountId)?.accountId
    const account = options.pinned ? asked : asked ?? memberships[0]?.accountId
    if (account === undefined) return undefined
    const rehashed = password !== null && user.passwordHash !== null && passwords.outdated(user.passwordHash) ? await passwords.hash(password) : null
    await users.signedIn(wait, user.id, now(), rehashed)
    const opened = await sessions.open(wait, user.id, account, client, options)
    return { token: opened.token, session: sessionObject(user, memberships, account, opened.expiresAt, options.pinned) }
  }

  /** The session's user and memberships, for a caller that came with one. */
  async function current(caller: Caller, token: string): Promise<SessionObject> {
    const row = await sessions.describe(caller.wait, token)
    const user = await users.byId(caller.wait, caller.userId!)
    if (!row || !user) throw new NotFound()
    return sessionObject(user, await users.membershipsOf(caller.wait, user.id), row.accountId, row.expiresAt, row.pinned === 1)
  }

  async function me(caller: Caller): Promise<UserObject> {
    const user = await users.byId(caller.wait, caller.userId!)
    if (!user) throw new NotFound()
    return { id: Number(user.id), email: user.email, name: user.name, two_factor: user.twoFactor === 1, totp: user.totp === 1, created_at: user.createdAt, last_sign_in_at: user.lastSignInAt }
  }

  return {
    verified,
    open,
    me,

    /** POST /session: the credentials, then a new session (never one the client brought: no fixation). */
    async signIn(wait: Wait, { values, invalid }: Checked<SignInInput>, client: Client): Promise<SignedIn> {
      assertValid(invalid, SIGN_IN_ORDER)
      const user = await verified(wait, values.email!, values.password!, values.code, client)
      // A user who belongs to no account has nothing to sign in to: the same answer as a wrong password.
      const signedIn = await open(wait, user, values.password!, client)
      if (!signedIn) throw new ValidationFailed({ email: [CREDENTIALS] })
      return signedIn
    },

    current,

    /** PATCH /session: act in another of the user's accounts (a session of single sign-on's stays in its own). */
    async switchAccount(caller: Caller, token: string, { values, invalid }: Checked<{ account: number }>): Promise<SessionObject> {
      assertValid(invalid, ['account'])
      const memberships = await users.membershipsOf(caller.wait, caller.userId!)
      const pinned = (await sessions.describe(caller.wait, token))?.pinned === 1
      if (!memberships.some((membership) => membership.accountId === values.account) || (pinned && values.account !== caller.accountId)) {
        throw new ValidationFailed({ account: ['The selected account is invalid.'] })
      }
      await sessions.moveTo(caller.wait, caller.sessionId!, values.account!)
      return current(caller, token)
    },

    signOut: (caller: Caller) => sessions.end(caller.wait, caller.userId!, caller.sessionId!),

    /**
     * POST /session/confirm: the person's password (and a code when they have TOTP), throttled like a sign-in,
     * confirms the session for CONFIRM_SECONDS: the changes that keep or widen access are allowed until then.
     */
    async confirm(caller: Caller, { values, invalid }: Checked<ConfirmInput>, client: Client): Promise<{ confirmed_until: string }> {
      assertValid(invalid, CONFIRM_ORDER)
      const user = (await users.byId(caller.wait, caller.userId!))!
      await verified(caller.wait, user.email, values.password!, values.code, client, { field: 'password', refusal: INCORRECT_PASSWORD })
      return { confirmed_until: await sessions.confirm(caller.wait, caller.sessionId!) }
    },

    /** PATCH /me: a new name, or a new password given with the current one (which ends the user's other sessions). */
    async updateMe(caller: Caller, { values, invalid }: Checked<UpdateMeInput>, client: Client): Promise<UserObject> {
      const user = (await users.byId(caller.wait, caller.userId!))!
      const errors: FieldErrors = { ...invalid }
      if (values.password !== undefined && values.password !== null) {
        const weak = weakness(values.password, user.email)
        if (weak && !errors.password) errors.password = [weak]
        if (values.current_password === undefined || values.current_password === null) errors.current_password = [messages.required('current_password')]
      }
      assertValid(errors, ME_ORDER)
      if (values.password) {
        await throttle.attempt(user.email, client.address)
        if (!(await passwords.verify(values.current_password!, user.passwordHash))) throw new ValidationFailed({ current_password: ['The current password is incorrect.'] })
        await throttle.succeeded(user.email, client.address)
        await users.setPassword(caller.wait, user.id, await passwords.hash(values.password), now(), caller.sessionId!)
      }
      if (values.name) await users.rename(caller.wait, user.id, values.name, now())
      return me(caller)
    },

    async mySessions(caller: Caller): Promise<Static<typeof SessionListed>[]> {
      return (await sessions.listOf(caller.wait, caller.userId!)).map((session) => ({ ...session, id: Number(session.id), current: Number(session.id) === caller.sessionId }))
    },
    async endMySession(caller: Caller, id: number): Promise<void> {
      if (!(await sessions.end(caller.wait, caller.userId!, id))) throw new NotFound()
    },

    /** A one-time link of `users reset-password`: the new password, and every session of the user ended. */
    async resetPassword(wait: Wait, { values, invalid }: Checked<PasswordResetInput>): Promise<void> {
      assertValid(invalid, ['token', 'password'])
      const reset = await users.resetByDigest(wait, digestKey(values.token!))
      if (!reset || reset.usedAt !== null || reset.expiresAt <= now()) throw new ResetLinkInvalid()
      const user = (await users.byId(wait, reset.userId))!
      const weak = weakness(values.password!, user.email)
      if (weak) throw new ValidationFailed({ password: [weak] })
      if (!(await users.useReset(wait, reset, await passwords.hash(values.password!), now()))) throw new ResetLinkInvalid()
    },
  }
}

export type SignIn = ReturnType<typeof createSignIn>
