// Members and invitations, written once against the database's executor. Every change to a membership
// runs with its account's row held (so "the last owner" is decided once, under the lock: two owners
// demoting each other at once leave one), revokes in the same transaction the member's keys that the
// change leaves wider than the member, records its events, and tells every instance's session and key
// caches (a person's key is capped by their membership).
import { KEYS_SQL, toDescription, type DescribedRow } from '../auth/keys.sql.js'
import { keyEvent } from '../auth/key-events.js'
import { KEYS_CHANGED } from '../auth/keys.store.js'
import { KEEPER_ROLES, type Right, type Role, flagsExceed, limitable, mayGrant, rightsOfMember } from '../rights.js'
import type { SessionEnds } from '../auth/session-ends.js'
import { HAS_SECOND_FACTOR } from '../auth/sessions.store.js'
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import { type Executor, type Reader, type Tx, UniqueViolation, type Wait, readingFor, readingIn } from '../db/executor.js'
import { memberEvent } from './member-events.js'
import { emailKey } from './person.js'
import type { InvitationObject, MemberObject } from './people.schemas.js'

export interface NewInvitation {
  accountId: number
  email: string | null
  role: Role
  websites: number[] | null
  digest: Buffer
  invitedBy: number | null
  now: string
  expiresAt: string
}

/** An invitation as accepting it reads it. */
export interface InvitationRow {
  id: number
  accountId: number
  accountName: string
  email: string | null
  role: Role
  /** JSON, or null. */
  websites: string | null
  expiresAt: string
  acceptedAt: string | null
  revokedAt: string | null
}

/** Who accepts: a user who exists, or one to make. */
export type Accepting = { userId: number } | { email: string; name: string; passwordHash: string }

export interface MemberChanges {
  role?: Role
  /** Null: all of the account's websites. */
  websites?: number[] | null
}

/** 'forbidden': the caller may not give the member's role, or the one asked (mayGrant). */
export type MemberOutcome = { member: MemberObject } | { refused: 'unknown' | 'last-owner' | 'forbidden' }

export interface MembersStore {
  list(wait: Wait, accountId: number): Promise<MemberObject[]>
  get(wait: Wait, accountId: number, userId: number): Promise<MemberObject | undefined>
  /** Whether a user with this email (any case) is a member of the account. */
  isMember(wait: Wait, accountId: number, email: string): Promise<boolean>
  /** Which of `websites` are not the account's. */
  foreignWebsites(wait: Wait, accountId: number, websites: readonly number[]): Promise<number[]>
  invite(wait: Wait, invitation: NewInvitation): Promise<InvitationObject>
  /** Invitations neither accepted, revoked nor expired by `now`, newest first. */
  pending(wait: Wait, accountId: number, now: string): Promise<InvitationObject[]>
  revokeInvitation(wait: Wait, accountId: number, id: number, now: string): Promise<boolean>
  invitation(wait: Wait, digest: Buffer): Promise<InvitationRow | undefined>
  /**
   * Makes the member (and the user, when new): 'used' when the invitation was accepted, revoked or
   * expired meanwhile, 'member' when the user already is one; else the user's id.
   */
  accept(wait: Wait, invitation: InvitationRow, who: Accepting, context: Omit<ChangeContext, 'actor'>): Promise<number | 'used' | 'member'>
  /** A new user without a password (single sign-on's), a member of the account with `role`: their id, or 'taken' when the email has a user now. */
  joinAsNewUser(wait: Wait, accountId: number, who: { email: string; name: string }, role: Role, context: Omit<ChangeContext, 'actor'>): Promise<number | 'taken'>
  /** `rights`: the caller's, which must grant the member's role and the one asked (decided under the account's lock). */
  change(wait: Wait, accountId: number, userId: number, changes: MemberChanges, rights: ReadonlySet<Right>, context: ChangeContext): Promise<MemberOutcome>
  /** `rights`: the caller's (a member leaving may always go: every right of their own role's). */
  remove(wait: Wait, accountId: number, userId: number, rights: ReadonlySet<Right> | 'self', context: ChangeContext): Promise<MemberOutcome>
}

const MEMBER = `SELECT users.id AS "userId", users.email, users.name, m.id AS "membershipId", m.role, m.websites_limited AS limited, m.joined_at AS "joinedAt",
    users.last_sign_in_at AS "lastSignInAt", ${HAS_SECOND_FACTOR} AS "twoFactor"
  FROM memberships m JOIN users ON users.id = m.user_id`
type MemberRow = {
  userId: number; email: string; name: string; membershipId: number; role: Role; limited: number; joinedAt: string; lastSignInAt: string | null; twoFactor: number
}

const INVITATION = `SELECT i.id, i.email, i.role, i.websites, i.expires_at AS "expiresAt", i.created_at AS "createdAt",
    i.invited_by AS "invitedById", u.name AS "invitedByName"
  FROM invitations i LEFT JOIN users u ON u.id = i.invited_by`
type InvitationListed = { id: number; email: string | null; role: Role; websites: string | null; expiresAt: string; createdAt: string; invitedById: number | null; invitedByName: string | null }

/** A member as listed, in the schema's order (events carry it as it is). */
const toMember = (row: MemberRow, websites: number[]): MemberObject => ({
  user: { id: Number(row.userId), email: row.email, name: row.name }, role: row.role, websites: row.limited === 1 ? websites : null,
  two_factor: row.twoFactor === 1, joined_at: row.joinedAt, last_sign_in_at: row.lastSignInAt,
})
const toInvitation = (row: InvitationListed): InvitationObject => ({
  id: Number(row.id), email: row.email, role: row.role, websites: row.websites === null ? null : JSON.parse(row.websites),
  invited_by: row.invitedById === null ? null : { id: Number(row.invitedById), name: row.invitedByName ?? '' }, expires_at: row.expiresAt, created_at: row.createdAt,
})

/** Whether a key of the member is wider than the membership becomes: a right its flags grant that the role lacks, or websites beyond theirs. */
function wider(key: DescribedRow, scope: number[], role: Role, websites: number[] | null): boolean {
  if (flagsExceed({ readOnly: key.read_only === 1, admin: key.admin === 1 }, rightsOfMember(role, websites !== null))) return true
  if (websites === null) return false
  return key.websites_limited === 0 || scope.some((id) => !websites.includes(id))
}

/** The account's members who keep it (KEEPER_ROLES: "an account always keeps at least one owner"), as SQL. */
const KEEPERS = `role IN (${KEEPER_ROLES.map((role) => `'${role}'`).join(', ')})`

export function createMembersStore(db: Executor, ends: SessionEnds): MembersStore {
  const query = {
    list: db.prepare<MemberRow>(`${MEMBER} WHERE m.account_id = ? ORDER BY m.id`),
    get: db.prepare<MemberRow>(`${MEMBER} WHERE m.account_id = ? AND m.user_id = ?`),
    scopes: db.prepare<{ membershipId: number; id: number }>(`SELECT s.membership_id AS "membershipId", s.website_id AS id FROM membership_websites s
      JOIN memberships m ON m.id = s.membership_id WHERE m.account_id = ? ORDER BY s.website_id`),
    isMember: db.prepare(`SELECT 1 AS one FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.account_id = ? AND u.email_key = ?`),
    ownWebsites: db.prepare<{ id: number }>(`SELECT id FROM websites WHERE account_id = ? AND ${db.dialect.inList('id', 'bigint')}`),
    invite: db.prepare<{ id: number }>(`INSERT INTO invitations (account_id, email, role, websites, digest, invited_by, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`),
    invitationById: db.prepare<InvitationListed>(`${INVITATION} WHERE i.id = ?`),
    pending: db.prepare<InvitationListed>(`${INVITATION} WHERE i.account_id = ? AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ?
      ORDER BY i.id DESC`),
    revokeInvitation: db.prepare(`UPDATE invitations SET revoked_at = ? WHERE id = ? AND account_id = ? AND accepted_at IS NULL AND revoked_at IS NULL
      AND expires_at > ?`),
    invitation: db.prepare<InvitationRow>(`SELECT i.id, i.account_id AS "accountId", a.name AS "accountName", i.email, i.role, i.websites,
      i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"
      FROM invitations i JOIN accounts a ON a.id = i.account_id WHERE i.digest = ?`),
    markAccepted: db.prepare('UPDATE invitations SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?'),
    userByEmail: db.prepare<{ id: number }>('SELECT id FROM users WHERE email_key = ?'),
    createUser: db.prepare<{ id: number }>(`INSERT INTO users (email, email_key, name, password_hash, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
    join: db.prepare<{ id: number }>('INSERT INTO memberships (account_id, user_id, role, websites_limited, joined_at) VALUES (?, ?, ?, ?, ?) RETURNING id'),
    keepers: db.prepare<{ n: number }>(`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM memberships WHERE account_id = ? AND ${KEEPERS}`),
    setRole: db.prepare('UPDATE memberships SET role = ?, websites_limited = ? WHERE id = ?'),
    clearScope: db.prepare('DELETE FROM membership_websites WHERE membership_id = ?'),
    // The trigger remembers every scope row deleted, as it must for a deleted website (its events stay the
    // member's); a website taken out of the scope by a change is no former website of theirs.
    forgetLive: db.prepare('DELETE FROM membership_former_websites WHERE membership_id = ? AND website_id IN (SELECT id FROM websites)'),
    leave: db.prepare('DELETE FROM memberships WHERE id = ?'),
    keysOf: db.prepare<DescribedRow>(KEYS_SQL.activeOf),
    keyScope: db.prepare<{ id: number }>(KEYS_SQL.scope),
    revokeKey: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
  }
  /** The account's memberships' websites, by membership. */
  const websitesOf = async (read: Reader, accountId: number) => {
    const scopes = await read(query.scopes, [accountId])
    return (membershipId: number) => scopes.filter((scope) => Number(scope.membershipId) === Number(membershipId)).map((scope) => Number(scope.id))
  }
  const scopeRows = (membershipId: number, websites: readonly number[] | null) =>
    [{ bulk: { table: 'membership_websites', columns: [{ name: 'membership_id', type: 'bigint' as const }, { name: 'website_id', type: 'bigint' as const }],
      rows: (websites ?? []).map((id) => [membershipId, id]) } }]

  /** The member's keys the membership leaves wider than it (all of them when it ends), revoked with their events. */
  async function revokeWiderKeys(tx: Tx, accountId: number, userId: number, after: { role: Role; websites: number[] | null } | 'gone', context: ChangeContext) {
    const revoked = []
    for (const key of await tx.all(query.keysOf, [accountId, userId])) {
      const scope = (await tx.all(query.keyScope, [key.id])).map((row) => Number(row.id))
      if (after !== 'gone' && !wider(key, scope, after.role, after.websites)) continue
      await tx.run(query.revokeKey, [context.now, key.id])
      revoked.push(keyEvent(accountId, 'key.revoked', { ...toDescription(key, scope.map((id) => ({ id }))), rights: [], revoked_at: context.now }))
    }
    if (revoked.length === 0) return
    await tx.apply(eventStatements(context, revoked))
    await tx.notify(KEYS_CHANGED)
  }

  /** The member under the account's lock, and whether the caller may touch them ('self': a member leaving). */
  async function held(tx: Tx, accountId: number, userId: number, rights: ReadonlySet<Right> | 'self'): Promise<MemberRow | { refused: 'unknown' | 'forbidden' }> {
    await tx.apply([{ lock: { table: 'accounts', ids: [accountId] } }])
    const row = await tx.one(query.get, [accountId, userId])
    if (!row) return { refused: 'unknown' }
    if (rights !== 'self' && !mayGrant(rights, row.role)) return { refused: 'forbidden' }
    return row
  }
  /** What follows every change to a membership: the member's sessions and keys are read again everywhere. */
  async function told(tx: Tx) {
    await ends.accessChanged(tx)
    await tx.notify(KEYS_CHANGED)
  }
  /** Makes `userId` a member of the account (under its lock), with its `member.added` event by the person who joined; 'member' when they already are one. */
  async function addMember(tx: Tx, accountId: number, userId: number, role: Role, websites: number[] | null, context: Omit<ChangeContext, 'actor'>): Promise<number | 'member'> {
    await tx.apply([{ lock: { table: 'accounts', ids: [accountId] } }])
    if (await tx.one(query.get, [accountId, userId])) return 'member' as const
    const { id: membershipId } = (await tx.one(query.join, [accountId, userId, role, websites === null ? 0 : 1, context.now]))!
    if (websites) {
      // A website deleted since the invitation left the scope with it, as it would have had it been a member.
      const own = new Set((await tx.all(query.ownWebsites, [accountId, db.list(websites)])).map((row) => Number(row.id)))
      await tx.apply(scopeRows(membershipId, websites.filter((id) => own.has(id))))
    }
    const member = toMember((await tx.one(query.get, [accountId, userId]))!, (await websitesOf(readingIn(tx), accountId))(membershipId))
    // The person who joined made the change (in the Actor schema's order).
    const actor = { type: 'user' as const, name: member.user.name, user_id: member.user.id, email: member.user.email }
    await tx.apply(memberEvent({ ...context, actor }, 'member.added', accountId, member))
    return Number(userId)
  }
  /** Whether the change leaves the account without a member of KEEPER_ROLES. */
  const lastKeeper = async (tx: Tx, accountId: number, row: MemberRow, role: Role | 'gone') =>
    KEEPER_ROLES.includes(row.role) && !(role !== 'gone' && KEEPER_ROLES.includes(role)) && (await tx.one(query.keepers, [accountId]))!.n <= 1

  return {
    async list(wait, accountId) {
      const scopeOf = await websitesOf(readingFor(wait), accountId)
      return (await query.list.all(wait, [accountId])).map((row) => toMember(row, scopeOf(row.membershipId)))
    },
    async get(wait, accountId, userId) {
      const row = await query.get.one(wait, [accountId, userId])
      return row && toMember(row, (await websitesOf(readingFor(wait), accountId))(row.membershipId))
    },
    isMember: async (wait, accountId, email) => (await query.isMember.one(wait, [accountId, emailKey(email)])) !== undefined,
    async foreignWebsites(wait, accountId, websites) {
      if (websites.length === 0) return []
      const own = new Set((await query.ownWebsites.all(wait, [accountId, db.list(websites)])).map((row) => Number(row.id)))
      return websites.filter((id) => !own.has(id))
    },
    invite: (wait, invitation) => db.transaction(async (tx) => {
      const { accountId, email, role, websites, digest, invitedBy, now, expiresAt } = invitation
      const { id } = (await tx.one(query.invite, [accountId, email, role, websites && JSON.stringify(websites), digest, invitedBy, now, expiresAt]))!
      return toInvitation((await tx.one(query.invitationById, [id]))!)
    }, { wait }),
    pending: async (wait, accountId, now) => (await query.pending.all(wait, [accountId, now])).map(toInvitation),
    revokeInvitation: async (wait, accountId, id, now) => (await db.transaction((tx) => tx.run(query.revokeInvitation, [now, id, accountId, now]), { wait })) > 0,
    invitation: (wait, digest) => query.invitation.one(wait, [digest]),

    joinAsNewUser: (wait, accountId, who, role, context) => db.transaction(async (tx) => {
      try {
        const { id } = (await tx.one(query.createUser, [who.email, emailKey(who.email), who.name, null, context.now, context.now]))!
        return (await addMember(tx, accountId, id, role, null, context)) as number
      } catch (error) {
        // A user with this email was made meanwhile (the same person signing in twice at once, an invitation accepted).
        if (error instanceof UniqueViolation) return 'taken' as const
        throw error
      }
    }, { wait }),

    accept: (wait, invitation, who, context) => db.transaction(async (tx) => {
      const { now } = context
      if ((await tx.run(query.markAccepted, [now, invitation.id, now])) === 0) return 'used' as const
      let userId: number
      if ('userId' in who) userId = who.userId
      else {
        try {
          userId = (await tx.one(query.createUser, [who.email, emailKey(who.email), who.name, who.passwordHash, now, now]))!.id
        } catch (error) {
          // A user with this email was made meanwhile (an invitation to another account accepted at once).
          if (error instanceof UniqueViolation) return 'used' as const
          throw error
        }
      }
      const websites: number[] | null = invitation.websites === null ? null : JSON.parse(invitation.websites)
      return addMember(tx, invitation.accountId, userId, invitation.role, websites, context)
    }, { wait }),

    change: (wait, accountId, userId, changes, rights, context) => db.transaction(async (tx): Promise<MemberOutcome> => {
      const row = await held(tx, accountId, userId, rights)
      if ('refused' in row) return row
      const role = changes.role ?? row.role
      if (!mayGrant(rights, role)) return { refused: 'forbidden' }
      if (await lastKeeper(tx, accountId, row, role)) return { refused: 'last-owner' }
      // A role that cannot be limited sees every website; one that can keeps its websites unless given new ones.
      const before = (await websitesOf(readingIn(tx), accountId))(row.membershipId)
      const websites = !limitable(role) ? null : changes.websites !== undefined ? changes.websites : row.limited === 1 ? before : null
      await tx.run(query.setRole, [role, websites === null ? 0 : 1, row.membershipId])
      await tx.run(query.clearScope, [row.membershipId])
      await tx.run(query.forgetLive, [row.membershipId])
      await tx.apply(scopeRows(row.membershipId, websites))
      await revokeWiderKeys(tx, accountId, userId, { role, websites }, context)
      const member = toMember((await tx.one(query.get, [accountId, userId]))!, websites ?? [])
      await tx.apply(memberEvent(context, 'member.updated', accountId, member))
      await told(tx)
      return { member }
    }, { wait }),

    remove: (wait, accountId, userId, rights, context) => db.transaction(async (tx): Promise<MemberOutcome> => {
      const row = await held(tx, accountId, userId, rights)
      if ('refused' in row) return row
      if (await lastKeeper(tx, accountId, row, 'gone')) return { refused: 'last-owner' }
      const member = toMember(row, (await websitesOf(readingIn(tx), accountId))(row.membershipId))
      await revokeWiderKeys(tx, accountId, userId, 'gone', context)
      await tx.run(query.clearScope, [row.membershipId])
      await tx.run(query.leave, [row.membershipId])
      await tx.apply(memberEvent(context, 'member.removed', accountId, member))
      await told(tx)
      return { member }
    }, { wait }),
  }
}
