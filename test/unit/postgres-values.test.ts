import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { contractTimestamp } from '../../src/db/postgres.js'

describe('contractTimestamp', () => {
  it('when PostgreSQL prints a UTC timestamptz, then the contract form with six fraction digits', () => {
    assert.equal(contractTimestamp('2026-11-22 10:20:30.123+00'), '2026-11-22T10:20:30.123000Z')
    assert.equal(contractTimestamp('2026-11-22 10:20:30.123456+00'), '2026-11-22T10:20:30.123456Z')
    assert.equal(contractTimestamp('2026-11-22 10:20:30+00'), '2026-11-22T10:20:30.000000Z')
    assert.equal(contractTimestamp('2026-01-02 03:04:05.5+00'), '2026-01-02T03:04:05.500000Z')
  })
})
