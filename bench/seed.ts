// Deterministic data set: N websites over 1,000 accounts, one of which holds 10% of them.
import { createKeysService } from '../src/auth/keys.service.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/db/index.js'

export const ACCOUNTS = 1000
const BATCH = 50_000

/** Account 1 ("big") holds 10%; the rest are spread round-robin. Domains are unique and searchable. */
export function domainOf(index: number): string {
  return `site${index}-${(index * 2654435761 % 4294967296).toString(36)}.example`
}

export async function seed(dataDir: string, sites: number, onProgress: (done: number) => void) {
  const config = loadConfig({ DATA_DIR: dataDir })
  const db = await createDb(config)
  const keys = createKeysService(db.keys)
  const accountKeys: string[] = []
  for (let account = 1; account <= ACCOUNTS; account++) {
    accountKeys.push((await keys.createKey(account === 1 ? 'big' : `account-${account}`)).key)
  }
  const bigShare = Math.round(sites * 0.1)
  for (let start = 0; start < sites; start += BATCH) {
    const rows = []
    for (let i = start; i < Math.min(sites, start + BATCH); i++) {
      // Every tenth site goes to the big account, the rest round-robin over the 999 others.
      const accountId = i % 10 === 0 && i / 10 < bigShare ? 1 : 2 + (i % (ACCOUNTS - 1))
      rows.push({
        accountId, domain: domainOf(i), privacy: i % 3, email: i % 2, exclude_bots: 1,
        exclude_params: null, exclude_ips: null, passwordHash: null,
      })
    }
    await db.websites.insertMany(rows)
    onProgress(Math.min(sites, start + BATCH))
  }
  await db.close()
  return { bigKey: accountKeys[0]!, keys: accountKeys }
}
