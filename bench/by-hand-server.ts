// The job by hand: a bare node:http server doing each scenario's irreducible work with the service's own
// drivers and nothing else: the key (SHA-256, looked up once), the scenario's statements on the same
// database (the service's SQL texts where the stores export them), JSON.stringify of the same body, and the
// same response headers. A write records its event in its own transaction, as every write must, with the
// service's own event companions (website-events.ts: the account's row locked, the event row; an update's
// changes need the row it replaced, read first). No framework, no validation, no logging, no group commit; caches only
// where the service's work on a repeated request depends on one (the key, a search's total, a website's
// compiled check settings). Compared with it, the service's CPU per request says what its layers cost
// (bench/README.md, "The job by hand").
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import type Database from 'better-sqlite3'
import type { ChangeContext } from '../src/changes/event-log.js'
import { loadConfig } from '../src/config.js'
import { numbered, openPostgres, preparedOn, runStatements } from '../src/db/postgres.js'
import type { Companion } from '../src/db/unit-of-work.js'
import { createStatementRunner, openSqlite } from '../src/db/sqlite.js'
import { nowTimestamp } from '../src/db/time.js'
import { buildListPage } from '../src/websites/list-page.js'
import { MATCH_FILTERS as SQLITE_FILTERS, createSearchIndex, matchTerms as sqliteTerms } from '../src/websites/search-index.sqlite.js'
import { createSettingsCache } from '../src/websites/visit-check/settings-cache.js'
import { judgeVisit } from '../src/websites/visit-check/verdict.js'
import { websiteCreated, websiteDeleted, websiteUpdated } from '../src/websites/website-events.js'
import type { ListQuery, Website } from '../src/websites/websites.schemas.js'
import { MATCH_FILTERS as POSTGRES_FILTERS, matchTerms as postgresTerms, pageParams, pageText } from '../src/websites/websites.store.postgres.js'
import { type MatchPlan, type NewWebsite, type Order, SQL, type StoredWebsite, VALUE_COLUMNS, WEBSITE_KEYS, WEBSITE_SELECT, insertValues, newWebsite, updateValues }
  from '../src/websites/websites.store.js'

/** An active key: its account, and who its writes' events name. */
interface Key {
  account_id: number
  id: number
  name: string | null
  prefix: string
}

/** A website as the API writes it, and its version (for the ETag). */
interface Versioned {
  website: Website
  version: number
}

/** What each scenario needs of the database: one implementation per driver, below. */
interface Queries {
  keyOf(digest: Buffer): Promise<Key | undefined>
  byId(id: number, accountId: number): Promise<Versioned | undefined>
  accountStats(accountId: number): Promise<{ count: number; version: number }>
  page(plan: MatchPlan | 'all', order: Order, accountId: number, term: string | undefined, limit: number, offset: number): Promise<Website[]>
  count(plan: MatchPlan, accountId: number, term: string): Promise<number>
  matches(plan: MatchPlan, accountId: number, term: string): Promise<{ id: number; domain: string }[]>
  byIds(ids: number[]): Promise<Website[]>
  create(accountId: number, domain: string, fields: Partial<NewWebsite>, context: ChangeContext): Promise<Versioned | undefined>
  /** On the version `before` was read at; undefined when it is gone or changed since. */
  update(accountId: number, before: Versioned, columns: string[], values: unknown[], context: ChangeContext): Promise<Versioned | undefined>
  remove(accountId: number, id: number, context: ChangeContext): Promise<boolean>
}

/** The stored row a write's event is made from (the service's own companions, website-events.ts). */
const storedOf = ({ website, version }: Versioned): StoredWebsite => ({ ...website, version })

const KEY_DIGEST = 'SELECT account_id, id, name, prefix FROM api_keys WHERE digest = ? AND revoked_at IS NULL'
const BY_IDS = { sqlite: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id IN (SELECT value FROM json_each(?))`,
  postgres: `SELECT ${WEBSITE_SELECT} FROM websites WHERE id = ANY($1::int8[])` }
/** The stores' match filters (the trigram index, or a test of each domain) and their parameters for a term. */
const FILTERS = { sqlite: SQLITE_FILTERS, postgres: POSTGRES_FILTERS }
const termsFor = { sqlite: sqliteTerms, postgres: postgresTerms }
const FIELDS = WEBSITE_KEYS.filter((key) => key !== 'version')
/** The website object as the API writes it, in one literal (as the SQLite store builds its rows). */
const fromArray = new Function('row', `return { ${FIELDS.map((key) =>
  (key === 'password' ? `password: row[${WEBSITE_KEYS.indexOf(key)}] === 1` : `${key}: row[${WEBSITE_KEYS.indexOf(key)}]`)).join(', ')} }`) as (row: unknown[]) => Website
const fromObject = new Function('row', `return { ${FIELDS.map((key) => `${key}: row.${key}`).join(', ')} }`) as (row: StoredWebsite) => Website
const VERSION = WEBSITE_KEYS.indexOf('version')

function sqliteQueries(file: string, synchronous: 'NORMAL' | 'FULL'): Queries {
  const db = openSqlite({ file, synchronous })
  const rows = (sql: string) => db.prepare<unknown[], unknown[]>(sql).raw()
  const versioned = (row: unknown[] | undefined): Versioned | undefined => row && { website: fromArray(row), version: row[VERSION] as number }
  const keyDigest = db.prepare<[Buffer], Key>(KEY_DIGEST)
  const byId = rows(SQL.byId)
  const accountStats = db.prepare<[number], { count: number; version: number }>(SQL.accountStats)
  const pages = new Map<string, Database.Statement<unknown[], unknown[]>>()
  const counts = { index: db.prepare<unknown[], number>(SQL.count(FILTERS.sqlite.index)).pluck(), scan: db.prepare<unknown[], number>(SQL.count(FILTERS.sqlite.scan)).pluck() }
  const matches = { index: db.prepare<unknown[], { id: number; domain: string }>(SQL.matches(FILTERS.sqlite.index)),
    scan: db.prepare<unknown[], { id: number; domain: string }>(SQL.matches(FILTERS.sqlite.scan)) }
  const byIds = rows(BY_IDS.sqlite)
  const insert = rows(`${SQL.insert} RETURNING ${WEBSITE_SELECT}`)
  const searchIndex = createSearchIndex(db)
  const remove = rows(`DELETE FROM websites WHERE id = ? AND account_id = ? RETURNING ${WEBSITE_SELECT}`)
  const updates = new Map<string, Database.Statement<unknown[], unknown[]>>()
  const record = createStatementRunner(db)
  // The row, its trigram entry (and the index's fold when due) and its event in one transaction, as the
  // store writes them (without its group commit).
  const create = db.transaction((values: unknown[], accountId: number, context: ChangeContext) => {
    const row = versioned(insert.get(...values))!
    searchIndex.add(row.website.id, row.website.domain)
    record(websiteCreated(context, accountId)(storedOf(row)))
    searchIndex.foldIfDue()
    return row
  })
  const updateOne = db.transaction((statement: Database.Statement<unknown[], unknown[]>, values: unknown[], accountId: number, before: Versioned, context: ChangeContext) => {
    const row = versioned(statement.get(...values))
    if (row) record(websiteUpdated(context, accountId, storedOf(before), false)(storedOf(row)))
    return row
  })
  const removeOne = db.transaction((id: number, accountId: number, context: ChangeContext) => {
    const row = versioned(remove.get(id, accountId))
    if (!row) return false
    searchIndex.remove(id, row.website.domain)
    record(websiteDeleted(context, accountId)(storedOf(row)))
    searchIndex.foldIfDue()
    return true
  })
  return {
    keyOf: async (digest) => keyDigest.get(digest),
    byId: async (id, accountId) => versioned(byId.get(id, accountId)),
    accountStats: async (accountId) => accountStats.get(accountId) ?? { count: 0, version: 0 },
    async page(plan, order, accountId, term, limit, offset) {
      const key = `${plan}:${order.sortBy}:${order.sort}`
      let statement = pages.get(key)
      if (!statement) pages.set(key, (statement = rows(SQL.page(plan === 'all' ? '' : FILTERS.sqlite[plan], order))))
      const found = plan === 'all' ? statement.all(accountId, limit, offset) : statement.all(accountId, ...termsFor.sqlite(plan, term!), limit, offset)
      return found.map(fromArray)
    },
    count: async (plan, accountId, term) => counts[plan].get(accountId, ...termsFor.sqlite(plan, term))!,
    matches: async (plan, accountId, term) => matches[plan].all(accountId, ...termsFor.sqlite(plan, term)),
    byIds: async (ids) => byIds.all(JSON.stringify(ids)).map(fromArray),
    async create(accountId, domain, fields, context) {
      try {
        return create.immediate(insertValues(accountId, newWebsite(domain, fields), context.now), accountId, context)
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined
        throw error
      }
    },
    async update(accountId, before, columns, values, context) {
      const key = columns.join(',')
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = rows(SQL.update(columns, true))))
      const params = [...updateValues(values, context.now), before.website.id, accountId, before.version]
      return updateOne.immediate(statement, params, accountId, before, context)
    },
    remove: async (id, accountId, context) => removeOne.immediate(id, accountId, context),
  }
}

function postgresQueries(options: Extract<ReturnType<typeof loadConfig>['database'], { kind: 'postgres' }>): Queries {
  // The service's connection settings and types (int8 as numbers, timestamps as the contract's text);
  // statements go straight to postgres.js, prepared, without the service's per-query deadline.
  const { unbounded: sql } = openPostgres(options)
  const query = preparedOn(sql)
  const versioned = (row: StoredWebsite | undefined): Versioned | undefined => row && { website: fromObject(row), version: row.version }
  const text = {
    keyDigest: numbered(KEY_DIGEST), byId: numbered(SQL.byId), accountStats: numbered(SQL.accountStats),
    count: { index: numbered(SQL.count(FILTERS.postgres.index)), scan: numbered(SQL.count(FILTERS.postgres.scan)) },
    matches: { index: numbered(SQL.matches(FILTERS.postgres.index)), scan: numbered(SQL.matches(FILTERS.postgres.scan)) },
    create: numbered(`${SQL.insert} RETURNING ${WEBSITE_SELECT}`),
    remove: numbered(`DELETE FROM websites WHERE id = ? AND account_id = ? RETURNING ${WEBSITE_SELECT}`),
  }
  /** The write and its event in one transaction; undefined when it wrote nothing or a unique index refused it. */
  async function write(text: string, values: unknown[], event: Companion<StoredWebsite>) {
    try {
      return await sql.begin(async (tx) => {
        const [written] = await preparedOn(tx)<StoredWebsite>(text, values)
        if (written) await runStatements(tx, event(written))
        return versioned(written)
      })
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return undefined
      throw error
    }
  }
  const updates = new Map<string, string>()
  return {
    keyOf: async (digest) => (await query<Key>(text.keyDigest, [digest]))[0],
    byId: async (id, accountId) => versioned((await query<StoredWebsite>(text.byId, [id, accountId]))[0]),
    accountStats: async (accountId) => (await query<{ count: number; version: number }>(text.accountStats, [accountId]))[0] ?? { count: 0, version: 0 },
    page: async (plan, order, accountId, term, limit, offset) =>
      (await query<StoredWebsite>(pageText(plan, order), pageParams(plan, { accountId, term, limit, offset }))).map(fromObject),
    count: async (plan, accountId, term) => (await query<{ count: number }>(text.count[plan], [accountId, ...termsFor.postgres(plan, term)]))[0]!.count,
    matches: (plan, accountId, term) => query<{ id: number; domain: string }>(text.matches[plan], [accountId, ...termsFor.postgres(plan, term)]),
    byIds: async (ids) => (await query<StoredWebsite>(BY_IDS.postgres, [ids])).map(fromObject),
    create: (accountId, domain, fields, context) => write(text.create, insertValues(accountId, newWebsite(domain, fields), context.now),
      websiteCreated(context, accountId)),
    async update(accountId, before, columns, values, context) {
      const key = columns.join(',')
      let statement = updates.get(key)
      if (!statement) updates.set(key, (statement = numbered(SQL.update(columns, true))))
      return write(statement, [...updateValues(values, context.now), before.website.id, accountId, before.version],
        websiteUpdated(context, accountId, storedOf(before), false))
    },
    remove: async (id, accountId, context) => (await write(text.remove, [id, accountId], websiteDeleted(context, accountId))) !== undefined,
  }
}

const config = loadConfig(process.env)
const db = config.database.kind === 'postgres' ? postgresQueries(config.database) : sqliteQueries(config.database.file, config.database.synchronous)
const kind = config.database.kind

// The key: hashed on every request, looked up once (the service caches active keys too).
const keys = new Map<string, { accountId: number; actor: ChangeContext['actor'] }>()
async function keyOf(authorization: string | undefined) {
  if (!authorization?.startsWith('Bearer ')) return undefined
  const digest = createHash('sha256').update(authorization.slice(7), 'utf8').digest()
  const id = digest.toString('base64')
  let key = keys.get(id)
  if (key === undefined) {
    const found = await db.keyOf(digest)
    if (found === undefined) return undefined
    keys.set(id, (key = { accountId: found.account_id, actor: { type: 'key', key_id: found.id, name: found.name, prefix: found.prefix } }))
  }
  return key
}

// A search's total and plan, counted once per (account, term) and reused while the account's version
// stands, and a small result's ids kept: the same database work per request as the service's list planner.
const SCAN_BUDGET = 20_000
const KEPT_MATCHES = 200
const searches = new Map<string, { version: number; total: number; ids?: { id: number[]; domain: number[] } }>()
async function searchTotal(accountId: number, term: string, version: number) {
  const key = `${accountId}:${term}`
  const cached = searches.get(key)
  if (cached?.version === version) return cached
  const plan: MatchPlan = term.length >= 3 ? 'index' : 'scan'
  const found: { version: number; total: number; ids?: { id: number[]; domain: number[] } } = { version, total: await db.count(plan, accountId, term) }
  if (found.total <= KEPT_MATCHES) {
    const rows = await db.matches(plan, accountId, term)
    found.ids = { id: rows.map((row) => row.id), domain: [...rows].sort((a, b) => (a.domain < b.domain ? -1 : 1)).map((row) => row.id) }
  }
  searches.set(key, found)
  return found
}

const PER_PAGE = new Set([10, 25, 50, 100])
async function list(accountId: number, search: URLSearchParams, path: string) {
  const perPage = Number(search.get('per_page'))
  const page = Number(search.get('page'))
  const params: ListQuery = {
    search_by: 'domain',
    sort_by: search.get('sort_by') === 'domain' ? 'domain' : 'id',
    sort: search.get('sort') === 'asc' ? 'asc' : 'desc',
    per_page: (PER_PAGE.has(perPage) ? perPage : 10) as ListQuery['per_page'],
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
  const given = search.get('search')?.trim()
  if (given) params.search = given
  const term = given ? given.toLowerCase() : undefined
  const stats = await db.accountStats(accountId)
  const found = term === undefined ? undefined : await searchTotal(accountId, term, stats.version)
  const total = found ? found.total : stats.count
  const offset = (params.page - 1) * params.per_page
  let websites: Website[] = []
  if (offset < total && found?.ids) {
    const ordered = found.ids[params.sort_by]
    const ids = params.sort === 'asc' ? ordered.slice(offset, offset + params.per_page)
      : ordered.slice(Math.max(0, ordered.length - offset - params.per_page), ordered.length - offset).reverse()
    const byId = new Map((await db.byIds(ids)).map((website) => [website.id, website]))
    websites = ids.map((id) => byId.get(id)!)
  } else if (offset < total) {
    // The nearer end of the order, as the service reads it: OFFSET costs a step per skipped row.
    const fromEnd = offset > total / 2
    const limit = Math.min(params.per_page, total - offset)
    const rowsToScan = ((Math.min(offset, total - offset) + limit) * stats.count) / total
    const plan = term === undefined ? 'all' : term.length < 3 || rowsToScan <= SCAN_BUDGET ? 'scan' : 'index'
    const order: Order = { sortBy: params.sort_by, sort: fromEnd ? (params.sort === 'asc' ? 'desc' : 'asc') : params.sort }
    websites = await db.page(plan, order, accountId, term, limit, fromEnd ? total - offset - limit : offset)
    if (fromEnd) websites.reverse()
  }
  return buildListPage(websites, total, params, path)
}

const settings = createSettingsCache()

function send(response: http.ServerResponse, status: number, body: unknown, extra?: Record<string, string>, requestId: string = randomUUID()) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-request-id': requestId, ...extra,
    'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}
const notFound = (response: http.ServerResponse) => send(response, 404, { message: 'Resource not found.', status: 404 })
const etag = ({ website, version }: Versioned) => `"${website.id}.${version}"`

function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => {
      try {
        resolve(chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8')))
      } catch (error) {
        reject(error)
      }
    }).on('error', reject)
  })
}

const COLLECTION = '/api/v1/websites'
const ITEM = /^\/api\/v1\/websites\/([1-9]\d{0,15})(\/check)?$/
const UPDATE_ROUNDS = 10
const UPDATABLE = new Set(VALUE_COLUMNS.filter((column) => column !== 'domain' && column !== 'password_hash'))

async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/'
  const mark = url.indexOf('?')
  const path = mark === -1 ? url : url.slice(0, mark)
  const key = await keyOf(request.headers.authorization)
  if (key === undefined) return send(response, 401, { message: 'Unauthenticated.', status: 401 })
  const { accountId } = key
  // A write's request id goes into its event and its answer's header.
  const context = (): ChangeContext => ({ actor: key.actor, requestId: randomUUID(), now: nowTimestamp() })
  const origin = `http://${request.headers.host}`
  if (path === COLLECTION) {
    if (request.method === 'GET') return send(response, 200, await list(accountId, new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1)), origin + COLLECTION))
    if (request.method === 'POST') {
      const { domain, ...fields } = await readBody(request)
      const change = context()
      const created = await db.create(accountId, String(domain), fields as Partial<NewWebsite>, change)
      if (!created) return send(response, 422, { message: { domain: ['The domain has already been taken.'] }, status: 422 }, undefined, change.requestId!)
      return send(response, 201, { data: created.website, status: 201 }, { location: `${origin}${COLLECTION}/${created.website.id}`, etag: etag(created) }, change.requestId!)
    }
    return notFound(response)
  }
  const item = ITEM.exec(path)
  if (!item) return notFound(response)
  const id = Number(item[1])
  if (item[2]) {
    if (request.method !== 'GET') return notFound(response)
    const found = await db.byId(id, accountId)
    if (!found) return notFound(response)
    const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1))
    const visit = { ip: query.get('ip') || undefined, user_agent: query.get('user_agent') || undefined, url: query.get('url') || undefined }
    const { website, version } = found
    const compiled = settings.settingsOf({ id, version, exclude_bots: website.exclude_bots, exclude_ips: website.exclude_ips, exclude_params: website.exclude_params })
    return send(response, 200, { data: { website_id: id, ...judgeVisit(compiled, visit) }, status: 200 })
  }
  if (request.method === 'GET') {
    const found = await db.byId(id, accountId)
    return found ? send(response, 200, { data: found.website, status: 200 }, { etag: etag(found) }) : notFound(response)
  }
  if (request.method === 'PUT' || request.method === 'PATCH') {
    const given = Object.entries(await readBody(request)).filter(([name]) => UPDATABLE.has(name as never))
    // As the service: on the version read, read again when another write came in between; a value equal to
    // the stored one is no change, and a request that changes nothing writes nothing.
    for (let round = 1; round <= UPDATE_ROUNDS; round++) {
      const before = await db.byId(id, accountId)
      if (!before) return notFound(response)
      const changes = given.filter(([name, value]) => before.website[name as keyof Website] !== value)
      if (changes.length === 0) return send(response, 200, { data: before.website, status: 200 }, { etag: etag(before) })
      const change = context()
      const updated = await db.update(accountId, before, changes.map(([name]) => name), changes.map(([, value]) => value), change)
      if (updated) return send(response, 200, { data: updated.website, status: 200 }, { etag: etag(updated) }, change.requestId!)
    }
    return send(response, 503, { message: 'Service Unavailable.', status: 503 })
  }
  if (request.method === 'DELETE') {
    const change = context()
    return (await db.remove(id, accountId, change)) ? send(response, 200, { id, object: 'website', deleted: true, status: 200 }, undefined, change.requestId!) : notFound(response)
  }
  return notFound(response)
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    process.stderr.write(`by-hand server (${kind}): ${String(error)}\n`)
    if (!response.headersSent) send(response, 500, { message: 'Server Error.', status: 500 })
  })
})
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
