// Use cases for websites: list, get, create, update, remove. Knows accounts and rules, nothing of HTTP;
// throws domain errors. The route schemas have checked each field; here are the rules that need what is
// stored (a taken domain, a password a private site needs), reported with the fields' own failures.
import type { Caller } from '../auth/keys.service.js'
import { type FieldErrors, NotFound, ValidationFailed } from '../errors.js'
import { type Checked, messages } from '../validation.js'
import { createListPlanner } from './list.planner.js'
import type { Passwords } from './password.js'
import { type CreateInput, type ListQuery, type UpdateInput, WEBSITE_DEFAULTS, WEBSITE_FIELDS, type Website } from './websites.schemas.js'
import type { WebsiteChanges, WebsitesStore } from './websites.store.js'

export interface WebsitesDeps {
  store: WebsitesStore
  passwords: Passwords
  /** The current time as the contract's timestamp text. */
  clock: () => string
}

const TAKEN = 'The domain has already been taken.'

/** A 422 naming every failing field, in the fields' order, or nothing when all passed. */
function assertValid(errors: FieldErrors): void {
  const failed = Object.keys(WEBSITE_FIELDS).filter((field) => errors[field] !== undefined)
  if (failed.length > 0) throw new ValidationFailed(Object.fromEntries(failed.map((field) => [field, errors[field]!])))
}

/** Privacy 2 needs a password, given now or stored before (a privacy that failed its own check is not judged). */
function requirePassword(errors: FieldErrors, privacy: number, willHavePassword: boolean): void {
  if (errors.privacy === undefined && errors.password === undefined && privacy === 2 && !willHavePassword) {
    errors.password = [messages.required('password')]
  }
}

export function createWebsitesService({ store, passwords, clock }: WebsitesDeps) {
  const listPage = createListPlanner(store)

  async function own(caller: Caller, id: number): Promise<Website> {
    const website = await store.get(caller.accountId, id)
    if (!website) throw new NotFound()
    return website
  }

  return {
    list: (caller: Caller, query: ListQuery) => listPage({
      accountId: caller.accountId,
      search: query.search === '' ? undefined : query.search,
      sortBy: query.sort_by,
      sort: query.sort,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),

    get: own,

    async create(caller: Caller, { values, invalid }: Checked<CreateInput>): Promise<Website> {
      const errors = { ...invalid }
      if (values.domain !== undefined && (await store.domainExists(values.domain))) errors.domain = [TAKEN]
      requirePassword(errors, values.privacy ?? WEBSITE_DEFAULTS.privacy, Boolean(values.password))
      assertValid(errors)
      const { domain, password, ...fields } = { ...WEBSITE_DEFAULTS, ...values }
      const website = await store.create(caller.accountId, {
        ...fields,
        domain: domain!,
        password_hash: password ? await passwords.hash(password) : null,
      }, clock())
      // Another request took the domain between the check and the insert: the same answer as the check.
      if (!website) throw new ValidationFailed({ domain: [TAKEN] })
      return website
    },

    async update(caller: Caller, id: number, { values, invalid }: Checked<UpdateInput>): Promise<Website> {
      const stored = await own(caller, id)
      const errors = { ...invalid }
      requirePassword(errors, values.privacy ?? stored.privacy, values.password === undefined ? stored.password : values.password !== null)
      assertValid(errors)
      const { password, ...fields } = values
      // As Eloquent compares dirty attributes: a value equal to the stored one is no change, and a request
      // that changes nothing writes nothing (updated_at stays); a password given always counts.
      const changed = Object.fromEntries(Object.entries(fields).filter(([name, value]) => stored[name as keyof typeof fields] !== value))
      const clearsPassword = password === null && stored.password
      if (Object.keys(changed).length === 0 && !password && !clearsPassword) return stored
      const changes: WebsiteChanges = { ...changed }
      if (password) changes.password_hash = await passwords.hash(password)
      else if (clearsPassword) changes.password_hash = null
      const website = await store.update(caller.accountId, id, changes, clock())
      // Deleted by another request while this one was hashing.
      if (!website) throw new NotFound()
      return website
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await store.remove(caller.accountId, id))) throw new NotFound()
    },
  }
}

export type WebsitesService = ReturnType<typeof createWebsitesService>
