// src/tick-shapes.ts: one of process.nextTick's entries is held, so that a full collection cannot free the
// hidden class every entry is built with (V8 would then build each through its runtime, bench/README.md).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'

/** In a process of its own: a full collection once the first tick has run, then a fresh entry compared with the one held. */
const AFTER_A_COLLECTION = `
  import { executionAsyncResource } from 'node:async_hooks'
  import { keptTick } from './src/tick-shapes.ts'
  // Made before anything awaits: had the module enabled an async hook, Node's promise hook would mark it.
  const early = Promise.resolve()
  await new Promise((resolve) => setTimeout(resolve, 0))
  globalThis.gc()
  const fresh = await new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())))
  const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)')
  const kept = keptTick()
  console.log(JSON.stringify({
    kept: kept !== undefined && kept !== fresh,
    sameClass: kept !== undefined && sameMap(kept, fresh),
    promisesUntouched: Object.getOwnPropertySymbols(early).length === 0,
  }))
`

describe('the ticks\' hidden classes', () => {
  it('are held from the start: an entry made after a full collection has the class of the one held', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', AFTER_A_COLLECTION],
      { cwd: process.cwd(), encoding: 'utf8' })
    assert.equal(child.status, 0, child.stderr)
    assert.deepEqual(JSON.parse(child.stdout), { kept: true, sameClass: true, promisesUntouched: true })
  })

  it('are kept by the first module of the service and of the job by hand', () => {
    for (const [file, specifier] of [['src/cli/index.ts', '../tick-shapes.js'], ['bench/by-hand-server.ts', '../src/tick-shapes.js']] as const) {
      const firstImport = /^import .*$/m.exec(fs.readFileSync(file, 'utf8'))?.[0]
      assert.equal(firstImport, `import '${specifier}'`, `${file}: its first import keeps the ticks' classes`)
    }
  })
})
