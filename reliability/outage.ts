// F2: PostgreSQL stops for a while under load, then starts again. It stops the real server of
// TEST_DATABASE_URL (as root, with pg_ctlcluster, or TEST_PG_STOP / TEST_PG_START), so nothing else may
// run beside it. Used by test/outage/ (run by CI after the suites) and by the reliability suite.
//
// Pass criteria: while the database is down every request is answered within 2 s, with 503 and
// Retry-After, never a 500 and never a dropped connection; /readyz says 503 and /healthz 200; the
// process stays up; within 5 s of the database returning, requests succeed again; and no create that
// was acknowledged is lost. The 2 s and 5 s are the service's promises, not speed goals.
import { exec } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { client, request } from '../test/support/http.js'
import type { Deployment, Served } from '../test/support/processes.js'

const CLUSTER = '$(ls /etc/postgresql) main'
const STOP = process.env.TEST_PG_STOP ?? `pg_ctlcluster --skip-systemctl-redirect ${CLUSTER} stop -m fast`
const START = process.env.TEST_PG_START ?? `pg_ctlcluster --skip-systemctl-redirect ${CLUSTER} start`
const CLIENTS = 8
const ANSWER_BOUND_MS = 2000
const RECOVERY_BOUND_MS = 5000

interface Answer {
  at: number
  ms: number
  status: number | 'no answer'
  retryAfter: string | undefined
  kind: 'read' | 'list' | 'create'
  domain: string | undefined
}

// Asynchronous: a synchronous call would stall this process's load and inflate the latencies it measures.
const shell = (command: string) => promisify(exec)(command, { shell: '/bin/bash' })

/** Starts PostgreSQL unless it runs; for cleanup after a failure midway. */
export const ensurePostgresStarted = () => shell(START).catch(() => undefined)

export async function postgresOutage(deployment: Deployment, served: Served, seconds: number) {
  const api = client(served.url, await deployment.createKey('outage'))
  const existing = (await api.post('/api/v1/websites', { domain: 'before-the-outage.example' })).body.data.id
  const answers: Answer[] = []
  const probes: { at: number; healthz: number; readyz: number }[] = []
  const dropped: string[] = []
  let running = true
  let sequence = 0

  const send = async (kind: Answer['kind']) => {
    const domain = kind === 'create' ? `outage-${sequence++}.example` : undefined
    const started = Date.now()
    const res = await (kind === 'read' ? api.get(`/api/v1/websites/${existing}`)
      : kind === 'list' ? api.get('/api/v1/websites?search=outage')
      : api.post('/api/v1/websites', { domain })).catch(() => undefined)
    answers.push({ at: started, ms: Date.now() - started, status: res?.status ?? 'no answer', retryAfter: res?.headers['retry-after'], kind, domain })
  }
  const load = async (worker: number) => {
    const kinds = ['read', 'list', 'create'] as const
    for (let i = worker; running; i++) await send(kinds[i % 3]!)
  }
  const probe = async () => {
    while (running) {
      // A dropped connection is recorded (status 0), to be judged with the rest, not thrown mid-outage.
      const status = (url: string) => request('GET', url).then((res) => res.status, (error: Error) => {
        dropped.push(`${url.slice(url.lastIndexOf('/'))}: ${error.message}`)
        return 0
      })
      const [healthz, readyz] = await Promise.all([status(`${served.url}/healthz`), status(`${served.url}/readyz`)])
      probes.push({ at: Date.now(), healthz, readyz })
      await sleep(200)
    }
  }

  const traffic = [...Array.from({ length: CLIENTS }, (_, worker) => load(worker)), probe()]
  await sleep(2000)
  await shell(STOP)
  const stoppedAt = Date.now()
  await sleep(seconds * 1000)
  const startingAt = Date.now()
  await shell(START)
  const backAt = Date.now()
  await sleep(RECOVERY_BOUND_MS + 3000)
  running = false
  await Promise.all(traffic)

  const during = answers.filter((a) => a.at >= stoppedAt && a.at + a.ms <= startingAt)
  const after = answers.filter((a) => a.at >= backAt)
  const firstSuccess = after.find((a) => a.status === 200 || a.status === 201)
  const recoveredAfterMs = firstSuccess ? firstSuccess.at + firstSuccess.ms - backAt : undefined
  // Not Math.max(...answers): a crashed service is refused at once, and the answers then pass the stack's limit.
  const slowest = answers.reduce<Answer | undefined>((s, a) => (s && s.ms >= a.ms ? s : a), undefined)
  const slowestMs = slowest?.ms ?? 0
  // When the slowest request was sent, against the outage: what to look at when the bound is passed.
  const when = (at: number) => at < stoppedAt ? `${stoppedAt - at} ms before the stop`
    : at < startingAt ? `${at - stoppedAt} ms into the outage` : `${at - startingAt} ms after the start began`
  const figures = {
    answers: answers.length, during: during.length, slowestMs, recoveredAfterMs,
    statusesDuring: count(during.map((a) => a.status)), statusesAfter: count(after.map((a) => a.status)),
  }

  const problems: string[] = []
  const check = (ok: unknown, problem: string) => ok || problems.push(problem)
  check(during.length > 100, `only ${during.length} answers during the outage: the load did not run`)
  check(slowestMs <= ANSWER_BOUND_MS, `slowest answer ${slowestMs} ms: a ${slowest?.kind} answered ${slowest?.status}, sent ${when(slowest?.at ?? 0)}`)
  check(!answers.some((a) => a.status === 'no answer' || a.status === 500), 'a 500 or a dropped connection')
  check(during.every((a) => a.status === 503 && Number(a.retryAfter) >= 1), 'an answer during the outage other than 503 + Retry-After')
  check(dropped.length === 0, `probes' connections dropped: ${dropped.slice(0, 3).join('; ')}`)
  check(probes.every((p) => p.healthz === 200), 'liveness was not always 200')
  check(probes.some((p) => p.at >= stoppedAt && p.at <= startingAt && p.readyz === 503), 'readiness never said 503 during the outage')
  check(probes.at(-1)?.readyz === 200, 'readiness is not back to 200')
  check(recoveredAfterMs !== undefined && recoveredAfterMs <= RECOVERY_BOUND_MS, `recovered ${recoveredAfterMs} ms after the database returned`)
  check(after.slice(-CLIENTS * 3).every((a) => a.status === 200 || a.status === 201), 'the last requests did not all succeed')
  check(served.child.exitCode === null, 'the process did not stay up')

  // Nothing acknowledged is lost: every 201 is stored.
  const stored = new Set<string>()
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/v1/websites?search=outage-&per_page=100&page=${page}`)
    for (const site of res.body.data) stored.add(site.domain)
    if (page >= res.body.meta.last_page) break
  }
  const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.domain!)
  const lost = acknowledged.filter((domain) => !stored.has(domain))
  check(lost.length === 0, `${lost.length} acknowledged creates lost`)
  return { figures: { ...figures, acknowledgedCreates: acknowledged.length, lost: lost.length }, problems }
}

function count(values: unknown[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1
  return counts
}
