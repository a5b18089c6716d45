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
  const { password_hash, ...rest } = row
  return { website: { ...rest, password: password_hash !== null }, passwordHash: password_hash }
}
