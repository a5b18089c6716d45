// Generated from ROLE_DEFINITIONS and RIGHTS (src/rights.ts) by scripts/generate-client.ts.
// Do not edit: `npm run build` rewrites it.

/** Every right, in the order the service lists a caller's `rights`. */
export const RIGHTS = ["read","write","create","own-keys","read-keys","manage-keys","manage-webhooks","manage-members","manage-owners","manage-account"] as const
export type Right = typeof RIGHTS[number]

/** Each role: what people call it, its rights, whether it may be limited to some websites, and the right that gives it. Widest first. */
export const ROLES = {
  owner: { label: "Owner", rights: ["read","own-keys","write","create","read-keys","manage-keys","manage-webhooks","manage-members","manage-owners","manage-account"], limitable: false, grantedBy: "manage-owners" },
  admin: { label: "Admin", rights: ["read","own-keys","write","create","read-keys","manage-keys","manage-webhooks","manage-members"], limitable: false, grantedBy: "manage-members" },
  editor: { label: "Editor", rights: ["read","own-keys","write","create"], limitable: true, grantedBy: "manage-members" },
  viewer: { label: "Viewer", rights: ["read","own-keys"], limitable: true, grantedBy: "manage-members" },
} as const satisfies Record<string, { label: string; rights: readonly Right[]; limitable: boolean; grantedBy: Right }>
export type Role = keyof typeof ROLES
/** The role an invitation gives when none is named. */
export const DEFAULT_ROLE: Role = "viewer"
