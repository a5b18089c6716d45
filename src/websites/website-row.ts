// The one mapping between a `websites` row and the wire's website object.
import type { Website } from './websites.schemas.js'

export interface WebsiteRow {
  id: number
  domain: string
  privacy: number
  email: number
  exclude_bots: number
  exclude_params: string | null
  exclude_ips: string | null
  password_hash: string | null
  created_at: string
  updated_at: string
}

export interface StoredWebsite {
  website: Website
  passwordHash: string | null
}

export const COLUMNS = 'id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at'

export function toStored(row: WebsiteRow): StoredWebsite {
  // Spelled out rather than spread: one object shape for every row keeps the list path monomorphic.
  const website: Website = {
    id: row.id,
    domain: row.domain,
    privacy: row.privacy,
    email: row.email,
    password: row.password_hash !== null,
    exclude_bots: row.exclude_bots,
    exclude_params: row.exclude_params,
    exclude_ips: row.exclude_ips,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
  return { website, passwordHash: row.password_hash }
}
