import assert from 'node:assert/strict'
import os from 'node:os'
import { describe, it } from 'node:test'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { hashPassword, hashingLoad, verifyPassword } from '../../src/websites/password.js'

describe('passwords', () => {
  it('when a hash is verified, then only the same password matches', async () => {
    const stored = await hashPassword('correct horse battery')
    assert.match(stored, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    assert.equal(await verifyPassword('correct horse battery', stored), true)
    assert.equal(await verifyPassword('correct horse batterY', stored), false)
  })

  it('when more passwords arrive than there are spare cores, then the rest wait instead of taking the event loop\'s core', async () => {
    const spareCores = Math.max(1, os.availableParallelism() - 1)
    const count = spareCores + 3
    const hashes = Promise.all(Array.from({ length: count }, (_, i) => hashPassword(`password ${i}`)))
    await nextTurn()
    assert.deepEqual(hashingLoad(), { running: spareCores, waiting: count - spareCores })
    const stored = await hashes
    assert.equal(new Set(stored).size, count)
    assert.deepEqual(hashingLoad(), { running: 0, waiting: 0 })
  })
})
