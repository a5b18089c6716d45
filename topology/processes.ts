// Processes of the topology's hosts: each started inside its host's namespace, detached (it outlives the
// `npm run topology -- up` that started it), its output in a log file under the run directory. They are
// stopped by killing their host (network.ts), never by name.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type HostName, RUN_DIR, asPostgres, nsOf } from './network.js'

export const logFile = (name: string) => path.join(RUN_DIR, 'logs', `${name}.log`)

export interface Start {
  host: HostName
  /** The log file's name (without .log). */
  name: string
  argv: string[]
  /** Runs as this user (PostgreSQL refuses root). */
  user?: string
  env?: Record<string, string>
  cwd?: string
}

export function startIn({ host, name, argv, user, env = {}, cwd }: Start): void {
  fs.mkdirSync(path.dirname(logFile(name)), { recursive: true })
  const log = fs.openSync(logFile(name), 'a')
  const command = ['netns', 'exec', nsOf(host), ...(user ? ['setpriv', `--reuid=${user}`, `--regid=${user}`, '--init-groups', '--'] : []), ...argv]
  // A process run as another user starts in its HOME (or /), never in ours: that user may not be allowed
  // into the checkout (a clone under a 0700 temporary folder, as CI makes), and Patroni's helper processes
  // go back into their parent's folder first. There, Patroni's bootstrap failed on "Permission denied" and
  // its node stayed "bootstrap in progress" until the topology gave up.
  const child = spawn('ip', command, { detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...env }, cwd: cwd ?? (user ? env.HOME ?? '/' : undefined) })
  fs.closeSync(log)
  child.unref()
}

/** The last lines of a log (those `only` keeps, when given), for a failure's message. */
export function tail(name: string, lines = 20, only?: (line: string) => boolean): string {
  const file = logFile(name)
  if (!fs.existsSync(file)) return '(no log)'
  const all = fs.readFileSync(file, 'utf8').trimEnd().split('\n')
  return (only ? all.filter(only) : all).slice(-lines).join('\n') || '(none)'
}

/** Polls `ok` every `pollMs` until it holds; after `timeoutMs`, fails with the last lines of `logs`. */
export async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs: number, logs: string[] = [], pollMs = 500): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${logs.map((name) => `--- ${name}\n${tail(name)}`).join('\n')}`)
    await sleep(pollMs)
  }
}

/** psql as postgres on a host, through the Unix socket in `socketDir`: one value, or rows of values separated by new lines. */
export async function psqlAt(host: HostName, socketDir: string, database: string, query: string): Promise<string> {
  return (await asPostgres(host, 'psql', '-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-h', socketDir, '-d', database, '-c', query)).trim()
}
