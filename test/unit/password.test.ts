import assert from 'node:assert/strict'
import os from 'node:os'
import { describe, it } from 'node:test'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { Unavailable, answerFor } from '../../src/errors.js'
import { createPasswords, hashingLimits } from '../../src/websites/password.js'

const passwords = createPasswords()

describe('passwords', () => {
  it('when a hash is verified, then only the same password matches', async () => {
    const stored = await passwords.hash('correct horse battery')
    assert.match(stored, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    assert.equal(await passwords.verify('correct horse battery', stored), true)
    assert.equal(await passwords.verify('correct horse batterY', stored), false)
  })

  it('when more passwords arrive than there are spare cores, then the rest wait instead of taking the event loop\'s core', async () => {
    const spareCores = Math.max(1, os.availableParallelism() - 1)
    const count = spareCores + 3
    const hashes = Promise.all(Array.from({ length: count }, (_, i) => passwords.hash(`password ${i}`)))
    await nextTurn()
    assert.deepEqual(passwords.load(), { running: spareCores, waiting: count - spareCores })
    const stored = await hashes
    assert.equal(new Set(stored).size, count)
    assert.deepEqual(passwords.load(), { running: 0, waiting: 0 })
  })

  it('when as many hashes wait as may, then the next is refused with 503 and Retry-After, and the others finish', async () => {
    const limited = createPasswords({ concurrency: 1, maxWaiting: 2 })
    // Asked in one turn, before any has started: the bound holds all the same.
    const accepted = Promise.all([0, 1, 2].map((i) => limited.hash(`password ${i}`)))
    await assert.rejects(limited.hash('one too many'), (error: unknown) => {
      assert.ok(error instanceof Unavailable)
      assert.deepEqual(answerFor(error), { status: 503, message: 'Service Unavailable.', headers: { 'retry-after': '5' } })
      return true
    })
    assert.equal((await accepted).length, 3)
    assert.deepEqual(limited.load(), { running: 0, waiting: 0 })
    // No waiting allowed still hashes when a turn is free.
    assert.match(await createPasswords({ concurrency: 1, maxWaiting: 0 }).hash('alone'), /^scrypt\$/)
  })

  it('when several workers share the machine, then they share its spare cores, at least one hash each', () => {
    const spare = Math.max(1, os.availableParallelism() - 1)
    assert.deepEqual(hashingLimits(1), { concurrency: spare, maxWaiting: 16 * spare })
    assert.deepEqual(hashingLimits(spare * 2), { concurrency: 1, maxWaiting: 16 })
  })
})
