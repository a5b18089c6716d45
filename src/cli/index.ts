#!/usr/bin/env node
// `websites-api <command>`: calls the services directly, never the HTTP API.
import { Command, InvalidArgumentError } from 'commander'
import { createKeysService } from '../auth/keys.service.js'
import { ConfigError, loadConfig } from '../config.js'
import { createDb } from '../db/index.js'
import { runService } from '../main.js'

const program = new Command('websites-api')
  .description('Website records of a web-analytics platform, over HTTP and HTTPS (configured by environment variables; see the README).')
  .showHelpAfterError()

async function withKeys<T>(work: (keys: ReturnType<typeof createKeysService>) => Promise<T>): Promise<T> {
  const db = await createDb(loadConfig())
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

program.command('serve').description('run the service (what `npm start` runs)').action(() => runService())

program.command('migrate').description('apply pending database migrations and exit').action(async () => {
  const db = await createDb(loadConfig())
  const applied = db.appliedMigrations
  await db.close()
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date')
})

const keys = program.command('keys').description('manage API keys')

keys.command('create')
  .description('create an API key (and the account, when new); prints the key once, as the last line')
  .requiredOption('--account <name>', 'account the key acts for')
  .option('--name <label>', 'a label to recognise the key by')
  .action(async (options: { account: string; name?: string }) => {
    const created = await withKeys((service) => service.createKey(options.account, options.name))
    console.log(`created key ${created.id} for account "${options.account}"; it is shown only now:`)
    console.log(created.key)
  })

keys.command('list')
  .description('list keys: id, account, label, prefix, created, last used, revoked (never the key)')
  .option('--account <name>', 'only this account\'s keys')
  .action(async (options: { account?: string }) => {
    const rows = await withKeys((service) => service.listKeys(options.account))
    printTable(['id', 'account', 'name', 'prefix', 'created', 'last used', 'revoked'], rows.map((row) => [
      String(row.id), row.account, row.name ?? '-', `${row.prefix}…`, row.created_at, row.last_used_at ?? '-', row.revoked_at ?? '-',
    ]))
  })

keys.command('revoke')
  .description('revoke a key: running servers refuse it at once on SQLite, within 2 s on PostgreSQL')
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

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd())
}

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `error: ${(error as Error).message}`)
  process.exit(1)
})
