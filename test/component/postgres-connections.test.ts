// What the service does with a PostgreSQL connection that went bad without closing: the readiness probe's
// connection cut silently (a partition that drops packets) is abandoned, so readiness comes back as soon
// as the network does; a pooled connection that refused a write as read-only (a standby behind a balancer
// that had not yet learned which node is the primary) is dropped, never asked for a write again.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import postgres from 'postgres'
import { PROBE_ABANDON_MS, writeProbe } from '../../src/db/index.js'
import { openPostgres } from '../../src/db/postgres.js'
import { TEST_DB } from '../support/database.js'
import { type TcpProxy, startTcpProxy } from '../support/tcp-proxy.js'

const settings = (url: string) => ({ kind: 'postgres' as const, url, poolSize: 1, connectTimeoutMs: 1000, statementTimeoutMs: 1500, countTimeoutMs: 5000 })

describe('PostgreSQL connections that went bad without closing', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  const server = () => new URL(process.env.TEST_DATABASE_URL!)

  describe('the readiness probe', () => {
    let proxy: TcpProxy
    let probe: ReturnType<typeof writeProbe>
    before(async () => {
      proxy = await startTcpProxy({ host: server().hostname, port: Number(server().port || 5432) })
      const url = server()
      url.hostname = '127.0.0.1'
      url.port = String(proxy.port)
      probe = writeProbe(settings(url.toString()))
    })
    after(async () => {
      proxy.thaw()
      await probe.close()
      await proxy.close()
    })

    it('when its connection is cut silently and the network heals while that connection stays stuck, then it is ready again within 10 s of the heal', async () => {
      assert.equal(await probe.ready(), true)
      proxy.freeze()
      const cutAt = Date.now()
      assert.equal(await probe.ready(), false, 'cut: not ready (within its 1 s)')
      // Asked as HAProxy asks (every 0.5 s while down) until the cut has lasted past the abandon time.
      while (Date.now() - cutAt < PROBE_ABANDON_MS + 1000) {
        assert.equal(await probe.ready(), false)
        await sleep(500)
      }
      proxy.healForNew()
      const healedAt = Date.now()
      let ready = false
      while (!ready && Date.now() - healedAt < 10_000) {
        ready = await probe.ready()
        if (!ready) await sleep(500)
      }
      assert.ok(ready, `ready again within 10 s of the heal (waited ${Date.now() - healedAt} ms)`)
    })
  })

  describe('a pooled connection', () => {
    const role = `websites_test_ro_${randomBytes(4).toString('hex')}`
    let admin: postgres.Sql
    before(async () => {
      admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined })
      // A role whose sessions start read-only answers a write as a standby does (25006).
      await admin.unsafe(`CREATE ROLE ${role} LOGIN SUPERUSER`)
      await admin.unsafe(`ALTER ROLE ${role} SET default_transaction_read_only = on`)
    })
    after(async () => {
      // A closed client's backend drops its temporary table as it exits, a moment after the socket closes:
      // until then the role still owns it and cannot be dropped.
      try {
        await admin.unsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`)
        for (let attempt = 1; ; attempt++) {
          try {
            await admin.unsafe(`DROP ROLE IF EXISTS ${role}`)
            break
          } catch (error) {
            if ((error as { code?: string }).code !== '2BP01' || attempt === 50) throw error
            await sleep(100)
          }
        }
      } finally {
        await admin.end()
      }
    })

    it('when it refuses a write as read-only, in a transaction or alone, then it is closed and the next write gets a new connection', async () => {
      const url = server()
      url.username = role
      const inTransaction = openPostgres(settings(url.toString()))
      const alone = openPostgres(settings(url.toString()))
      const writes = {
        inTransaction: () => inTransaction.transaction((tx) => tx.unsafe('CREATE TEMPORARY TABLE probe_write (id int)'), null),
        alone: () => alone.query('CREATE TEMPORARY TABLE probe_write (id int)', [], null),
      }
      try {
        for (const write of Object.values(writes)) {
          await assert.rejects(write(), (error: { cause?: { code?: string } }) => error.cause?.code === '25006')
        }
        // New sessions of the role are writable from now on; a connection that refused keeps its own setting.
        await admin.unsafe(`ALTER ROLE ${role} RESET default_transaction_read_only`)
        for (const [name, write] of Object.entries(writes)) await assert.doesNotReject(write(), name)
      } finally {
        await inTransaction.unbounded.end({ timeout: 0 })
        await alone.unbounded.end({ timeout: 0 })
      }
    })
  })
})
