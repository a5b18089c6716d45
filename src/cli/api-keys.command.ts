// `websites-api api-keys list|get|create|revoke`: the account's keys through the HTTP API, with an admin
// key. A command of its own beside `keys` (which works on the database, for operators on the server):
// the two act on different things (any account's keys, by a shell on the server; the caller's account's,
// by a key from anywhere), need different credentials, and answer with different rules (the API keeps the
// last admin key), so one command with a flag would mix two permission models behind one name.
import type { ApiKey } from '@websites-api/client'
import type { Command } from 'commander'
import { timestampAt } from '../db/time.js'
import { duration, futureTime, scopeOf, websiteIds } from './key-options.js'
import { type Refused, UsageError, hinted, printRecord, printTable } from './output.js'
import { answered, connect, positiveInteger, type Session, withConnection } from './websites.command.js'

const keyId = positiveInteger('a key id')

/** A 403 from /keys: the calling key is not one that may do this. */
const needsAdmin = (writes: boolean) => (refused: Refused) => refused.status !== 403 ? undefined
  : writes
    ? 'this needs an admin key that may write and sees every website (make one on the server: websites-api keys create --account NAME --admin)'
    : 'this needs an admin key (make one on the server: websites-api keys create --account NAME --admin)'

/** Which of `ids` the key cannot see as the account's websites (what a 422 on `websites` refuses). */
async function notTheAccounts(session: Session, ids: number[]): Promise<number[]> {
  const seen = await Promise.all(ids.map(async (id) => (await session.client.GET('/api/v1/websites/{id}', { params: { path: { id } } })).response.status === 200))
  return ids.filter((_id, index) => !seen[index])
}

const record = (key: ApiKey): [string, string][] => [
  ['id', String(key.id)], ['name', key.name ?? '-'], ['account', key.account], ['prefix', `${key.prefix}…`], ['scope', scopeOf(key)],
  ['expires', key.expires_at ?? 'never'], ['created', key.created_at], ['last used', key.last_used_at ?? 'never'], ['revoked', key.revoked_at ?? '-'],
]

export function registerApiKeysCommands(program: Command): void {
  const apiKeys = withConnection(program.command('api-keys'))
    .description('the account\'s API keys through the HTTP API, with an admin key (the `keys` commands work on the server\'s database)')
    .addHelpText('after', `
Exit codes: 0 done, 1 the API refused (or could not be reached), 2 a mistake in the command.

Examples:
  export WEBSITES_API_KEY=wak_…            # an admin key: the first one, or \`websites-api keys create --account NAME --admin\`
  websites-api api-keys list
  websites-api api-keys get 3 --json | jq .data.last_used_at
  websites-api api-keys create --name ci --read-only --expires-in 30d | tail -n 1
  websites-api api-keys create --name partner --websites 12,15 --expires-at 2027-01-01T00:00:00Z
  websites-api api-keys revoke 3`)

  apiKeys.command('list')
    .description('every key of the account, newest first: id, name, prefix, scope, expiry, created, last used (to the minute), revoked')
    .action(async (_options: object, command: Command) => {
      const session = connect(command)
      const { data } = await hinted(answered(session.client.GET('/api/v1/keys'), session), needsAdmin(false))
      if (session.json) return
      printTable(['id', 'name', 'prefix', 'scope', 'expires', 'created', 'last used', 'revoked'], data.data.map((key) => [
        String(key.id), key.name ?? '-', `${key.prefix}…`, scopeOf(key), key.expires_at ?? '-', key.created_at, key.last_used_at ?? '-', key.revoked_at ?? '-',
      ]))
    })

  apiKeys.command('get')
    .description('one key of the account')
    .argument('<id>', 'the key id', keyId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      const { data } = await hinted(answered(session.client.GET('/api/v1/keys/{id}', { params: { path: { id } } }), session),
        (refused) => refused.status === 404 ? `no key ${id} in this account` : needsAdmin(false)(refused))
      if (!session.json) printRecord(record(data.data))
    })

  apiKeys.command('create')
    .description('create a key; prints it once, as the last line')
    .requiredOption('--name <label>', 'a label to recognise the key by (1-100 characters)')
    .option('--read-only', 'the key may only read: writes are 403')
    .option('--admin', 'the key may manage the account\'s keys too')
    .option('--websites <ids>', 'comma-separated ids of the account\'s websites: the key sees only these (and cannot create)', websiteIds)
    .option('--expires-at <time>', 'ISO-8601 time after which the key is refused, e.g. 2027-01-01T00:00:00Z', futureTime)
    .option('--expires-in <duration>', 'how long the key works: a whole number of s, m, h or d, e.g. 30d', duration)
    .action(async (options: { name: string; readOnly?: boolean; admin?: boolean; websites?: number[]; expiresAt?: string; expiresIn?: number }, command: Command) => {
      if (options.expiresAt !== undefined && options.expiresIn !== undefined) throw new UsageError('give --expires-at or --expires-in, not both')
      const session = connect(command)
      const body = {
        name: options.name, read_only: options.readOnly ?? false, admin: options.admin ?? false, websites: options.websites,
        expires_at: options.expiresIn === undefined ? options.expiresAt : timestampAt(Date.now() + options.expiresIn),
      }
      const { data } = await hinted(answered(session.client.POST('/api/v1/keys', { body }), session), async (refused) => {
        const fields = (refused.body as { message?: unknown } | undefined)?.message
        if (refused.status !== 422 || typeof fields !== 'object' || fields === null || !('websites' in fields) || !options.websites) return needsAdmin(true)(refused)
        const foreign = await notTheAccounts(session, options.websites)
        return foreign.length ? `not websites of this account (or not ones this key sees): ${foreign.join(', ')}` : undefined
      })
      if (session.json) return
      const { key, ...description } = data.data
      printRecord(record(description))
      console.log(`created key ${description.id}; it is shown only now:`)
      console.log(key)
    })

  apiKeys.command('revoke')
    .description('revoke a key of the account (every instance refuses it within 1 s); the calling key too, but not the last admin key')
    .argument('<id>', 'the key id', keyId)
    .action(async (id: number, _options: object, command: Command) => {
      const session = connect(command)
      await hinted(answered(session.client.DELETE('/api/v1/keys/{id}', { params: { path: { id } } }), session), async (refused) => {
        if (refused.status !== 404) return needsAdmin(true)(refused)
        // The API answers 404 for a key already revoked too: say which it is.
        const { data } = await session.client.GET('/api/v1/keys/{id}', { params: { path: { id } } })
        return data?.data.revoked_at ? `key ${id} is already revoked (since ${data.data.revoked_at})` : `no key ${id} in this account`
      })
      if (!session.json) console.log(`revoked key ${id}`)
    })
}
