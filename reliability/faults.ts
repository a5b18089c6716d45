// F1–F5: faults survived.
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { client } from '../test/support/http.js'
import { crashLoop } from './crash.js'
import { type Row, type RowResult, type Suite, cleanLoad, describeLoad, load, seedAccounts } from './harness.js'
import { ensurePostgresStarted, postgresOutage } from './outage.js'

const PATH = '/api/v1/websites'

export const faultRows: Row[] = [
  {
    id: 'F1', title: 'kill -9 at random moments under 8 writing clients, restart, check the journal',
    async run(suite) {
      const iterations = suite.mode === 'full' ? 100 : 20
      const results: RowResult[] = []
      for (const db of suite.dbs) results.push(await crashLoop(suite, db, iterations))
      return { figure: results.map((r) => r.figure).join('; '), problems: results.flatMap((r) => r.problems) }
    },
  },
  {
    id: 'F2', title: 'PostgreSQL stopped for 30 s under load, then started',
    async run(suite) {
      if (!suite.dbs.includes('postgres')) return { skipped: 'no PostgreSQL configured (TEST_DATABASE_URL)' }
      const { deployment, served } = await suite.start('postgres')
      try {
        const { figures, problems } = await postgresOutage(deployment, served, 30)
        return { figure: JSON.stringify(figures), problems }
      } finally {
        await ensurePostgresStarted()
      }
    },
  },
  { id: 'F3', title: 'SIGTERM with requests in flight and idle keep-alive sockets', run: drain },
  { id: 'F4', title: 'clients that abort mid-body and mid-response', run: aborts },
  { id: 'F5', title: 'slow clients trickling headers', run: slowHeaders },
]

async function drain(suite: Suite): Promise<RowResult> {
  const { deployment, served } = await suite.start('sqlite')
  const key = await suite.key(deployment, 'drain')
  const problems: string[] = []
  // Idle keep-alive sockets: each made one request and now waits.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 5 })
  await Promise.all(Array.from({ length: 5 }, () => fetchWith(agent, `${served.url}/healthz`)))
  const api = client(served.url, key)
  const inFlight = Array.from({ length: 10 }, (_, i) =>
    api.post(PATH, { domain: `drain-${i}.example`, privacy: 2, password: 'a slow hash to wait for' }))
  suite.secrets.add('a slow hash to wait for')
  await sleep(50)
  const signalled = Date.now()
  const exit = served.stop('SIGTERM')
  await sleep(100)
  const refused = await api.get(PATH).then(() => false, () => true)
  const answers = await Promise.allSettled(inFlight)
  const answeredAfter = (Date.now() - signalled) / 1000
  const code = await exit
  const seconds = (Date.now() - signalled) / 1000
  agent.destroy()
  const created = answers.filter((a) => a.status === 'fulfilled' && a.value.status === 201).length
  const failedOtherwise = answers.filter((a) => a.status === 'fulfilled' && a.value.status !== 201).length
  if (code !== 0) problems.push(`exit code ${code}`)
  if (seconds > 10) problems.push(`exit after ${seconds} s`)
  if (!refused) problems.push('a new request was served after SIGTERM')
  if (failedOtherwise > 0) problems.push(`${failedOtherwise} in-flight requests answered with an error`)
  const again = await suite.serve(deployment)
  const total = (await client(again.url, key).get(`${PATH}?search=drain-`)).body.meta.total
  if (total !== created) problems.push(`${created} acknowledged, ${total} stored`)
  await again.stop()
  return { figure: `last in-flight answer ${answeredAfter.toFixed(1)} s after SIGTERM, exit ${code} after ${seconds.toFixed(1)} s; ${created}/10 in-flight creates answered 201 and stored ${total}; new request refused: ${refused}`, problems }
}

function fetchWith(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    }).on('error', reject)
  })
}

async function aborts(suite: Suite): Promise<RowResult> {
  const { deployment, served } = await suite.start('sqlite')
  const [account] = await seedAccounts(deployment, 'f4', 1, 500, suite.secrets)
  const { key } = account!
  const port = Number(new URL(served.url).port)
  const api = client(served.url, key)
  const before = (await api.get(PATH)).body.meta.total
  for (let i = 0; i < 50; i++) {
    // Mid-body: headers promise 400 bytes, 60 arrive, then the client is gone.
    const body = JSON.stringify({ domain: `aborted-${i}.example`, exclude_params: 'x'.repeat(300) })
    await rawThenClose(port, `POST ${PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 60)}`)
    // Mid-response: a 100-website page is asked for and the socket dropped after the first bytes.
    await rawThenClose(port, `GET ${PATH}?per_page=100 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n\r\n`, true)
  }
  const problems: string[] = []
  const after = (await api.get(PATH)).body.meta.total
  if (after !== before) problems.push(`${after - before} websites appeared from aborted requests`)
  if ((await api.get(`${PATH}?search=aborted-`)).body.meta.total !== 0) problems.push('an aborted create was stored')
  // No transaction was left open: another process takes the write lock at once.
  const file = new Database(path.join(deployment.dataDir, 'websites.db'), { timeout: 0 })
  try {
    file.exec('BEGIN IMMEDIATE; ROLLBACK')
  } catch (error) {
    problems.push(`the write lock is held: ${(error as Error).message}`)
  }
  file.close()
  const next = await api.post(PATH, { domain: 'after-the-aborts.example' })
  if (next.status !== 201) problems.push(`the next write answered ${next.status}`)
  return { figure: `50 bodies cut after 60 of ~350 bytes, 50 responses dropped after the first chunk; websites ${before} → ${after}; next write ${next.status}`, problems }
}

/** Sends `raw`; closes the socket at once, or after the first bytes of the answer. */
function rawThenClose(port: number, raw: string, waitForAnswer = false): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(raw)
      if (!waitForAnswer) setTimeout(() => socket.destroy(), 20)
    })
    socket.once('data', () => socket.destroy())
    socket.on('close', () => resolve())
    socket.on('error', () => undefined)
  })
}

async function slowHeaders(suite: Suite): Promise<RowResult> {
  const { deployment, served } = await suite.start('sqlite')
  const [account] = await seedAccounts(deployment, 'f5', 1, 500, suite.secrets)
  const port = Number(new URL(served.url).port)
  const opened = Date.now()
  // 100 clients each send a request line, then one header byte a second, forever.
  const closedAfter: number[] = []
  const slow = Array.from({ length: 100 }, () => new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${PATH} HTTP/1.1\r\n`))
    const drip = setInterval(() => socket.write('X'), 1000)
    socket.on('close', () => {
      clearInterval(drip)
      closedAfter.push(Date.now() - opened)
      resolve()
    })
    socket.on('error', () => undefined)
  }))
  const normal = await load({ url: served.url, key: account!.key, connections: 10, seconds: 12, next: () => ({ method: 'GET', path: `${PATH}?search=site1` }) })
  await Promise.race([Promise.all(slow), sleep(10_000)])
  const problems = cleanLoad('normal traffic', normal)
  if (closedAfter.length < 100) problems.push(`${100 - closedAfter.length} slow sockets still open after ${((Date.now() - opened) / 1000).toFixed(0)} s`)
  const latest = Math.max(...closedAfter)
  // The limit is 10 s for headers, checked every second.
  if (latest > 15_000) problems.push(`a slow socket lasted ${latest} ms`)
  return { figure: `normal traffic beside 100 slow sockets: ${describeLoad(normal)}; slow sockets closed after ${Math.min(...closedAfter)}–${latest} ms`, problems }
}
