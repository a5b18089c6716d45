// The job by hand: a bare node:http server doing each scenario's irreducible work with the service's own
// stores and nothing else: the key (SHA-256, looked up once), the scenario's calls of the service's public
// store (the same statements on the same executor, group commit included), JSON.stringify of the same body,
// and the same response headers. A write records its event in its own transaction, as every write must,
// with the service's own event companions (website-events.ts; an update's changes need the row it
// replaced, read first). No framework, no validation, no logging; caches only where the service's work on
// a repeated request depends on one (the key, a search's total, a website's and an account's compiled check settings).
// Compared with it, the service's CPU per request says what its layers above the store cost
// (bench/README.md, "The job by hand").
// First, as in the service: the ticks' hidden classes kept alive (src/tick-shapes.ts), so that the two are
// counted in the same state and the difference stays the layers'.
import '../src/tick-shapes.js'
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { ChangeContext } from '../src/changes/event-log.js'
import { createDb } from '../src/compose.js'
import { loadConfig } from '../src/config.js'
import { nowTimestamp } from '../src/db/time.js'
import { buildListPage } from '../src/websites/list-page.js'
import { createSettingsCache } from '../src/websites/visit-check/settings-cache.js'
import { judgeVisit } from '../src/websites/visit-check/verdict.js'
import { createAccountSettingsCache } from '../src/websites/visit-check.service.js'
import { websiteCreated, websiteDeleted, websiteUpdated } from '../src/websites/website-events.js'
import type { ListQuery, Website } from '../src/websites/websites.schemas.js'
import { VALUE_COLUMNS } from '../src/websites/websites.sql.js'
import { type Listed, type MatchPlan, type NewWebsite, type Order, type StoredWebsite, type WebsiteChanges, newWebsite } from '../src/websites/websites.store.js'

/** A website as the API writes it, and its version (for the ETag). */
interface Versioned {
  website: Website
  version: number
}

/** The website object (the stored row without its version) and its version. */
const versioned = (stored: StoredWebsite | undefined): Versioned | undefined => {
  if (!stored) return undefined
  const { version, ...website } = stored
  return { website, version }
}
/** A listed row as the website object (its version and the account's version it was read at left out). */
const listedWebsite = ({ version: _version, list_version: _listVersion, ...website }: Listed<StoredWebsite>): Website => website
/** The stored row a write's event is made from (the service's own companions, website-events.ts). */
const storedOf = ({ website, version }: Versioned): StoredWebsite => ({ ...website, version })

// The service's own stores over the service's own executor (the same statements, prepared the same way, and
// on SQLite the same group commit): what differs from the service is everything above them.
const config = loadConfig(process.env)
const { websites, keys: keyStore, kind } = await createDb(config)
const db = {
  byId: async (id: number, accountId: number) => versioned(await websites.get(null, { accountId }, id)),
  /** The website with its account's exclusions, in the one statement the service's check reads. */
  forCheck: (id: number, accountId: number) => websites.getForCheck(null, { accountId }, id),
  accountStats: (accountId: number) => websites.accountStats(null, accountId),
  page: async (plan: MatchPlan | 'all', order: Order, accountId: number, term: string | undefined, limit: number, offset: number) =>
    (await websites.page(null, plan, order, { accountId, term, limit, offset })).map(listedWebsite),
  count: async (plan: MatchPlan, accountId: number, term: string) => (await websites.count(plan, accountId, term)).count,
  matches: (plan: MatchPlan, accountId: number, term: string, limit: number) => websites.matches(plan, accountId, term, limit),
  byIds: async (accountId: number, ids: number[]) => (await websites.byIds(null, accountId, ids)).map((stored) => versioned(stored)!.website),
  create: async (accountId: number, domain: string, fields: Partial<NewWebsite>, context: ChangeContext) =>
    versioned(await websites.create(null, accountId, newWebsite(domain, fields), context.now, [websiteCreated(context, accountId)])),
  /** On the version `before` was read at; undefined when it is gone or changed since. */
  update: async (accountId: number, before: Versioned, changes: WebsiteChanges, context: ChangeContext) => versioned(await websites.update(null, accountId,
    before.website.id, changes, context.now, before.version, [websiteUpdated(context, accountId, storedOf(before), false)])),
  remove: async (id: number, accountId: number, context: ChangeContext) =>
    (await websites.remove(null, accountId, id, undefined, [websiteDeleted(context, accountId)])) !== undefined,
}

// The key: hashed on every request, looked up once (the service caches active keys too).
const keys = new Map<string, { accountId: number; actor: ChangeContext['actor'] }>()
async function keyOf(authorization: string | undefined) {
  if (!authorization?.startsWith('Bearer ')) return undefined
  const digest = createHash('sha256').update(authorization.slice(7), 'utf8').digest()
  const id = digest.toString('base64')
  let key = keys.get(id)
  if (key === undefined) {
    const found = await keyStore.findActiveKey(null, digest)
    if (found === undefined) return undefined
    keys.set(id, (key = { accountId: found.accountId, actor: { type: 'key', key_id: found.id, name: found.name, prefix: found.prefix } }))
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
  // As the service: a few matches are their own total; more are counted.
  const rows = await db.matches(plan, accountId, term, KEPT_MATCHES + 1)
  const found: { version: number; total: number; ids?: { id: number[]; domain: number[] } } = rows.length > 0 && rows.length <= KEPT_MATCHES
    ? { version, total: rows.length, ids: { id: rows.map((row) => row.id).sort((a, b) => a - b), domain: [...rows].sort((a, b) => (a.domain < b.domain ? -1 : 1)).map((row) => row.id) } }
    : { version, total: await db.count(plan, accountId, term) }
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
    const byId = new Map((await db.byIds(accountId, ids)).map((website) => [website.id, website]))
    websites = ids.flatMap((id) => byId.get(id) ?? [])
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
/** The account's exclusions compiled again only when their text changed: the service's own cache (visit-check.service.ts). */
const accountSettingsOf = createAccountSettingsCache()

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
    const website = await db.forCheck(id, accountId)
    if (!website) return notFound(response)
    const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1))
    const visit = { ip: query.get('ip') || undefined, user_agent: query.get('user_agent') || undefined, url: query.get('url') || undefined }
    const account = accountSettingsOf(accountId, { exclude_ips: website.account_exclude_ips, exclude_params: website.account_exclude_params })
    return send(response, 200, { data: { website_id: id, ...judgeVisit(settings.settingsOf(website), visit, account) }, status: 200 })
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
      const updated = await db.update(accountId, before, Object.fromEntries(changes), change)
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

const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
  handle(request, response).catch((error: unknown) => {
    process.stderr.write(`by-hand server (${kind}): ${String(error)}\n`)
    if (!response.headersSent) send(response, 500, { message: 'Server Error.', status: 500 })
  })
}
const port = Number(process.env.PORT ?? 0)
const listening = (address: { port: number }) => process.stdout.write(`listening ${address.port}\n`)
if (process.env.BY_HAND_FRAMEWORK === 'fastify') {
  // The framework's floor (bench/README.md, "What stands in the way of a read"): the same job under a bare
  // Fastify (no logger, no hooks, no schema), one catch-all route handing the raw request and response to it.
  // What this costs beyond the node:http server is Fastify's own, which any service built on it pays.
  const { default: Fastify } = await import('fastify')
  const app = Fastify({ logger: false })
  // The body stays unread for `handle` to read, as on node:http.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.all('/*', (request, reply) => {
    reply.hijack()
    answer(request.raw, reply.raw)
  })
  await app.listen({ port, host: '127.0.0.1' })
  listening(app.server.address() as { port: number })
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
} else {
  const server = http.createServer(answer)
  server.listen(port, '127.0.0.1', () => listening(server.address() as { port: number }))
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}
