// Website rows on SQLite. Every statement is prepared once. Each write keeps the trigram index and
// the account's counters in the same transaction as the row.
import type Database from 'better-sqlite3'
import { type SqliteDb, createWriteQueue, writeTransaction } from '../db/sqlite.js'
import { nowTimestamp } from '../db/time.js'
import { createSearchPlanner } from './search.planner.js'
import { createSqliteSearchStore } from './search.sqlite.js'
import { COLUMNS, type WebsiteRow, toStored } from './website-row.js'
import { type WebsitesRepository, updateValues } from './websites.repository.js'
const INSERT = `INSERT INTO websites (account_id, domain, privacy, email, exclude_bots, exclude_params, exclude_ips, password_hash, created_at, updated_at)
  VALUES (@accountId, @domain, @privacy, @email, @exclude_bots, @exclude_params, @exclude_ips, @passwordHash, @now, @now)`

export function createSqliteWebsitesRepository(db: SqliteDb): WebsitesRepository {
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
    ...createSearchPlanner(createSqliteSearchStore(db)),

    async get(accountId, id) {
      const row = byId.get(id, accountId)
      return row && toStored(row)
    },

    async domainExists(domain) {
      return domainExists.get(domain) !== undefined
    },

    async create(accountId, input) {
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

    async insertMany(rows) {
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

    async update(accountId, id, fields) {
      const values = updateValues(fields)
      const assignments = [...Object.keys(values).map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ')
      const row = await writes.run(() => updateStatement(assignments).get({
        ...values, updated_at: nowTimestamp(), id, account_id: accountId,
      }) as WebsiteRow | undefined)
      return row && toStored(row).website
    },

    async remove(accountId, id) {
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
