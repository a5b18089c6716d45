// Queries over `websites`. Every statement is prepared once; row ↔ website mapping lives here only.
import type Database from 'better-sqlite3'
import { type SqliteDb, writeTransaction } from '../db/sqlite.js'
import { nowTimestamp } from '../db/time.js'
import type { WebsiteChanges } from './websites.validation.js'
import type { Website } from './websites.schemas.js'

interface WebsiteRow {
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

export interface ListQuery {
  accountId: number
  search: string | undefined
  sortBy: 'id' | 'domain'
  sort: 'asc' | 'desc'
  limit: number
  offset: number
}

export interface NewWebsite {
  domain: string
  privacy: number
  email: number
  exclude_bots: number
  exclude_params: string | null
  exclude_ips: string | null
  passwordHash: string | null
}

export type UpdateFields = Omit<WebsiteChanges, 'domain' | 'password'> & { passwordHash?: string | null }

const UPDATABLE = ['privacy', 'email', 'exclude_bots', 'exclude_params', 'exclude_ips', 'password_hash'] as const
const COLUMNS = 'id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at'
// FTS5's trigram tokenizer cannot match terms shorter than three characters: those take a scan.
const MIN_TRIGRAM_TERM = 3

function toStored(row: WebsiteRow): StoredWebsite {
  const { password_hash, ...rest } = row
  return { website: { ...rest, password: password_hash !== null }, passwordHash: password_hash }
}

/** A literal FTS5 phrase: quotes doubled, so no character of the term acts as query syntax. */
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`

export function createWebsitesRepository(db: SqliteDb) {
  const byId = db.prepare<[number, number], WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id = ? AND account_id = ?`)
  const domainExists = db.prepare<[string], { one: number }>('SELECT 1 AS one FROM websites WHERE domain = ?')
  const insert = db.prepare<[number, string, number, number, number, string | null, string | null, string | null, string, string], WebsiteRow>(
    `INSERT INTO websites (account_id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`)
  const insertPlain = db.prepare<[number, string, number, number, number, string | null, string | null, string | null, string, string]>(
    `INSERT INTO websites (account_id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const remove = db.prepare<[number, number]>('DELETE FROM websites WHERE id = ? AND account_id = ?')

  const updateStatements = new Map<string, Database.Statement>()
  const listStatements = new Map<string, { page: Database.Statement; count: Database.Statement }>()
  function listStatement(mode: 'all' | 'fts' | 'scan', sortBy: 'id' | 'domain', sort: 'asc' | 'desc') {
    const key = `${mode}:${sortBy}:${sort}`
    let statements = listStatements.get(key)
    if (!statements) {
      const filter = mode === 'fts' ? 'AND id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH @term)'
        : mode === 'scan' ? 'AND instr(domain, @term) > 0' : ''
      // Domains are unique and ids are unique: either sort key alone is a total order.
      statements = {
        page: db.prepare(`SELECT ${COLUMNS} FROM websites WHERE account_id = @accountId ${filter}
                          ORDER BY ${sortBy} ${sort} LIMIT @limit OFFSET @offset`),
        count: mode === 'all'
          ? db.prepare('SELECT websites_count FROM accounts WHERE id = @accountId').pluck()
          : db.prepare(`SELECT count(*) AS total FROM websites WHERE account_id = @accountId ${filter}`).pluck(),
      }
      listStatements.set(key, statements)
    }
    return statements
  }

  return {
    async list(query: ListQuery): Promise<{ websites: Website[]; total: number }> {
      const term = query.search?.toLowerCase()
      const mode = term === undefined ? 'all' : [...term].length >= MIN_TRIGRAM_TERM ? 'fts' : 'scan'
      const statements = listStatement(mode, query.sortBy, query.sort)
      const params = {
        accountId: query.accountId,
        ...(term === undefined ? {} : { term: mode === 'fts' ? ftsPhrase(term) : term }),
      }
      const total = statements.count.get(params) as number
      const rows = query.offset >= total ? []
        : (statements.page.all({ ...params, limit: query.limit, offset: query.offset }) as WebsiteRow[])
      return { websites: rows.map((row) => toStored(row).website), total }
    },

    async get(accountId: number, id: number): Promise<StoredWebsite | undefined> {
      const row = byId.get(id, accountId)
      return row && toStored(row)
    },

    async domainExists(domain: string): Promise<boolean> {
      return domainExists.get(domain) !== undefined
    },

    /** Returns undefined when the domain is taken (the unique index decides, also under a race). */
    async create(accountId: number, input: NewWebsite): Promise<Website | undefined> {
      const now = nowTimestamp()
      try {
        const row = writeTransaction(db, () => insert.get(accountId, input.domain, input.privacy, input.email,
          input.exclude_bots, input.exclude_params, input.exclude_ips, input.passwordHash, now, now))
        return toStored(row!).website
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined
        throw error
      }
    },

    async update(accountId: number, id: number, fields: UpdateFields): Promise<Website | undefined> {
      const values: Record<string, unknown> = { ...fields, password_hash: fields.passwordHash }
      // Column names come from this fixed list, never from the request.
      const columns = UPDATABLE.filter((name) => values[name] !== undefined).map((name) => [name, values[name]] as const)
      const assignments = [...columns.map(([name]) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ')
      const statement = cachedUpdate(assignments)
      const row = writeTransaction(db, () => statement.get({
        ...Object.fromEntries(columns), updated_at: nowTimestamp(), id, account_id: accountId,
      }) as WebsiteRow | undefined)
      return row && toStored(row).website
    },

    /** Bulk load (seeding, imports): one transaction for the whole batch, one statement reused. */
    async insertMany(rows: (NewWebsite & { accountId: number })[]): Promise<void> {
      const now = nowTimestamp()
      writeTransaction(db, () => {
        for (const row of rows) {
          insertPlain.run(row.accountId, row.domain, row.privacy, row.email, row.exclude_bots,
            row.exclude_params, row.exclude_ips, row.passwordHash, now, now)
        }
      })
    },

    async remove(accountId: number, id: number): Promise<boolean> {
      return writeTransaction(db, () => remove.run(id, accountId).changes === 1)
    },
  }

  function cachedUpdate(assignments: string): Database.Statement {
    let statement = updateStatements.get(assignments)
    if (!statement) {
      statement = db.prepare(`UPDATE websites SET ${assignments} WHERE id = @id AND account_id = @account_id RETURNING ${COLUMNS}`)
      updateStatements.set(assignments, statement)
    }
    return statement
  }
}
export type WebsitesRepository = ReturnType<typeof createWebsitesRepository>
