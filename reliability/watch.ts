// O1: what docs/production.md ("What to watch") tells an operator to look at is there, on the running topology:
// - Patroni's /metrics on every node (over TLS, as Prometheus reads it): each metric the page names, exactly
//   one primary and the leader patronictl names, both others synchronous standbys, one timeline;
// - the balancer's log: a line for a request sent through the floating address, with the client address the
//   balancer saw, the instance chosen and the status;
// - an application host's HAProxy log: a line as a PostgreSQL connection is made, naming the node it went to (the leader).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { floatingHolder } from '../topology/balancers.js'
import { PG_NODES, patroniMetrics } from '../topology/database.js'
import { haproxyLog } from '../topology/haproxy.js'
import { addressOf } from '../topology/network.js'
import { logFile } from '../topology/processes.js'
import type { Row, RowResult } from './harness.js'
import { LB_URL, leaderOf, members, onTopology } from './topology.js'

/** The Patroni metrics docs/production.md names. */
const WATCHED = ['patroni_primary', 'patroni_sync_standby', 'patroni_postgres_timeline', 'patroni_xlog_location', 'patroni_xlog_replayed_location', 'patroni_dcs_last_seen']

export const watchRow: Row = {
  id: 'O1',
  title: "what the docs say to watch is there: Patroni's /metrics on every node (one primary, two synchronous standbys, one timeline), the balancer's log line for a request, the application host's HAProxy log line for a PostgreSQL connection",
  run: (suite) => onTopology(suite, async (t): Promise<RowResult> => {
    const problems: string[] = []
    const metrics = await Promise.all(PG_NODES.map(patroniMetrics))
    PG_NODES.forEach((node, i) => {
      const missing = WATCHED.filter((name) => metrics[i]![name] === undefined)
      if (missing.length > 0) problems.push(`${node}'s /metrics lacks ${missing.join(', ')}`)
    })
    const primaries = PG_NODES.filter((_, i) => metrics[i]!.patroni_primary === 1)
    const leader = leaderOf(await members())
    if (primaries.length !== 1 || primaries[0] !== leader) problems.push(`patroni_primary is 1 on ${primaries.join(', ') || 'no node'} (patronictl's leader: ${leader})`)
    const synchronous = PG_NODES.filter((_, i) => metrics[i]!.patroni_sync_standby === 1)
    if (synchronous.length !== 2) problems.push(`patroni_sync_standby is 1 on ${synchronous.join(', ') || 'no node'} (both standbys expected)`)
    const timelines = new Set(metrics.map((m) => m.patroni_postgres_timeline))
    if (timelines.size !== 1) problems.push(`the nodes report timelines ${[...timelines].join(', ')}`)

    // A request the balancer's log must show: its path carries a mark of its own.
    const mark = `o1-${randomBytes(4).toString('hex')}`
    const api = client(LB_URL, await t.key('o1'))
    const asked = await api.get(`/api/v1/websites?search=${mark}`)
    const holder = await floatingHolder()
    const gateway = addressOf('gateway', 'front')
    let line: string | undefined
    for (let i = 0; i < 20 && !line; i++, await sleep(100)) {
      line = holder && fs.readFileSync(logFile(haproxyLog(holder)), 'utf8').split('\n').find((l) => l.includes(mark))
    }
    if (!line) problems.push(`no line in ${holder ?? 'no balancer'}'s HAProxy log for GET …search=${mark}`)
    else if (!line.startsWith(`${gateway}:`) || !/ websites-api\/app\d /.test(line) || !line.includes(` ${asked.status} `)) problems.push(`the balancer's line lacks the client ${gateway}, the instance or the status ${asked.status}: ${line}`)
    // The application hosts' HAProxy: a line as each PostgreSQL connection is made (tcplog, logasap), naming the
    // node. A new one: the CLI run on app1 (a key made) connects afresh, and must be sent to the leader.
    const appLog = logFile(haproxyLog('app1'))
    const before = fs.statSync(appLog).size
    await t.key('o1-again')
    const postgresLines = fs.readFileSync(appLog).subarray(before).toString('utf8').split('\n').filter((l) => / postgres postgres\/pg\d /.test(l))
    if (postgresLines.length === 0) problems.push("app1's HAProxy log has no line for the CLI's new PostgreSQL connection")
    if (postgresLines.some((l) => !l.includes(` postgres/${leader} `))) problems.push(`app1's HAProxy sent a connection elsewhere than the leader ${leader}: ${postgresLines.find((l) => !l.includes(`/${leader} `))}`)
    return {
      figure: `patroni_primary on ${primaries.join(', ')}, synchronous standbys ${synchronous.join(', ')}, timeline ${[...timelines].join(', ')}; ` +
        `${holder}'s log: ${line?.slice(0, 160) ?? '-'}; app1's HAProxy log: ${postgresLines.length} lines for the CLI's connections, the last: ${postgresLines.at(-1)?.slice(0, 160) ?? '-'}`,
      problems,
    }
  }),
}
