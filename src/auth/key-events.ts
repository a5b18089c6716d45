// A key's events, companions of its creation and revocation (changes/event-log.ts).
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import type { Companion } from '../db/unit-of-work.js'
import type { KeyDescription } from './keys.schemas.js'
import type { KeyWritten } from './keys.store.js'

/** A key created or revoked; `describe` gives its description as GET /api/v1/keys shows it, once its id is known. */
export const keyChanged = (context: ChangeContext, type: 'key.created' | 'key.revoked', describe: (written: KeyWritten) => KeyDescription): Companion<KeyWritten> =>
  (written) => eventStatements(context, [{ accountId: written.accountId, type, websiteId: null, data: JSON.stringify(describe(written)) }])

