// F17: backups that restore. While 8 clients create websites through HAProxy, a full backup is taken with
// pgBackRest from the backup host (every node archives its WAL there), a point in time is noted, and the
// writes go on; then the WAL written so far is archived and a new cluster is restored to that point.
//
// Passes when: every create acknowledged before the point is in the restored cluster, and none sent after
// it is (a create under way at the point may be either); writes went on after the point (so "none after"
// is a claim about something). Reports the backup's time, the restore's (pgBackRest's restore, the replay
// of the WAL and the promotion, until the new cluster takes writes), and the counts.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { client } from '../test/support/http.js'
import { archived, dropRestored, fullBackup, restoreTo, restoredQuery } from '../topology/backup.js'
import { DATABASE } from '../topology/database.js'
import type { Row } from './harness.js'
import { LB_URL, creatingClients, onTopology } from './topology.js'

export const backupRow: Row = {
  id: 'F17',
  title: 'pgBackRest: a full backup under 8 writing clients, a point in time noted, writes going on; a new cluster restored to that point has every create acknowledged before it and none sent after',
  run: (suite) => onTopology(suite, async (t) => {
    const phaseMs = suite.mode === 'full' ? 30_000 : 5_000
    const api = client(LB_URL, await t.key('f17'))
    const writers = creatingClients(api, 'f17')
    const { answers } = writers
    const problems: string[] = []
    try {
      await sleep(1000)
      const backupSeconds = await fullBackup()
      const backupEnd = performance.now()
      await sleep(phaseMs)
      // The same instant on both clocks: the answers' (performance.now) and PostgreSQL's (the wall clock).
      const point = performance.now()
      const pointInTime = new Date()
      await sleep(phaseMs)
      await writers.stop()
      const archiveStarted = performance.now()
      await archived()
      const archiveSeconds = (performance.now() - archiveStarted) / 1000
      const restoreSeconds = await restoreTo(pointInTime)

      const restored = new Set((await restoredQuery(DATABASE, "SELECT domain FROM websites WHERE domain LIKE 'f17-%'")).split('\n').filter(Boolean))
      const before = answers.filter((a) => a.status === 201 && a.end < point)
      const after = answers.filter((a) => a.at > point)
      const underWay = answers.filter((a) => a.at <= point && a.end >= point)
      const lost = before.filter((a) => !restored.has(a.domain))
      const tooMany = after.filter((a) => restored.has(a.domain))
      const afterAcknowledged = after.filter((a) => a.status === 201)
      if (lost.length > 0) problems.push(`${lost.length} of ${before.length} creates acknowledged before the point are not in the restored cluster: ${lost.slice(0, 5).map((a) => a.domain).join(', ')}`)
      if (tooMany.length > 0) problems.push(`${tooMany.length} creates sent after the point are in the restored cluster: ${tooMany.slice(0, 5).map((a) => a.domain).join(', ')}`)
      if (before.length === 0) problems.push('no create was acknowledged before the point')
      if (afterAcknowledged.length === 0) problems.push('no create was acknowledged after the point: the restore proved nothing about it')
      const duringBackup = before.filter((a) => a.end <= backupEnd).length
      return {
        figure: `full backup in ${backupSeconds.toFixed(1)} s under load (${duringBackup} creates acknowledged before it ended); ` +
          `restored to ${pointInTime.toISOString()} in ${restoreSeconds.toFixed(1)} s (restore, replay, promotion; WAL archived ${archiveSeconds.toFixed(1)} s after the writes stopped); ` +
          `${before.length} acknowledged before the point, all there: ${lost.length === 0}; ${after.length} sent after it (${afterAcknowledged.length} acknowledged), none there: ${tooMany.length === 0}; ` +
          `${underWay.length} under way at the point, ${underWay.filter((a) => restored.has(a.domain)).length} of them there`,
        problems,
      }
    } finally {
      await writers.stop()
      await dropRestored()
    }
  }),
}
