// The account's own settings as its members see them: its two-factor rule, its website quota (set by the
// operator, never over the API) and its exclusions for every website. A two-factor change is told to every
// instance's session cache (PEOPLE_CHANGED), since each cached session holds whether it is caught.
import type { SessionEnds } from '../auth/session-ends.js'
import { type Companion, type Executor, type Wait, write } from '../db/executor.js'

export interface AccountObject {
  id: number
  name: string
  require_two_factor: boolean
  /** null: no limit. */
  max_websites: number | null
  website_count: number
  exclude_params: string | null
  exclude_ips: string | null
}

/** The account-wide exclusions a write sets (only those given). */
export type AccountExclusions = Partial<Pick<AccountObject, 'exclude_params' | 'exclude_ips'>>

export interface AccountStore {
  get(wait: Wait, accountId: number): Promise<AccountObject>
  setRequireTwoFactor(wait: Wait, accountId: number, required: boolean): Promise<AccountObject>
  /** The exclusions set, with `companions` (an event) made from the account before and after, in one transaction. */
  setExclusions(wait: Wait, accountId: number, changes: AccountExclusions, companions: readonly Companion<{ before: AccountObject; after: AccountObject }>[]): Promise<AccountObject>
  /** The operator's quota (null: none) for the account of this name; false when there is none. */
  setMaxWebsites(wait: Wait, name: string, max: number | null): Promise<boolean>
}

type Row = { id: number; name: string; required: number; max_websites: number | null; website_count: number; exclude_params: string | null; exclude_ips: string | null }
const SELECT = `SELECT id, name, require_two_factor AS required, max_websites, websites_count AS website_count, exclude_params, exclude_ips
  FROM accounts WHERE id = ?`

const accountOf = (row: Row): AccountObject => ({
  id: Number(row.id), name: row.name, require_two_factor: Number(row.required) === 1,
  max_websites: row.max_websites === null ? null : Number(row.max_websites), website_count: Number(row.website_count),
  exclude_params: row.exclude_params, exclude_ips: row.exclude_ips,
})

export function createAccountStore(db: Executor, ends: SessionEnds): AccountStore {
  const query = {
    get: db.prepare<Row>(SELECT),
    set: db.prepare('UPDATE accounts SET require_two_factor = ? WHERE id = ?'),
    setMax: db.prepare('UPDATE accounts SET max_websites = ? WHERE name = ?'),
    exclusions: new Map<string, ReturnType<typeof db.prepare>>(),
  }
  const get = async (wait: Wait, accountId: number): Promise<AccountObject> => accountOf((await query.get.one(wait, [accountId]))!)
  const exclusionsUpdate = (columns: string[]) => {
    const key = columns.join(',')
    let statement = query.exclusions.get(key)
    // Column names from the fixed list below, never from the request.
    if (!statement) query.exclusions.set(key, (statement = db.prepare(`UPDATE accounts SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)))
    return statement
  }
  return {
    get,
    async setRequireTwoFactor(wait, accountId, required) {
      await db.transaction(async (tx) => {
        await tx.run(query.set, [required ? 1 : 0, accountId])
        await ends.accessChanged(tx)
      }, { wait })
      return get(wait, accountId)
    },
    async setExclusions(wait, accountId, changes, companions) {
      const columns = (['exclude_params', 'exclude_ips'] as const).filter((column) => changes[column] !== undefined)
      const written = await write(db, { wait }, async (tx) => {
        // The row held first, then read: the event's "before" is exact whatever runs at the same time.
        await tx.apply([{ lock: { table: 'accounts', ids: [accountId] } }])
        const before = accountOf((await tx.one(query.get, [accountId]))!)
        await tx.run(exclusionsUpdate(columns), [...columns.map((column) => changes[column]), accountId])
        return { before, after: accountOf((await tx.one(query.get, [accountId]))!) }
      }, companions)
      return written!.after
    },
    async setMaxWebsites(wait, name, max) {
      return (await query.setMax.run(wait, [max, name])) > 0
    },
  }
}
