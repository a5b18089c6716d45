// `websites-api import phpanalytics`: moves a phpAnalytics database here (src/import/), with progress
// on stderr, the report on stdout and, with --report, as JSON. Exit 1 when problems stopped it.
import fs from 'node:fs'
import { type Command, InvalidArgumentError } from 'commander'
import { appKeyFromEnvFile, parseAppKey } from '../import/laravel-crypt.js'
import type { ImportReport } from '../import/phpanalytics.import.js'
import { Refused, UsageError, progressBar } from './output.js'

/** Each list on the terminal shows this many entries; --report holds them all. */
const SHOWN = 10

interface ImportFlags {
  from: string; appKey?: string; envFile?: string; dryRun?: boolean; skipInvalid?: boolean; dropPasswords?: boolean; report?: string; batch: number
}

const batchSize = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 100 || Number(value) > 100_000) throw new InvalidArgumentError('must be a whole number from 100 to 100000')
  return Number(value)
}

export function registerImportCommand(program: Command): void {
  program.command('import').description('move data here from another product').command('phpanalytics')
    .description('import a phpAnalytics database (MySQL/MariaDB): accounts, API tokens that keep working, websites with their ids')
    .requiredOption('--from <url>', 'the phpAnalytics database, mysql://USER:PASS@HOST:3306/DB (only ever read)')
    .option('--app-key <key>', 'phpAnalytics\' APP_KEY (base64:…), to carry website passwords over')
    .option('--env-file <file>', 'read APP_KEY from phpAnalytics\' .env instead')
    .option('--dry-run', 'do everything but write, and print the same report')
    .option('--skip-invalid', 'skip invalid domains and duplicates (the oldest kept) instead of stopping')
    .option('--drop-passwords', 'import without an APP_KEY: password-protected websites become private')
    .option('--report <file>', 'also write the whole report as JSON')
    .option('--batch <rows>', 'rows read and written at a time', batchSize, 5000)
    .addHelpText('after', `
Writes into the database \`serve\` uses (DATA_DIR or DATABASE_URL), in one transaction: all or nothing.
Safe to run again: what is already here is counted and left alone.

Examples:
  websites-api import phpanalytics --from mysql://pa:secret@127.0.0.1:3306/phpanalytics --env-file /var/www/phpanalytics/.env --dry-run
  websites-api import phpanalytics --from mysql://pa:secret@127.0.0.1:3306/phpanalytics --env-file /var/www/phpanalytics/.env --report import.json`)
    .action(async (flags: ImportFlags) => {
      if (flags.appKey !== undefined && flags.envFile !== undefined) throw new UsageError('give --app-key or --env-file, not both')
      if (flags.appKey === undefined && flags.envFile === undefined && !flags.dropPasswords) {
        throw new Refused('without --app-key or --env-file the website passwords would be lost: give one, or --drop-passwords (password-protected websites then become private)')
      }
      // Checked before anything is read.
      const appKey = flags.dropPasswords ? undefined : flags.envFile !== undefined ? appKeyFromEnvFile(flags.envFile) : parseAppKey(flags.appKey!)
      // Loaded when the import runs, not for every command of the CLI.
      const [{ loadConfig }, { createDb }, { importPhpAnalytics }, { openSource, redacted }] = await Promise.all([
        import('../config.js'), import('../compose.js'), import('../import/phpanalytics.import.js'), import('../import/phpanalytics.source.js'),
      ])
      const db = await createDb(loadConfig(), { migrate: false, mustExist: true })
      try {
        const source = await openSource(flags.from)
        try {
          console.error(`phpAnalytics ${source.generation} at ${redacted(flags.from)}: ${source.counts.users.toLocaleString('en')} users, ` +
            `${source.counts.websites.toLocaleString('en')} websites, ${source.counts.passwords.toLocaleString('en')} encrypted passwords to read`)
          if (source.counts.users === 0) throw new Refused('the source has no users: nothing to import')
          const hashing = progressBar('passwords', 'hashed')
          const reading = progressBar('websites ', 'read')
          const report = await importPhpAnalytics(source, db, {
            appKey, dryRun: flags.dryRun === true, skipInvalid: flags.skipInvalid === true, dropPasswords: flags.dropPasswords === true,
            batch: flags.batch,
            onHashed: (done, total) => {
              hashing.update(done, total)
              if (done === total) hashing.finish()
            },
            onWebsites: (done, total) => reading.update(done, total),
          })
          reading.finish()
          if (flags.report) fs.writeFileSync(flags.report, `${JSON.stringify(report, null, 2)}\n`)
          printReport(report)
          // A dry run too: a script running it first learns that the real run would stop.
          if (stoppingProblems(report) > 0) process.exitCode = 1
        } finally {
          await source.close()
        }
      } finally {
        await db.close()
      }
    })
}

/** What stopped the import, or would stop it after a dry run (those --skip-invalid skipped are not among them). */
const stoppingProblems = ({ problems }: ImportReport) => problems.invalid.length + problems.duplicates.length + problems.conflicts.length

function printList<T>(title: string, items: T[], line: (item: T) => string): void {
  if (items.length === 0) return
  console.log(`  ${title}:`)
  for (const item of items.slice(0, SHOWN)) console.log(`    ${line(item)}`)
  if (items.length > SHOWN) console.log(`    … and ${(items.length - SHOWN).toLocaleString('en')} more (all of them in --report)`)
}

function printReport(report: ImportReport): void {
  const n = (value: number) => value.toLocaleString('en')
  const { accounts, keys, websites, passwords, problems } = report
  console.log(`accounts   ${n(accounts.imported)} imported, ${n(accounts.alreadyImported)} already here`)
  console.log(`keys       ${n(keys.active)} active, ${n(keys.revoked.length)} revoked, ${n(keys.alreadyImported)} already here, ${n(keys.usersWithoutToken)} users without a token`)
  printList('revoked', keys.revoked, (key) => `${key.account}: ${key.reason}`)
  // phpAnalytics has no keys that manage keys: an account's first admin key is the operator's to make.
  if (keys.active > 0) console.log('  imported tokens are not admin keys: to manage an account\'s keys over the API or in the dashboard, make one with\n    websites-api keys create --account NAME --name admin --admin')
  const { people } = report
  console.log(`people     ${n(people.made)} made, ${n(people.joined)} already here and made owners, ${n(people.alreadyImported)} already here, ` +
    `${n(people.disabled.length)} disabled users left out`)
  if (people.made + people.joined > 0) console.log('  they sign in to the dashboard with the email and password they had in phpAnalytics (replaced by a stronger hash at their first sign-in)')
  printList('without a password they can give (set one with `websites-api users reset-password --email …`)', people.withoutPassword, (email) => email)
  console.log(`websites   ${n(websites.imported)} imported, ${n(websites.alreadyImported)} already here, ${n(websites.skipped.length)} skipped`)
  printList('skipped', websites.skipped, (website) => `${website.id} "${website.domain}": ${website.reason}`)
  printList('canonicalised', websites.canonicalised, (website) => `${website.id} "${website.from}" → ${website.to}`)
  printList('made private (privacy 2 without a usable password)', websites.madePrivate, (website) => `${website.id} ${website.domain}: ${website.reason}`)
  printList('both times missing (the import\'s time used)', websites.timesFilled, (id) => `website ${id}`)
  printList('list lines dropped (they never matched anything)', report.droppedLines, (line) => `${line.id} ${line.field}: "${line.line}"`)
  const { quotas, bannedWords } = report
  console.log(`quotas     ${n(quotas.limited.length)} account${quotas.limited.length === 1 ? '' : 's'} limited by the plan's websites, ${n(quotas.unlimited)} without a limit, ` +
    `${n(quotas.alreadyImported)} already here (their quota kept)`)
  printList('limited (websites-api accounts set NAME --max-websites changes it)', quotas.limited,
    (entry) => `${entry.account}: at most ${n(entry.max_websites)}, holds ${n(entry.websites)}${entry.websites > entry.max_websites ? ' (kept: only new ones are refused)' : ''}`)
  console.log(`banned     ${n(bannedWords.read)} words in settings.bad_words: ${n(bannedWords.added)} added, ${n(bannedWords.alreadyBanned)} already banned or given twice, ` +
    `${n(bannedWords.dropped.length)} dropped`)
  printList('dropped (no domain could hold them)', bannedWords.dropped, (word) => `line ${word.line} "${word.word.slice(0, 60)}": ${word.reason}`)
  if (quotas.limited.length + bannedWords.read > 0) console.log('  imported websites are never refused by a quota or a banned word; new ones are')
  console.log(`passwords  ${n(passwords.imported)} carried over, ${n(passwords.undecryptable.length)} could not be decrypted`)
  printList('could not be decrypted', passwords.undecryptable, (id) => `website ${id}`)
  for (const [title, list] of [['invalid domains', problems.invalid], ['duplicate domains', problems.duplicates], ['id conflicts', problems.conflicts]] as const) {
    printList(title, list, (website) => `${website.id} "${website.domain}": ${website.reason}`)
  }
  const stoppedBy = stoppingProblems(report)
  console.log(report.committed ? 'imported: everything above was written in one transaction'
    : report.dryRun ? `dry run: nothing was written${stoppedBy ? `; a real run would stop on the ${stoppedBy} problems above` : ''}`
      : `stopped by the ${stoppedBy} problems above: nothing was written${problems.conflicts.length ? '' : ' (--skip-invalid skips them)'}`)
}
