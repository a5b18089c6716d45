// src/tick-shapes.ts: one of process.nextTick's entries is held, so that a full collection cannot free the
// hidden class every entry is built with (V8 would then build each through its runtime, bench/README.md).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, it } from 'node:test'

/** In a process of its own: a full collection, then a fresh tick entry compared with the one held. */
const AFTER_A_COLLECTION = `
  import { createHook } from 'node:async_hooks'
  import { keptTick } from './src/tick-shapes.ts'
  globalThis.gc()
  let fresh
  const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') fresh = resource } }).enable()
  process.nextTick(() => {})
  hook.disable()
  const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)')
  console.log(JSON.stringify({ kept: keptTick() !== undefined, fresh: fresh !== undefined, sameClass: keptTick() !== undefined && sameMap(keptTick(), fresh) }))
`

describe('the ticks\' hidden classes', () => {
  it('are held from the start: an entry made after a full collection has the class of the one held', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', AFTER_A_COLLECTION],
      { cwd: process.cwd(), encoding: 'utf8' })
    assert.equal(child.status, 0, child.stderr)
    assert.deepEqual(JSON.parse(child.stdout), { kept: true, fresh: true, sameClass: true })
  })

  it('are kept by the first module of the service and of the job by hand', () => {
    for (const [file, specifier] of [['src/cli/index.ts', '../tick-shapes.js'], ['bench/by-hand-server.ts', '../src/tick-shapes.js']] as const) {
      const firstImport = /^import .*$/m.exec(fs.readFileSync(file, 'utf8'))?.[0]
      assert.equal(firstImport, `import '${specifier}'`, `${file}: its first import keeps the ticks' classes`)
    }
  })
})
