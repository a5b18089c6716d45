// Websites on PostgreSQL: the shared statements (numbered once at start, prepared per connection by
// postgres.js), plus what only PostgreSQL has: the pg_trgm GIN index (0002) serving `LIKE '%term%'`,
// and writes that are one statement each (a CTE keeps the account's counters in the same transaction).
import { type Pg, numbered, preparedOn, runStatements } from '../db/postgres.js'
import { type Companion, statementsOf } from '../db/unit-of-work.js'
import { type AccountStats, KEY_PAGE_KEYS, type MatchPlan, type Order, PAGE_KEYS, type PageParams, SQL, type StoredWebsite, VALUE_COLUMNS, WEBSITE_SELECT, type WebsitesStore,
  insertValues, pageKey, updateAssignments, updateValues } from './websites.store.js'

const UNIQUE_VIOLATION = '23505'
/** pg_trgm extracts no trigram from a shorter term, and its index would then be read whole. */
const MIN_TRIGRAM_TERM = 3
/** The newest websites of the account that are sampled to judge how common a term is. */
const SAMPLE = 1000
/** Rows per INSERT of a bulk load: 11 parameters each stays under the protocol's 65,535. */
const BULK_ROWS = 5000
// strpos() is the same test as LIKE in a form no index can serve, which keeps a dense term on the account index.
export const MATCH_FILTERS = { index: 'domain LIKE ?', scan: 'strpos(domain, ?) > 0' } as const

/** A filter's parameters for a term: LIKE's own characters escaped (backslash is its default escape), so `%` and `_` match themselves. */
export const matchTerms = (plan: MatchPlan, term: string): string[] => [plan === 'index' ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : term]

/** A search's plan, count and matches: made once for all who ask at once, then cached, so they may take longer (Pg.query). */
const COUNTING = { long: true }

/** A page statement on PostgreSQL (the account as a range of one: see SQL.page) and its parameters, in order. */
export const pageText = (plan: MatchPlan | 'all', order: Order) => numbered(SQL.page(plan === 'all' ? '' : MATCH_FILTERS[plan], order, 'range'))
export const pageParams = (plan: MatchPlan | 'all', { accountId, term, limit, offset }: PageParams): unknown[] =>
  plan === 'all' ? [accountId, accountId, limit, offset] : [accountId, accountId, ...matchTerms(plan, term!), limit, offset]

// The account's counters move by the database's own trigger (migration 0004), in the same statement.
const CREATE = numbered(`${SQL.insert} RETURNING ${WEBSITE_SELECT}`)
const REMOVE = { plain: numbered(SQL.remove(false)), conditional: numbered(SQL.remove(true)) }
const INSERT_COLUMNS = ['account_id', ...VALUE_COLUMNS, 'created_at', 'updated_at']

export function createPostgresWebsitesStore({ unbounded, query, transaction }: Pg): WebsitesStore {
  const text = {
    byId: numbered(SQL.byId),
    byIdInKeyScope: numbered(SQL.byIdInKeyScope),
    rememberedAnswer: numbered(SQL.rememberedAnswer),
    keyPages: new Map(KEY_PAGE_KEYS.map(({ searching, order }) => [pageKey(searching, order), numbered(SQL.keyPage(searching ? MATCH_FILTERS.scan : undefined, order))])),
    keyCount: { all: numbered(SQL.keyCount(undefined)), matching: numbered(SQL.keyCount(MATCH_FILTERS.scan)) },
    domainExists: numbered(SQL.domainExists),
    accountStats: numbered(SQL.accountStats),
    count: { index: numbered(SQL.count(MATCH_FILTERS.index)), scan: numbered(SQL.count(MATCH_FILTERS.scan)) },
    matches: { index: numbered(SQL.matches(MATCH_FILTERS.index)), scan: numbered(SQL.matches(MATCH_FILTERS.scan)) },
    pages: new Map(PAGE_KEYS.map(({ plan, order }) => [pageKey(plan, order), pageText(plan, order)])),
  }
  const updates = new Map<string, string>()

  /**
   * One statement alone when nothing goes with it (a write with a CTE for the counters is atomic by
   * itself), else the statement and its companions in one transaction. Undefined when a unique index
   * refuses the write or a companion's row.
   */
  async function write(statement: string, values: unknown[], companions: readonly Companion<StoredWebsite>[]): Promise<StoredWebsite | undefined> {
    try {
      if (companions.length === 0) return (await query<StoredWebsite>(statement, values))[0]
      return await transaction(async (tx) => {
        const [written] = await preparedOn(tx)<StoredWebsite>(statement, values)
        if (written) await runStatements(tx, statementsOf(companions, written))
        return written
      })
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined
      throw error
    }
  }

  return {
    async get({ accountId, limitedKeyId }, id) {
      const [website] = limitedKeyId === undefined
        ? await query<StoredWebsite>(text.byId, [id, accountId])
        : await query<StoredWebsite>(text.byIdInKeyScope, [id, accountId, limitedKeyId])
      return website
    },
    async domainExists(domain) {
      return (await query(text.domainExists, [domain])).length > 0
    },
    create: (accountId, website, now, companions = []) => write(CREATE, insertValues(accountId, website, now), companions),
    async rememberedAnswer(accountId, key, now) {
      const [answer] = await query<{ fingerprint: Buffer; body: string; location: string }>(text.rememberedAnswer, [accountId, key, now])
      return answer
    },
    async insertMany(rows, now) {
      await unbounded.begin(async (tx) => {
        // A bulk load is the one long statement this service runs: no statement timeout for it.
        await tx`SET LOCAL statement_timeout = 0`
        for (let start = 0; start < rows.length; start += BULK_ROWS) {
          const batch = rows.slice(start, start + BULK_ROWS).map((row) => {
            const values = insertValues(row.accountId, row, now)
            return Object.fromEntries(INSERT_COLUMNS.map((column, i) => [column, values[i]]))
          })
          await tx`INSERT INTO websites ${tx(batch, ...INSERT_COLUMNS)}`
        }
      })
    },
    async update(accountId, id, changes, now, ifVersion, companions = []) {
      const { columns, values } = updateAssignments(changes)
      const conditional = ifVersion !== undefined
      const key = `${columns.join(',')}:${conditional}`
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = numbered(SQL.update(columns, conditional))))
      return write(statement, [...updateValues(values, now), id, accountId, ...(conditional ? [ifVersion] : [])], companions)
    },
    remove: (accountId, id, ifVersion, companions = []) => ifVersion === undefined
      ? write(REMOVE.plain, [id, accountId], companions)
      : write(REMOVE.conditional, [id, accountId, ifVersion], companions),

    async accountStats(accountId) {
      const [stats] = await query<AccountStats>(text.accountStats, [accountId])
      return stats ?? { count: 0, version: 0 }
    },
    async choosePlan(accountId, term) {
      if (term.length < MIN_TRIGRAM_TERM) return 'scan'
      // A GIN index yields all of its matches before the first row, across every account: for a term
      // in a fifth or more of the domains, scanning the account is cheaper.
      const [sample] = await query<{ hits: number; seen: number }>(
        `SELECT count(*) FILTER (WHERE strpos(domain, $2) > 0) AS hits, count(*) AS seen
         FROM (SELECT domain FROM websites WHERE account_id = $1 ORDER BY id DESC LIMIT ${SAMPLE}) recent`, [accountId, term], COUNTING)
      return sample!.seen > 0 && sample!.hits * 5 >= sample!.seen ? 'scan' : 'index'
    },
    async count(plan, accountId, term) {
      const [row] = await query<{ count: number }>(text.count[plan], [accountId, ...matchTerms(plan, term)], COUNTING)
      return row!.count
    },
    async matches(plan, accountId, term) {
      return query<{ id: number; domain: string }>(text.matches[plan], [accountId, ...matchTerms(plan, term)], COUNTING)
    },
    async byIds(ids) {
      return query<StoredWebsite>(`SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ANY($1::int8[])`, [ids])
    },
    async page(plan, order, params) {
      return query<StoredWebsite>(text.pages.get(pageKey(plan, order))!, pageParams(plan, params))
    },
    async keyPage(keyId, term, order, limit, offset) {
      const statement = text.keyPages.get(pageKey(term !== undefined, order))!
      return query<StoredWebsite>(statement, term === undefined ? [keyId, limit, offset] : [keyId, term, limit, offset])
    },
    async keyCount(keyId, term) {
      const [row] = term === undefined
        ? await query<{ count: number }>(text.keyCount.all, [keyId])
        : await query<{ count: number }>(text.keyCount.matching, [keyId, term])
      return row!.count
    },
  }
}
