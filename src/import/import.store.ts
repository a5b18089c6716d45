// What an import needs from the target database: one transaction around everything it writes, rows
// written with the ids and times they had, and the questions a second run asks ("is this already
// here?"). The SQL both databases share is written once here; each store adds what differs.
import { KEYS_SQL } from '../auth/keys.store.js'
import type { Companion } from '../db/unit-of-work.js'
import { VALUE_COLUMNS, type WebsiteValues } from '../websites/websites.store.js'

/** A website as it arrives: its own id, owner and times. */
export type ImportedWebsite = WebsiteValues & { id: number; accountId: number; created_at: string; updated_at: string }

export interface ImportedKey {
  accountId: number
  name: string
  prefix: string
  digest: Buffer
  /** Set when the key arrives refused (a disabled user, a plan without API access). */
  revokedAt: string | null
  createdAt: string
}

export interface ImportWriter {
  /** The account's id, made when new. */
  account(name: string, createdAt: string): Promise<{ id: number; existed: boolean }>
  keyExists(digest: Buffer): Promise<boolean>
  insertKey(key: ImportedKey): Promise<void>
  /** Those of `ids` already in the target, with their domain and owner. */
  websitesByIds(ids: number[]): Promise<Map<number, { domain: string; accountId: number }>>
  /** Those of `domains` already in the target (this transaction's rows included), with their website id. */
  websitesByDomains(domains: string[]): Promise<Map<string, number>>
  /**
   * Inserts the rows with their ids, indexes them for search and moves their accounts' counters;
   * `companions` are made from the whole batch and written in the same transaction (unit-of-work.ts).
   */
  insertWebsites(rows: ImportedWebsite[], companions?: readonly Companion<readonly ImportedWebsite[]>[]): Promise<void>
  /** New websites get ids above `id` (and above every id present). */
  continueIdsAbove(id: number): Promise<void>
}

export interface ImportStore {
  /** One transaction: committed when `work` resolves true; rolled back when it resolves false or throws. */
  transaction(work: (writer: ImportWriter) => Promise<boolean>): Promise<void>
  /** Those of `ids` already in the target, with their domain, outside any transaction (the checks before the run). */
  domainsByIds(ids: number[]): Promise<Map<number, string>>
}

/** The columns a website arrives with, in the order of `importedValues`. */
export const IMPORTED_COLUMNS = ['id', 'account_id', ...VALUE_COLUMNS, 'created_at', 'updated_at'] as const
export const importedValues = (row: ImportedWebsite): unknown[] =>
  [row.id, row.accountId, ...VALUE_COLUMNS.map((column) => row[column]), row.created_at, row.updated_at]

export const IMPORT_SQL = {
  accountByName: KEYS_SQL.accountByName,
  insertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?) RETURNING id',
  keyByDigest: 'SELECT 1 AS one FROM api_keys WHERE digest = ?',
  insertKey: 'INSERT INTO api_keys (account_id, name, prefix, digest, revoked_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
}
