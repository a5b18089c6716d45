// Websites on SQLite: the shared statements, each prepared once, plus what only SQLite has: the FTS5
// trigram table as the trigram index, fed through its pending list in the same transaction as the row
// (search-index.sqlite.ts), and group commit for concurrent writes.
import type Database from 'better-sqlite3'
import { type SqliteDb, createStatementRunner, createWriteQueue, writeTransaction } from '../db/sqlite.js'
import { statementsOf } from '../db/unit-of-work.js'
import { FOLD_AT, MATCH_FILTERS as FILTERS, createSearchIndex, ftsPhrase, matchTerms } from './search-index.sqlite.js'
import { type AccountStats, KEY_PAGE_KEYS, type MatchPlan, PAGE_KEYS, SQL, type StoredWebsite, WEBSITE_KEYS, WEBSITE_SELECT, type WebsitesStore, insertValues, pageKey,
  updateAssignments, updateValues } from './websites.store.js'

/** FTS5 trigram MATCH silently finds nothing for shorter terms. */
const MIN_TRIGRAM_TERM = 3
/**
 * Website rows arrive as arrays (better-sqlite3's `.raw()`) and become objects here, in one literal: an
 * object built by better-sqlite3 costs a call into V8 per column, which made up a third of a list page's
 * statement (10 rows) in a profile. The literal is compiled once from WEBSITE_KEYS, the select list's
 * own order, so a new field needs no edit here. SQLite has no boolean, so `password` arrives as 0/1.
 */
type Row = unknown[]
const toWebsite = new Function('row', `return row && { ${WEBSITE_KEYS.map((key, i) =>
  (key === 'password' ? `password: row[${i}] === 1` : `${key}: row[${i}]`)).join(', ')} }`) as (row: Row | undefined) => StoredWebsite | undefined

/** Prepares a statement that selects WEBSITE_SELECT, answering rows as arrays for `toWebsite`. */
const websiteRows = <P extends unknown[]>(db: SqliteDb, sql: string): Database.Statement<P, Row> => db.prepare<P, Row>(sql).raw()

/** `foldAt`: how many waiting rows the search index folds at once (search-index.sqlite.ts; tests set fewer). */
export function createSqliteWebsitesStore(db: SqliteDb, foldAt = FOLD_AT): WebsitesStore {
  const byId = websiteRows<[number, number]>(db, SQL.byId)
  const byIdInKeyScope = websiteRows<[number, number, number]>(db, SQL.byIdInKeyScope)
  const domainExists = db.prepare<[string], { one: number }>(SQL.domainExists)
  const insert = websiteRows<unknown[]>(db, `${SQL.insert} RETURNING ${WEBSITE_SELECT}`)
  const insertPlain = db.prepare(SQL.insert)
  const accountStats = db.prepare<[number], AccountStats>(SQL.accountStats)
  const maxId = db.prepare<[], number>("SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'websites'").pluck()
  const removals = { plain: websiteRows<unknown[]>(db, SQL.remove(false)), conditional: websiteRows<unknown[]>(db, SQL.remove(true)) }
  const searchIndex = createSearchIndex(db, foldAt)
  const indexSince = db.prepare<[number]>('INSERT INTO websites_fts (rowid, domain) SELECT id, domain FROM websites WHERE id > ?')
  const byIds = websiteRows<[string]>(db, `SELECT ${WEBSITE_SELECT} FROM websites WHERE id IN (SELECT value FROM json_each(?))`)
  // The trigram index's matches are counted across all accounts, so a term in nearly every domain
  // (".com") would make it walk them all (~1 s at a million); this capped probe stops early instead. It
  // reads the index alone: the few rows waiting to enter it, or to leave it, do not change the choice.
  const globalMatches = db.prepare<[string, number], number>(
    'SELECT count(*) FROM (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ? LIMIT ?)').pluck()
  const byPlan = <T>(build: (filter: string) => Database.Statement<unknown[], T>) => ({ index: build(FILTERS.index), scan: build(FILTERS.scan) })
  const count = byPlan((filter) => db.prepare<unknown[], number>(SQL.count(filter)).pluck())
  const matches = byPlan((filter) => db.prepare<unknown[], { id: number; domain: string }>(SQL.matches(filter)))
  const pages = new Map(PAGE_KEYS.map(({ plan, order }) =>
    [pageKey(plan, order), websiteRows(db, SQL.page(plan === 'all' ? '' : FILTERS[plan], order))]))
  const keyPages = new Map(KEY_PAGE_KEYS.map(({ searching, order }) =>
    [pageKey(searching, order), websiteRows(db, SQL.keyPage(searching ? FILTERS.scan : undefined, order))]))
  const keyCounts = { all: db.prepare<unknown[], number>(SQL.keyCount(undefined)).pluck(), matching: db.prepare<unknown[], number>(SQL.keyCount(FILTERS.scan)).pluck() }
  const rememberedAnswer = db.prepare<[number, string, string], { fingerprint: Buffer; body: string; location: string }>(SQL.rememberedAnswer)
  const runCompanions = createStatementRunner(db)
  const updates = new Map<string, Database.Statement<unknown[], Row>>()
  const writes = createWriteQueue(db, searchIndex.foldIfDue)

  return {
    async get({ accountId, limitedKeyId }, id) {
      return toWebsite(limitedKeyId === undefined ? byId.get(id, accountId) : byIdInKeyScope.get(id, accountId, limitedKeyId))
    },
    async domainExists(domain) {
      return domainExists.get(domain) !== undefined
    },
    async create(accountId, website, now, companions = []) {
      try {
        return await writes.run(() => {
          const created = toWebsite(insert.get(...insertValues(accountId, website, now)))!
          searchIndex.add(created.id, created.domain)
          runCompanions(statementsOf(companions, created))
          return created
        })
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined
        throw error
      }
    },
    async rememberedAnswer(accountId, key, now) {
      return rememberedAnswer.get(accountId, key, now)
    },
    async insertMany(rows, now) {
      writeTransaction(db, () => {
        const before = maxId.get()!
        for (const row of rows) insertPlain.run(...insertValues(row.accountId, row, now))
        indexSince.run(before)
      })
    },
    async update(accountId, id, changes, now, ifVersion, companions = []) {
      const { columns, values } = updateAssignments(changes)
      const conditional = ifVersion !== undefined
      const key = `${columns.join(',')}:${conditional}`
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = websiteRows(db, SQL.update(columns, conditional))))
      const where = conditional ? [id, accountId, ifVersion] : [id, accountId]
      return writes.run(() => {
        const updated = toWebsite(statement.get(...updateValues(values, now), ...where))
        if (updated) runCompanions(statementsOf(companions, updated))
        return updated
      })
    },
    async remove(accountId, id, ifVersion, companions = []) {
      return writes.run(() => {
        const removed = toWebsite(ifVersion === undefined ? removals.plain.get(id, accountId) : removals.conditional.get(id, accountId, ifVersion))
        if (!removed) return undefined
        searchIndex.remove(id, removed.domain)
        runCompanions(statementsOf(companions, removed))
        return removed
      })
    },

    async accountStats(accountId) {
      return accountStats.get(accountId) ?? { count: 0, version: 0 }
    },
    async choosePlan(_accountId, term, accountSize) {
      // A match from the index costs about ten times a row of scan: past a fifth of the account's size, scan.
      const cap = Math.max(100, Math.floor(accountSize / 5))
      return term.length >= MIN_TRIGRAM_TERM && globalMatches.get(ftsPhrase(term), cap)! < cap ? 'index' : 'scan'
    },
    async count(plan, accountId, term) {
      return count[plan].get(accountId, ...matchTerms(plan, term))!
    },
    async matches(plan, accountId, term) {
      return matches[plan].all(accountId, ...matchTerms(plan, term))
    },
    async byIds(ids) {
      return byIds.all(JSON.stringify(ids)).map((row) => toWebsite(row)!)
    },
    async page(plan, order, { accountId, term, limit, offset }) {
      const statement = pages.get(pageKey(plan, order))!
      const rows = plan === 'all' ? statement.all(accountId, limit, offset) : statement.all(accountId, ...matchTerms(plan, term!), limit, offset)
      return rows.map((row) => toWebsite(row)!)
    },
    async keyPage(keyId, term, order, limit, offset) {
      const statement = keyPages.get(pageKey(term !== undefined, order))!
      const rows = term === undefined ? statement.all(keyId, limit, offset) : statement.all(keyId, term, limit, offset)
      return rows.map((row) => toWebsite(row)!)
    },
    async keyCount(keyId, term) {
      return term === undefined ? keyCounts.all.get(keyId)! : keyCounts.matching.get(keyId, term)!
    },
  }
}
