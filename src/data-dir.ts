// The directories the service writes to: made when missing, private (0700), and checked up front so that
// a path that cannot be used stops the start at once with a message naming the setting. Node's own
// recursive mkdir loops forever on some paths (`/proc/x`), so each missing level is made one at a time.
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError } from './config.js'

/** Said like a bad setting: one line, exit code 1. */
export class DirectoryError extends ConfigError {}

/** Makes `dir` (0700) when missing and checks it is a writable directory; throws DirectoryError naming `setting`. */
export function prepareDirectory(dir: string, setting: string): void {
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
}
