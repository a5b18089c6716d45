// The history checker with answers that do not tell (a 503 from the service, no answer): such a write may
// have taken effect at any time after it began, or never; every other answer must still be explained.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { type Op, linearizable } from '../support/history.js'

const site = (id: number, email: number, version: number) =>
  ({ fields: { id, email, privacy: 1 }, version, text: JSON.stringify({ data: { id, email, privacy: 1 } }) })
let index = 0
const op = (start: number, end: number, rest: Partial<Op> & Pick<Op, 'kind' | 'status'>): Op =>
  ({ index: index++, client: index, start, end, domain: 'a.example', ...rest }) as Op

const created = op(0, 1, { kind: 'create', status: 201, email: 0, replayed: false, ...site(7, 0, 1) })

test('when an update answered 503 took effect, then a later read showing it is explained', () => {
  const lost = op(2, 3, { kind: 'update', status: 503, unknown: true, id: 7, set: { email: 1 } })
  const read = op(10, 11, { kind: 'read', status: 200, id: 7, ...site(7, 1, 2) })
  assert.equal(linearizable([created, lost, read]), true)
})

test('when an update answered 503 did not take effect, then a later read without it is explained', () => {
  const lost = op(2, 3, { kind: 'update', status: 503, unknown: true, id: 7, set: { email: 1 } })
  const read = op(10, 11, { kind: 'read', status: 200, id: 7, ...site(7, 0, 1) })
  assert.equal(linearizable([created, lost, read]), true)
})

test('when an acknowledged update is missing from a later read, then no 503 beside it explains that', () => {
  const acknowledged = op(2, 3, { kind: 'update', status: 200, id: 7, set: { email: 1 }, ...site(7, 1, 2) })
  const other = op(2, 3, { kind: 'update', status: 503, unknown: true, id: 7, set: { privacy: 0 } })
  const read = op(10, 11, { kind: 'read', status: 200, id: 7, ...site(7, 0, 1) })
  assert.equal(linearizable([created, acknowledged, other, read]), false)
})

test('when a create answered 503 took effect, then its key replays it and a create without the key is "taken"', () => {
  const unknown = op(0, 1, { kind: 'create', status: 503, unknown: true, email: 1, key: 'k', replayed: false })
  const replay = op(5, 6, { kind: 'create', status: 201, email: 1, key: 'k', replayed: true, text: JSON.stringify({ data: { id: 9, email: 1 } }) })
  const taken = op(7, 8, { kind: 'create', status: 422, email: 0, replayed: false, text: '{"message":{"domain":["The domain has already been taken."]}}' })
  assert.equal(linearizable([unknown, replay, taken]), true)
  // A replay with the other email cannot be the first create's.
  const wrong = op(5, 6, { kind: 'create', status: 201, email: 1, key: 'k', replayed: true, text: JSON.stringify({ data: { id: 9, email: 0 } }) })
  assert.equal(linearizable([unknown, wrong]), false)
})

test('when a load balancer answered 503 (no instance reached), then the write did not happen', () => {
  const refused = op(2, 3, { kind: 'update', status: 503, reachedNoInstance: true, id: 7, set: { email: 1 } })
  assert.equal(linearizable([created, refused, op(10, 11, { kind: 'read', status: 200, id: 7, ...site(7, 0, 1) })]), true)
  assert.equal(linearizable([created, refused, op(10, 11, { kind: 'read', status: 200, id: 7, ...site(7, 1, 2) })]), false)
})

test('when a 503 is not marked unknown (a run without faults), then the model refuses it', () => {
  const answered = op(2, 3, { kind: 'update', status: 503, id: 7, set: { email: 1 } })
  assert.equal(linearizable([created, answered]), false)
})
