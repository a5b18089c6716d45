// Use cases for websites. Knows accounts and rules, nothing of HTTP.
import { ApiError } from '../errors.js'
import { passwords } from './password.js'
import type { ListQuery, WebsitesRepository } from './websites.repository.js'
import type { Website } from './websites.schemas.js'
import { assertValid, validateWebsiteInput } from './websites.validation.js'

const DEFAULTS = { privacy: 1, email: 0, exclude_bots: 1 } as const
const TAKEN = { domain: ['The domain has already been taken.'] }

export function createWebsitesService(repository: WebsitesRepository) {
  async function getStored(accountId: number, id: number) {
    const stored = await repository.get(accountId, id)
    if (!stored) throw ApiError.notFound()
    return stored
  }

  return {
    list: (query: ListQuery) => repository.list(query),

    async get(accountId: number, id: number): Promise<Website> {
      return (await getStored(accountId, id)).website
    },

    async create(accountId: number, body: Record<string, unknown>): Promise<Website> {
      const result = validateWebsiteInput(body)
      const { domain, password, ...fields } = result.changes
      assertValid(result, domain !== undefined && (await repository.domainExists(domain)) ? TAKEN : {})
      const website = await repository.create(accountId, {
        ...DEFAULTS,
        exclude_params: null,
        exclude_ips: null,
        ...fields,
        domain: domain!,
        passwordHash: password ? await passwords.hash(password) : null,
      })
      // Another request took the domain between the check and the insert: same answer as the check.
      if (!website) throw ApiError.validation(TAKEN)
      return website
    },

    async update(accountId: number, id: number, body: Record<string, unknown>): Promise<Website> {
      const stored = await getStored(accountId, id)
      const result = validateWebsiteInput(body, {
        privacy: stored.website.privacy,
        hasPassword: stored.passwordHash !== null,
      })
      assertValid(result)
      const { password, ...fields } = result.changes
      // Like Eloquent: a request that changes nothing does not touch updated_at.
      if (password === undefined && Object.keys(fields).length === 0) return stored.website
      const passwordHash = password === undefined ? undefined : password === null ? null : await passwords.hash(password)
      const website = await repository.update(accountId, id, { ...fields, passwordHash })
      // Deleted by another request while this one was hashing.
      if (!website) throw ApiError.notFound()
      return website
    },

    async remove(accountId: number, id: number): Promise<void> {
      if (!(await repository.remove(accountId, id))) throw ApiError.notFound()
    },
  }
}

export type WebsitesService = ReturnType<typeof createWebsitesService>
