// Users and their memberships as a person sees them, and the one-time links that set a password, written
// once against the database's executor. Emails are unique whatever their case (`email_key`). A change
// that must end sessions ends them in its own transaction and tells every instance (PEOPLE_CHANGED).
import type { SessionEnds } from '../auth/session-ends.js'
import { HAS_SECOND_FACTOR } from '../auth/sessions.store.js'
import type { Role } from '../rights.js'
import type { Executor, Tx, Wait } from '../db/executor.js'
import { emailKey } from './person.js'

export interface UserRow {
  id: number
  email: string
  name: string
  passwordHash: string | null
  createdAt: string
  lastSignInAt: string | null
  /** 1 when the user has a second factor (TOTP on, or a passkey), else 0. */
  twoFactor: number
  /** 1 when TOTP is on, else 0. */
  totp: number
}

/** A user's membership of an account, as their session shows it. */
export interface MembershipRow {
  accountId: number
  accountName: string
  membershipId: number
  role: Role
  /** Null: all of the account's websites. */
  websites: number[] | null
}

/** A user as `users list` shows them, with each account and role. */
export interface ListedUser {
  id: number
  email: string
  name: string
  memberships: string
  last_sign_in_at: string | null
}

export interface PasswordReset {
  id: number
  userId: number
  expiresAt: string
  usedAt: string | null
}

export interface UsersStore {
  byEmail(wait: Wait, email: string): Promise<UserRow | undefined>
  byId(wait: Wait, id: number): Promise<UserRow | undefined>
  /** Every account the user belongs to, by account id. */
  membershipsOf(wait: Wait, userId: number): Promise<MembershipRow[]>
  /** A successful sign-in: its time, and the password's hash made again when it was outdated. */
  signedIn(wait: Wait, userId: number, now: string, rehashed: string | null): Promise<void>
  rename(wait: Wait, userId: number, name: string, now: string): Promise<void>
  /** A new password; every session of the user but `keep` ends with it. */
  setPassword(wait: Wait, userId: number, hash: string, now: string, keep?: number): Promise<void>
  /** Every user, or an account's members. */
  list(wait: Wait, account?: string): Promise<ListedUser[]>
  createReset(wait: Wait, userId: number, digest: Buffer, now: string, expiresAt: string): Promise<void>
  resetByDigest(wait: Wait, digest: Buffer): Promise<PasswordReset | undefined>
  /** Uses a reset link that is still good: the new password, every session of the user ended. False when it was used meanwhile. */
  useReset(wait: Wait, reset: PasswordReset, hash: string, now: string): Promise<boolean>
}

const USER = `SELECT id, email, name, password_hash AS "passwordHash", created_at AS "createdAt", last_sign_in_at AS "lastSignInAt",
  ${HAS_SECOND_FACTOR} AS "twoFactor", CASE WHEN totp_enabled_at IS NULL THEN 0 ELSE 1 END AS totp FROM users`

export function createUsersStore(db: Executor, ends: SessionEnds): UsersStore {
  const query = {
    byEmail: db.prepare<UserRow>(`${USER} WHERE email_key = ?`),
    byId: db.prepare<UserRow>(`${USER} WHERE id = ?`),
    memberships: db.prepare<Omit<MembershipRow, 'websites'> & { limited: number }>(`SELECT m.account_id AS "accountId", a.name AS "accountName",
      m.id AS "membershipId", m.role, m.websites_limited AS limited FROM memberships m JOIN accounts a ON a.id = m.account_id
      WHERE m.user_id = ? ORDER BY m.account_id`),
    scopes: db.prepare<{ membershipId: number; id: number }>(`SELECT s.membership_id AS "membershipId", s.website_id AS id
      FROM membership_websites s JOIN memberships m ON m.id = s.membership_id WHERE m.user_id = ? ORDER BY s.website_id`),
    signedIn: db.prepare('UPDATE users SET last_sign_in_at = ?, password_hash = COALESCE(?, password_hash) WHERE id = ?'),
    rename: db.prepare('UPDATE users SET name = ?, updated_at = ? WHERE id = ?'),
    setPassword: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    list: db.prepare<Omit<ListedUser, 'memberships'>>(`SELECT u.id, u.email, u.name, u.last_sign_in_at FROM users u
      WHERE CAST(? AS TEXT) IS NULL OR u.id IN (SELECT m.user_id FROM memberships m JOIN accounts a ON a.id = m.account_id WHERE a.name = ?)
      ORDER BY u.id`),
    allMemberships: db.prepare<{ userId: number; account: string; role: string }>(`SELECT m.user_id AS "userId", a.name AS account, m.role
      FROM memberships m JOIN accounts a ON a.id = m.account_id ORDER BY m.account_id`),
    createReset: db.prepare('INSERT INTO password_resets (user_id, digest, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    resetByDigest: db.prepare<PasswordReset>('SELECT id, user_id AS "userId", expires_at AS "expiresAt", used_at AS "usedAt" FROM password_resets WHERE digest = ?'),
    useReset: db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?'),
  }

  /** A new password and the end of the user's other sessions, in the transaction given. */
  const newPassword = async (tx: Tx, userId: number, hash: string, now: string, keep: number | null = null) => {
    await tx.run(query.setPassword, [hash, now, userId])
    await ends.allOf(tx, userId, keep)
  }

  return {
    // No stored email holds U+0000 (PostgreSQL's text cannot), and a sign-in's email is not checked first.
    byEmail: async (wait, email) => (email.includes('\0') ? undefined : query.byEmail.one(wait, [emailKey(email)])),
    byId: (wait, id) => query.byId.one(wait, [id]),
    async membershipsOf(wait, userId) {
      const [rows, scopes] = await Promise.all([query.memberships.all(wait, [userId]), query.scopes.all(wait, [userId])])
      return rows.map(({ limited, ...row }) => ({
        ...row, websites: limited === 1 ? scopes.filter((scope) => Number(scope.membershipId) === Number(row.membershipId)).map((scope) => Number(scope.id)) : null,
      }))
    },
    async signedIn(wait, userId, now, rehashed) {
      await db.transaction((tx) => tx.run(query.signedIn, [now, rehashed, userId]), { wait })
    },
    async rename(wait, userId, name, now) {
      await db.transaction((tx) => tx.run(query.rename, [name, now, userId]), { wait })
    },
    async setPassword(wait, userId, hash, now, keep) {
      await db.transaction((tx) => newPassword(tx, userId, hash, now, keep), { wait })
    },
    async list(wait, account) {
      const [users, memberships] = await Promise.all([query.list.all(wait, [account ?? null, account ?? null]), query.allMemberships.all(wait)])
      return users.map((user) => ({
        ...user, memberships: memberships.filter((m) => Number(m.userId) === Number(user.id)).map((m) => `${m.account} (${m.role})`).join(', '),
      }))
    },
    async createReset(wait, userId, digest, now, expiresAt) {
      await db.transaction((tx) => tx.run(query.createReset, [userId, digest, now, expiresAt]), { wait })
    },
    resetByDigest: (wait, digest) => query.resetByDigest.one(wait, [digest]),
    useReset: (wait, reset, hash, now) => db.transaction(async (tx) => {
      if ((await tx.run(query.useReset, [now, reset.id, now])) === 0) return false
      await newPassword(tx, reset.userId, hash, now)
      return true
    }, { wait }),
  }
}
