// Which database the component tests run on (TEST_DB, set by test/run.sh), and a fresh, empty one for
// each service a test starts: runs never see each other's rows.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import postgres from 'postgres'

export const TEST_DB: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

export interface TestDatabase {
  /** Environment for the service (DATABASE_URL); empty for SQLite, which lives in the test's DATA_DIR. */
  env: Record<string, string>
  /** Holds the write lock from another connection, as a stuck writer would; returns the release. */
  holdWriteLock(): Promise<() => Promise<void>>
  drop(): Promise<void>
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL=postgres://user@host:port/db')
  return url
}

export async function testDatabase(dataDir: string, kind: 'sqlite' | 'postgres' = TEST_DB): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    return {
      env: {},
      async holdWriteLock() {
        const blocker = new Database(path.join(dataDir, 'websites.db'))
        blocker.exec('BEGIN IMMEDIATE')
        return async () => { blocker.close() }
      },
      drop: async () => undefined,
    }
  }
  const name = `websites_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = postgres(serverUrl(), { max: 2, onnotice: () => undefined })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl())
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    async holdWriteLock() {
      const blocker = postgres(url.toString(), { max: 1, onnotice: () => undefined })
      let release!: () => void
      const released = new Promise<void>((resolve) => { release = resolve })
      let transaction!: Promise<unknown>
      await new Promise<void>((locked, failed) => {
        transaction = blocker.begin(async (tx) => {
          await tx`LOCK TABLE websites IN EXCLUSIVE MODE`
          locked()
          await released
        }).catch(failed)
      })
      return async () => {
        release()
        await transaction
        await blocker.end()
      }
    },
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
