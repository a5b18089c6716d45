import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, describe, it } from 'node:test'

const LINES = 20_000
/** What the destination may hold unwritten (src/logger.ts): one write's worth. */
const MAX_UNWRITTEN_BYTES = 4096

/** Runs `ending` after logging LINES lines without yielding to the event loop; standard output goes to `file`. */
const logThen = (ending: string) => `
  import pino from 'pino'
  import { loggerOptions } from './src/logger.ts'
  const { stream, ...options } = loggerOptions('info')
  const log = pino(options, stream)
  for (let i = 0; i < ${LINES}; i++) log.info({ i }, 'request completed')
  ${ending}
`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-logger-'))
after(() => fs.rmSync(dir, { recursive: true, force: true }))

function run(script: string, name: string) {
  const file = path.join(dir, name)
  const out = fs.openSync(file, 'w')
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', out, 'pipe'], cwd: process.cwd() })
  fs.closeSync(out)
  return { child, text: fs.readFileSync(file, 'utf8') }
}

/** Every line whole and in order from the first: what a log collector would read. */
function linesOf(text: string): number[] {
  assert.ok(text === '' || text.endsWith('\n'), 'the file ends with a whole line')
  return text.split('\n').filter(Boolean).map((line, n) => {
    const { i } = JSON.parse(line) as { i: number }
    assert.equal(i, n, 'no line is missing or out of order')
    return i
  })
}

describe('logger', () => {
  it('when the process is killed right after logging, then at most the last 4 KB of lines are lost, none cut in two', () => {
    const { child, text } = run(logThen('process.kill(process.pid, "SIGKILL")'), 'killed.log')
    assert.equal(child.signal, 'SIGKILL', child.stderr.toString())
    const lines = linesOf(text)
    const lineBytes = Buffer.byteLength(text.slice(text.lastIndexOf('\n', text.length - 2) + 1))
    assert.ok(lines.length >= LINES - Math.ceil(MAX_UNWRITTEN_BYTES / lineBytes), `${LINES - lines.length} lines lost`)
  })

  it('when the process exits, then every line is written', () => {
    const { child, text } = run(logThen('process.exit(0)'), 'exited.log')
    assert.equal(child.status, 0, child.stderr.toString())
    assert.equal(linesOf(text).length, LINES)
  })

  it('when a quiet process logs one line, then it is written without waiting for more', async () => {
    const file = path.join(dir, 'quiet.log')
    const out = fs.openSync(file, 'w')
    // One line, then the process stays up (no exit to flush it): only the periodic write can get it out.
    const script = `
      import pino from 'pino'
      import { loggerOptions } from './src/logger.ts'
      const { stream, ...options } = loggerOptions('info')
      pino(options, stream).info({ i: 0 }, 'listening')
      setTimeout(() => {}, 30_000)
    `
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', out, 'inherit'], cwd: process.cwd() })
    fs.closeSync(out)
    try {
      let text = ''
      for (let waited = 0; text === '' && waited < 10_000; waited += 50) {
        await sleep(50)
        text = fs.readFileSync(file, 'utf8')
      }
      assert.deepEqual(linesOf(text), [0])
    } finally {
      child.kill('SIGKILL')
    }
  })
})
