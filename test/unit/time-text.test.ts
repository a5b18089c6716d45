// A text written from whole numbers instead of by the runtime's general routine (every request's access line):
// it must give exactly what the general routine gives.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { tenthsText } from '../../src/logger.js'

describe('tenthsText', () => {
  it('when a duration is written, then its text is the one JSON writes for it rounded to a tenth', () => {
    const duration = fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 1e6 }).map((n) => n / 20))
    fc.assert(fc.property(duration, (ms) => {
      assert.equal(tenthsText(ms), JSON.stringify(Math.round(ms * 10) / 10))
    }), { numRuns: 5000 })
  })
})
