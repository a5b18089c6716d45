// A key's events, companions of its creation and revocation (changes/event-log.ts).
import { type ChangeContext, type NewEvent, eventStatements } from '../changes/event-log.js'
import type { Companion } from '../db/unit-of-work.js'
import type { KeyDescription } from './keys.schemas.js'
import type { KeyWritten } from './keys.store.js'

/** A key created or revoked; `describe` gives its description as GET /api/v1/keys shows it, once its id is known. Its person may see it. */
export const keyChanged = (context: ChangeContext, type: 'key.created' | 'key.revoked', describe: (written: KeyWritten) => KeyDescription): Companion<KeyWritten> =>
  (written) => eventStatements(context, [keyEvent(written.accountId, type, describe(written))])

/** The event of a key created or revoked, about the key's person (if any). */
export const keyEvent = (accountId: number, type: 'key.created' | 'key.revoked', key: KeyDescription): NewEvent =>
  ({ accountId, type, websiteId: null, subjectUserId: key.user_id, data: JSON.stringify(key) })

