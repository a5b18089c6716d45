// F15: every HAProxy reloaded under 8 clients creating websites through the balancers (each create with an
// Idempotency-Key): the balancers', and the one on each application host that routes its instance's
// PostgreSQL connections to the primary. A reload: the servers' states saved, a new HAProxy started that takes
// the listening sockets over (-x) and tells the old one to finish (-sf); the old one is stopped within
// hard-stop-after, so the instances' pooled connections are made again through the new one. Without the
// saved states, the new HAProxy took every PostgreSQL node for up until its first checks, and connections
// made meanwhile went to the standbys (writes refused: 503).
//
// A second guard stands behind the saved states: the instances' DATABASE_URL asks for
// target_session_attrs=read-write, so a connection that lands on a standby is closed before its first query
// (once, in a full-suite CI run before it, one write reached a standby right after a reload; the cause was
// not seen). The row sends the service's database layer straight to a standby with those options (the query
// must fail, CONNECTION_DESTROYED) and without them (the control: it must run there).
//
// Passes when: no instance logged a write refused as read-only (SQLSTATE 25006: a write reached a standby),
// and every website a 201 named is there at the end. Other answers (503s while a connection the old
// HAProxy cut is replaced) are reported.
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { postgresRoutes, reloadHaproxy } from '../topology/haproxy.js'
import { APPS, BALANCERS, addressOf, inHostWith } from '../topology/network.js'
import { logFile } from '../topology/processes.js'
import { type PgNode, SERVICE_OPTIONS, connectionUrl } from '../topology/database.js'
import { CA_FILE } from '../topology/credentials.js'
import type { Row } from './harness.js'
import { LB_URL, acknowledgedIds, creatingClients, leaderOf, members, missingCreates, onTopology, statusCounts } from './topology.js'

const CLIENTS = 8

/**
 * What the service's own database layer (the build the instances run) does with a connection straight to a
 * standby, given the URL options `options`: "refused: <code>" when the query failed, "used: <rows>" when it
 * ran there.
 */
async function onStandby(standby: PgNode, options: string[]): Promise<string> {
  const url = connectionUrl([addressOf(standby, 'back')], options)
  const layer = path.resolve(import.meta.dirname, '..', 'dist', 'src', 'db', 'postgres.js')
  const script = `import { openPostgres } from ${JSON.stringify(layer)}
const pg = openPostgres({ url: process.env.DATABASE_URL, poolSize: 1, connectTimeoutMs: 2000, statementTimeoutMs: 1500, countTimeoutMs: 1500 })
await pg.query('SELECT pg_is_in_recovery() AS standby', [], null).then(
  (rows) => console.log('used: ' + JSON.stringify([...rows])),
  (error) => console.log('refused: ' + (error.cause?.code ?? error.code ?? error.message)))
await pg.unbounded.end({ timeout: 0 })`
  return (await inHostWith({ NODE_EXTRA_CA_CERTS: CA_FILE, DATABASE_URL: url }, 'app1', process.execPath, '--input-type=module', '-e', script)).trim()
}

/** What each instance's log gained since `sizes` was taken. */
const logsSince = (sizes: Map<string, number>) => APPS.map((app) => {
  const text = fs.readFileSync(logFile(app))
  return text.subarray(sizes.get(app) ?? 0).toString('utf8')
}).join('\n')

export const reloadRow: Row = {
  id: 'F15',
  title: 'every HAProxy (the balancers\' and the database path\'s on each application host) reloaded under 8 writing clients: no write reaches a standby, nothing acknowledged lost',
  run: (suite) => onTopology(suite, async (t) => {
    const reloads = suite.mode === 'full' ? 10 : 3
    const api = client(LB_URL, await t.key('f15'))
    const sizes = new Map(APPS.map((app) => [app, fs.statSync(logFile(app)).size]))
    const writers = creatingClients(api, 'f15', CLIENTS)
    const { answers } = writers
    const problems: string[] = []
    const routedAfter: string[] = []
    try {
      await sleep(2000)
      for (let i = 0; i < reloads; i++) {
        // All at once, as a configuration change rolled out to every host would be. Each old process goes
        // (hard-stop-after), taking the pooled connections it carried with it.
        await Promise.all([...BALANCERS, ...APPS].map(reloadHaproxy))
        for (const app of APPS) routedAfter.push(`${app}: ${(await postgresRoutes(app).catch(() => [])).join('+') || 'none'}`)
        await sleep(2000)
      }
      await writers.stop()
      const log = logsSince(sizes)
      // The code as the logged error's field ("25006", quoted) or its message: the bare digits also turn up in a
      // line's time (milliseconds since the epoch), as in a CI run whose 201s at 17966625006xx ms failed this row.
      const refusedLines = log.split('\n').filter((line) => line.includes('"25006"') || line.includes('read-only transaction'))
      const refusedAsStandby = refusedLines.length
      if (refusedAsStandby > 0) problems.push(`${refusedAsStandby} log lines of a write refused as read-only (25006): writes reached a standby; the first: ${refusedLines[0]!.slice(0, 600)}`)
      const leader = leaderOf(await members())
      if (routedAfter.some((routes) => !routes.endsWith(`: ${leader}`))) problems.push(`after a reload the application hosts' HAProxy routed PostgreSQL to ${routedAfter.join(', ')} (the leader is ${leader})`)
      const standby = (await members()).find((m) => m.name !== leader)?.name
      // The instances' options, and none as the control: the standby is reachable and a query that runs there is seen.
      const withOptions = standby ? await onStandby(standby, SERVICE_OPTIONS) : 'no standby'
      const without = standby ? await onStandby(standby, []) : 'no standby'
      if (withOptions !== 'refused: CONNECTION_DESTROYED') problems.push(`the instances' database layer, sent to the standby ${standby}: ${withOptions} (it must close the connection before any query)`)
      if (!without.startsWith('used: [{"standby":true}]')) problems.push(`the control, without the instances' options: ${without} (a query should have run on the standby)`)
      const acknowledged = acknowledgedIds(answers)
      const missing = await missingCreates(api, acknowledged, 10)
      if (missing.length > 0) problems.push(`${missing.length} acknowledged creates missing: ${missing.slice(0, 10).join(', ')}`)
      return {
        figure: `${reloads} reloads under ${CLIENTS} writers: answers ${statusCounts(answers)}; writes refused by a standby (25006 in the instances' logs): ${refusedAsStandby}; ` +
          `PostgreSQL routed right after each reload to ${routedAfter.join(', ')}; the instances' layer sent to ${standby ?? '-'}: ${withOptions} (without their options: ${without}); ${acknowledged.length} acknowledged creates, ${missing.length} missing`,
        problems,
      }
    } finally {
      await writers.stop()
    }
  }),
}
