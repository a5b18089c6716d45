// The import's writes on SQLite: one BEGIN IMMEDIATE … COMMIT held across the whole run (this process
// is the connection's only user), statements prepared once, the trigram index written row by row (one
// commit for the whole run: its pending list would only add a copy of each row).
import { type SqliteDb, createStatementRunner } from '../db/sqlite.js'
import { statementsOf } from '../db/unit-of-work.js'
import { createSearchIndex } from '../websites/search-index.sqlite.js'
import { IMPORTED_COLUMNS, IMPORT_SQL, type ImportStore, type ImportWriter, importedValues } from './import.store.js'

export function createSqliteImportStore(db: SqliteDb): ImportStore {
  const accountByName = db.prepare<[string], { id: number }>(IMPORT_SQL.accountByName)
  const insertAccount = db.prepare<[string, string], { id: number }>(IMPORT_SQL.insertAccount)
  const keyByDigest = db.prepare<[Buffer], { one: number }>(IMPORT_SQL.keyByDigest)
  const insertKey = db.prepare(IMPORT_SQL.insertKey)
  const byIds = db.prepare<[string], { id: number; domain: string; accountId: number }>(
    'SELECT id, domain, account_id AS accountId FROM websites WHERE id IN (SELECT value FROM json_each(?))')
  const byDomains = db.prepare<[string], { id: number; domain: string }>(
    'SELECT id, domain FROM websites WHERE domain IN (SELECT value FROM json_each(?))')
  const insertWebsite = db.prepare(`INSERT INTO websites (${IMPORTED_COLUMNS.join(', ')}) VALUES (${IMPORTED_COLUMNS.map(() => '?').join(', ')})`)
  const indexWebsite = db.prepare<[number, string]>('INSERT INTO websites_fts (rowid, domain) VALUES (?, ?)')
  // AUTOINCREMENT hands out ids above the largest ever used, as recorded here.
  const raiseSequence = db.prepare<[number]>("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'websites'")
  const runCompanions = createStatementRunner(db)
  const searchIndex = createSearchIndex(db)
  const startSequence = db.prepare<[number]>("INSERT INTO sqlite_sequence (name, seq) SELECT 'websites', ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'websites')")

  const writer: ImportWriter = {
    async account(name, createdAt) {
      const existing = accountByName.get(name)
      return existing ? { id: existing.id, existed: true } : { id: insertAccount.get(name, createdAt)!.id, existed: false }
    },
    async keyExists(digest) {
      return keyByDigest.get(digest) !== undefined
    },
    async insertKey(key) {
      insertKey.run(key.accountId, key.name, key.prefix, key.digest, key.revokedAt, key.createdAt)
    },
    async websitesByIds(ids) {
      return new Map(byIds.all(JSON.stringify(ids)).map(({ id, ...rest }) => [id, rest]))
    },
    async websitesByDomains(domains) {
      return new Map(byDomains.all(JSON.stringify(domains)).map(({ id, domain }) => [domain, id]))
    },
    async insertWebsites(rows, companions = []) {
      for (const row of rows) {
        insertWebsite.run(...importedValues(row))
        indexWebsite.run(row.id, row.domain)
      }
      runCompanions(statementsOf(companions, rows))
    },
    async continueIdsAbove(id) {
      raiseSequence.run(id)
      startSequence.run(id)
    },
  }

  return {
    async transaction(work) {
      db.exec('BEGIN IMMEDIATE')
      try {
        // Imported rows keep their ids, which may be those of websites deleted here whose removal from
        // the index still waits: it must happen before a row of that id enters the index.
        searchIndex.fold()
        db.exec((await work(writer)) ? 'COMMIT' : 'ROLLBACK')
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK')
        throw error
      }
    },
    async domainsByIds(ids) {
      return new Map(byIds.all(JSON.stringify(ids)).map((row) => [row.id, row.domain]))
    },
  }
}
