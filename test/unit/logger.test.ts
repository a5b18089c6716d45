import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, describe, it } from 'node:test'
import fc from 'fast-check'
import pino from 'pino'
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify'
import { accessLine, loggerOptions, makeChildrenLazy, registerAccessLog } from '../../src/logger.js'

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
    // The longest line the script writes (its last), known beforehand: a log with nothing written must fail too.
    const lineBytes = Buffer.byteLength(`${JSON.stringify({ level: 30, time: Date.now(), i: LINES - 1, msg: 'request completed' })}\n`)
    assert.ok(lines.length >= LINES - Math.ceil(MAX_UNWRITTEN_BYTES / lineBytes), `${LINES - lines.length} lines lost`)
  })

  it('when the process exits, then every line is written', () => {
    const { child, text } = run(logThen('process.exit(0)'), 'exited.log')
    assert.equal(child.status, 0, child.stderr.toString())
    assert.equal(linesOf(text).length, LINES)
  })

  it('when lines of every size are logged, then each write holds whole lines and at most 4 KB, but for a single longer line', () => {
    // Each write is seen as it reaches the file descriptor; the lines hold multi-byte characters, and one is 10 KB.
    const script = `
      import fs from 'node:fs'
      const writes = []
      const writeSync = fs.writeSync
      fs.writeSync = (fd, data, ...rest) => {
        if (fd === 1) writes.push(String(data))
        return writeSync(fd, data, ...rest)
      }
      const { default: pino } = await import('pino')
      const { loggerOptions } = await import('./src/logger.ts')
      const { stream, ...options } = loggerOptions('info')
      const log = pino(options, stream)
      for (let i = 0; i < 3000; i++) log.info({ i, path: 'é😀/'.repeat(i % 97) }, 'request completed')
      // Lines near the 4 KB bound, just past it, and far past it.
      for (const [i, size] of [[3000, 3950], [3001, 4097], [3002, 10_000]]) log.info({ i, path: 'x'.repeat(size) }, 'request completed')
      // Registered after the logger's own exit hook (in loggerOptions), so it runs after the last write.
      process.on('exit', () => fs.writeFileSync(process.env.WRITES_FILE, JSON.stringify(writes)))
    `
    const writesFile = path.join(dir, 'writes.json')
    const out = fs.openSync(path.join(dir, 'sizes.log'), 'w')
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script],
      { stdio: ['ignore', out, 'pipe'], cwd: process.cwd(), env: { ...process.env, WRITES_FILE: writesFile } })
    fs.closeSync(out)
    assert.equal(child.status, 0, child.stderr.toString())
    // An empty write (sonic-boom's timer finding nothing held) carries nothing to judge.
    const writes = (JSON.parse(fs.readFileSync(writesFile, 'utf8')) as string[]).filter((write) => write !== '')
    assert.equal(linesOf(writes.join('')).length, 3003)
    for (const write of writes) {
      assert.ok(write.endsWith('\n'), `a write ends inside a line: ${JSON.stringify(write.slice(-40))}`)
      const bytes = Buffer.byteLength(write)
      assert.ok(bytes <= MAX_UNWRITTEN_BYTES || write.indexOf('\n') === write.length - 1, `a write of ${bytes} bytes holding several lines`)
    }
    // Gathered: a write once 3.5 KB are held (fewer bytes only when the next line would pass 4 KB, or at exit).
    const bytes = Buffer.byteLength(writes.join(''))
    assert.ok(writes.length <= Math.ceil(bytes / 3000) + 3, `${writes.length} writes for ${bytes} bytes: lines are not gathered`)
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

  it('when a request is logged, then its access line is the one pino writes for the same fields, whatever the path or address hold', () => {
    const reqId = 'a3bb189e-8bf9-3888-9912-ace4e6543002'
    const cases = [
      { method: 'GET', url: '/api/v1/websites/1', status: 200, ms: 0.0731, ip: '127.0.0.1' },
      { method: 'POST', url: '/api/v1/websites?domain=a"b\\c', status: 422, ms: 12.25, ip: '::ffff:10.0.0.1' },
      { method: 'GET', url: '/caf\u00e9/"quoted"/\u0001\u2028/😀?q', status: 404, ms: 1000.04, ip: 'evil", "admin": "1' },
      // A client that left before its answer: its socket no longer knows its address (pino leaves the field out).
      { method: 'GET', url: '/api/v1/websites', status: 200, ms: 3, ip: undefined },
    ]
    for (const { method, url, status, ms, ip } of cases) {
      const written: string[] = []
      // The service's own options, its stream swapped for one that keeps the lines.
      const { stream: _, ...options } = loggerOptions('info')
      const log = pino(options, { write: (line: string) => written.push(line) }).child({ reqId })
      log.info({ method, path: url.split('?', 1)[0], status, ms: Math.round(ms * 10) / 10, remoteAddress: ip }, 'request completed')
      const ours = accessLine(reqId, method, url, status, ms, ip)
      assert.ok(ours.endsWith('\n'))
      // Entries, not objects: the order of the fields is compared too; the time only by its type (ms since the epoch).
      const shape = (line: string) => Object.entries(JSON.parse(line) as Record<string, unknown>).map(([key, value]) => [key, key === 'time' ? typeof value : value])
      assert.deepEqual(shape(ours), shape(written[0]!))
    }
  })

  it('when a path or an address holds any text at all, then the line writes it as JSON.stringify does, escapes and all', () => {
    // Any code point, lone surrogates and controls included: a character let through unescaped would break the
    // line's JSON, or its UTF-8 once written.
    const character = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)))
    const text = fc.string({ unit: character, maxLength: 40 })
    const path = text.map((rest) => `/${rest.replaceAll('?', '')}`).filter((p) => !/^\/(invitations|reset-password)\//.test(p))
    fc.assert(fc.property(path, text, (url, ip) => {
      const line = accessLine('id', 'GET', url, 200, 1, ip)
      assert.ok(line.includes(`"path":${JSON.stringify(url)},"status"`), line)
      assert.ok(line.includes(`"remoteAddress":${JSON.stringify(ip)},"msg"`), line)
    }), { numRuns: 3000 })
  })

  it('when a one-time link\'s page is asked for, then its token is not in the access line', () => {
    const paths = (url: string) => JSON.parse(accessLine('id', 'GET', url, 200, 1, '127.0.0.1')).path
    assert.deepEqual(
      ['/invitations/AbC-123_x', '/reset-password/t0ken?x=1', '/invitations/tok/extra', '/api/v1/invitations/4', '/api/v1/invitations/accept', '/websites/invitations/x'].map(paths),
      ['/invitations/…', '/reset-password/…', '/invitations/…/extra', '/api/v1/invitations/4', '/api/v1/invitations/accept', '/websites/invitations/x'])
  })

  it('when the level is info, then each request writes one access line without its query; above info, none', async () => {
    const { stream: _, ...options } = loggerOptions('info')
    const linesAt = async (level: string) => {
      const written: string[] = []
      // As the app sets it up (app.ts): Fastify's own request lines off, ours on.
      const app = Fastify({
        loggerInstance: pino({ ...options, level }, { write: (line: string) => written.push(line) }) as FastifyBaseLogger,
        logController: new LogController({ disableRequestLogging: true }),
      })
      registerAccessLog(app)
      app.get('/ping', async () => 'pong')
      await app.inject({ url: '/ping?key=wak_secret' })
      await app.close()
      return written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request completed')
    }
    const atInfo = await linesAt('info')
    assert.equal(atInfo.length, 1)
    assert.deepEqual({ ...atInfo[0], time: undefined, reqId: undefined, ms: undefined },
      { level: 30, time: undefined, reqId: undefined, method: 'GET', path: '/ping', status: 200, ms: undefined, remoteAddress: '127.0.0.1', msg: 'request completed' })
    assert.deepEqual(await linesAt('warn'), [])
  })

  it('when a request writes a line of its own, then it carries the request id; a request that writes none makes no pino child', async () => {
    const { stream: _, ...options } = loggerOptions('info')
    const written: Record<string, unknown>[] = []
    const app = Fastify({
      loggerInstance: pino(options, { write: (line: string) => written.push(JSON.parse(line) as Record<string, unknown>) }) as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }), genReqId: () => 'the-request',
    })
    // Every pino child made, counted: pino's own `child`, which the lazy children call when they first write.
    let children = 0
    const pinoChild = Object.getPrototypeOf(app.log).child as typeof app.log.child
    Object.getPrototypeOf(app.log).child = function (this: FastifyBaseLogger, ...args: Parameters<typeof pinoChild>) { children++; return pinoChild.apply(this, args) }
    makeChildrenLazy(app.log)
    app.get('/quiet', async () => 'pong')
    app.get('/loud', async (request) => {
      request.log.warn({ detail: 'x' }, 'something to say')
      request.log.info('and more')
      // A child of the request's logger keeps the request id.
      request.log.child({ step: 2 }).info('deeper')
      return { level: request.log.level }
    })
    try {
      for (let i = 0; i < 3; i++) await app.inject({ url: '/quiet' })
      assert.equal(children, 0)
      const loud = await app.inject({ url: '/loud' })
      assert.equal(children, 2)
      assert.deepEqual(loud.json(), { level: 'info' })
      assert.deepEqual(written.map(({ time: _time, ...line }) => line), [
        { level: 40, reqId: 'the-request', detail: 'x', msg: 'something to say' },
        { level: 30, reqId: 'the-request', msg: 'and more' },
        { level: 30, reqId: 'the-request', step: 2, msg: 'deeper' },
      ])
    } finally {
      Object.getPrototypeOf(app.log).child = pinoChild
      await app.close()
    }
  })
})
