// The directories the service writes to: made when missing, private (0700), and checked up front so that
// a path that cannot be used stops the start at once with a message naming the setting. Node's own
// recursive mkdir loops forever on some paths (`/proc/x`), so each missing level is made one at a time.
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError } from './config.js'

/** Said like a bad setting: one line, exit code 1. */
export class DirectoryError extends ConfigError {}

/**
 * Makes `dir` (0700) when missing and checks it is a writable directory; throws DirectoryError naming
 * `setting`. An existing one wider than 0700 is narrowed too, unless `narrow` is false (see below).
 */
export function prepareDirectory(dir: string, setting: string, { narrow = true, holdsDatabase = true } = {}): void {
  try {
    const missing: string[] = []
    let existing = path.resolve(dir)
    while (!fs.existsSync(existing)) {
      missing.unshift(existing)
      existing = path.dirname(existing)
    }
    if (!fs.statSync(existing).isDirectory()) throw new Error(`${existing} is not a directory`)
    for (const level of missing) fs.mkdirSync(level, { mode: 0o700 })
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new DirectoryError(`${setting}=${JSON.stringify(dir)} cannot be used: ${reason}`)
  }
  if (narrow) narrowToOwner(path.resolve(dir), setting, holdsDatabase)
}

const STICKY = 0o1000

/** Directories already said something about: once per process, whoever prepares them again. */
const told = new Set<string>()

/**
 * The database and the TLS key live here. Their files are 0600, but a directory made by hand (0755)
 * would still show their names and let a file made later with a wider mode be read: narrowed when
 * this user owns it. Not otherwise, nor when it is shared (sticky, like /tmp): a warning says so.
 */
function narrowToOwner(dir: string, setting: string, holdsDatabase: boolean): void {
  const { mode, uid } = fs.statSync(dir)
  // Windows has no POSIX modes to narrow.
  if (process.getuid === undefined || (mode & 0o077) === 0 || told.has(dir)) return
  told.add(dir)
  const octal = (mode & 0o7777).toString(8).padStart(4, '0')
  // On PostgreSQL (or SQLite elsewhere) the database is not here: the message names only what is.
  const why = holdsDatabase ? '(it holds the database and the TLS key)' : '(it holds the TLS key and the secrets key; the database is elsewhere)'
  const owned = uid === process.getuid()
  if (!owned || (mode & STICKY) !== 0) {
    process.stderr.write(`warning: ${setting} ${dir} is mode ${octal} and ${owned ? 'shared (sticky bit)' : 'owned by another user'}: ` +
      `not narrowed; make it 0700 ${why}\n`)
    return
  }
  fs.chmodSync(dir, 0o700)
  process.stderr.write(`${setting} ${dir} was mode ${octal}; narrowed to 0700 ${why}\n`)
}
