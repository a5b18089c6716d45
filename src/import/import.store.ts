// What an import needs from the target database, written once against its executor (db/executor.ts): one
// transaction around everything it writes, rows written with the ids and times they had, and the
// questions a second run asks ("is this already here?").
import { KEYS_SQL } from '../auth/keys.sql.js'
import { type Companion, type Executor, type Tx, unitOfWork } from '../db/executor.js'
import { emailKey } from '../people/person.js'
import { FIRST_ROLE } from '../rights.js'
import { INSERT_COLUMNS, VALUE_COLUMNS } from '../websites/websites.sql.js'
import type { SearchIndex, WebsiteValues } from '../websites/websites.store.js'
import type { BannedWordsStore } from '../settings/banned-words.store.js'

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
  /**
   * The person who signs in as the owner of `accountId`: a user with this email (made when new, its
   * password hash as the source had it), and their owner membership. 'existed' when both were here.
   */
  owner(person: ImportedPerson, accountId: number): Promise<'made' | 'joined' | 'existed'>
  /** The account's website quota (null: none). */
  setMaxWebsites(accountId: number, max: number | null): Promise<void>
  /** The banned words not there yet are added (canonical, distinct); answers how many were new. */
  mergeBannedWords(words: readonly string[]): Promise<number>
}

export interface ImportedPerson {
  email: string
  name: string
  /** phpAnalytics' bcrypt hash, verified at the first sign-in and replaced then; null: none usable. */
  passwordHash: string | null
  createdAt: string
}

export interface ImportStore {
  /** One transaction: committed when `work` resolves true; rolled back when it resolves false or throws. */
  transaction(work: (writer: ImportWriter) => Promise<boolean>): Promise<void>
  /** Those of `ids` already in the target, with their domain, outside any transaction (the checks before the run). */
  domainsByIds(ids: number[]): Promise<Map<number, string>>
}

/** The columns a website arrives with, in the order of `importedValues`: its id, then what a bulk load writes. */
const IMPORTED_COLUMNS = [{ name: 'id', type: 'bigint' as const }, ...INSERT_COLUMNS]
const importedValues = (row: ImportedWebsite): unknown[] =>
  [row.id, row.accountId, ...VALUE_COLUMNS.map((column) => row[column]), row.created_at, row.updated_at]

export const IMPORT_SQL = {
  accountByName: KEYS_SQL.accountByName,
  insertAccount: 'INSERT INTO accounts (name, created_at) VALUES (?, ?) RETURNING id',
  keyByDigest: 'SELECT 1 AS one FROM api_keys WHERE digest = ?',
  insertKey: 'INSERT INTO api_keys (account_id, name, prefix, digest, revoked_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
}

/** Thrown inside the transaction to roll it back without an error reaching the caller. */
class RolledBack extends Error {}

export function createImportStore(db: Executor, search: SearchIndex, bannedWords: BannedWordsStore): ImportStore {
  const query = {
    accountByName: db.prepare<{ id: number }>(IMPORT_SQL.accountByName),
    insertAccount: db.prepare<{ id: number }>(IMPORT_SQL.insertAccount),
    keyByDigest: db.prepare(IMPORT_SQL.keyByDigest),
    insertKey: db.prepare(IMPORT_SQL.insertKey),
    byIds: db.prepare<{ id: number; domain: string; accountId: number }>(
      `SELECT id, domain, account_id AS "accountId" FROM websites WHERE ${db.dialect.inList('id', 'bigint')}`),
    byDomains: db.prepare<{ id: number; domain: string }>(`SELECT id, domain FROM websites WHERE ${db.dialect.inList('domain', 'text')}`),
    userByEmail: db.prepare<{ id: number }>('SELECT id FROM users WHERE email_key = ?'),
    insertUser: db.prepare<{ id: number }>(`INSERT INTO users (email, email_key, name, password_hash, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?) RETURNING id`),
    // The person joins their account with every right (FIRST_ROLE: its owner).
    joinAsOwner: db.prepare(`INSERT INTO memberships (account_id, user_id, role, websites_limited, joined_at) VALUES (?, ?, ?, 0, ?)
      ON CONFLICT (account_id, user_id) DO NOTHING`),
    setMaxWebsites: db.prepare('UPDATE accounts SET max_websites = ? WHERE id = ?'),
  }
  const writerFor = (tx: Tx): ImportWriter => ({
    async account(name, createdAt) {
      const existing = await tx.one(query.accountByName, [name])
      return existing ? { id: existing.id, existed: true } : { id: (await tx.one(query.insertAccount, [name, createdAt]))!.id, existed: false }
    },
    async keyExists(digest) {
      return (await tx.one(query.keyByDigest, [digest])) !== undefined
    },
    async insertKey(key) {
      await tx.run(query.insertKey, [key.accountId, key.name, key.prefix, key.digest, key.revokedAt, key.createdAt])
    },
    async websitesByIds(ids) {
      return new Map((await tx.all(query.byIds, [db.list(ids)])).map(({ id, ...rest }) => [id, rest]))
    },
    async websitesByDomains(domains) {
      return new Map((await tx.all(query.byDomains, [db.list(domains)])).map(({ id, domain }) => [domain, id]))
    },
    async insertWebsites(rows, companions = []) {
      if (rows.length === 0) return
      await unitOfWork(tx, async () => {
        await tx.apply([...search.beforeOwnIds, { bulk: { table: 'websites', columns: IMPORTED_COLUMNS, rows: rows.map(importedValues) } }])
        return rows
      }, companions)
    },
    continueIdsAbove: (id) => tx.apply(db.dialect.idsAbove('websites', id)),
    async owner({ email, name, passwordHash, createdAt }, accountId) {
      const existing = await tx.one(query.userByEmail, [emailKey(email)])
      const userId = existing?.id ?? (await tx.one(query.insertUser, [email, emailKey(email), name, passwordHash, createdAt, createdAt]))!.id
      const joined = (await tx.run(query.joinAsOwner, [accountId, userId, FIRST_ROLE, createdAt])) > 0
      return !existing ? 'made' : joined ? 'joined' : 'existed'
    },
    async setMaxWebsites(accountId, max) {
      await tx.run(query.setMaxWebsites, [max, accountId])
    },
    mergeBannedWords: (words) => bannedWords.merge(tx, words),
  })

  return {
    async transaction(work) {
      await db.transaction(async (tx) => {
        if (!(await work(writerFor(tx)))) throw new RolledBack()
      }, { unbounded: true }).catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error
      })
    },
    async domainsByIds(ids) {
      return new Map((await query.byIds.all(null, [db.list(ids)])).map((row) => [row.id, row.domain]))
    },
  }
}
