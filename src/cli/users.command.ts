// `websites-api users …`: people, on the database directly (the operator's way in): an invitation link to
// an account, the list of users, and a one-time link that sets a forgotten password.
import { type Command, InvalidArgumentError } from 'commander'
import { DEFAULT_ROLE, ROLES, type Role, isRole } from '../rights.js'
import { Refused, UsageError, printTable } from './output.js'

/**
 * Where the links printed here lead: where the service's own links lead (linkBase: PUBLIC_URL, else HOST and
 * PORT), read from the same settings. With neither PUBLIC_URL nor PORT set here, this command cannot know
 * where the service runs: it says which setting to give (on standard error, so that the link stays the
 * last line of standard output).
 */
async function baseOf(config: { publicUrl: string | undefined; host: string; port: number }): Promise<string> {
  const { linkBase } = await import('../config.js')
  const base = linkBase(config)
  if (config.publicUrl === undefined && !process.env.PORT) {
    process.stderr.write(`note: this link assumes the service at ${base} (PORT and HOST unset here); if people reach it elsewhere, ` +
      'run this command with the service\'s PUBLIC_URL (or its PORT) set\n')
  }
  return base
}

async function withPeople<T>(work: (people: Awaited<ReturnType<typeof openPeople>>) => Promise<T>): Promise<T> {
  const people = await openPeople()
  try {
    return await work(people)
  } finally {
    await people.db.close()
  }
}

async function openPeople() {
  const [{ loadConfig }, { createDb }, { createServices }, { createInstallSecrets, loadInstallKey }] = await Promise.all([
    import('../config.js'), import('../compose.js'), import('../services.js'), import('../secret-box.js')])
  const config = loadConfig()
  const db = await createDb(config, { mustExist: true })
  const secrets = createInstallSecrets(loadInstallKey({ secretsKey: config.webhooks.secretsKey, dataDir: config.dataDir }))
  return { db, config, services: createServices(db, { secrets }) }
}

const role = (value: string): Role => {
  if (!isRole(value)) throw new InvalidArgumentError(`must be one of ${ROLES.join(', ')}`)
  return value
}

export function registerUsersCommands(program: Command): void {
  const users = program.command('users').description('people who sign in to the dashboard and the API, and their accounts')

  users.command('invite')
    .description('print a link (valid 7 days, shown once) that makes a member of the account: the invited person sets a name and password, or signs in')
    .requiredOption('--account <name>', 'the account to join')
    .requiredOption('--email <email>', 'who is invited')
    .option('--role <role>', `${ROLES.join(', ')} (default ${DEFAULT_ROLE})`, role, DEFAULT_ROLE)
    .addHelpText('after', '\nExample:\n  websites-api users invite --account default --email ada@example.com --role owner')
    .action(async (options: { account: string; email: string; role: Role }) => withPeople(async ({ db, config, services }) => {
      const { isEmail } = await import('../people/person.js')
      if (!isEmail(options.email)) throw new UsageError(`--email: not a valid email address: ${options.email}`)
      const id = await db.keys.accountId(null, options.account)
      if (id === undefined) throw new Refused(`no account "${options.account}" (accounts list shows them; keys create --account makes one)`)
      if (await db.members.isMember(null, id, options.email)) throw new Refused(`${options.email} is already a member of "${options.account}"`)
      const { url, expires_at } = await services.members.inviteOnServer({ id, name: options.account }, options.email, options.role, await baseOf(config))
      console.log(`invited ${options.email} to "${options.account}" as ${options.role}, until ${expires_at}; the link is shown only now:`)
      console.log(url)
    }))

  users.command('list')
    .description('list users: id, email, name, accounts (with the role in each), last sign-in')
    .option('--account <name>', 'only this account\'s members')
    .action(async (options: { account?: string }) => withPeople(async ({ db }) => {
      const rows = await db.users.list(null, options.account)
      printTable(['id', 'email', 'name', 'accounts', 'last sign-in'], rows.map((row) => [
        String(row.id), row.email, row.name, row.memberships || '-', row.last_sign_in_at ?? '-',
      ]))
    }))

  users.command('reset-password')
    .description('print a one-time link (valid 1 hour) that sets a new password and ends every session of the user')
    .requiredOption('--email <email>', 'the user\'s email (any case)')
    .action(async (options: { email: string }) => withPeople(async ({ config, services }) => {
      const url = await services.members.resetLink(options.email, await baseOf(config))
      if (url === undefined) throw new Refused(`no user has the email ${options.email} (users list shows them)`)
      console.log(`a link that sets a new password for ${options.email}, valid 1 hour, shown only now:`)
      console.log(url)
    }))
}
