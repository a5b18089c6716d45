// Website rows on PostgreSQL. Each write is one statement (its own transaction, one round trip) that
// also keeps the account's counters; the trigram index is maintained by PostgreSQL itself.
import type { Pg } from '../db/postgres.js'
import { nowTimestamp } from '../db/time.js'
import { createPostgresSearchStore } from './search.postgres.js'
import { createSearchPlanner } from './search.planner.js'
import { COLUMNS, type WebsiteRow, toStored } from './website-row.js'
import { type WebsitesRepository, updateValues } from './websites.repository.js'

const UNIQUE_VIOLATION = '23505'
const INSERTED = ['account_id', 'domain', 'privacy', 'email', 'exclude_bots', 'exclude_params', 'exclude_ips', 'password_hash', 'created_at', 'updated_at'] as const
/** Rows per INSERT of a bulk load: 10 parameters each stays under the protocol's 65,535. */
const BULK_ROWS = 5000

const CREATE = `WITH created AS (
    INSERT INTO websites (${INSERTED.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}
  ), counted AS (
    UPDATE accounts SET websites_count = websites_count + 1, websites_version = websites_version + 1 WHERE id = $1
  )
  SELECT * FROM created`
const REMOVE = `WITH removed AS (
    DELETE FROM websites WHERE id = $1 AND account_id = $2 RETURNING id
  ), counted AS (
    UPDATE accounts SET websites_count = websites_count - 1, websites_version = websites_version + 1
    WHERE id = $2 AND EXISTS (SELECT 1 FROM removed)
  )
  SELECT count(*) AS removed FROM removed`

export function createPostgresWebsitesRepository(pg: Pg): WebsitesRepository {
  const { sql, query } = pg

  return {
    ...createSearchPlanner(createPostgresSearchStore(pg)),

    async get(accountId, id) {
      const [row] = await query<WebsiteRow>(`SELECT ${COLUMNS} FROM websites WHERE id = $1 AND account_id = $2`, [id, accountId])
      return row && toStored(row)
    },

    async domainExists(domain) {
      return (await query('SELECT 1 FROM websites WHERE domain = $1', [domain])).length > 0
    },

    async create(accountId, input) {
      const values = [accountId, input.domain, input.privacy, input.email, input.exclude_bots, input.exclude_params,
        input.exclude_ips, input.passwordHash, nowTimestamp()]
      try {
        const [row] = await query<WebsiteRow>(CREATE, values)
        return toStored(row!).website
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined
        throw error
      }
    },

    async insertMany(rows) {
      const now = nowTimestamp()
      await sql.begin(async (tx) => {
        // A bulk load is the one long statement this service runs: no statement timeout for it.
        await tx`SET LOCAL statement_timeout = 0`
        const added = new Map<number, number>()
        for (let start = 0; start < rows.length; start += BULK_ROWS) {
          const batch = rows.slice(start, start + BULK_ROWS).map((row) => {
            added.set(row.accountId, (added.get(row.accountId) ?? 0) + 1)
            return { ...row, account_id: row.accountId, password_hash: row.passwordHash, created_at: now, updated_at: now }
          })
          await tx`INSERT INTO websites ${tx(batch, ...INSERTED)}`
        }
        for (const [accountId, count] of added) {
          await tx`UPDATE accounts SET websites_count = websites_count + ${count}, websites_version = websites_version + 1 WHERE id = ${accountId}`
        }
      })
    },

    async update(accountId, id, fields) {
      const values = updateValues(fields)
      const names = Object.keys(values)
      // Column names come from UPDATABLE, never from the request.
      const assignments = [...names.map((name, i) => `${name} = $${i + 3}`), `updated_at = $${names.length + 3}`].join(', ')
      const [row] = await query<WebsiteRow>(
        `UPDATE websites SET ${assignments} WHERE id = $1 AND account_id = $2 RETURNING ${COLUMNS}`,
        [id, accountId, ...Object.values(values), nowTimestamp()])
      return row && toStored(row).website
    },

    async remove(accountId, id) {
      const [row] = await query<{ removed: number }>(REMOVE, [id, accountId])
      return row!.removed === 1
    },
  }
}
