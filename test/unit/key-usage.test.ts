// last_used_at gathered in memory: one entry per key per minute, the latest minute wins, a failed batch
// is kept for the next, and close writes what is pending.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createKeyUsage } from '../../src/auth/key-usage.js'
import type { KeyUse } from '../../src/auth/keys.store.js'

const MINUTE = 60_000
const T = Date.UTC(2026, 10, 24, 10, 20, 0)

describe('key usage', () => {
  it('when a key is used many times in a minute, then one use of that minute is written, truncated to it', async () => {
    const batches: KeyUse[][] = []
    let now = T
    const usage = createKeyUsage({ write: async (uses) => void batches.push([...uses]), clock: () => now })
    for (let i = 0; i < 1000; i++) {
      now = T + 59 * i
      usage.record(7)
    }
    usage.record(8)
    await usage.flush()
    assert.deepEqual(batches, [[{ id: 7, at: '2026-11-24T10:20:00.000000Z' }, { id: 8, at: '2026-11-24T10:20:00.000000Z' }]])
    now = T + 30_000
    usage.record(7)
    await usage.flush()
    assert.equal(batches.length, 1, 'the same minute again writes nothing')
    now = T + MINUTE + 1
    usage.record(7)
    await usage.close()
    assert.deepEqual(batches[1], [{ id: 7, at: '2026-11-24T10:21:00.000000Z' }], 'a new minute is written, at close too')
  })

  it('when a batch cannot be written, then it is written with the next one, unless a later minute replaced it', async () => {
    const batches: KeyUse[][] = []
    let failing = true
    const errors: unknown[] = []
    let now = T
    const usage = createKeyUsage({
      clock: () => now,
      write: async (uses) => {
        if (failing) throw new Error('database down')
        batches.push([...uses])
      },
      onError: (error) => errors.push(error),
    })
    usage.record(1)
    usage.record(2)
    await usage.flush()
    assert.equal(errors.length, 1)
    failing = false
    now = T + MINUTE
    usage.record(2)
    await usage.close()
    assert.deepEqual(batches.map((batch) => batch.sort((a, b) => a.id - b.id)),
      [[{ id: 1, at: '2026-11-24T10:20:00.000000Z' }, { id: 2, at: '2026-11-24T10:21:00.000000Z' }]])
  })
})
