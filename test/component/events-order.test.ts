// The promise of `after` on PostgreSQL: an event that becomes visible later never has an id below one a
// reader has seen. Event ids come from a sequence and transactions commit out of order, so the test forces
// the interleaving that would break it: writer A takes its event id inside a transaction and stays open,
// writer B (an update through the API, which touches no other row of the account) commits after it, and a
// client polls with after=next_after the whole time. The lock on the account's row (migration 0006) makes
// B wait for A; without it, B's event shows first and A's, committed later below it, is never seen.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eventStatements } from '../../src/changes/event-log.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { TEST_DB } from '../support/database.js'
import { type TestService, startTestService } from '../support/service.js'

describe('events seen in id order with concurrent writers (PostgreSQL)', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only: SQLite has one writer' }, () => {
  let service: TestService
  let writer: Db
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-events-order-'))
  before(async () => {
    service = await startTestService()
    writer = await createDb(loadConfig({ DATA_DIR: dataDir, ...service.databaseEnv }))
  })
  after(async () => {
    await writer?.close()
    await service?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('when a writer commits while another holds a lower event id open, then a polling client still sees every event, in order (10 rounds)', async () => {
    const owner = await service.keyFor('order', { name: 'owner' })
    const site = (await owner.post('/api/v1/websites', { domain: 'order.example' })).body.data.id
    const accountId = (await writer.keys.accountId(null, 'order'))!
    const seen: number[] = []
    let cursor = 0
    const poll = async () => {
      const page = (await owner.get(`/api/v1/events?after=${cursor}`)).body
      seen.push(...page.data.map((event: { id: number }) => event.id))
      cursor = page.meta.next_after
    }
    for (let round = 0; round < 10; round++) {
      let release!: () => void
      const held = new Promise<void>((resolve) => { release = resolve })
      let taken!: () => void
      const idTaken = new Promise<void>((resolve) => { taken = resolve })
      // Writer A: the statements an event is written with, in a transaction left open.
      const writerA = writer.executor.transaction(async (tx) => {
        await tx.apply(eventStatements({ actor: { type: 'cli' }, requestId: null, now: new Date().toISOString() },
          [{ accountId, type: 'website.updated', websiteId: site, data: null }]))
        taken()
        await held
      }, { unbounded: true })
      await idTaken
      // Writer B: an update through the API, while A is open.
      const writerB = owner.patch(`/api/v1/websites/${site}`, { email: round % 2 === 0 ? 1 : 0 })
      for (let i = 0; i < 10; i++) {
        await poll()
        await sleep(20)
      }
      release()
      await writerA
      assert.equal((await writerB).status, 200)
      await poll()
    }
    await poll()
    const all = (await owner.get('/api/v1/events?limit=100')).body.data.map((event: { id: number }) => event.id)
    assert.deepEqual(seen, all, 'the poller saw every event once, in id order')
  })
})
