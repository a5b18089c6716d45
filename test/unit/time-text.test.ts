// Two texts written from whole numbers instead of by the runtime's general routines (a request's hot path):
// each must give exactly what the general routine gives.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { msOfTimestamp, timestampAt } from '../../src/db/time.js'
import { contractTimestamp } from '../../src/db/postgres.js'
import { tenthsText } from '../../src/logger.js'

/** From 1970 to the last millisecond of year 9999: every moment a contract timestamp can hold. */
const moment = fc.integer({ min: 0, max: Date.UTC(10000, 0, 1) - 1 })

describe('msOfTimestamp', () => {
  it('when a timestamp this service wrote is read, then it is the moment Date.parse reads', () => {
    fc.assert(fc.property(moment, (ms) => {
      const text = timestampAt(ms)
      assert.equal(msOfTimestamp(text), ms)
      assert.equal(msOfTimestamp(text), Date.parse(text))
    }), { numRuns: 2000 })
  })

  it('when PostgreSQL gives back a fraction of any length (none, trimmed, microseconds), then it reads as Date.parse reads it', () => {
    fc.assert(fc.property(moment, fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }), (ms, micro, digits) => {
      const seconds = new Date(ms - (ms % 1000)).toISOString().slice(0, 19).replace('T', ' ')
      const fraction = digits === 0 ? '' : `.${String(micro).padStart(6, '0').slice(0, digits)}`
      const text = contractTimestamp(`${seconds}${fraction}+00`)
      assert.equal(msOfTimestamp(text), Date.parse(text))
    }), { numRuns: 2000 })
  })

  it('when one character of a timestamp is out of its place (a digit where a sign is, a sign where a digit is), then it reads as Date.parse reads it', () => {
    const ANY_CHARACTER = fc.constantFrom(...'0123456789-:.TZ +tzx')
    fc.assert(fc.property(moment, fc.nat(26), ANY_CHARACTER, (ms, place, character) => {
      const stored = timestampAt(ms)
      const isDigit = (c: string) => c >= '0' && c <= '9'
      // A digit for a digit keeps the form: that is another moment, not another form.
      fc.pre(isDigit(stored[place]!) ? !isDigit(character) : character !== stored[place])
      const text = stored.slice(0, place) + character + stored.slice(place + 1)
      assert.deepEqual([text, msOfTimestamp(text)], [text, Date.parse(text)])
    }), { numRuns: 3000 })
  })

  it('when a stored time is in another form (written by hand), then it reads as Date.parse reads it, never as no time', () => {
    for (const text of ['2026-12-01T00:00:00Z', '2026-12-01T00:00:00.5Z', '2026-12-01 00:00:00+00', '2026-12-01T00:00:00.123Z', 'garbage']) {
      assert.deepEqual([text, msOfTimestamp(text)], [text, Date.parse(text)])
    }
  })
})

describe('tenthsText', () => {
  it('when a duration is written, then its text is the one JSON writes for it rounded to a tenth', () => {
    const duration = fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.integer({ min: 0, max: 1e6 }).map((n) => n / 20))
    fc.assert(fc.property(duration, (ms) => {
      assert.equal(tenthsText(ms), JSON.stringify(Math.round(ms * 10) / 10))
    }), { numRuns: 5000 })
  })
})
