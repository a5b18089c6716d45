// Starts the real service on port 0 with a fresh DATA_DIR, and a second connection to its database
// for what only the CLI can do (more accounts and keys, revocation).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import postgres from 'postgres'
import { type KeyOptions, createKeysService } from '../../src/auth/keys.service.js'
import type { KeyDescription } from '../../src/auth/keys.schemas.js'
import { loadConfig } from '../../src/config.js'
import { type Db, createDb } from '../../src/compose.js'
import { nowTimestamp } from '../../src/db/time.js'
import { newWebsite } from '../../src/websites/websites.store.js'
import { startService } from '../../src/main.js'
import { testDatabase } from './database.js'
import { type Client, client } from './http.js'

export interface TestService {
  dataDir: string
  /** The service's database settings (DATABASE_URL on PostgreSQL; empty on SQLite, in dataDir). */
  databaseEnv: Record<string, string>
  url: string
  httpsUrl: string | undefined
  /** A client with the first key (account "default"). */
  api: Client
  /** Creates an account (when new) and a key for it; returns a client using that key. */
  keyFor(account: string, options?: KeyOptions): Promise<Client & { keyId: number; key: string }>
  /** A client sending `key` (one made through the API, say). */
  clientWith(key: string): Client
  revoke(keyId: number): Promise<void>
  /** The test's own connection to the service's database, through the stores. */
  db: Db
  /** A key as the database holds it now (the test's own connection). */
  storedKey(keyId: number): Promise<KeyDescription | undefined>
  /** Runs a statement on the service's database from another connection (to make what no request can: a lost secret). */
  sql(statement: string): Promise<void>
  /** Stops the service (as SIGTERM would), keeping the database for the test to read; close() removes it. */
  stopService(): Promise<void>
  /** Holds the database's write lock from another connection until the returned function is called. */
  holdWriteLock(): Promise<() => Promise<void>>
  /** Bulk-loads websites for the account of `as` through the data layer (what the bench does). */
  seed(accountName: string, domains: string[]): Promise<void>
  close(): Promise<void>
}

/**
 * `routeDatabase` lets a test send the service's PostgreSQL traffic elsewhere (through a proxy); the
 * test's own connection still goes straight to the database.
 */
export async function startTestService(env: Record<string, string> = {}, routeDatabase?: (url: URL) => void): Promise<TestService> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-test-'))
  const database = await testDatabase(dataDir)
  const serviceEnv = { ...database.env }
  if (routeDatabase && serviceEnv.DATABASE_URL) {
    const url = new URL(serviceEnv.DATABASE_URL)
    routeDatabase(url)
    serviceEnv.DATABASE_URL = url.toString()
  }
  const settings = {
    DATA_DIR: dataDir, PORT: '0', HTTPS_PORT: '0', LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0', AUTH_FAILURES_PER_MINUTE: '0', ...env,
  }
  const config = loadConfig({ ...settings, ...serviceEnv })
  const service = await startService(config)
  const db = await createDb(loadConfig({ ...settings, ...database.env }))
  const keys = createKeysService(db.keys)
  let stopped: Promise<void> | undefined
  const stopService = () => (stopped ??= service.close())
  return {
    dataDir,
    databaseEnv: database.env,
    url: service.httpUrl,
    httpsUrl: service.httpsUrl,
    api: client(service.httpUrl, service.firstStart!.key),
    async keyFor(account, options) {
      const { id, key } = await keys.createKey(account, options)
      return Object.assign(client(service.httpUrl, key), { keyId: id, key })
    },
    clientWith: (key) => client(service.httpUrl, key),
    async revoke(keyId) {
      await keys.revokeKey(keyId)
    },
    db,
    storedKey: (keyId) => db.keys.describeKey(null, keyId),
    async sql(statement) {
      if (database.env.DATABASE_URL) {
        const connection = postgres(database.env.DATABASE_URL, { max: 1, onnotice: () => undefined })
        await connection.unsafe(statement)
        await connection.end()
      } else {
        const connection = new Database(path.join(dataDir, 'websites.db'))
        connection.exec(statement)
        connection.close()
      }
    },
    stopService,
    holdWriteLock: () => database.holdWriteLock(),
    async seed(accountName, domains) {
      const accountId = await db.keys.accountId(null, accountName)
      await db.websites.insertMany(domains.map((domain) => ({ accountId: accountId!, ...newWebsite(domain) })), nowTimestamp())
    },
    async close() {
      await stopService()
      await db.close()
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
