// The bench's processes: servers started from the checkout's root and waited for, and the CPU time a
// process (or PostgreSQL's) has used, from /proc.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
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

const TASKSET = '/usr/bin/taskset'

/** "0-3,6" → [0, 1, 2, 3, 6] (the kernel's CPU list format). */
const expandCpuList = (list: string) => list.split(',').flatMap((part) => {
  const [first, last = first] = part.split('-').map(Number) as [number, number?]
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
})

/** The CPUs this process may run on (its cpuset), read when the module loads, before any pinning. */
const ALLOWED_CPUS = /^Cpus_allowed_list:\s*(\S+)$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]

/**
 * Where the measured servers and the load generator (this process) run: the first and the last CPU this
 * process may use, when it may use two or more and taskset(1) is there; undefined, and the report says
 * "unpinned", otherwise. Sharing both cores, a server's CPU per request moved with how the scheduler
 * happened to share them with the load (bench/README.md, "Pins").
 */
export const PINNED = (() => {
  const cpus = ALLOWED_CPUS === undefined ? [] : expandCpuList(ALLOWED_CPUS)
  return cpus.length >= 2 && fs.existsSync(TASKSET) ? { server: cpus[0]!, load: cpus.at(-1)! } : undefined
})()

/**
 * Moves this process, every thread of it, to the load generator's CPU; threads made later inherit it. What
 * this process does afterwards runs there too (seeding a size not seeded yet, autocannon).
 */
export function pinLoadGenerator(): void {
  if (PINNED) execFileSync(TASKSET, ['--all-tasks', '--pid', '--cpu-list', String(PINNED.load), String(process.pid)], { stdio: ['ignore', 'ignore', 'inherit'] })
}

/**
 * Starts `node COMMAND` (from the root) and resolves once its standard output matches `ready`, whose group 1
 * is the port. `cpu: 'server'` for the servers `npm run bench` measures; any other process gets back every
 * CPU this process was allowed (it would otherwise inherit the load generator's). taskset execs node, so
 * the child's pid is node's; `wrapper` runs before node (valgrind, which runs node in its own process: the
 * pid is still the server's). `nodePath`: another Node binary (the compared build's, with --compare-node).
 */
export function start(command: string[], env: Record<string, string>, ready: RegExp,
  { cpu = 'any', wrapper = [], nodePath = process.execPath }: { cpu?: 'server' | 'any'; wrapper?: string[]; nodePath?: string } = {}): Promise<{ child: ChildProcess; port: number }> {
  const node = [...wrapper, nodePath, ...command]
  const [file, args] = PINNED === undefined ? [node[0]!, node.slice(1)]
    : [TASKSET, ['--cpu-list', cpu === 'server' ? String(PINNED.server) : ALLOWED_CPUS!, ...node]]
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
    child.once('exit', (code) => reject(new Error(`${[file, ...args].join(' ')} exited ${code}: ${out}`)))
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
