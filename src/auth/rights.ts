// What a caller may do, decided here once for keys and people alike: a key's flags and a member's role
// each become a set of rights, and a route names the right it needs (never a role or a key flag), so a
// key and a member with the same rights get the same answers.

export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const
export type Role = typeof ROLES[number]

export type Right =
  /** Read websites and events, run the visit check (every caller). */
  | 'read'
  /** Update and delete the websites the caller sees. */
  | 'write'
  /** Create websites: a caller limited to some websites may not. */
  | 'create'
  /** Make, list and revoke one's own keys (a person's). */
  | 'own-keys'
  /** See every key of the account. */
  | 'read-keys'
  /** Make and revoke any key of the account, admin keys included. */
  | 'manage-keys'
  /** Anything about the account's webhook endpoints (they receive every website's changes). */
  | 'manage-webhooks'
  /** Invite, change and remove members up to `admin`. */
  | 'manage-members'
  /** Make, change or remove owners. */
  | 'manage-owners'
  /** The account's own settings (the two-factor rule). */
  | 'manage-account'

const VIEWER: Right[] = ['read', 'own-keys']
const EDITOR: Right[] = [...VIEWER, 'write', 'create']
const ADMIN: Right[] = [...EDITOR, 'read-keys', 'manage-keys', 'manage-webhooks', 'manage-members']
const OWNER: Right[] = [...ADMIN, 'manage-owners', 'manage-account']
const ROLE_RIGHTS: Record<Role, readonly Right[]> = { viewer: VIEWER, editor: EDITOR, admin: ADMIN, owner: OWNER }

/** A member's rights: the role's, but no creating websites while limited to some. */
export function rightsOfMember(role: Role, limited: boolean): ReadonlySet<Right> {
  return new Set(ROLE_RIGHTS[role].filter((right) => !(limited && right === 'create')))
}

/**
 * A key's rights, from its flags: a read-only key reads; a writable one writes; unlimited, it creates and
 * manages webhooks too (as keys always have); an admin key sees every key, and, writable and unlimited,
 * has the admin role's rights. No key owns keys or acts as an owner.
 */
export function rightsOfKey({ readOnly, limited, admin }: { readOnly: boolean; limited: boolean; admin: boolean }): ReadonlySet<Right> {
  const rights = new Set<Right>(['read'])
  if (!readOnly) rights.add('write')
  if (!readOnly && !limited) rights.add('create').add('manage-webhooks')
  if (admin) rights.add('read-keys')
  if (admin && !readOnly && !limited) rights.add('manage-keys').add('manage-members')
  return rights
}

/** The role whose rights a key's flags match (what a key is "worth" beside a member), for never-wider checks. */
export const roleOfKey = ({ readOnly, admin }: { readOnly: boolean; admin: boolean }): Role => (admin ? 'admin' : readOnly ? 'viewer' : 'editor')

/** Whether role `a` has every right of role `b`. */
export const atLeast = (a: Role, b: Role): boolean => ROLES.indexOf(a) <= ROLES.indexOf(b)
