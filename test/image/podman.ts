// Podman as the image's tools call it: with a containers.conf that this machine's kernel accepts, and every
// container, volume, network and pod they make labelled, so that whatever a run leaves (a failure, a kill)
// is found and removed by the next one.
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Every object a test makes carries it, with the run's id as its value. */
export const LABEL = 'io.websites-api.test'

/**
 * A runtime cannot raise a limit past this process's own hard limit without CAP_SYS_RESOURCE, and Podman's
 * defaults (an open-files limit of 1048576) ask for more on machines that cap it lower: containers get this
 * process's own hard limits (here 20000 open files, where Podman asks for 1048576). `podman build` does not read them from containers.conf: it gets them as flags.
 */
export function ulimits(): string[] {
  // "Max open files   20000   20000   files": the soft limit, then the hard one.
  const limits = fs.readFileSync('/proc/self/limits', 'utf8')
  const hard = (name: string) => {
    const value = new RegExp(`^${name}\\s+\\S+\\s+(\\S+)`, 'm').exec(limits)?.[1]
    return value === undefined || value === 'unlimited' ? Infinity : Number(value)
  }
  const nofile = Math.min(hard('Max open files'), 1_048_576)
  // Podman gives conmon, and so the container, at most pid_max processes.
  const nproc = Math.min(hard('Max processes'), Number(fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8')))
  return [`nofile=${nofile}:${nofile}`, `nproc=${nproc}:${nproc}`]
}

/**
 * crun 1.8 refuses cgroups in hybrid (v1) mode, where runc works: runc where cgroups are not v2 (and runc is
 * there). Written once, read by every podman call (and podman-compose's) through CONTAINERS_CONF.
 */
function containersConf(): string {
  const cgroupV2 = fs.existsSync('/sys/fs/cgroup/cgroup.controllers')
  const runc = !cgroupV2 && ['/usr/bin/runc', '/usr/sbin/runc', '/usr/local/bin/runc'].some((bin) => fs.existsSync(bin))
  // Named after this process: a run killed before its exit handler leaves it to the next run's sweep.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `websites-api-podman-${process.pid}-`))
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const file = path.join(dir, 'containers.conf')
  fs.writeFileSync(file, [
    '[containers]',
    `default_ulimits = [${ulimits().map((limit) => JSON.stringify(limit)).join(', ')}]`,
    ...(runc ? ['[engine]', 'runtime = "runc"'] : []),
    '',
  ].join('\n'))
  return file
}

let conf: string | undefined
/** The environment podman and podman-compose run with. */
export function podmanEnv(): NodeJS.ProcessEnv {
  conf ??= containersConf()
  return { ...process.env, CONTAINERS_CONF: conf }
}

export interface Result {
  stdout: string
  stderr: string
  code: number
}

/** Runs podman; rejects with its stderr when it exits non-zero (unless `check` is false). */
export async function podman(args: string[], { check = true, timeoutMs = 120_000 } = {}): Promise<Result> {
  try {
    const { stdout, stderr } = await run('podman', args, { env: podmanEnv(), maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs })
    return { stdout, stderr, code: 0 }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number | string }
    const result = { stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error), code: typeof failed.code === 'number' ? failed.code : -1 }
    if (check) throw new Error(`podman ${args.join(' ')} failed (${failed.code}):\n${result.stderr.trim()}`)
    return result
  }
}

/**
 * A long command (a build): the lines that `show` matches are printed as they come, each led by `prefix`;
 * when it fails, its last 60 lines too. Rejects when it exits non-zero.
 */
export function stream(command: string, args: string[], prefix: string, { cwd = process.cwd(), show = /./ } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: podmanEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    const last: string[] = []
    let pending = ''
    const take = (line: string) => {
      last.push(line)
      if (last.length > 60) last.shift()
      if (show.test(line)) process.stdout.write(`${prefix}${line}\n`)
    }
    const read = (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n')
      pending = lines.pop()!
      lines.forEach(take)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('error', reject)
    child.on('close', (code) => {
      if (pending) take(pending)
      if (code === 0) return resolve()
      reject(new Error(`${command} ${args.join(' ')} exited ${code}; its last lines:\n${last.map((line) => `  ${line}`).join('\n')}`))
    })
  })
}

/** A build's steps and its result, not every line its RUN commands print. */
export const BUILD_STEPS = /^(\[\d+\/\d+\] )?(STEP \d+|COMMIT|Successfully tagged|Error|error)/

/** Whether an image of that name is in local storage. */
export async function imageExists(name: string): Promise<boolean> {
  return (await podman(['image', 'exists', name], { check: false })).code === 0
}

/** Removes every container (with its anonymous volumes), pod, volume and network that has the label `filter` (key=value). */
export async function removeLabelled(filter: string): Promise<string[]> {
  const removed: string[] = []
  const ids = async (kind: string[], format: string) =>
    (await podman([...kind, '--filter', `label=${filter}`, '--format', format], { check: false })).stdout.split('\n').filter(Boolean)
  const containers = await ids(['ps', '-a'], '{{.Names}}')
  if (containers.length) await podman(['rm', '--force', '--volumes', '--time', '0', ...containers], { check: false })
  removed.push(...containers)
  const pods = await ids(['pod', 'ps'], '{{.Name}}')
  if (pods.length) await podman(['pod', 'rm', '--force', ...pods], { check: false })
  removed.push(...pods)
  const volumes = await ids(['volume', 'ls'], '{{.Name}}')
  if (volumes.length) await podman(['volume', 'rm', '--force', ...volumes], { check: false })
  removed.push(...volumes)
  const networks = await ids(['network', 'ls'], '{{.Name}}')
  if (networks.length) await podman(['network', 'rm', '--force', ...networks], { check: false })
  removed.push(...networks)
  return removed
}
