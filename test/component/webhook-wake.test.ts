// A write that queues a webhook delivery wakes the delivery worker at its commit: the delivery starts at
// once, not at the worker's next idle look. The worker here looks only once a minute of its own accord, so
// every delivery that arrives within seconds came by the wake (the median delay from the write's answer to
// the receiver is printed; the figure that matters is far below the default idle look of 200 ms).
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createKeysService } from '../../src/auth/keys.service.js'
import { type Db, createDb } from '../../src/compose.js'
import { loadConfig } from '../../src/config.js'
import { nowTimestamp } from '../../src/db/time.js'
import { createDeliveryWorker } from '../../src/webhooks/delivery-worker.js'
import { createInstallSecrets } from '../../src/secret-box.js'
import { newWebhookSecret } from '../../src/webhooks/signature.js'
import { websiteCreated } from '../../src/websites/website-events.js'
import { newWebsite } from '../../src/websites/websites.store.js'
import { type TestDatabase, testDatabase } from '../support/database.js'
import { type Receiver, startReceiver } from '../support/receiver.js'

const WRITES = 20
const QUIET = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe('the delivery worker woken by a write', () => {
  let dataDir: string
  let database: TestDatabase
  let db: Db
  let receiver: Receiver
  let worker: ReturnType<typeof createDeliveryWorker>
  let accountId: number
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-wake-'))
    database = await testDatabase(dataDir)
    db = await createDb(loadConfig({ DATA_DIR: dataDir, ...database.env }))
    receiver = await startReceiver()
    await createKeysService(db.keys).createKey('wake', { name: 'test' })
    accountId = (await db.keys.accountId(null, 'wake'))!
    const box = createInstallSecrets(randomBytes(32)).box('webhook-secret')
    await db.webhooks.create(null, accountId, { url: receiver.url, events: null, secret: box.seal(newWebhookSecret()) }, nowTimestamp())
    worker = createDeliveryWorker({
      store: db.webhooks, box, allowHttp: true, allowPrivate: true, retryScale: 1, userAgent: 'test', log: QUIET, idleMs: 60_000,
    })
    // As the process wires it (main.ts): a commit that queued a delivery pokes the worker.
    db.onDeliveriesQueued(() => worker.poke())
    worker.start()
  })
  after(async () => {
    await worker?.stop()
    await receiver?.close()
    await db?.close()
    await database?.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when websites are created one after another, then each one\'s delivery starts right after its commit, not at the next idle look', async (t) => {
    const delays: number[] = []
    for (let i = 0; i < WRITES; i++) {
      const now = nowTimestamp()
      const context = { actor: { type: 'cli' as const }, requestId: null, now }
      const created = await db.websites.create(null, accountId, newWebsite(`wake${i}.example`), now, [websiteCreated(context, accountId)])
      const committed = Date.now()
      assert.ok(created)
      // Far below the worker's own minute: only the wake can have made it.
      const [arrived] = (await receiver.waitFor(i + 1, 5_000)).slice(i)
      delays.push(arrived!.at - committed)
      assert.equal(JSON.parse(arrived!.body).website_id, created.id)
    }
    const sorted = [...delays].sort((a, b) => a - b)
    t.diagnostic(`from commit to delivery: median ${sorted[WRITES / 2]} ms, max ${sorted.at(-1)} ms over ${WRITES} writes`)
  })

  it('when a write queues no delivery (the endpoint wants other types), then the worker is not woken for it', async () => {
    let pokes = 0
    db.onDeliveriesQueued(() => pokes++)
    const before = pokes
    await db.webhooks.update(null, accountId, (await db.webhooks.list(null, accountId))[0]!.id, { events: ['key.created'] }, nowTimestamp())
    const now = nowTimestamp()
    await db.websites.create(null, accountId, newWebsite('quiet.example'), now, [websiteCreated({ actor: { type: 'cli' }, requestId: null, now }, accountId)])
    assert.equal(pokes, before)
  })
})
