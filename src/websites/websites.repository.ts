// What the websites service needs from storage. One implementation per database
// (websites.sqlite.ts, websites.postgres.ts); createDb chooses. Both keep the account's counters in
// the same transaction as the row, and both answer "taken" by the unique index, also under a race.
import type { WebsiteRow, StoredWebsite } from './website-row.js'
import type { Website } from './websites.schemas.js'
import type { WebsiteChanges } from './websites.validation.js'

export type { StoredWebsite } from './website-row.js'

export interface ListQuery {
  accountId: number
  search: string | undefined
  sortBy: 'id' | 'domain'
  sort: 'asc' | 'desc'
  limit: number
  offset: number
}

export type NewWebsite = Pick<WebsiteRow, 'domain' | 'privacy' | 'email' | 'exclude_bots' | 'exclude_params' | 'exclude_ips'> & {
  passwordHash: string | null
}

export type UpdateFields = Omit<WebsiteChanges, 'domain' | 'password'> & { passwordHash?: string | null }

/** Columns an update may set, in a fixed order; names never come from the request. */
export const UPDATABLE = ['privacy', 'email', 'exclude_bots', 'exclude_params', 'exclude_ips', 'password_hash'] as const

/** The update's column values by name, only those it sets. */
export function updateValues(fields: UpdateFields): Partial<Record<(typeof UPDATABLE)[number], unknown>> {
  const values: Record<string, unknown> = { ...fields, password_hash: fields.passwordHash }
  return Object.fromEntries(UPDATABLE.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]))
}

export interface WebsitesRepository {
  get(accountId: number, id: number): Promise<StoredWebsite | undefined>
  domainExists(domain: string): Promise<boolean>
  /** Undefined when the domain is taken. */
  create(accountId: number, input: NewWebsite): Promise<Website | undefined>
  /** Bulk load (seeding, imports): one transaction; indexes and counters written once per batch. */
  insertMany(rows: (NewWebsite & { accountId: number })[]): Promise<void>
  /** Undefined when the website is not (or no longer) there. */
  update(accountId: number, id: number, fields: UpdateFields): Promise<Website | undefined>
  remove(accountId: number, id: number): Promise<boolean>
  list(query: ListQuery): Promise<{ websites: Website[]; total: number }>
}
