// SQLite's substring-search index: the FTS5 trigram table (0001) fed through a pending list (0008), as
// PostgreSQL's GIN index keeps one. Writing a row into FTS5 costs little; the commit after it does not:
// it writes a new segment and merges older ones, and at 10,000,000 websites that made a create or delete
// cost 3.4× what it cost at 100,000. The merge work is per segment, not per row, so rows are worth moving
// into the index many at a time: a write records its row in the pending list (a small b-tree), and the
// first commit that finds FOLD_AT rows waiting moves them all into the index in one segment.
//
// Searches read both: the index's matches, and the waiting rows' domains tested one by one. A deleted row
// still in the index (its removal waiting) is harmless: matches are joined back to `websites`, where it no
// longer is. A new website's id was never used (AUTOINCREMENT); the import, which brings its own ids
// (possibly a deleted website's), folds first, so a waiting removal never meets a new row of its id.
import type { SqliteExecutor } from '../db/sqlite-executor.js'
import type { SqliteDb } from '../db/sqlite.js'
import type { MatchPlan, SearchIndex } from './websites.store.js'

/**
 * How many waiting rows make a commit fold them into the index: a fold of 64 rows cost about a tenth of
 * 64 single-row commits (measured on copies of the bench's files, at 100,000 and 10,000,000 websites),
 * and a search reads at most 64 waiting domains besides the index.
 */
export const FOLD_AT = 64

/** A literal FTS5 phrase: quotes doubled, so no character of the term is read as an operator. */
export const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`

/**
 * How a search finds its matches, for `WHERE … AND ${filter}`: through the trigram index and the rows
 * waiting for it, or by testing each domain. Their parameters come from `matchTerms`.
 */
export const MATCH_FILTERS = {
  index: `id IN (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ?
    UNION ALL SELECT id FROM websites_fts_pending WHERE change = 'add' AND instr(domain, ?) > 0)`,
  scan: 'instr(domain, ?) > 0',
} as const

/** A filter's parameters for a term: for the index, its phrase, then the term a waiting domain must contain. */
export const matchTerms = (plan: MatchPlan, term: string): string[] => (plan === 'index' ? [ftsPhrase(term), term] : [term])

/** FTS5 trigram MATCH silently finds nothing for shorter terms. */
const MIN_TRIGRAM_TERM = 3

/** What a create or a delete writes besides the row: a new website waits to be indexed; a deleted one's waiting addition is dropped, or an indexed row waits to be removed. */
const WAIT = "INSERT INTO websites_fts_pending (id, domain, change) VALUES (?, ?, 'add')"
const DROP_ADDITION = "DELETE FROM websites_fts_pending WHERE id = ? AND change = 'add'"
/** Right after DROP_ADDITION: changes() is the rows it removed. */
const WAIT_FOR_REMOVAL = "INSERT INTO websites_fts_pending (id, domain, change) SELECT ?, ?, 'remove' WHERE changes() = 0"
/** Moving every waiting row into the index, in the caller's transaction. */
const FOLD = [
  "INSERT INTO websites_fts (websites_fts, rowid, domain) SELECT 'delete', id, domain FROM websites_fts_pending WHERE change = 'remove'",
  "INSERT INTO websites_fts (rowid, domain) SELECT id, domain FROM websites_fts_pending WHERE change = 'add'",
  'DELETE FROM websites_fts_pending',
]

/**
 * The trigram index as the websites store sees it (websites.store.ts). Bulk loads (seeding, imports) go
 * straight into the index, a chunk at a time; an import folds whatever waits first: it brings its own ids,
 * possibly those of deleted websites whose removal still waits.
 */
export function createSqliteSearch(db: SqliteExecutor, foldAt = FOLD_AT): SearchIndex {
  const index = createFold(db.writer, foldAt)
  db.beforeCommit(index.foldIfDue)
  db.follow('websites', { sql: 'INSERT INTO websites_fts (rowid, domain) SELECT id, domain FROM inserted' })
  // The trigram index's matches are counted across all accounts, so a term in nearly every domain
  // (".com") would make it walk them all (~1 s at a million); this capped probe stops early instead. It
  // reads the index alone: the few rows waiting to enter it, or to leave it, do not change the choice.
  const globalMatches = db.prepare<{ n: number }>('SELECT count(*) AS n FROM (SELECT rowid FROM websites_fts WHERE websites_fts MATCH ? LIMIT ?)')
  return {
    filters: MATCH_FILTERS,
    terms: matchTerms,
    async choosePlan(_accountId, term, accountSize) {
      // A match from the index costs about ten times a row of scan: past a fifth of the account's size, scan.
      const cap = Math.max(100, Math.floor(accountSize / 5))
      return term.length >= MIN_TRIGRAM_TERM && (await globalMatches.one(null, [ftsPhrase(term), cap]))!.n < cap ? 'index' : 'scan'
    },
    created: [(website) => [{ sql: WAIT, values: [website.id, website.domain] }]],
    removed: [(website) => [{ sql: DROP_ADDITION, values: [website.id] }, { sql: WAIT_FOR_REMOVAL, values: [website.id, website.domain] }]],
    accountForm: 'equal',
    beforeOwnIds: FOLD.map((sql) => ({ sql, values: [] })),
  }
}

/** The fold of waiting rows into the index, on the writing connection. */
export interface Fold {
  /**
   * Folds the waiting rows once `foldAt` of them wait; called inside a write transaction, before its
   * commit. A fold that fails (a damaged index) is undone alone and told once: the writes still commit
   * and searches stay exact, reading the rows that wait.
   */
  foldIfDue(): void
  /** Folds every waiting row now, inside the caller's write transaction. */
  fold(): void
}

export function createFold(db: SqliteDb, foldAt = FOLD_AT): Fold {
  const waiting = db.prepare<[], number>('SELECT count(*) FROM websites_fts_pending').pluck()
  const statements = FOLD.map((sql) => db.prepare(sql))
  const fold = () => {
    for (const statement of statements) statement.run()
  }
  /** Inside the caller's transaction, a savepoint of its own. */
  const foldAlone = db.transaction(fold)
  let failing = false
  return {
    foldIfDue() {
      if (waiting.get()! < foldAt) return
      try {
        foldAlone()
        failing = false
      } catch (error) {
        if (!failing) process.emitWarning(`the search index could not take the websites waiting for it (tried again at each write): ${(error as Error).message}`)
        failing = true
      }
    },
    fold,
  }
}
