// --instructions: a server's instructions per request on its main thread, counted by valgrind's callgrind.
// Unlike CPU time, an instruction count does not move with the machine's load or the scheduler, so the same
// build gives the same figure from run to run (bench/README.md, "Instructions").
import { type ChildProcess, execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { start } from './processes.js'

const run = promisify(execFile)

/** A server started under callgrind, and where its dumps go. */
export interface Counted {
  pid: number
  port: number
  stop: () => void
  /** Instructions (Ir) while `work` runs: of its main thread, and of all its threads (V8's GC and compiler helpers too). */
  count: (work: () => Promise<unknown>) => Promise<{ main: number; all: number }>
}

const COLLECT_ONCE = path.join(import.meta.dirname, 'collect-once.cjs')
/**
 * V8's heap, kept as a busy process has it. Under callgrind a copy runs some fifty times slower and sits idle
 * for minutes while the other copies are counted, and V8 reads both as a process gone quiet:
 * - its memory reducer collected the idle heap again and again, and a read of the job by hand, the same request
 *   in two scenarios, then counted 148k and 210k instructions, much of the second in baseline-tier code (with the
 *   reducer off: 141k and 137k);
 * - it shrank the young generation to its 1 MB floor, so a scavenge (about 480k instructions of fixed cost, most
 *   of it V8's start-up object cache) came every 60 reads, where the service at full speed scavenged 32 MB at a
 *   time (`node --trace-gc`), one per thousands of reads: the service's read counted 180k in one batch, 199k in
 *   the next.
 * The reducer off and the young generation's floor raised, for every counted copy alike, so that the count is
 * the code's (bench/README.md, "Idle copies"). The CPU-time runs keep V8's defaults.
 */
const IDLE_PROOF_HEAP = ['--no-memory-reducer', '--min-semi-space-size=16']
/** A full collection at valgrind's speed (instrumentation off) takes a second or two; a minute means it is stuck. */
const COLLECT_TIMEOUT_MS = 60_000

/**
 * Starts `node COMMAND` under callgrind with instrumentation off: until `count` turns it on, the server
 * runs at valgrind's translation speed only and its warm-up (the JIT's tiering up) costs little.
 * - The JIT is kept (not --jitless): the figure is meant to be the code that runs in production. V8 writes
 *   its code into anonymous mappings, which --smc-check=all-non-file (valgrind's default on amd64, given
 *   here to say so) watches for being rewritten, so a re-optimised function is translated afresh.
 * - --separate-threads: the main thread (the one answering requests; the dump's "-01" file) apart from
 *   V8's helper threads (concurrent marking, sweeping, optimising compilation), whose share moves with timing.
 *   Not node --single-threaded (all of it on the main thread): a by-hand read's batches of 400 requests then
 *   counted from 189k to 510k instructions each, where with helpers they stay within a few percent.
 * - node --expose-gc --require collect-once.cjs: once it is ready, before any request, the server runs one
 *   full collection (`collectOnce`), so that every build counted starts from the same state, not from the
 *   one its start-up's collections happened to leave (collect-once.cjs says why).
 * - One run at a time: valgrind runs one thread at a time, so how much marking the main thread does itself
 *   depends on when it goes idle; a read counted 250k instructions alone and 311k with two other
 *   --instructions runs beside it on the same CPUs.
 */
export async function startCounted(command: string[], env: Record<string, string>, ready: RegExp, name: string, nodePath?: string): Promise<Counted> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-callgrind-${name}-`))
  const valgrind = ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', '--smc-check=all-non-file',
    '--dump-line=no', `--callgrind-out-file=${dir}/callgrind.out`, `--log-file=${dir}/valgrind.log`]
  const collected = path.join(dir, 'collected')
  const nodeOptions = ['--expose-gc', '--require', COLLECT_ONCE, ...IDLE_PROOF_HEAP]
  const { child, port } = await start([...nodeOptions, ...command], { ...env, BENCH_COLLECTED_FILE: collected }, ready,
    { cpu: 'server', wrapper: ['valgrind', ...valgrind], nodePath })
  const pid = child.pid!
  try {
    await collectOnce(child, collected, name, dir)
  } catch (error) {
    // The caller only stops the copies it got back. Its folder is kept, for valgrind.log.
    child.kill('SIGKILL')
    throw error
  }
  const control = async (...flags: string[]) => void await run('callgrind_control', [...flags, String(pid)])
  const seen = new Set<string>()
  return {
    pid, port,
    stop: () => {
      child.kill('SIGTERM')
      // BENCH_KEEP_CALLGRIND=1 keeps the dumps, for callgrind_annotate (their folder is on standard error).
      if (process.env.BENCH_KEEP_CALLGRIND) process.stderr.write(`callgrind dumps of the ${name}: ${dir}\n`)
      else child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    },
    async count(work) {
      await control('-i', 'on')
      await control('-z') // what ran while it was switching on
      await work()
      await control('-d')
      await control('-i', 'off')
      // Each dump writes a file per thread that ran, callgrind.out.<part>-<thread>; the main thread is 01.
      const dumps = fs.readdirSync(dir).filter((file) => /^callgrind\.out\.\d+-\d+$/.test(file) && !seen.has(file))
      const main = dumps.find((file) => file.endsWith('-01'))
      if (main === undefined) throw new Error(`callgrind wrote no dump of the main thread in ${dir}`)
      const irOf = (file: string) => {
        seen.add(file)
        const totals = /^(?:summary|totals): (\d+)/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'))
        if (!totals) throw new Error(`no totals in ${path.join(dir, file)}`)
        return Number(totals[1])
      }
      return { main: irOf(main), all: dumps.reduce((sum, file) => sum + irOf(file), 0) }
    },
  }
}

/** Has the server run its one full collection (collect-once.cjs), and waits until it says so by the file. */
async function collectOnce(child: ChildProcess, collected: string, name: string, dir: string): Promise<void> {
  child.kill('SIGUSR2')
  const deadline = Date.now() + COLLECT_TIMEOUT_MS
  const done = () => fs.existsSync(collected) && fs.readFileSync(collected, 'utf8') === String(child.pid)
  while (!done()) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the ${name} copy under callgrind exited (${child.exitCode ?? child.signalCode}) before its collection: see ${dir}/valgrind.log`)
    }
    if (Date.now() > deadline) throw new Error(`the ${name} copy under callgrind did not run its collection within ${COLLECT_TIMEOUT_MS / 1000} s: see ${dir}/valgrind.log`)
    await sleep(20)
  }
}
