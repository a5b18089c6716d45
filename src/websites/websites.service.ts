// Use cases for websites: list, get, create, update, remove. Knows accounts, key scopes and rules, nothing
// of HTTP; throws domain errors. The route schemas have checked each field; here are the rules that need
// what is stored (a taken domain, a password a private site needs, a version a write expects, an
// idempotency key used before), reported with the fields' own failures.
import { Compile } from 'typebox/compile'
import { type Caller, changeBy } from '../auth/caller.js'
import type { Wait } from '../db/executor.js'
import { type FieldErrors, NotFound, PreconditionFailed, Unavailable, ValidationFailed } from '../errors.js'
import { websiteCreated, websiteDeleted, websiteUpdated } from './website-events.js'
import { type Checked, assertValid, messages } from '../validation.js'
import { type Once, fingerprintOf, rememberAnswer, rememberedWebsite } from './idempotency.js'
import { createListPlanner } from './list.planner.js'
import type { VisitInput } from './visit-check.schemas.js'
import { createVisitChecker } from './visit-check.service.js'
import type { Passwords } from './password.js'
import { type CreateInput, IdempotencyKey, type ListQuery, type UpdateInput, WEBSITE_DEFAULTS, WEBSITE_FIELDS, type Website } from './websites.schemas.js'
import { type Scope, type StoredWebsite, type WebsiteChanges, type WebsitesStore, QuotaReached } from './websites.store.js'
import { BANNED, QUOTA_REACHED } from './websites.messages.js'

export interface WebsitesDeps {
  store: WebsitesStore
  passwords: Passwords
  /** The current time as the contract's timestamp text. */
  clock: () => string
  /** The operator's banned words as they are now (settings/banned-words.store.ts). */
  bannedWords: { matcher(wait: Wait): Promise<(domain: string) => boolean> }
}

/** A create's answer: made now, or the one an idempotency key remembered. */
export type Created = { website: StoredWebsite; location: string; replayed: false } | { website: Website; location: string; replayed: true }

/** How a create is asked: with an Idempotency-Key or not, and the URL a created website will have. */
export interface CreateOptions {
  idempotencyKey?: string | undefined
  location: (id: number) => string
}

/** The versions a write may apply to (If-Match): any current one, or these (none, for garbage or weak tags). */
export type Expected = 'any' | number[]

const TAKEN = messages.taken('domain')
const KEY_REUSED = messages.reused('idempotency_key')
const FIELD_ORDER = [...Object.keys(WEBSITE_FIELDS), 'idempotency_key']
const validKey = Compile(IdempotencyKey)
/**
 * An update is made on the version it read (so its event's "before" is exact); another write in between
 * makes it read again. Past this many rounds of being overtaken it answers 503 (try again).
 */
const UPDATE_ROUNDS = 10

/** Privacy 2 needs a password, given now or stored before (a privacy that failed its own check is not judged). */
function requirePassword(errors: FieldErrors, privacy: number, willHavePassword: boolean): void {
  if (errors.privacy === undefined && errors.password === undefined && privacy === 2 && !willHavePassword) {
    errors.password = [messages.required('password')]
  }
}

const scopeOf = (caller: Caller): Scope =>
  ({ accountId: caller.accountId, limit: caller.limit })

/** The version a write may apply to, or the 412 (after the 404 of a website the caller cannot see). */
function assertExpected(stored: StoredWebsite, expected: Expected | undefined): number | undefined {
  if (expected === undefined || expected === 'any') return undefined
  if (!expected.includes(stored.version)) throw new PreconditionFailed()
  return stored.version
}

export function createWebsitesService({ store, passwords, clock, bannedWords }: WebsitesDeps) {
  const listPage = createListPlanner(store)
  const checkVisit = createVisitChecker()

  async function own(caller: Caller, id: number): Promise<StoredWebsite> {
    const website = await store.get(caller.wait, scopeOf(caller), id)
    if (!website) throw new NotFound()
    return website
  }

  /**
   * The answer an idempotency key remembered for this request, or undefined when it remembers none; a
   * 422 when it was another request's.
   */
  async function recall(wait: Wait, once: Once): Promise<Created | undefined> {
    const remembered = await store.rememberedAnswer(wait, once.accountId, once.key, once.now)
    if (!remembered) return undefined
    if (!remembered.fingerprint.equals(once.fingerprint)) throw new ValidationFailed({ idempotency_key: [KEY_REUSED] })
    return { website: rememberedWebsite(remembered.body), location: remembered.location, replayed: true }
  }

  /**
   * The one place that answers "taken" to a create (its domain check, and its insert refused by a unique
   * index): unless the key's own answer shows up, read again now. Why that read is enough, whatever the
   * interleaving and however many instances: a website and its key's answer are committed in one
   * transaction (websites.store.*.ts), so once this request has seen the domain taken (a select, or a
   * unique index that refuses only a committed row: PostgreSQL waits for a conflicting transaction to end
   * before deciding), the transaction that took it has committed. If that was a request with the same
   * key, its answer committed with it, before our read of the key starts: on PostgreSQL each statement
   * of READ COMMITTED sees every transaction committed before it began (any connection, any instance); on
   * SQLite each statement outside a transaction reads the newest committed snapshot (WAL), and the
   * group-commit queue runs its transaction synchronously, so no read sees one half-done. So a request
   * answers "taken" only when no request with its key had taken the domain; a key used by a different
   * request is the 422 that says so, whichever check finds it.
   */
  async function takenUnlessOwn(wait: Wait, once: Once | undefined): Promise<Created | undefined> {
    return once && recall(wait, once)
  }

  /** A conditional write found nothing: the website changed (412), or it is gone (404). */
  async function missed(caller: Caller, id: number, version: number | undefined): Promise<never> {
    if (version !== undefined && (await store.get(caller.wait, scopeOf(caller), id))) throw new PreconditionFailed()
    throw new NotFound()
  }

  return {
    list: (caller: Caller, query: ListQuery) => listPage(caller.wait, {
      scope: scopeOf(caller),
      search: query.search === '' ? undefined : query.search,
      sortBy: query.sort_by,
      sort: query.sort,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),

    get: own,

    /** Would this visit be tracked, and why not: the 404 of a website not the caller's comes before any 422. */
    async check(caller: Caller, id: number, visit: Checked<VisitInput>) {
      // One read brings the account's exclusions too; a website not the caller's is a 404 before any 422.
      const website = await store.getForCheck(caller.wait, scopeOf(caller), id)
      if (!website) throw new NotFound()
      return checkVisit(website, { id: caller.accountId, exclude_ips: website.account_exclude_ips, exclude_params: website.account_exclude_params }, visit)
    },

    /**
     * With an idempotency key, the answer is remembered with the website in one transaction, and the same
     * request again is answered by it.
     */
    async create(caller: Caller, { values, invalid }: Checked<CreateInput>, { idempotencyKey, location }: CreateOptions): Promise<Created> {
      const errors = { ...invalid }
      const once: Once | undefined = idempotencyKey === undefined ? undefined
        : { accountId: caller.accountId, key: idempotencyKey, fingerprint: fingerprintOf(values), now: clock() }
      if (once && !validKey.Check(once.key)) errors.idempotency_key = [messages.format('idempotency_key')]
      else if (once) {
        // A retry is answered first, even when its website has been deleted since (its domain free again).
        const earlier = await recall(caller.wait, once)
        if (earlier) return earlier
      }
      const valid = errors.idempotency_key === undefined ? once : undefined
      requirePassword(errors, values.privacy ?? WEBSITE_DEFAULTS.privacy, Boolean(values.password))
      // The domain's own rules, each with its message, in the original's order: taken, banned, the quota.
      const domainErrors: string[] = []
      const banned = values.domain !== undefined && (await bannedWords.matcher(caller.wait))(values.domain)
      // A taken domain is the unique index's to refuse (below), and the quota the insert's own check. Each is
      // read first only when the answer is a 422 anyway, to name every error at once, or (a taken domain)
      // when a password would be hashed for nothing: a valid create makes one round trip fewer. (On
      // PostgreSQL a refused insert uses up an id, as any insert rolled back does: ids only ever grow, they
      // were never gapless.)
      const refused = Object.keys(errors).length > 0 || banned
      if (values.domain !== undefined && (refused || Boolean(values.password)) && (await store.domainExists(caller.wait, values.domain))) {
        const earlier = await takenUnlessOwn(caller.wait, valid)
        if (earlier) return earlier
        domainErrors.push(TAKEN)
      }
      if (banned) domainErrors.push(BANNED)
      if ((refused || domainErrors.length > 0) && (await store.quotaFull(caller.wait, caller.accountId))) domainErrors.push(QUOTA_REACHED)
      if (domainErrors.length > 0) errors.domain = [...(errors.domain ?? []), ...domainErrors]
      assertValid(errors, FIELD_ORDER)
      const { domain, password, ...fields } = { ...WEBSITE_DEFAULTS, ...values }
      const website = { ...fields, domain: domain!, password_hash: password ? await passwords.hash(password) : null }
      // Its event, and with a key its answer, are stored in the create's own transaction (one unit of work).
      const now = clock()
      const companions = [websiteCreated(changeBy(caller, now), caller.accountId), ...(once ? [rememberAnswer(once, location)] : [])]
      let created: StoredWebsite | undefined
      try {
        created = await store.create(caller.wait, caller.accountId, website, now, companions)
      } catch (error) {
        if (!(error instanceof QuotaReached)) throw error
        // The place this request would fill was taken: by the same request with the same key (a retry that
        // overtook it: answered from the record, never refused by the quota it filled), or by another.
        const earlier = await takenUnlessOwn(caller.wait, once)
        if (earlier) return earlier
        const taken = await store.domainExists(caller.wait, website.domain)
        throw new ValidationFailed({ domain: [...(taken ? [TAKEN] : []), QUOTA_REACHED] })
      }
      if (created) return { website: created, location: location(created.id), replayed: false }
      // A unique index refused it: the same key finished first elsewhere, or another request took the domain.
      const earlier = await takenUnlessOwn(caller.wait, once)
      if (earlier) return earlier
      throw new ValidationFailed({ domain: [TAKEN, ...(await store.quotaFull(caller.wait, caller.accountId) ? [QUOTA_REACHED] : [])] })
    },

    async update(caller: Caller, id: number, { values, invalid }: Checked<UpdateInput>, expected?: Expected): Promise<StoredWebsite> {
      const { password, ...fields } = values
      let hash: string | null | undefined
      for (let round = 1; ; round++) {
        const stored = await own(caller, id)
        const version = assertExpected(stored, expected)
        const errors = { ...invalid }
        requirePassword(errors, values.privacy ?? stored.privacy, password === undefined ? stored.password : password !== null)
        assertValid(errors, FIELD_ORDER)
        // As Eloquent compares dirty attributes: a value equal to the stored one is no change, and a request
        // that changes nothing writes nothing (updated_at and the ETag stay); a password given always counts.
        const changed = Object.fromEntries(Object.entries(fields).filter(([name, value]) => stored[name as keyof typeof fields] !== value))
        const clearsPassword = password === null && stored.password
        if (Object.keys(changed).length === 0 && !password && !clearsPassword) return stored
        const changes: WebsiteChanges = { ...changed }
        if (password) changes.password_hash = (hash ??= await passwords.hash(password))
        else if (clearsPassword) changes.password_hash = null
        // Conditional on the version read (If-Match's, or the one just read): a write in between makes
        // this one find nothing. The event is written with it, from what was read.
        const now = clock()
        const updated = await store.update(caller.wait, caller.accountId, id, changes, now, stored.version,
          [websiteUpdated(changeBy(caller, now), caller.accountId, stored, Boolean(password))])
        if (updated) return updated
        if (version !== undefined) return missed(caller, id, version)
        if (round === UPDATE_ROUNDS) throw new Unavailable()
      }
    },

    async remove(caller: Caller, id: number, expected?: Expected): Promise<void> {
      // An unlimited key without If-Match deletes in one statement; otherwise the website is looked at first.
      const version = caller.limit !== undefined || expected !== undefined ? assertExpected(await own(caller, id), expected) : undefined
      const now = clock()
      if (!(await store.remove(caller.wait, caller.accountId, id, version, [websiteDeleted(changeBy(caller, now), caller.accountId)]))) await missed(caller, id, version)
    },
  }
}

export type WebsitesService = ReturnType<typeof createWebsitesService>
