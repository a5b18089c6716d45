import assert from 'node:assert/strict'
import { test } from 'node:test'
import { belowEngines } from '../../src/node-version.js'

test('when the running Node is below the engines range, then it is refused; at or above it, never', () => {
  assert.equal(belowEngines('20.20.2', '>=22.12'), true)
  assert.equal(belowEngines('22.11.9', '>=22.12'), true)
  assert.equal(belowEngines('22.12.0', '>=22.12'), false)
  assert.equal(belowEngines('22.20.0', '>=22.12'), false, 'the minor compared as a number, not as text')
  assert.equal(belowEngines('24.0.0', '>=22.12'), false)
  assert.equal(belowEngines('100.1.0', '>=22.12'), false)
})

test('when package.json\'s range is not ">=MAJOR.MINOR", then the check says so instead of guessing', () => {
  assert.throws(() => belowEngines('24.0.0', '^22'), /not a ">=MAJOR.MINOR" range: \^22/)
})
