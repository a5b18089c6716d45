// The account's own settings as its members see them: today its two-factor rule. A change is told to
// every instance's session cache (PEOPLE_CHANGED), since each cached session holds whether it is caught.
import type { SessionEnds } from '../auth/session-ends.js'
import type { Executor, Wait } from '../db/executor.js'

export interface AccountObject {
  id: number
  name: string
  require_two_factor: boolean
}

export interface AccountStore {
  get(wait: Wait, accountId: number): Promise<AccountObject>
  setRequireTwoFactor(wait: Wait, accountId: number, required: boolean): Promise<AccountObject>
}

export function createAccountStore(db: Executor, ends: SessionEnds): AccountStore {
  const query = {
    get: db.prepare<{ id: number; name: string; required: number }>('SELECT id, name, require_two_factor AS required FROM accounts WHERE id = ?'),
    set: db.prepare('UPDATE accounts SET require_two_factor = ? WHERE id = ?'),
  }
  const get = async (wait: Wait, accountId: number): Promise<AccountObject> => {
    const row = (await query.get.one(wait, [accountId]))!
    return { id: Number(row.id), name: row.name, require_two_factor: Number(row.required) === 1 }
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
  }
}
