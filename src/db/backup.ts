// `websites-api backup FILE`: a consistent copy of the SQLite database, taken online with SQLite's backup
// API while the service keeps serving (pages copied in steps; a write in between restarts the copy of
// what changed), readable by the service's user only.
import fs from 'node:fs'
import Database from 'better-sqlite3'
import { ConfigError } from '../config.js'

/** Pages copied per step: small steps let the service's writes in between. */
const PAGES_PER_STEP = 1000

export async function backupSqlite(file: string, destination: string, onProgress: (done: number, total: number) => void): Promise<{ pages: number }> {
  if (fs.existsSync(destination)) throw new ConfigError(`${destination} exists: give a new file name (a backup never overwrites)`)
  if (!fs.existsSync(file)) throw new ConfigError(`no database at ${file}: check DATA_DIR or DATABASE_URL`)
  const db = new Database(file, { fileMustExist: true, timeout: 5000 })
  try {
    const { totalPages } = await db.backup(destination, {
      progress: ({ totalPages, remainingPages }) => {
        onProgress(totalPages - remainingPages, totalPages)
        return PAGES_PER_STEP
      },
    })
    onProgress(totalPages, totalPages)
    fs.chmodSync(destination, 0o600)
    return { pages: totalPages }
  } finally {
    db.close()
  }
}
