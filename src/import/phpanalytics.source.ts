// Reading a phpAnalytics database (MySQL or MariaDB) through mysql2: only ever read, in one read-only
// transaction (a consistent snapshot), in the session time zone +00:00, rows in id order and in
// batches (keyset pages: memory follows the batch, not the table).
import mysql from 'mysql2/promise'
import type { Plans, SourceUser, SourceWebsite } from './phpanalytics.rules.js'

/** The source cannot be read, or is not a phpAnalytics database: nothing was written. */
export class SourceError extends Error {}

const REQUIRED: Record<string, string[]> = {
  users: ['id', 'email', 'api_token', 'plan_id', 'deleted_at', 'created_at'],
  plans: ['id', 'features'],
  websites: ['id', 'domain', 'user_id', 'privacy', 'password', 'email', 'exclude_bots', 'exclude_ips', 'created_at', 'updated_at'],
}
// Read when present: the subscription columns decide the effective plan; exclude_params came in 2.4.0; a
// user's name and password hash make the person who signs in here.
const OPTIONAL: Record<string, string[]> = {
  users: ['plan_payment_processor', 'plan_trial_ends_at', 'plan_ends_at', 'plan_subscription_status', 'name', 'password'],
  websites: ['exclude_params'],
}
const V29_MIGRATION = '2024_02_01_155437_v29'

/** The URL without its password, for messages. */
export const redacted = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@')

export interface Source {
  /** "v29+" when Laravel's migrations table records v29, else "3.x". */
  generation: string
  /** The next id the source would have given a website. */
  nextWebsiteId: number
  counts: { users: number; websites: number; passwords: number }
  plans(): Promise<Plans>
  /** `settings.bad_words` (one word a line), null when the table or the row is not there. */
  badWords(): Promise<string | null>
  users(batch: number): AsyncGenerator<SourceUser[]>
  /** Websites in id order; `withPasswordOnly` reads only those holding a non-empty password. */
  websites(batch: number, withPasswordOnly?: boolean): AsyncGenerator<SourceWebsite[]>
  /** Only the ids and domains of the websites, in id order. */
  websiteDomains(batch: number): AsyncGenerator<Pick<SourceWebsite, 'id' | 'domain'>[]>
  close(): Promise<void>
}

export async function openSource(url: string): Promise<Source> {
  if (!/^(mysql|mariadb):\/\//.test(url)) throw new SourceError(`--from "${redacted(url)}": expected mysql://USER:PASS@HOST:3306/DB`)
  let connection: mysql.Connection
  try {
    connection = await mysql.createConnection({
      uri: url.replace(/^mariadb:/, 'mysql:'), connectTimeout: 5000, timezone: '+00:00', dateStrings: true,
      supportBigNumbers: true, bigNumberStrings: false, charset: 'utf8mb4_unicode_ci',
    })
  } catch (error) {
    throw new SourceError(`cannot connect to ${redacted(url)}: ${(error as { code?: string }).code ?? (error as Error).message} (${(error as Error).message})`)
  }
  try {
    await connection.query("SET time_zone = '+00:00'")
    await connection.query('SET SESSION TRANSACTION READ ONLY')
    await connection.query('START TRANSACTION READ ONLY, WITH CONSISTENT SNAPSHOT')
    const [database] = await connection.query<mysql.RowDataPacket[]>('SELECT DATABASE() AS name')
    if (!database[0]?.name) throw new SourceError(`--from "${redacted(url)}" names no database: add /DBNAME to the URL`)
    const [columns] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT TABLE_NAME AS `table`, COLUMN_NAME AS `column` FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE()')
    const present = new Set(columns.map((row) => `${String(row.table).toLowerCase()}.${String(row.column).toLowerCase()}`))
    const missing = Object.entries(REQUIRED).flatMap(([table, names]) => names.filter((name) => !present.has(`${table}.${name}`)).map((name) => `${table}.${name}`))
    if (missing.length > 0) {
      throw new SourceError(`${database[0].name} is not a phpAnalytics database: missing ${missing.join(', ')}`)
    }
    const has = (table: string) => (OPTIONAL[table] ?? []).filter((name) => present.has(`${table}.${name}`))
    const userColumns = [...REQUIRED.users!, ...has('users')].map((name) => `\`${name}\``).join(', ')
    const websiteColumns = [...REQUIRED.websites!, ...has('websites')].map((name) => `\`${name}\``).join(', ')

    const one = async (text: string) => ((await connection.query<mysql.RowDataPacket[]>(text))[0][0] ?? {}) as Record<string, unknown>
    const generation = present.has('migrations.migration') && Object.keys(await one(`SELECT 1 AS yes FROM migrations WHERE migration = '${V29_MIGRATION}'`)).length > 0 ? 'v29+' : '3.x'
    const nextWebsiteId = Number((await one("SELECT AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'websites'")).next ?? 1)
    const counts = {
      users: Number((await one('SELECT COUNT(*) AS n FROM users')).n),
      websites: Number((await one('SELECT COUNT(*) AS n FROM websites')).n),
      passwords: Number((await one("SELECT COUNT(*) AS n FROM websites WHERE password IS NOT NULL AND password <> ''")).n),
    }

    async function* pages<T>(select: string, batch: number): AsyncGenerator<T[]> {
      for (let after = -1; ;) {
        const [rows] = await connection.query<mysql.RowDataPacket[]>(select, [after, batch])
        if (rows.length === 0) return
        yield rows as T[]
        after = Number(rows.at(-1)!.id)
        if (rows.length < batch) return
      }
    }

    return {
      generation,
      nextWebsiteId,
      counts,
      async plans() {
        const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT id, features FROM plans')
        return new Map(rows.map((row) => [Number(row.id), row.features === null ? null : String(row.features)]))
      },
      async badWords() {
        if (!present.has('settings.name') || !present.has('settings.value')) return null
        const [rows] = await connection.query<mysql.RowDataPacket[]>("SELECT value FROM settings WHERE name = 'bad_words' ORDER BY id LIMIT 1")
        const value = rows[0]?.value
        return value === undefined || value === null ? null : String(value)
      },
      users: (batch) => pages(`SELECT ${userColumns} FROM users WHERE id > ? ORDER BY id LIMIT ?`, batch),
      websites: (batch, withPasswordOnly = false) => pages(`SELECT ${websiteColumns} FROM websites WHERE id > ?
        ${withPasswordOnly ? "AND password IS NOT NULL AND password <> ''" : ''} ORDER BY id LIMIT ?`, batch),
      websiteDomains: (batch) => pages('SELECT id, domain FROM websites WHERE id > ? ORDER BY id LIMIT ?', batch),
      async close() {
        await connection.query('ROLLBACK').catch(() => undefined)
        await connection.end()
      },
    }
  } catch (error) {
    await connection.end().catch(() => undefined)
    throw error instanceof SourceError ? error : new SourceError(`reading ${redacted(url)} failed: ${(error as Error).message}`)
  }
}
