// An import's events: one website.created per imported website, made by the import (changes/event-log.ts).
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import type { Companion } from '../db/unit-of-work.js'
import type { Website } from '../websites/websites.schemas.js'
import { websiteJson } from '../websites/website-events.js'
import type { ImportedWebsite } from './import.store.js'

/**
 * One event per imported website, a batch at a time, in account order within the batch: the account's
 * index then takes them in runs instead of one row here and one there (a third of the events' cost).
 */
export const websitesImported = (context: ChangeContext): Companion<readonly ImportedWebsite[]> => (rows) =>
  eventStatements(context, [...rows].sort((a, b) => a.accountId - b.accountId || a.id - b.id).map((row) => ({
    accountId: row.accountId, type: 'website.created' as const, websiteId: row.id,
    data: websiteJson(importedWebsite(row)),
  })))

/** An imported row as the website object (the serializer takes the fields it knows, in its order). */
const importedWebsite = (row: ImportedWebsite): Website => ({ ...row, password: row.password_hash !== null } as unknown as Website)

