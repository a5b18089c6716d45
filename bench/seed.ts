// Deterministic data set: N websites over 1,000 accounts; the account "big" holds 10% of them.
import { createKeysService } from '../src/auth/keys.service.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/compose.js'
import { nowTimestamp } from '../src/db/time.js'
import { allIds, newWebsite } from '../src/websites/websites.store.js'

export const ACCOUNTS = 1000
const BATCH = 50_000

/**
 * Website i belongs to "big" when i % 10 == 0, else to one of the 999 others. One in ten of big's
 * domains starts with "shop-" (the broad search term); "site1234" matches about ten of big's domains
 * at 1,000,000 sites (the selective one).
 */
export function domainOf(index: number): string {
  if (index % 100 === 0) return `shop-site${index}.example`
  return `site${index}-${((index * 2654435761) % 4294967296).toString(36)}.example`
}

/** The data layer the seeder uses; its reads of a whole account (a million ids at 10,000,000) may take seconds. */
const openDb = (env: Record<string, string>) => createDb(loadConfig({ ...env, PG_STATEMENT_TIMEOUT_MS: '600000' }))

export interface SeededKeys {
  big: string
  scratch: string
}

export async function seed(env: Record<string, string>, sites: number, onProgress: (done: number) => void): Promise<SeededKeys> {
  const db = await openDb(env)
  const keys = createKeysService(db.keys)
  const big = (await keys.createKey('big', { name: 'bench' })).key
  const scratch = (await keys.createKey('scratch', { name: 'bench writes' })).key
  for (let account = 2; account <= ACCOUNTS; account++) await keys.createKey(`account-${account}`, { name: 'bench' })
  const ids = new Map<string, number>()
  for (const name of ['big', ...Array.from({ length: ACCOUNTS - 1 }, (_, i) => `account-${i + 2}`)]) {
    ids.set(name, (await db.keys.accountId(null, name))!)
  }
  for (let start = 0; start < sites; start += BATCH) {
    const rows = []
    for (let i = start; i < Math.min(sites, start + BATCH); i++) {
      const account = i % 10 === 0 ? 'big' : `account-${2 + (i % (ACCOUNTS - 1))}`
      rows.push({ accountId: ids.get(account)!, ...newWebsite(domainOf(i), { privacy: i % 2, email: (i >> 1) % 2 }) })
    }
    await db.websites.insertMany(rows, nowTimestamp())
    onProgress(Math.min(sites, start + BATCH))
  }
  await db.close()
  return { big, scratch }
}

/** Tops the "scratch" account up to `count` websites, for the delete scenario to remove. */
export async function refillScratch(env: Record<string, string>, count: number): Promise<number[]> {
  const db = await openDb(env)
  const accountId = (await db.keys.accountId(null, 'scratch'))!
  const prefix = `del-${Date.now().toString(36)}`
  const before = new Set(await allIds(db.websites, accountId))
  await db.websites.insertMany(Array.from({ length: count }, (_, i) => ({ accountId, ...newWebsite(`${prefix}-${i}.example`) })), nowTimestamp())
  const ids = (await allIds(db.websites, accountId)).filter((id) => !before.has(id))
  await db.close()
  return ids
}

/** Every id of the account "big", oldest first: the read scenarios pick from them. */
export async function bigIds(env: Record<string, string>): Promise<number[]> {
  const db = await openDb(env)
  const accountId = (await db.keys.accountId(null, 'big'))!
  const ids = await allIds(db.websites, accountId)
  await db.close()
  return ids
}

/**
 * The check scenario's website: one of big's, given 1,000 `exclude_ips` entries (800 IPv4 /24 ranges
 * under 10.0.0.0/8, 200 IPv6 /48s) and 50 `exclude_params` names. Written every run (the same values,
 * a new version: the service compiles them afresh, as after a real change).
 */
export const CHECK_SETTINGS = {
  exclude_ips: [
    ...Array.from({ length: 800 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`),
    ...Array.from({ length: 200 }, (_, i) => `2001:db8:${i.toString(16)}::/48`),
  ].join('\n'),
  exclude_params: Array.from({ length: 50 }, (_, i) => `p${i}`).join('\n'),
}

export async function prepareCheckSite(env: Record<string, string>, id: number): Promise<number> {
  const db = await openDb(env)
  const accountId = (await db.keys.accountId(null, 'big'))!
  await db.websites.update(null, accountId, id, { ...CHECK_SETTINGS, exclude_bots: 1 }, nowTimestamp())
  await db.close()
  return id
}
