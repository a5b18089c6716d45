// The bench's processes: servers started from the checkout's root and waited for, and the CPU time a
// process (or PostgreSQL's) has used, from /proc.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

const CLOCK_TICK_US = 1_000_000 / 100 // USER_HZ: 100 on Linux
/** A process's CPU time so far (user + system), in microseconds, from /proc/PID/stat. */
export function cpuUs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_US
}
/** The PostgreSQL server's processes (the postmaster and its backends), whose CPU a request also costs. */
export function postgresPids(): number[] {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => {
    try {
      return /^postgres\b/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
    } catch {
      return false
    }
  })
}
export const totalCpuUs = (pids: number[]) => pids.reduce((sum, pid) => {
  try {
    return sum + cpuUs(pid)
  } catch {
    return sum // a backend that ended meanwhile
  }
}, 0)

/**
 * The measured servers run on the first CPU and the load generator (this process) on the last, when the
 * machine has two or more and taskset(1) is there: sharing both, a server's CPU per request moved with how
 * the scheduler happened to share them (bench/README.md, step 3).
 */
export const PINNED = os.availableParallelism() >= 2 && fs.existsSync('/usr/bin/taskset') ? { server: 0, load: os.availableParallelism() - 1 } : undefined

/** Moves this process, every thread of it, to the load generator's CPU. */
export function pinLoadGenerator(): void {
  if (PINNED) execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', String(PINNED.load), String(process.pid)], { stdio: 'ignore' })
}

/**
 * Starts `node COMMAND` (from the root) and resolves once its standard output matches `ready`, whose group 1
 * is the port. `pinned`: on the servers' CPU, for the servers `npm run bench` measures (taskset execs node: the
 * child's pid is node's).
 */
export function start(command: string[], env: Record<string, string>, ready: RegExp, pinned = false): Promise<{ child: ChildProcess; port: number }> {
  const [file, args] = pinned && PINNED ? ['taskset', ['--cpu-list', String(PINNED.server), process.execPath, ...command]] : [process.execPath, command]
  const child = spawn(file, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk
      const match = ready.exec(out)
      if (!match) return
      // From here on the output is drained unread: scanning it would load this process, not the server.
      child.stdout!.off('data', onData).resume()
      resolve({ child, port: Number(match[1]) })
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited ${code}: ${out}`)))
  })
}

/** Sends SIGTERM and waits for the exit. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
