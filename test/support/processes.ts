// The service as separate processes, as an operator runs it: `websites-api serve` and the CLI, on one
// data directory and one database (SQLite there, or a fresh PostgreSQL database: see database.ts).
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { TEST_DB, type TestDatabase, testDatabase } from './database.js'
import { freePort } from './ports.js'

export const CLI = [builtCli()]

/**
 * The CLI as built (`npm run build`, which `npm test` runs first), as an operator runs it: a process starts
 * in about 1 s where through tsx it took 2.5, and the suite starts hundreds. A build older than a source
 * file would test code that is not there any more: refused, with what to run.
 */
function builtCli(): string {
  const repo = fileURLToPath(new URL('../..', import.meta.url))
  const built = path.join(repo, 'dist/src/cli/index.js')
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs
  if (builtAt === undefined) throw new Error(`${built} is missing: run npm run build (npm test does)`)
  const newer = ['src', 'migrations'].flatMap((dir) => fs.readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))).find((file) => file.endsWith('.ts') && fs.statSync(path.join(repo, file)).mtimeMs > builtAt)
  if (newer) throw new Error(`${newer} changed after the build the process tests run: run npm run build (npm test does)`)
  return built
}
const run = promisify(execFile)

export interface Served {
  child: ChildProcess
  url: string
  /** Undefined when started with HTTPS_PORT=0. */
  httpsUrl: string | undefined
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export interface Deployment {
  dataDir: string
  database: TestDatabase
  /** Runs the CLI; rejects (with code and stderr) when it exits non-zero. */
  cli(...args: string[]): Promise<{ stdout: string; stderr: string }>
  /** Makes a key with the CLI (`flags` added, `--admin` say) and returns it (the last line it prints); migrates first, as an operator would. */
  createKey(account: string, ...flags: string[]): Promise<string>
  /** Starts `serve` and waits until `listeners` processes say they listen (more than one with WORKERS). */
  serve(env?: Record<string, string>, listeners?: number): Promise<Served>
  remove(): Promise<void>
}

// A test that fails halfway must not leave servers running: whatever is still up goes with this process.
const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)))

/** The CLI tests' start: a deployment of account "acme" with an admin key ("ops") and a plain one, served. */
export async function servedWithKeys(prefix: string): Promise<{ deployment: Deployment; served: Served; admin: string; plain: string }> {
  const deployment = await testDeployment(prefix)
  const admin = await deployment.createKey('acme', '--name', 'ops', '--admin')
  const plain = await deployment.createKey('acme', '--name', 'plain')
  return { deployment, served: await deployment.serve(), admin, plain }
}

export async function testDeployment(prefix: string, kind: 'sqlite' | 'postgres' = TEST_DB): Promise<Deployment> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), `websites-api-${prefix}-`))
  const database = await testDatabase(dataDir, kind)
  const baseEnv = () => ({ ...process.env, DATA_DIR: dataDir, ...database.env })
  let started = 0
  let migrated: Promise<unknown> | undefined
  // The OpenAPI document alone is over a megabyte (execFile's default limit).
  const cli = (...args: string[]) => run(process.execPath, [...CLI, ...args], { env: baseEnv(), maxBuffer: 64 * 1024 * 1024 })
  return {
    dataDir,
    database,
    cli,
    async createKey(account, ...flags) {
      // `keys create` refuses a database that was never made (a wrong DATA_DIR, not a new one).
      await (migrated ??= cli('migrate'))
      return (await cli('keys', 'create', '--account', account, ...flags)).stdout.trim().split('\n').at(-1)!
    },
    async serve(env = {}, listeners = 1) {
      const port = await freePort()
      // Two ports free a moment ago can be the same one: the HTTPS port must differ from the HTTP port.
      let httpsPort = env.HTTPS_PORT
      while (httpsPort === undefined || httpsPort === String(port)) httpsPort = env.HTTPS_PORT ?? String(await freePort())
      // The log goes straight to a file, not through a pipe to this process: a test process busy with its
      // own load would drain a pipe too slowly, and the server's synchronous log writes would then stall it.
      const logFile = path.join(dataDir, `serve-${++started}.log`)
      const log = fs.openSync(logFile, 'a')
      const child = spawn(process.execPath, [...CLI, 'serve'], {
        env: { ...baseEnv(), PORT: String(port), HTTPS_PORT: httpsPort, ...env },
        stdio: ['ignore', log, log],
      })
      fs.closeSync(log)
      running.add(child)
      child.once('exit', () => running.delete(child))
      let out = ''
      const output = () => (out = fs.readFileSync(logFile, 'utf8'))
      const deadline = Date.now() + 30_000
      // Started: every listener is up, and the first key (or how to make one) has been printed after them.
      // (JSON lines, or LOG_FORMAT=pretty's.)
      while ((output().match(/("msg":"|INFO: )listening on /g) ?? []).length < listeners || !/^(API keys:|First API key)/m.test(out)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`service did not start:\n${out}`)
        await sleep(50)
      }
      return {
        child,
        url: `http://127.0.0.1:${port}`,
        httpsUrl: httpsPort === '0' ? undefined : `https://127.0.0.1:${httpsPort}`,
        // Kept after the data directory is removed: the suite reads every log at its end.
        output: () => (fs.existsSync(logFile) ? output() : out),
        stop: (signal = 'SIGTERM') => {
          child.kill(signal)
          return exited(child)
        },
      }
    },
    async remove() {
      await database.drop()
      await fs.promises.rm(dataDir, { recursive: true, force: true })
    },
  }
}
