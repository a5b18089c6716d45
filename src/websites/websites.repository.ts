// Website rows: read, write, delete. Every statement is prepared once. Each write keeps the trigram
// index and the account's counters in the same transaction as the row.
import type Database from 'better-sqlite3'
import { type SqliteDb, createWriteQueue, writeTransaction } from '../db/sqlite.js'
import { nowTimestamp } from '../db/time.js'
import { createSearchRepository } from './search.repository.js'
import { COLUMNS, type WebsiteRow, toStored, type StoredWebsite } from './website-row.js'
import type { Website } from './websites.schemas.js'
import type { WebsiteChanges } from './websites.validation.js'

export type { StoredWebsite } from './website-row.js'
export type { ListQuery } from './search.repository.js'

export type NewWebsite = Pick<WebsiteRow, 'domain' | 'privacy' | 'email' | 'exclude_bots' | 'exclude_params' | 'exclude_ips'> & {
  passwordHash: string | null
}

export type UpdateFields = Omit<WebsiteChanges, 'domain' | 'password'> & { passwordHash?: string | null }

const UPDATABLE = ['privacy', 'email', 'exclude_bots', 'exclude_params', 'exclude_ips', 'password_hash'] as const
const INSERT = `INSERT INTO websites (account_id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at)
  VALUES (@accountId, @domain, @privacy, @email, @exclude_bots, @exclude_params, @exclude_ips, @passwordHash, @now, @now)`

export function createWebsitesRepository(db: SqliteDb) {
  const byId = db.prepare<[number, number], WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id = ? AND account_id = ?`)
  const domainExists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM websites WHERE domain = ?')
  const insert = db.prepare(`${INSERT} RETURNING ${COLUMNS}`)
  const insertPlain = db.prepare(INSERT)
  const maxId = db.prepare<[], number>("SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'websites'").pluck()
  const remove = db.prepare<[number, number], { id: number; domain: string }>(
    'DELETE FROM websites WHERE id = ? AND account_id = ? RETURNING id, domain')
  const indexOne = db.prepare<[number, string]>('INSERT INTO websites_fts (rowid, domain) VALUES (?, ?)')
  const indexSince = db.prepare<[number]>('INSERT INTO websites_fts (rowid, domain) SELECT id, domain FROM websites WHERE id > ?')
  const unindexOne = db.prepare<[number, string]>("INSERT INTO websites_fts (websites_fts, rowid, domain) VALUES ('delete', ?, ?)")
  const countChanged = db.prepare<[number, number]>(
    'UPDATE accounts SET websites_count = websites_count + ?, websites_version = websites_version + 1 WHERE id = ?')
  const updateStatements = new Map<string, Database.Statement>()
  const writes = createWriteQueue(db)

  function updateStatement(assignments: string): Database.Statement {
    let statement = updateStatements.get(assignments)
    if (!statement) {
      statement = db.prepare(`UPDATE websites SET ${assignments} WHERE id = @id AND account_id = @account_id RETURNING ${COLUMNS}`)
      updateStatements.set(assignments, statement)
    }
    return statement
  }

  return {
    ...createSearchRepository(db),

    async get(accountId: number, id: number): Promise<StoredWebsite | undefined> {
      const row = byId.get(id, accountId)
      return row && toStored(row)
    },

    async domainExists(domain: string): Promise<boolean> {
      return domainExists.get(domain) !== undefined
    },

    /** Returns undefined when the domain is taken (the unique index decides, also under a race). */
    async create(accountId: number, input: NewWebsite): Promise<Website | undefined> {
      try {
        const row = await writes.run(() => {
          const created = insert.get({ ...input, accountId, now: nowTimestamp() }) as WebsiteRow
          indexOne.run(created.id, created.domain)
          countChanged.run(1, accountId)
          return created
        })
        return toStored(row).website
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined
        throw error
      }
    },

    /** Bulk load (seeding, imports): one transaction, the trigram index and counters written once per batch. */
    async insertMany(rows: (NewWebsite & { accountId: number })[]): Promise<void> {
      const now = nowTimestamp()
      writeTransaction(db, () => {
        const before = maxId.get()!
        const added = new Map<number, number>()
        for (const row of rows) {
          insertPlain.run({ ...row, now })
          added.set(row.accountId, (added.get(row.accountId) ?? 0) + 1)
        }
        indexSince.run(before)
        for (const [accountId, count] of added) countChanged.run(count, accountId)
      })
    },

    async update(accountId: number, id: number, fields: UpdateFields): Promise<Website | undefined> {
      const values: Record<string, unknown> = { ...fields, password_hash: fields.passwordHash }
      // Column names come from this fixed list, never from the request.
      const columns = UPDATABLE.filter((name) => values[name] !== undefined)
      const assignments = [...columns.map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ')
      const row = await writes.run(() => updateStatement(assignments).get({
        ...Object.fromEntries(columns.map((name) => [name, values[name]])), updated_at: nowTimestamp(), id, account_id: accountId,
      }) as WebsiteRow | undefined)
      return row && toStored(row).website
    },

    async remove(accountId: number, id: number): Promise<boolean> {
      return writes.run(() => {
        const removed = remove.get(id, accountId)
        if (!removed) return false
        unindexOne.run(removed.id, removed.domain)
        countChanged.run(-1, accountId)
        return true
      })
    },
  }
}

export type WebsitesRepository = ReturnType<typeof createWebsitesRepository>
