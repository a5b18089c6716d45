// The import's writes on PostgreSQL: one transaction (postgres.js `begin`), websites inserted a batch
// per statement through unnest(), explicit ids past the identity column (OVERRIDING SYSTEM VALUE).
import { type Pg, numbered, preparedOn, runStatements } from '../db/postgres.js'
import { statementsOf } from '../db/unit-of-work.js'
import { WEBSITE_FIELDS } from '../websites/websites.schemas.js'
import { IMPORTED_COLUMNS, IMPORT_SQL, type ImportStore, type ImportWriter, type ImportedWebsite } from './import.store.js'

/** Each column's type for unnest(): a field's from its schema (an integer is int4, anything else text, the password's hash too). */
const COLUMN_TYPES: Record<(typeof IMPORTED_COLUMNS)[number], string> = {
  ...Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, 'text'])) as Record<(typeof IMPORTED_COLUMNS)[number], string>,
  ...Object.fromEntries(Object.entries(WEBSITE_FIELDS).filter(([, field]) => (field.schema as { type?: string }).type === 'integer').map(([name]) => [name, 'int4'])),
  id: 'int8', account_id: 'int8', created_at: 'timestamptz', updated_at: 'timestamptz',
}
const INSERT_WEBSITES = `INSERT INTO websites (${IMPORTED_COLUMNS.join(', ')}) OVERRIDING SYSTEM VALUE
  SELECT * FROM unnest(${IMPORTED_COLUMNS.map((column, i) => `$${i + 1}::${COLUMN_TYPES[column]}[]`).join(', ')})`
const columnOf = (rows: ImportedWebsite[], column: (typeof IMPORTED_COLUMNS)[number]) =>
  rows.map((row) => (column === 'account_id' ? row.accountId : row[column]))

export function createPostgresImportStore({ unbounded }: Pg): ImportStore {
  const writerFor = (tx: Pg['unbounded']): ImportWriter => {
    const prepared = preparedOn(tx)
    const query = <T>(text: string, params: unknown[]) => prepared<T>(numbered(text), params)
    return {
      async account(name, createdAt) {
        const [existing] = await query<{ id: number }>(IMPORT_SQL.accountByName, [name])
        if (existing) return { id: existing.id, existed: true }
        const [created] = await query<{ id: number }>(IMPORT_SQL.insertAccount, [name, createdAt])
        return { id: created!.id, existed: false }
      },
      async keyExists(digest) {
        return (await query(IMPORT_SQL.keyByDigest, [digest])).length > 0
      },
      async insertKey(key) {
        await query(IMPORT_SQL.insertKey, [key.accountId, key.name, key.prefix, key.digest, key.revokedAt, key.createdAt])
      },
      async websitesByIds(ids) {
        const rows = await prepared<{ id: number; domain: string; accountId: number }>(
          'SELECT id, domain, account_id AS "accountId" FROM websites WHERE id = ANY($1::int8[])', [ids])
        return new Map(rows.map(({ id, ...rest }) => [id, rest]))
      },
      async websitesByDomains(domains) {
        const rows = await prepared<{ id: number; domain: string }>('SELECT id, domain FROM websites WHERE domain = ANY($1::text[])', [domains])
        return new Map(rows.map(({ id, domain }) => [domain, id]))
      },
      async insertWebsites(rows, companions = []) {
        if (rows.length === 0) return
        await prepared(INSERT_WEBSITES, IMPORTED_COLUMNS.map((column) => columnOf(rows, column)))
        await runStatements(tx, statementsOf(companions, rows))
      },
      async continueIdsAbove(id) {
        await tx.unsafe(`SELECT setval(pg_get_serial_sequence('websites', 'id'),
          GREATEST($1::int8, (SELECT COALESCE(MAX(id), 0) FROM websites), 1))`, [id] as never[])
      },
    }
  }

  /** Thrown inside `begin` to roll back without an error reaching the caller. */
  const rollback = Symbol('rollback')
  return {
    async transaction(work) {
      await unbounded.begin(async (tx) => {
        // An import may run for minutes; the service's per-statement limit is for requests.
        await tx`SET LOCAL statement_timeout = 0`
        if (!(await work(writerFor(tx as unknown as Pg['unbounded'])))) throw rollback
      }).catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    },
    async domainsByIds(ids) {
      const rows = await preparedOn(unbounded)<{ id: number; domain: string }>('SELECT id, domain FROM websites WHERE id = ANY($1::int8[])', [ids])
      return new Map(rows.map((row) => [row.id, row.domain]))
    },
  }
}
