// Invitations and members: who may invite whom, accepting an invitation (a new user, or an existing one
// with their password), changing and removing members; and what the operator does on the server (the
// first owner's invitation, `users invite`, `users reset-password`). Nothing of HTTP.
import { randomBytes } from 'node:crypto'
import { type Caller, changeBy, requireConfirmation } from '../auth/caller.js'
import { digestKey } from '../auth/keys.js'
import { DEFAULT_ROLE, ROLES, type Role, grantNeedsConfirmation, limitable, mayGrant } from '../rights.js'
import type { Wait } from '../db/executor.js'
import { timestampAt } from '../db/time.js'
import { type FieldErrors, Forbidden, InvitationInvalid, NotFound, ValidationFailed } from '../errors.js'
import { type Checked, assertValid, messages } from '../validation.js'
import type { Mailer } from './mailer.js'
import type { Accepting, MemberChanges, MembersStore } from './members.store.js'
import type { AcceptInput, InvitationPreview, InviteInput, InvitationObject, MemberObject, PreviewInput, UpdateMemberInput } from './people.schemas.js'
import type { Client, SignIn, SignedIn } from './sign-in.service.js'
import type { SignInThrottle } from './sign-in-throttle.js'
import { type UserPasswords, weakness } from './user-passwords.js'
import type { UsersStore } from './users.store.js'

const DAY_MS = 24 * 60 * 60 * 1000
export const INVITATION_LIFETIME_MS = 7 * DAY_MS
export const RESET_LIFETIME_MS = 60 * 60 * 1000
const INVITE_ORDER = ['email', 'role', 'websites']
const ACCEPT_ORDER = ['token', 'email', 'name', 'password', 'code']
const MEMBER_ORDER = ['role', 'websites']
const prohibited = () => `The websites field is prohibited unless role is in ${ROLES.filter(limitable).join(', ')}.`
const lastOwner = () => new ValidationFailed({ role: ['An account must keep at least one owner.'] })

export interface MembersDeps {
  members: MembersStore
  users: UsersStore
  signIn: SignIn
  /** Accepting as a new user is counted like accepting as one who exists (sign-in-throttle.ts). */
  throttle: SignInThrottle
  passwords: UserPasswords
  mailer?: Mailer | undefined
  /** Milliseconds since the epoch. */
  clock?: () => number
}

/** A new one-time token: 256 random bits, of which only the digest is stored. */
const newToken = () => {
  const token = randomBytes(32).toString('base64url')
  return { token, digest: digestKey(token) }
}

export function createMembers({ members, users, signIn, throttle, passwords, mailer, clock = Date.now }: MembersDeps) {
  const now = () => timestampAt(clock())

  /** An invitation made and its link (with the email sent when a mailer is set and it has one). */
  async function makeInvitation(wait: Wait, accountId: number, accountName: string, email: string | null, role: Role, websites: number[] | null,
    inviter: { id: number; name: string } | null, base: string): Promise<InvitationObject & { url: string; emailed: boolean }> {
    const { token, digest } = newToken()
    const at = clock()
    const invitation = await members.invite(wait, {
      accountId, email, role, websites, digest, invitedBy: inviter?.id ?? null, now: timestampAt(at), expiresAt: timestampAt(at + INVITATION_LIFETIME_MS),
    })
    const url = `${base}/invitations/${token}`
    const emailed = mailer && email !== null ? await mailer.sendInvitation({ to: email, url, account: accountName, role, inviter: inviter?.name ?? null, expiresAt: invitation.expires_at }) : false
    return { ...invitation, url, emailed }
  }

  /** The websites a member of a limitable role may be limited to: 422 for any other role, or for websites not the account's. */
  async function websitesFor(wait: Wait, errors: FieldErrors, accountId: number, role: Role, websites: number[] | null | undefined) {
    if (websites === undefined || websites === null) return
    if (!limitable(role)) errors.websites = [prohibited()]
    else if ((await members.foreignWebsites(wait, accountId, websites)).length > 0) errors.websites = [messages.selectedInvalid('websites')]
  }

  /**
   * Whether `caller` may give `role`: 403 when it is not theirs to grant, and, for a role that manages
   * others, 403 until a session's person has confirmed it is them.
   */
  function granting(caller: Caller, role: Role): void {
    if (!mayGrant(caller.rights, role)) throw new Forbidden()
    if (grantNeedsConfirmation(role)) requireConfirmation(caller, now())
  }

  return {
    /**
     * POST /invitations: a role the caller may grant (mayGrant); a session's person confirms it is them before
     * inviting someone who will manage others. The link is in this answer only.
     */
    async invite(caller: Caller, { values, invalid }: Checked<InviteInput>, base: string) {
      const role = (values.role ?? DEFAULT_ROLE) as Role
      if (invalid.role === undefined) granting(caller, role)
      const errors: FieldErrors = { ...invalid }
      const websites = values.websites ? [...new Set(values.websites)] : null
      if (!errors.role) await websitesFor(caller.wait, errors, caller.accountId, role, websites)
      if (!errors.email && (await members.isMember(caller.wait, caller.accountId, values.email!))) errors.email = ['The email is already a member of this account.']
      assertValid(errors, INVITE_ORDER)
      const inviter = caller.userId === null ? null : await users.byId(caller.wait, caller.userId)
      return makeInvitation(caller.wait, caller.accountId, caller.accountName, values.email!, role, websites, inviter ? { id: inviter.id, name: inviter.name } : null, base)
    },

    pending: (caller: Caller) => members.pending(caller.wait, caller.accountId, now()),
    async revokeInvitation(caller: Caller, id: number) {
      if (!(await members.revokeInvitation(caller.wait, caller.accountId, id, now()))) throw new NotFound()
    },

    /**
     * POST /invitations/accept: the invited email's user (their password, throttled as a sign-in), or a new
     * one (a name and a new password, throttled the same); then a session in the invited account. An open
     * invitation (the first owner's) takes the email given with it. Both ways ask for the same fields and
     * refuse a password the same way (its weakness first), so a refusal never tells someone who holds the
     * link (the inviter) whether the email has a user on the install already: only a success would, and it
     * makes the member. A user who exists keeps their name.
     */
    /** POST /invitations/preview: what the invitation's page names (account, role, email), for a token that accepting would take. */
    async preview(wait: Wait, { values, invalid }: Checked<PreviewInput>): Promise<InvitationPreview> {
      assertValid(invalid, ['token'])
      const invitation = await members.invitation(wait, digestKey(values.token!))
      if (!invitation || invitation.acceptedAt !== null || invitation.revokedAt !== null || invitation.expiresAt <= now()) throw new InvitationInvalid()
      // Whether the email has a user is not said: accepting asks the same fields either way.
      return { account: { id: invitation.accountId, name: invitation.accountName }, role: invitation.role, email: invitation.email, expires_at: invitation.expiresAt }
    },

    async accept(wait: Wait, { values, invalid }: Checked<AcceptInput>, client: Client, requestId: string | null = null): Promise<SignedIn> {
      // Without a token nothing else can be judged (whether an email is needed depends on the invitation).
      if (invalid.token) assertValid(invalid, ['token', 'password'])
      const invitation = await members.invitation(wait, digestKey(values.token!))
      if (!invitation || invitation.acceptedAt !== null || invitation.revokedAt !== null || invitation.expiresAt <= now()) throw new InvitationInvalid()
      const errors: FieldErrors = { ...invalid }
      /** A field's first failure: one message a field, the first rule it fails. */
      const fail = (field: string, message: string | undefined) => {
        if (message !== undefined && errors[field] === undefined) errors[field] = [message]
      }
      if (invitation.email === null && values.email === undefined) fail('email', messages.required('email'))
      if (values.name === undefined) fail('name', messages.required('name'))
      const email = invitation.email ?? values.email
      const weak = values.password === undefined || email === undefined ? undefined : weakness(values.password, email)
      // With other fields wrong, a weak password is named too (all at once), whoever has the email.
      if (Object.keys(errors).length > 0) fail('password', weak)
      assertValid(errors, ACCEPT_ORDER)
      const existing = await users.byEmail(wait, email!)
      let who: Accepting
      if (existing) {
        who = { userId: (await signIn.verified(wait, existing.email, values.password!, values.code, client, { field: 'password', refusal: weak })).id }
      } else {
        await throttle.attempt(email!, client.address)
        if (weak) throw new ValidationFailed({ password: [weak] })
        who = { email: email!, name: values.name!, passwordHash: await passwords.hash(values.password!) }
        await throttle.succeeded(email!, client.address)
      }
      const userId = await members.accept(wait, invitation, who, { requestId, now: now() })
      if (userId === 'used') throw new InvitationInvalid()
      if (userId === 'member') throw new ValidationFailed({ email: ['The email is already a member of this account.'] })
      return (await signIn.open(wait, (await users.byId(wait, userId))!, values.password!, client, invitation.accountId))!
    },

    list: (caller: Caller): Promise<MemberObject[]> => members.list(caller.wait, caller.accountId),

    /** PATCH /members/{user_id}: a new role and/or websites, each role one the caller may grant; never the last owner. */
    async change(caller: Caller, userId: number, { values, invalid }: Checked<UpdateMemberInput>): Promise<MemberObject> {
      const current = await members.get(caller.wait, caller.accountId, userId)
      if (!current) throw new NotFound()
      if (!mayGrant(caller.rights, current.role)) throw new Forbidden()
      if (values.role !== undefined && invalid.role === undefined && values.role !== current.role) granting(caller, values.role as Role)
      const errors: FieldErrors = { ...invalid }
      const role = (values.role ?? current.role) as Role
      if (!errors.role && !errors.websites) await websitesFor(caller.wait, errors, caller.accountId, role, values.websites)
      assertValid(errors, MEMBER_ORDER)
      const changes: MemberChanges = { ...(values.role ? { role: values.role as Role } : {}), ...(values.websites !== undefined ? { websites: values.websites && [...new Set(values.websites)] } : {}) }
      const outcome = await members.change(caller.wait, caller.accountId, userId, changes, caller.rights, changeBy(caller, now()))
      if ('member' in outcome) return outcome.member
      if (outcome.refused === 'unknown') throw new NotFound()
      if (outcome.refused === 'forbidden') throw new Forbidden()
      throw lastOwner()
    },

    /** DELETE /members/{user_id}: by those who may grant the member's role, or a member leaving; never the last owner. */
    async remove(caller: Caller, userId: number): Promise<void> {
      const self = caller.userId === userId
      if (!self && !caller.rights.has('manage-members')) throw new Forbidden()
      const outcome = await members.remove(caller.wait, caller.accountId, userId, self ? 'self' : caller.rights, changeBy(caller, now()))
      if ('member' in outcome) return
      if (outcome.refused === 'unknown') throw new NotFound()
      if (outcome.refused === 'forbidden') throw new Forbidden()
      throw lastOwner()
    },

    /** The operator's invitation (`users invite`; the first owner's, with no email, at the first start). */
    inviteOnServer: (account: { id: number; name: string }, email: string | null, role: Role, base: string) =>
      makeInvitation(null, account.id, account.name, email, role, null, null, base),

    /** `users reset-password`: a one-time link that sets a new password (valid 1 hour); undefined when no user has the email. */
    async resetLink(email: string, base: string): Promise<string | undefined> {
      const user = await users.byEmail(null, email)
      if (!user) return undefined
      const { token, digest } = newToken()
      const at = clock()
      await users.createReset(null, user.id, digest, timestampAt(at), timestampAt(at + RESET_LIFETIME_MS))
      return `${base}/reset-password/${token}`
    },
  }
}

export type Members = ReturnType<typeof createMembers>
