// The bench's processes: servers started from the checkout's root and waited for, and the CPU time a
// process (or PostgreSQL's) has used, from /proc.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
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

/** Starts `node COMMAND` (from the root) and resolves once its standard output matches `ready`, whose group 1 is the port. */
export function start(command: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
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
