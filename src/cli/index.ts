#!/usr/bin/env node
// `websites-api <command>`: serve, migrate, keys and accounts work on the database directly; `websites …`
// goes through a running service's HTTP API (websites.command.ts). Exit codes: 0 done, 1 refused or
// failed, 2 a mistake in the command.
// First: before any other module runs, so that no collection can have freed the ticks' classes yet.
import '../tick-shapes.js'
// Then the Node version, before any module loads the SQLite driver (which crashes on an older Node).
import '../node-version.js'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Command, CommanderError, InvalidArgumentError } from 'commander'
import { isAccountName, isKeyName } from '../auth/keys.js'
import type { createKeysService } from '../auth/keys.service.js'
import { timestampAt } from '../db/time.js'
import { packageJson } from '../package-json.js'
import { Refused, UsageError, printTable, progressBar } from './output.js'
import { registerImportCommand } from './import.command.js'
import { registerWebsitesCommands } from './websites.command.js'
import { registerEventsCommand } from './events.command.js'
import { registerApiKeysCommands } from './api-keys.command.js'
import { registerUsersCommands } from './users.command.js'
import { duration, futureTime, scopeOf, websiteIds } from './key-options.js'
import { registerWebhooksCommands } from './webhooks.command.js'
import { registerOperatorCommands } from './operator.command.js'

const program = new Command('websites-api')
  .description('Website records of a web-analytics platform, over HTTP and HTTPS (configured by environment variables; see the README).')
  .version(packageJson().version, '-V, --version', 'print the version')
  .showHelpAfterError('(add --help for usage and examples)')
  // Mistakes in the command line exit 2, not commander's 1 (see the catch at the end).
  .exitOverride()

/**
 * The configured database. Only `migrate` (and `serve`) make it, with DATA_DIR checked first (a path that
 * cannot be used is named at once); any other command refuses a database that was never made.
 */
async function openDb({ create = false } = {}) {
  const [{ loadConfig }, { prepareDirectory }, { createDb }] = await Promise.all([import('../config.js'), import('../data-dir.js'), import('../compose.js')])
  const config = loadConfig()
  if (create) prepareDirectory(config.dataDir, 'DATA_DIR', { holdsDatabase: config.database.kind === 'sqlite' && path.dirname(config.database.file) === config.dataDir })
  return createDb(config, { mustExist: !create })
}

async function withKeys<T>(work: (keys: ReturnType<typeof createKeysService>) => Promise<T>): Promise<T> {
  const [db, { createKeysService }] = await Promise.all([openDb(), import('../auth/keys.service.js')])
  try {
    return await work(createKeysService(db.keys))
  } finally {
    await db.close()
  }
}

const positiveInt = (value: string) => {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('must be a positive integer')
  return Number(value)
}
const accountName = (value: string) => {
  if (!isAccountName(value)) throw new InvalidArgumentError('must be 1-255 printable characters')
  return value
}
const keyName = (value: string) => {
  if (!isKeyName(value.trim())) throw new InvalidArgumentError('must be 1-100 printable characters')
  return value.trim()
}

// A command loads what it needs when it runs (the service, the database layer, the app for its document):
// `websites …`, which only talks HTTP, then starts in a fraction of the time.
program.command('serve').description('run the service (what `npm start` runs)').action(async () => (await import('../main.js')).runService())

program.command('migrate').description('apply pending database migrations and exit').action(async () => {
  const db = await openDb({ create: true })
  const applied = db.appliedMigrations
  await db.close()
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date')
})

program.command('openapi')
  .description('print the OpenAPI document, as GET /api/v1/openapi.json serves it, without a running service')
  .action(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-openapi-'))
    try {
      const { openApiDocument } = await import('../app.js')
      console.log(JSON.stringify(await openApiDocument({ kind: 'sqlite', file: path.join(dir, 'document.db'), synchronous: 'NORMAL' }), null, 2))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

program.command('backup')
  .description('copy the SQLite database to FILE while the service runs (consistent, online); PostgreSQL: use pg_dump')
  .argument('<file>', 'the new backup file (never overwritten)')
  .action(async (file: string) => {
    const [{ loadConfig }, { backupSqlite }] = await Promise.all([import('../config.js'), import('../db/backup.js')])
    const { database } = loadConfig()
    if (database.kind !== 'sqlite') throw new UsageError('backup copies SQLite databases; for PostgreSQL use pg_dump (see the README)')
    const started = Date.now()
    const progress = progressBar('backup', 'pages')
    const { pages } = await backupSqlite(database.file, file, (done, total) => progress.update(done, total))
    progress.finish()
    console.log(`backed up ${database.file} to ${file} (${pages.toLocaleString('en')} pages) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })

const keys = program.command('keys').description('manage API keys')

keys.command('create')
  .description('create an API key (and the account, when new); prints the key once, as the last line')
  .requiredOption('--account <name>', 'account the key acts for (1-255 printable characters)', accountName)
  .option('--name <label>', 'a label to recognise the key by (1-100 printable characters)', keyName)
  .option('--read-only', 'the key may only read: writes are 403')
  .option('--websites <ids>', 'comma-separated ids of the account\'s websites: the key sees only these (and cannot create)', websiteIds)
  .option('--expires-at <time>', 'ISO-8601 time after which the key is refused, e.g. 2027-01-01T00:00:00Z', futureTime)
  .option('--expires-in <duration>', 'how long the key works: a whole number of s, m, h or d, e.g. 30d', duration)
  .option('--admin', 'the key may also manage its account\'s keys over the API (/api/v1/keys, the dashboard\'s API keys page)')
  .addHelpText('after', '\nExamples:\n  websites-api keys create --account acme --name ops --admin\n' +
    '  websites-api keys create --account acme --name ci --read-only --expires-in 30d\n' +
    '  websites-api keys create --account acme --name partner --websites 12,15 --expires-at 2027-01-01T00:00:00Z')
  .action(async (options: { account: string; name?: string; readOnly?: boolean; websites?: number[]; expiresAt?: string; expiresIn?: number; admin?: boolean }) => {
    if (options.expiresAt !== undefined && options.expiresIn !== undefined) throw new UsageError('give --expires-at or --expires-in, not both')
    const expiresAt = options.expiresIn === undefined ? options.expiresAt : timestampAt(Date.now() + options.expiresIn)
    const { MAX_ACTIVE_KEYS, NotTheAccountsWebsites, TooManyKeys } = await import('../auth/keys.store.js')
    const created = await withKeys((service) => service.createKey(options.account, {
      name: options.name, readOnly: options.readOnly, websites: options.websites, expiresAt, admin: options.admin,
    })).catch((error: unknown) => {
      if (error instanceof TooManyKeys) throw new Refused(`account "${options.account}" has ${MAX_ACTIVE_KEYS} active keys, the most it may have; revoke one first. No key was created`)
      if (!(error instanceof NotTheAccountsWebsites)) throw error
      throw new Refused(`not websites of account "${options.account}": ${error.ids.join(', ')}; no key was created`)
    })
    console.log(`created key ${created.id} for account "${options.account}"; it is shown only now:`)
    console.log(created.key)
  })

keys.command('list')
  .description('list keys: id, account, label, prefix, scope (admin, read-only, websites), expiry, created, last used (to the minute), revoked (never the key)')
  .option('--account <name>', 'only this account\'s keys')
  .action(async (options: { account?: string }) => {
    const rows = await withKeys((service) => service.listKeys(options.account))
    printTable(['id', 'account', 'name', 'prefix', 'scope', 'expires', 'created', 'last used', 'revoked'], rows.map((row) => [
      String(row.id), row.account, row.name ?? '-', `${row.prefix}…`, scopeOf(row), row.expires_at ?? '-', row.created_at,
      row.last_used_at ?? '-', row.revoked_at ?? '-',
    ]))
  })

keys.command('revoke')
  .description('revoke a key (an account\'s last admin key too, unlike the API): running servers refuse it within 0.1 s on SQLite, 1 s on PostgreSQL')
  .argument('<id>', 'the key id from `keys list`', positiveInt)
  .action(async (id: number) => {
    const revoked = await withKeys((service) => service.revokeKey(id))
    if (!revoked) {
      console.error(`no active key with id ${id}`)
      process.exitCode = 1
      return
    }
    console.log(`revoked key ${id}`)
  })

const accounts = program.command('accounts').description('the accounts keys act for')
accounts.command('list')
  .description('list accounts: id, name, websites, their quota (max; - when unlimited), usable keys (neither revoked nor expired), created')
  .action(async () => {
    const rows = await withKeys((service) => service.listAccounts())
    printTable(['id', 'name', 'websites', 'max', 'keys', 'created'], rows.map((row) => [
      String(row.id), row.name, String(row.websites), row.max_websites === null ? '-' : String(row.max_websites), String(row.active_keys), row.created_at,
    ]))
  })
registerOperatorCommands(program, accounts)

registerWebsitesCommands(program)
registerApiKeysCommands(program)
registerEventsCommand(program)
registerWebhooksCommands(program)
registerImportCommand(program)
registerUsersCommands(program)

program.parseAsync().catch((error: unknown) => {
  if (error instanceof CommanderError) {
    // Help and --version end here too (exit 0); commander has printed its own messages already.
    if (error instanceof UsageError) console.error(`error: ${error.message}`)
    process.exitCode = error.exitCode === 0 ? 0 : 2
    return
  }
  // A ConfigError's message is the whole story (the setting and what is wrong with it).
  console.error((error as Error).name === 'ConfigError' ? (error as Error).message : `error: ${(error as Error).message}`)
  // exitCode, not exit(): what is still being written to a pipe gets out first; a connection left open
  // by the failure cannot hold the process past a moment.
  process.exitCode = 1
  setTimeout(() => process.exit(), 2000).unref()
})
