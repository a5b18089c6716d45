import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'

const LINES = 20_000

// A process that logs without yielding to its event loop, then is killed. A buffering destination
// (pino's default) would lose nearly every line; under 500 connections it also fell thousands of lines
// behind and held them in memory.
const logThenDie = `
  import pino from 'pino'
  import { loggerOptions } from './src/logger.ts'
  const { stream, ...options } = loggerOptions('info')
  const log = pino(options, stream)
  for (let i = 0; i < ${LINES}; i++) log.info({ i }, 'request completed')
  process.kill(process.pid, 'SIGKILL')
`

describe('logger', () => {
  it('when the process is killed right after logging, then every line is already in the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-logger-'))
    try {
      const file = path.join(dir, 'out.log')
      const out = fs.openSync(file, 'w')
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', logThenDie], { stdio: ['ignore', out, 'pipe'], cwd: process.cwd() })
      fs.closeSync(out)
      assert.equal(child.signal, 'SIGKILL', child.stderr.toString())
      const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)
      assert.equal(lines.length, LINES)
      assert.deepEqual(JSON.parse(lines.at(-1)!).i, LINES - 1)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
