// What a caller may do, decided here once for keys and people alike. A role is data: its rights, whether
// it may be limited to some websites, and the right that gives it to someone. A key's flags become rights
// too. Every decision elsewhere compares rights (a route names the right it needs), never a role's name or
// a key's flag, so a key and a member with the same rights get the same answers and a new role is one entry
// below (the database keeps roles as text, unchecked: migration 0012).

/** Every right and what it allows, in the order the wire lists them (`rights` is sorted by this order). */
export const RIGHT_MEANINGS = {
  read: 'read websites and the events about them, run the visit check',
  write: 'update and delete the websites the caller sees',
  create: 'create websites (never while limited to some)',
  'own-keys': 'make, list and revoke one\'s own keys',
  'read-keys': 'see every key of the account, and its key events',
  'manage-keys': 'make and revoke any key of the account, admin keys included',
  'manage-webhooks': 'the account\'s webhook endpoints (they receive every website\'s changes)',
  'manage-members': 'invite, change and remove members of the roles it grants, and see the member events',
  'manage-owners': 'make, change or remove owners',
  'manage-account': 'the account\'s own settings',
} as const
export type Right = keyof typeof RIGHT_MEANINGS
export const RIGHTS = Object.keys(RIGHT_MEANINGS) as Right[]

interface RoleDefinition {
  /** What people read: in lists, menus and the CLI's output. */
  label: string
  rights: readonly Right[]
  /** Whether a member of this role may be limited to some of the account's websites. */
  limitable: boolean
  /** The right a caller needs to give this role, or to change or remove a member who holds it. */
  grantedBy: Right
}

const VIEWER: Right[] = ['read', 'own-keys']
const EDITOR: Right[] = [...VIEWER, 'write', 'create']
const ADMIN: Right[] = [...EDITOR, 'read-keys', 'manage-keys', 'manage-webhooks', 'manage-members']
const OWNER: Right[] = [...ADMIN, 'manage-owners', 'manage-account']

/** The roles, from the widest to the narrowest (the order menus offer them in). */
export const ROLE_DEFINITIONS = {
  owner: { label: 'Owner', rights: OWNER, limitable: false, grantedBy: 'manage-owners' },
  admin: { label: 'Admin', rights: ADMIN, limitable: false, grantedBy: 'manage-members' },
  editor: { label: 'Editor', rights: EDITOR, limitable: true, grantedBy: 'manage-members' },
  viewer: { label: 'Viewer', rights: VIEWER, limitable: true, grantedBy: 'manage-members' },
} as const satisfies Record<string, RoleDefinition>

export type Role = keyof typeof ROLE_DEFINITIONS
export const ROLES = Object.keys(ROLE_DEFINITIONS) as Role[]
export const isRole = (text: string): text is Role => Object.hasOwn(ROLE_DEFINITIONS, text)

/** The role an invitation gives when none is named: the one with the fewest rights. */
export const DEFAULT_ROLE: Role = ROLES.reduce((least, role) => (ROLE_DEFINITIONS[role].rights.length < ROLE_DEFINITIONS[least].rights.length ? role : least))

/** The right an account must always keep a member with ("an account always keeps at least one owner"). */
export const KEEPER_RIGHT: Right = 'manage-owners'
/** The roles that hold it: the account's last member of one of these cannot leave or be demoted. */
export const KEEPER_ROLES = ROLES.filter((role) => (ROLE_DEFINITIONS[role].rights as readonly Right[]).includes(KEEPER_RIGHT))
/** The role the first person of an account (the first start's link, an imported phpAnalytics user) gets: every right. */
export const FIRST_ROLE: Role = ROLES.find((role) => RIGHTS.every((right) => (ROLE_DEFINITIONS[role].rights as readonly Right[]).includes(right)))!

/**
 * Giving a role that manages other people (admins, owners) lets its holder keep and widen access: a
 * session asks for a recent confirmation first ("Confirming it is you").
 */
export const grantNeedsConfirmation = (role: Role): boolean => (ROLE_DEFINITIONS[role].rights as readonly Right[]).includes('manage-members')

/** Whether a caller with `rights` may give `role` (or change or remove a member who holds it). */
export const mayGrant = (rights: ReadonlySet<Right>, role: Role): boolean => rights.has(ROLE_DEFINITIONS[role].grantedBy)

export const limitable = (role: Role): boolean => ROLE_DEFINITIONS[role].limitable

const roleRights = (role: Role, limited: boolean): ReadonlySet<Right> => new Set(ROLE_DEFINITIONS[role].rights.filter((right) => !(limited && right === 'create')))
// Each role's rights, not limited and limited, made once and shared: a set built on every request cost a signed-in
// read about 1,000 instructions. Shared, so never changed: a caller's rights are a ReadonlySet everywhere.
// No prototype: a role is unchecked text from the database.
const MEMBER_RIGHTS = Object.create(null) as Record<Role, readonly [ReadonlySet<Right>, ReadonlySet<Right>]>
for (const role of ROLES) MEMBER_RIGHTS[role] = [roleRights(role, false), roleRights(role, true)]
/** A member's rights: the role's, but no creating websites while limited to some. */
export const rightsOfMember = (role: Role, limited: boolean): ReadonlySet<Right> => MEMBER_RIGHTS[role][limited ? 1 : 0]

export interface KeyFlags {
  readOnly: boolean
  limited: boolean
  admin: boolean
}

/**
 * A key's rights, from its flags: a read-only key reads; a writable one writes; unlimited, it creates and
 * manages webhooks too (as keys always have); an admin key sees every key, and, writable and unlimited,
 * manages keys and members. No key owns keys or acts as an owner. A person's key (`holder`: their rights
 * in its account now) is never more than its holder: its rights are both sets' common part.
 */
export function rightsOfKey({ readOnly, limited, admin }: KeyFlags, holder?: ReadonlySet<Right>): ReadonlySet<Right> {
  const rights = KEY_RIGHTS[(readOnly ? 4 : 0) + (limited ? 2 : 0) + (admin ? 1 : 0)]!
  return holder === undefined ? rights : new Set([...rights].filter((right) => holder.has(right)))
}

function flagsRights({ readOnly, limited, admin }: KeyFlags): ReadonlySet<Right> {
  const rights = new Set<Right>(['read'])
  if (!readOnly) rights.add('write')
  if (!readOnly && !limited) rights.add('create').add('manage-webhooks')
  if (admin) rights.add('read-keys')
  if (admin && !readOnly && !limited) rights.add('manage-keys').add('manage-members')
  return rights
}
/** The rights of each of the eight sets of flags, made once and shared as a member's are (rightsOfKey's index). */
const KEY_RIGHTS = [false, true].flatMap((readOnly) => [false, true].flatMap((limited) => [false, true].map((admin) => flagsRights({ readOnly, limited, admin }))))

/**
 * Whether a key's flags ask for more than a maker with `rights` has, the never-wider rule for a new key and
 * for a person's keys when their role shrinks: an admin key needs the right to manage keys, a writable
 * one the right to write. (Websites are the other half of the rule: a limited maker's key sees some of theirs.)
 */
export const flagsExceed = ({ readOnly, admin }: Pick<KeyFlags, 'readOnly' | 'admin'>, rights: ReadonlySet<Right>): boolean =>
  (admin && !rights.has('manage-keys')) || (!readOnly && !rights.has('write'))

/** The rights as the wire lists them: in RIGHTS' order. */
export const listedRights = (rights: ReadonlySet<Right>): Right[] => RIGHTS.filter((right) => rights.has(right))
