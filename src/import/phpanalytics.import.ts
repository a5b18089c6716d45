// `websites-api import phpanalytics`: a phpAnalytics database into ours, in one transaction, safe to
// run again. First the passwords (decrypted, then re-hashed on every core: the slow part, with its
// progress shown), then accounts and keys, then websites, each read in id order and in batches.
import os from 'node:os'
import pLimit from 'p-limit'
import { digestKey, shownPrefix } from '../auth/keys.js'
import { timestampAt } from '../db/time.js'
import { canonicalDomain } from '../websites/domain.js'
import { createPasswords } from '../websites/password.js'
import type { ImportStore, ImportWriter, ImportedWebsite } from './import.store.js'
import { decryptString } from './laravel-crypt.js'
import { type MappedWebsite, type SourceUser, type SourceWebsite, mapWebsite, refusalOf, sourceTime, websiteLimitOf } from './phpanalytics.rules.js'
import { canonicalWord } from '../settings/banned-words.js'
import type { Source } from './phpanalytics.source.js'
import { websitesImported } from './import-events.js'

/** The target: what the import writes with (compose.ts builds it for the configured database). */
interface Db {
  imports: ImportStore
}

export interface ImportOptions {
  /** The APP_KEY; undefined only with `dropPasswords`. */
  appKey: Buffer | undefined
  dryRun: boolean
  skipInvalid: boolean
  dropPasswords: boolean
  batch: number
  /** Called as passwords are hashed: done, total. */
  onHashed?: (done: number, total: number) => void
  /** Called after each batch of websites: read so far, total. */
  onWebsites?: (done: number, total: number) => void
}

type Skipped = { id: number; domain: string; reason: string }

export interface ImportReport {
  source: { generation: string; users: number; websites: number }
  dryRun: boolean
  /** Whether anything was written: false on a dry run, or when problems stopped the import. */
  committed: boolean
  accounts: { imported: number; alreadyImported: number }
  keys: { active: number; revoked: { account: string; reason: string }[]; alreadyImported: number; usersWithoutToken: number }
  /** phpAnalytics' users as people who sign in here, each the owner of the account made for them. */
  people: { made: number; joined: number; alreadyImported: number; withoutPassword: string[]; disabled: string[] }
  websites: {
    imported: number
    alreadyImported: number
    skipped: Skipped[]
    canonicalised: { id: number; from: string; to: string }[]
    /** Privacy 2 without a usable password: imported as private (1), which nobody could unlock before either. */
    madePrivate: Skipped[]
    timesFilled: number[]
  }
  droppedLines: { id: number; field: string; line: string }[]
  /**
   * Each account made gets its user's effective plan's `features.websites` as its quota (-1 or missing: no
   * limit); an account already here keeps the quota it has. Imported websites are never refused by it.
   */
  quotas: { limited: { account: string; max_websites: number; websites: number }[]; unlimited: number; alreadyImported: number }
  /** `settings.bad_words`, merged into the banned words (imported websites are never refused by them). */
  bannedWords: { read: number; added: number; alreadyBanned: number; dropped: { line: number; word: string; reason: string }[] }
  passwords: { imported: number; undecryptable: number[] }
  /** What stopped the import: nothing was written. */
  problems: { invalid: Skipped[]; duplicates: Skipped[]; conflicts: Skipped[] }
}

const KEY_NAME = 'phpAnalytics API token'

export async function importPhpAnalytics(source: Source, db: Db, options: ImportOptions): Promise<ImportReport> {
  const now = timestampAt(Date.now())
  const report: ImportReport = {
    source: { generation: source.generation, users: source.counts.users, websites: source.counts.websites },
    dryRun: options.dryRun,
    committed: false,
    accounts: { imported: 0, alreadyImported: 0 },
    keys: { active: 0, revoked: [], alreadyImported: 0, usersWithoutToken: 0 },
    people: { made: 0, joined: 0, alreadyImported: 0, withoutPassword: [], disabled: [] },
    websites: { imported: 0, alreadyImported: 0, skipped: [], canonicalised: [], madePrivate: [], timesFilled: [] },
    droppedLines: [],
    quotas: { limited: [], unlimited: 0, alreadyImported: 0 },
    bannedWords: { read: 0, added: 0, alreadyBanned: 0, dropped: [] },
    passwords: { imported: 0, undecryptable: [] },
    problems: { invalid: [], duplicates: [], conflicts: [] },
  }
  await refuseTakenIds(source, db, options.batch)
  const { hashes, undecryptable } = await hashPasswords(source, db, options)
  report.passwords.undecryptable = [...undecryptable].sort((a, b) => a - b)
  const plans = await source.plans()

  await db.imports.transaction(async (writer) => {
    const accounts = new Map<number, number>()
    const limited = new Map<number, ImportReport['quotas']['limited'][number]>()
    for await (const users of source.users(options.batch)) {
      for (const user of users) {
        const account = await writer.account(user.email, user.created_at === null ? now : sourceTime(user.created_at))
        accounts.set(user.id, account.id)
        report.accounts[account.existed ? 'alreadyImported' : 'imported']++
        await importKey(writer, account.id, user, refusalOf(user, plans, new Date()), now, report)
        await importPerson(writer, account.id, user, now, report)
        const entry = await importQuota(writer, account, user.email, websiteLimitOf(user, plans, new Date()), report)
        if (entry) limited.set(account.id, entry)
      }
    }
    await importBannedWords(writer, await source.badWords(), report)
    let done = 0
    for await (const websites of source.websites(options.batch)) {
      // How many websites each limited account holds after the import: more than its quota is kept, never refused.
      for (const accountId of await importWebsites(writer, websites, accounts, { hashes, undecryptable }, now, options, report)) {
        const entry = limited.get(accountId)
        if (entry) entry.websites++
      }
      options.onWebsites?.(done += websites.length, source.counts.websites)
    }
    await writer.continueIdsAbove(source.nextWebsiteId - 1)
    // Each list in id order, whichever pass found the entry.
    for (const list of [report.websites.skipped, report.problems.invalid, report.problems.duplicates, report.problems.conflicts]) list.sort((a, b) => a.id - b.id)
    const { invalid, duplicates, conflicts } = report.problems
    report.committed = !options.dryRun && conflicts.length === 0 && (options.skipInvalid || invalid.length + duplicates.length === 0)
    return report.committed
  })
  return report
}

async function importKey(writer: ImportWriter, accountId: number, user: { email: string; api_token: string | null; created_at: string | null },
  refusal: string | undefined, now: string, report: ImportReport): Promise<void> {
  if (!user.api_token) {
    report.keys.usersWithoutToken++
    return
  }
  // The exact token's digest: `Authorization: Bearer <the old token>` keeps working.
  const digest = digestKey(user.api_token)
  if (await writer.keyExists(digest)) {
    report.keys.alreadyImported++
    return
  }
  await writer.insertKey({
    accountId, name: refusal ? `${KEY_NAME} (revoked: ${refusal})` : KEY_NAME, prefix: shownPrefix(user.api_token),
    digest, revokedAt: refusal ? now : null, createdAt: user.created_at === null ? now : sourceTime(user.created_at),
  })
  if (refusal) report.keys.revoked.push({ account: user.email, reason: refusal })
  else report.keys.active++
}

/** PHP's password_hash writes bcrypt ($2y$); what else a column might hold is no password anyone can give. */
const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/

/**
 * The user as a person who signs in here with the password they had, owner of their account. A disabled
 * user (deleted_at) could not sign in to phpAnalytics: none is made for them.
 */
async function importPerson(writer: ImportWriter, accountId: number, user: SourceUser, now: string, report: ImportReport): Promise<void> {
  if (user.deleted_at !== null) {
    report.people.disabled.push(user.email)
    return
  }
  const passwordHash = user.password && BCRYPT.test(user.password) ? user.password : null
  if (passwordHash === null) report.people.withoutPassword.push(user.email)
  const name = user.name?.trim() || user.email
  const outcome = await writer.owner({ email: user.email, name, passwordHash, createdAt: user.created_at === null ? now : sourceTime(user.created_at) }, accountId)
  report.people[outcome === 'made' ? 'made' : outcome === 'joined' ? 'joined' : 'alreadyImported']++
}

interface Passwords { hashes: Map<number, string>; undecryptable: Set<number> }

/** Answers the account of each website held after the batch (imported now or before). */
async function importWebsites(writer: ImportWriter, websites: SourceWebsite[], accounts: Map<number, number>, passwords: Passwords,
  now: string, options: ImportOptions, report: ImportReport): Promise<number[]> {
  const held: number[] = []
  const existing = await writer.websitesByIds(websites.map((website) => website.id))
  const candidates: { row: SourceWebsite; mapped: MappedWebsite; website: ImportedWebsite; madePrivate: string | undefined }[] = []
  for (const row of websites) {
    const accountId = accounts.get(row.user_id)
    const there = existing.get(row.id)
    const mapped = mapWebsite(row, now)
    if (accountId === undefined) {
      report.websites.skipped.push({ id: row.id, domain: row.domain, reason: `its owner (user ${row.user_id}) does not exist` })
    } else if (mapped.domain === null) {
      ;(options.skipInvalid ? report.websites.skipped : report.problems.invalid).push({ id: row.id, domain: row.domain, reason: 'invalid domain' })
    } else if (there) {
      if (there.domain === mapped.domain && there.accountId === accountId) {
        report.websites.alreadyImported++
        held.push(accountId)
      }
      else report.problems.conflicts.push({ id: row.id, domain: row.domain, reason: `id ${row.id} is website "${there.domain}" of another owner or domain here` })
    } else {
      const hash = passwords.hashes.get(row.id) ?? null
      // Privacy 2 without a usable password could not be unlocked by anyone in the original either.
      const madePrivate = mapped.privacy !== 2 || hash !== null ? undefined
        : options.dropPasswords ? 'passwords dropped (--drop-passwords)'
          : passwords.undecryptable.has(row.id) ? 'its password could not be decrypted' : 'it has no password'
      const website = { ...mapped, domain: mapped.domain, privacy: madePrivate ? 1 : mapped.privacy, password_hash: hash, id: row.id, accountId }
      candidates.push({ row, mapped, website, madePrivate })
    }
  }
  // Duplicates after canonicalisation, against rows already here (this run's included) and in this batch:
  // the oldest (lowest id) stays.
  const taken = await writer.websitesByDomains([...new Set(candidates.map(({ website }) => website.domain))])
  const rows: ImportedWebsite[] = []
  for (const { row, mapped, website, madePrivate } of candidates) {
    const holder = taken.get(website.domain)
    if (holder !== undefined) {
      const duplicate = { id: row.id, domain: row.domain, reason: `same domain as website ${holder} (${website.domain})` }
      ;(options.skipInvalid ? report.websites.skipped : report.problems.duplicates).push(duplicate)
      continue
    }
    taken.set(website.domain, row.id)
    rows.push(website)
    if (website.domain !== row.domain) report.websites.canonicalised.push({ id: row.id, from: row.domain, to: website.domain })
    if (madePrivate) report.websites.madePrivate.push({ id: row.id, domain: website.domain, reason: madePrivate })
    for (const { field, line } of mapped.dropped) report.droppedLines.push({ id: row.id, field, line })
    if (mapped.timesMissing) report.websites.timesFilled.push(row.id)
    if (website.password_hash !== null) report.passwords.imported++
  }
  // One `website.created` event per website, made by the import, in the batch's statements.
  await writer.insertWebsites(rows, [websitesImported({ actor: { type: 'import' }, requestId: null, now })])
  report.websites.imported += rows.length
  return [...held, ...rows.map((row) => row.accountId)]
}

/**
 * An account made now gets the quota of its user's plan; one already here keeps what it has (the operator
 * may have changed it since the first run). Answers the report's entry for a limited account made now.
 */
async function importQuota(writer: ImportWriter, account: { id: number; existed: boolean }, email: string, max: number | null,
  report: ImportReport): Promise<ImportReport['quotas']['limited'][number] | undefined> {
  if (account.existed) {
    report.quotas.alreadyImported++
    return undefined
  }
  if (max === null) {
    report.quotas.unlimited++
    return undefined
  }
  await writer.setMaxWebsites(account.id, max)
  const entry = { account: email, max_websites: max, websites: 0 }
  report.quotas.limited.push(entry)
  return entry
}

/** `settings.bad_words`, one word a line as the original split it: each kept by our rule, or dropped and reported. */
async function importBannedWords(writer: ImportWriter, text: string | null, report: ImportReport): Promise<void> {
  if (text === null) return
  const words = new Set<string>()
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (line.trim() === '') continue
    report.bannedWords.read++
    const result = canonicalWord(line)
    if (result.ok) words.add(result.word)
    else report.bannedWords.dropped.push({ line: index + 1, word: line, reason: result.message })
  }
  report.bannedWords.added = await writer.mergeBannedWords([...words])
  report.bannedWords.alreadyBanned = report.bannedWords.read - report.bannedWords.dropped.length - report.bannedWords.added
}

/** The target holds other websites under the source's ids: refused before anything is read or written. */
export class IdsTaken extends Error {}

/**
 * Websites keep their ids, so a target already used (websites created here before the import) is
 * refused up front, before the slow part, rather than listed one conflict at a time after it. A website
 * with the same id and domain is this import's own from an earlier run, which a run again leaves alone.
 */
async function refuseTakenIds(source: Source, db: Db, batch: number): Promise<void> {
  let taken = 0
  let example: { id: number; here: string; there: string } | undefined
  for await (const websites of source.websiteDomains(batch)) {
    const here = await db.imports.domainsByIds(websites.map((website) => website.id))
    for (const { id, domain } of websites) {
      const domainHere = here.get(id)
      if (domainHere === undefined || domainHere === canonicalDomain(domain)) continue
      taken++
      example ??= { id, here: domainHere, there: domain }
    }
  }
  if (example) {
    throw new IdsTaken(`this service already holds ${taken.toLocaleString('en')} website${taken === 1 ? '' : 's'} under ids that phpAnalytics' websites have ` +
      `(e.g. id ${example.id}: "${example.here}" here, "${example.there}" there): import into an empty service; nothing was written`)
  }
}

/** Every password not already imported, decrypted and re-hashed with our slow hash, all cores at once. */
async function hashPasswords(source: Source, db: Db, options: ImportOptions): Promise<Passwords> {
  const passwords: Passwords = { hashes: new Map(), undecryptable: new Set() }
  if (options.dropPasswords || options.appKey === undefined) return passwords
  const cores = os.availableParallelism()
  const hashing = createPasswords({ concurrency: cores, maxWaiting: Number.POSITIVE_INFINITY })
  const limit = pLimit(cores * 2)
  let done = 0
  const total = source.counts.passwords
  options.onHashed?.(0, total)
  for await (const websites of source.websites(options.batch, true)) {
    const already = await db.imports.domainsByIds(websites.map((website) => website.id))
    await Promise.all(websites.map((website) => limit(async () => {
      if (!already.has(website.id)) {
        const plain = decryptString(website.password!, options.appKey!)
        if (plain === undefined) passwords.undecryptable.add(website.id)
        else if (plain !== '') passwords.hashes.set(website.id, await hashing.hash(plain))
      }
      options.onHashed?.(++done, total)
    })))
  }
  return passwords
}
