// What the operator decides, on the database directly (never over the API: an owner does not raise their
// own plan): `accounts set NAME --max-websites N|unlimited`, and `settings banned-words` for the whole install.
import fs from 'node:fs'
import { type Command, InvalidArgumentError } from 'commander'
import { Refused, UsageError } from './output.js'

/** "a, b" or "a b" → the API's one-per-line form; "" clears the list (null). As the websites commands read lists. */
const lineList = (value: string) => value.split(/[\s,]+/).filter(Boolean).join('\n') || null

/** A quota: a whole number of websites (0 allowed: no new website), or `unlimited` (no limit). */
export function maxWebsites(value: string): number | 'unlimited' {
  if (value === 'unlimited') return value
  if (!/^(?:0|[1-9]\d*)$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(`must be a whole number of websites from 0 to ${Number.MAX_SAFE_INTEGER}, or "unlimited"`)
  }
  return Number(value)
}

async function withDb<T>(work: (db: Awaited<ReturnType<typeof import('../compose.js')['createDb']>>) => Promise<T>): Promise<T> {
  const [{ loadConfig }, { createDb }] = await Promise.all([import('../config.js'), import('../compose.js')])
  const db = await createDb(loadConfig(), { mustExist: true })
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

const word = async (value: string) => {
  const { canonicalWord } = await import('../settings/banned-words.js')
  const result = canonicalWord(value)
  if (!result.ok) throw new UsageError(`${result.message}: ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)}`)
  return result.word
}

export function registerOperatorCommands(program: Command, accounts: Command): void {
  accounts.command('set')
    .description('change what the operator decides for an account: its website quota, and its exclusions for every website')
    .argument('<name>', 'the account (accounts list shows them)')
    .option('--max-websites <n>', 'the most websites it may hold: a whole number (0: none more), or "unlimited"; lowering it below the count removes nothing, it only refuses new ones', maxWebsites)
    .option('--exclude-ips <list>', 'addresses and CIDR ranges not tracked on any of its websites, in addition to each one\'s own; separated by commas ("": none)', lineList)
    .option('--exclude-params <list>', 'query parameters not tracked on any of its websites (& means all), in addition to each one\'s own; separated by commas ("": none)', lineList)
    .addHelpText('after', '\nExamples:\n  websites-api accounts set acme --max-websites 5\n  websites-api accounts set acme --max-websites unlimited\n' +
      '  websites-api accounts set acme --exclude-ips 10.0.0.0/8,2001:db8::/32 --exclude-params utm_source,fbclid')
    .action(async (name: string, options: { maxWebsites?: number | 'unlimited'; excludeIps?: string | null; excludeParams?: string | null }) => {
      if (options.maxWebsites === undefined && options.excludeIps === undefined && options.excludeParams === undefined) {
        throw new UsageError('give --max-websites, --exclude-ips or --exclude-params')
      }
      // The exclusions are judged by the website's own field definitions: the same messages, the same canonical form.
      const { WEBSITE_FIELDS } = await import('../websites/websites.schemas.js')
      const exclusions: { exclude_ips?: string | null; exclude_params?: string | null } = {}
      const problems: string[] = []
      for (const [field, value] of [['exclude_ips', options.excludeIps], ['exclude_params', options.excludeParams]] as const) {
        if (value === undefined) continue
        // commander turns a parser's null into "" (the list "" given): none.
        if (value === null || value === '') {
          exclusions[field] = null
          continue
        }
        const result = WEBSITE_FIELDS[field].canonical(value)
        if (result.ok) exclusions[field] = result.value as string
        else problems.push(result.message)
      }
      if (problems.length > 0) throw new UsageError(`${problems.join(' ')} Nothing changed`)
      await withDb(async (db) => {
        const accountId = await db.keys.accountId(null, name)
        if (accountId === undefined) throw new Refused(`no account "${name}" (accounts list shows them); nothing changed`)
        const [{ accountUpdated }, { nowTimestamp }] = await Promise.all([import('../people/account-events.js'), import('../db/time.js')])
        // A sentinel, not null: commander turns a parser's null into "".
        const max = options.maxWebsites === 'unlimited' ? null : options.maxWebsites
        if (max !== undefined) {
          await db.account.setMaxWebsites(null, name, max)
          console.log(`account "${name}" may now hold ${max === null ? 'any number of websites' : `at most ${max} website${max === 1 ? '' : 's'}`}`)
        }
        if (Object.keys(exclusions).length > 0) {
          const after = await db.account.setExclusions(null, accountId, exclusions, [accountUpdated({ actor: { type: 'cli' }, requestId: null, now: nowTimestamp() })])
          const shown = (list: string | null) => (list === null ? 'none' : list.split('\n').join(', '))
          console.log(`account "${name}" excludes on every website: IPs ${shown(after.exclude_ips)}; parameters ${shown(after.exclude_params)}`)
        }
      })
    })

  program.command('settings').description('settings of the whole install, on the database')
    .command('banned-words')
    .description('the banned words: a create whose domain holds one (without case, in its Unicode or ASCII form) is refused; running servers apply a change within 1 s. Websites already stored are kept')
    .option('--add <word>', 'add a word')
    .option('--remove <word>', 'remove a word')
    .option('--set <file>', 'replace the list with the words of FILE, one a line (blank lines ignored); - reads standard input')
    .option('--list', 'print the words, one a line (the default)')
    .addHelpText('after', '\nExamples:\n  websites-api settings banned-words --add casino\n  websites-api settings banned-words --set words.txt\n  websites-api settings banned-words --list')
    .action(async (options: { add?: string; remove?: string; set?: string; list?: boolean }) => {
      const given = (['add', 'remove', 'set', 'list'] as const).filter((name) => options[name] !== undefined)
      if (given.length > 1) throw new UsageError(`give one of --add, --remove, --set, --list, not ${given.map((name) => `--${name}`).join(' and ')}`)
      const { MAX_BANNED_WORDS, wordsOfFile } = await import('../settings/banned-words.js')
      const { TooManyWords } = await import('../settings/banned-words.store.js')
      const tooMany = (error: unknown): never => {
        if (error instanceof TooManyWords) throw new Refused(`the list would hold ${error.count.toLocaleString('en')} words, more than ${MAX_BANNED_WORDS.toLocaleString('en')}; nothing changed`)
        throw error
      }
      if (options.add !== undefined) {
        const added = await word(options.add)
        await withDb(async (db) => {
          const { present } = await db.bannedWords.add(null, [added]).catch(tooMany)
          if (present.length > 0) throw new Refused(`"${added}" is already banned; nothing changed`)
        })
        console.log(`banned "${added}"`)
      } else if (options.remove !== undefined) {
        const removed = await word(options.remove)
        await withDb(async (db) => {
          if (!(await db.bannedWords.remove(null, removed))) throw new Refused(`"${removed}" is not banned (--list shows the words); nothing changed`)
        })
        console.log(`removed "${removed}"`)
      } else if (options.set !== undefined) {
        let text: string
        try {
          text = fs.readFileSync(options.set === '-' ? 0 : options.set, 'utf8')
        } catch (error) {
          throw new UsageError(`--set: cannot read ${options.set}: ${(error as Error).message}`)
        }
        const read = wordsOfFile(text)
        if (!read.ok) {
          const shown = read.problems.slice(0, 20).map(({ line, message }) => (line > 0 ? `  line ${line}: ${message}` : `  ${message}`))
          const more = read.problems.length > 20 ? [`  …and ${read.problems.length - 20} more`] : []
          throw new Refused([`${options.set} was refused, nothing changed:`, ...shown, ...more].join('\n'))
        }
        await withDb((db) => db.bannedWords.replace(null, read.words).catch(tooMany))
        console.log(`the list now holds ${read.words.length.toLocaleString('en')} banned word${read.words.length === 1 ? '' : 's'}`)
      } else {
        const words = await withDb((db) => db.bannedWords.list(null))
        for (const banned of words) console.log(banned)
        if (words.length === 0) console.error('no banned words')
      }
    })
}
