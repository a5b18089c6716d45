// A phpAnalytics database on the test MariaDB/MySQL server (TEST_MYSQL_URL, by default
// mysql://root@127.0.0.1:3306): its tables as the original creates them, in either schema generation,
// a fresh database per test, and Laravel's encryption to store passwords as the original did.
import { createCipheriv, createHmac, randomBytes } from 'node:crypto'
import bcrypt from 'bcryptjs'
import mysql from 'mysql2/promise'

export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
export const APP_KEY = Buffer.alloc(32, 7)
export const APP_KEY_TEXT = `base64:${APP_KEY.toString('base64')}`

/** Laravel's `Crypt::encryptString`: what phpAnalytics stored in `websites.password`. */
export function encryptString(plaintext: string, key = APP_KEY): string {
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  const value = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64')
  const ivText = iv.toString('base64')
  const mac = createHmac('sha256', key).update(ivText + value).digest('hex')
  return Buffer.from(JSON.stringify({ iv: ivText, value, mac, tag: '' })).toString('base64')
}

export type Generation = '3.x' | 'v29+'

const TABLES = (generation: Generation) => [
  `CREATE TABLE users (
    id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', email VARCHAR(255) NOT NULL UNIQUE,
    password VARCHAR(255) NOT NULL DEFAULT '', api_token VARCHAR(80) NULL UNIQUE, plan_id INT UNSIGNED NOT NULL DEFAULT 1, role INT NOT NULL DEFAULT 0,
    plan_payment_processor VARCHAR(32) NULL, plan_subscription_status VARCHAR(32) NULL, plan_trial_ends_at TIMESTAMP NULL DEFAULT NULL,
    plan_ends_at TIMESTAMP NULL DEFAULT NULL, deleted_at TIMESTAMP NULL DEFAULT NULL, created_at TIMESTAMP NULL DEFAULT NULL,
    updated_at TIMESTAMP NULL DEFAULT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
  `CREATE TABLE plans (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, name VARCHAR(255) NOT NULL DEFAULT '', features TEXT NULL,
    deleted_at TIMESTAMP NULL DEFAULT NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
  `CREATE TABLE websites (
    id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, domain VARCHAR(255) NOT NULL, user_id INT UNSIGNED NOT NULL, privacy TINYINT NULL DEFAULT 0,
    password TEXT NULL, email TINYINT NULL, exclude_bots TINYINT NULL, exclude_params TEXT NULL, exclude_ips TEXT NULL,
    ${generation === 'v29+' ? 'favorited_at TIMESTAMP NULL DEFAULT NULL,' : ''}
    created_at TIMESTAMP NULL DEFAULT NULL, updated_at TIMESTAMP NULL DEFAULT NULL, KEY (domain), KEY (user_id)
  ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
  'CREATE TABLE migrations (id INT UNSIGNED AUTO_INCREMENT PRIMARY KEY, migration VARCHAR(255) NOT NULL, batch INT NOT NULL)',
  'CREATE TABLE stats (id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY, website_id INT UNSIGNED NOT NULL, name VARCHAR(255), value VARCHAR(255), count INT, date DATE)',
  ...(generation === 'v29+' ? ["INSERT INTO migrations (migration, batch) VALUES ('2014_10_12_000000_create_users_table', 1), ('2024_02_01_155437_v29', 2)"] : []),
]

export interface PhpAnalyticsDb {
  /** The URL to give `--from`. */
  url: string
  query(sql: string, values?: unknown[]): Promise<unknown>
  drop(): Promise<void>
}

/** A new, empty database; with `generation`, phpAnalytics' tables in it. */
export async function phpAnalyticsDb(generation?: Generation): Promise<PhpAnalyticsDb> {
  const name = `pa_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = await mysql.createConnection({ uri: MYSQL_URL, timezone: '+00:00' })
  await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  await admin.end()
  const url = `${MYSQL_URL.replace(/\/$/, '')}/${name}`
  const connection = await mysql.createConnection({ uri: url, timezone: '+00:00', multipleStatements: false })
  await connection.query("SET time_zone = '+00:00'")
  for (const statement of generation ? TABLES(generation) : []) await connection.query(statement)
  return {
    url,
    query: async (sql, values) => (await connection.query(sql, values))[0],
    async drop() {
      await connection.query(`DROP DATABASE ${name}`)
      await connection.end()
    },
  }
}

/** Alice's phpAnalytics password: the test signs in here with it, against the bcrypt hash PHP made of it. */
export const ALICE_PASSWORD = 'down the rabbit hole 1865'
/** As PHP's password_hash() writes bcrypt: $2y$ and cost 10. */
const phpHash = (password: string) => bcrypt.hashSync(password, 10).replace(/^\$2b\$/, '$2y$')

export const TOKEN_64 = 'a'.repeat(32) + 'B1'.repeat(16)
export const TOKEN_60 = 'Zz9'.repeat(20)
export const TOKEN_DISABLED = 'd'.repeat(64)

/** Every case the importer must handle, as rows of the original. */
export async function fillWithEveryCase(db: PhpAnalyticsDb): Promise<void> {
  await db.query(`INSERT INTO plans (id, name, features) VALUES (1, 'Default', '{"api":1,"websites":-1}'), (2, 'Basic', '{"api":"0","websites":10}')`)
  // Alice and Bob have passwords (bcrypt, as PHP writes it); Dave's column is empty and Erin's holds no hash.
  await db.query(`INSERT INTO users (id, name, email, password, api_token, plan_id, plan_payment_processor, plan_subscription_status, deleted_at, created_at) VALUES
    (1, 'Alice', 'alice@example.com', ?, ?, 1, NULL, NULL, NULL, '2021-03-04 05:06:07'),
    (2, 'Bob', 'bob@example.com', ?, ?, 2, 'stripe', 'active', NULL, '2021-03-05 00:00:00'),
    (3, 'Carol', 'carol@example.com', ?, ?, 1, NULL, NULL, '2023-01-01 00:00:00', NULL),
    (4, '', 'dave@example.com', '', NULL, 1, NULL, NULL, NULL, NULL),
    (5, 'Erin', 'erin@example.com', 'not a hash', '', 1, NULL, NULL, NULL, NULL)`,
  [phpHash(ALICE_PASSWORD), TOKEN_64, phpHash('bob builds 2 things'), TOKEN_60, phpHash('carol sings 3 carols'), TOKEN_DISABLED])
  const row = (id: number, domain: string, userId: number, fields: Record<string, unknown> = {}) => ({
    id, domain, user_id: userId, privacy: 0, password: encryptString(''), email: 0, exclude_bots: 1, exclude_params: null, exclude_ips: null,
    created_at: '2022-01-02 03:04:05', updated_at: '2022-06-07 08:09:10', ...fields,
  })
  const websites = [
    row(1, 'Example.com', 1, {
      privacy: 2, password: encryptString('s3cret'), email: 1, exclude_params: 'utm_source\r\n\r\n  fbclid  \r\n',
      exclude_ips: '10.0.0.0/8\r\n192.168.*\r\nexample.host\r\n2001:DB8::1\n',
    }),
    row(2, 'bücher.example.', 1, { exclude_bots: null }),
    row(3, 'www.shop.example', 1, { privacy: 2, password: encryptString('x', Buffer.alloc(32, 9)) }),
    row(4, 'b.example', 2, { privacy: null, email: 2, exclude_bots: 5 }),
    row(5, 'EXAMPLE.COM', 1),
    row(6, 'orphan.example', 99),
    row(7, 'bad domain!', 1),
    row(8, 'c.example', 3, { created_at: null, updated_at: null }),
    row(3_000_000_000, 'big.example', 1, { updated_at: null }),
  ]
  for (const website of websites) await db.query('INSERT INTO websites SET ?', [website])
}
