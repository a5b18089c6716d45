// S3: a client that writes its own X-Forwarded-For through the topology's HAProxy, as an online password
// guesser would to escape the sign-in throttle. HAProxy drops the header and writes the address it sees
// (topology/haproxy.cfg); the instances believe only HAProxy's (TRUST_PROXY). The sign-in throttle (5
// failures for one email from one address in 15 minutes, people/sign-in-throttle.ts) counts in the
// topology's Redis, so the three instances behind HAProxy count together; a forged address believed would
// give each attempt a count of its own, and none would ever be refused.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { request } from '../test/support/http.js'
import { logFile } from '../topology/processes.js'
import { APPS } from '../topology/network.js'
import { cliOn } from '../topology/services.js'
import type { Row, RowResult, Suite } from './harness.js'
import { PER_EMAIL } from '../src/people/sign-in-throttle.js'
import { LB_URL, onTopology } from './topology.js'

const LIMIT = PER_EMAIL
const ATTEMPTS = 12
/** Where the forged addresses come from: TEST-NET-3 (RFC 5737), never a real client. */
const forged = (i: number) => `203.0.113.${i + 1}`

export const forgedAddressRow: Row = {
  id: 'S3',
  title: `a forged X-Forwarded-For through the topology's HAProxy: ${ATTEMPTS} wrong passwords each with a new forged address, then the right one`,
  run: (suite) => onTopology(suite, (t) => forgedAddresses(suite, t.key)),
}

async function forgedAddresses(suite: Suite, key: (account: string) => Promise<string>): Promise<RowResult> {
  const problems: string[] = []
  const account = `s3-${randomBytes(3).toString('hex')}`
  await key(account)
  const email = `${account}@example.com`
  const password = `a long passphrase ${randomBytes(6).toString('hex')}`
  suite.secrets.add(password)
  const link = (await cliOn('app1', 'users', 'invite', '--account', account, '--email', email, '--role', 'editor')).match(/\/invitations\/(\S+)/)
  if (!link) return { figure: '-', problems: ['users invite printed no link'] }
  const signIn = (secret: string, address: string) =>
    request('POST', `${LB_URL}/api/v1/session`, { body: { email, password: secret }, headers: { 'x-forwarded-for': address } })

  // A session made with a forged address: the session list must show the address HAProxy saw instead.
  const accepted = await request('POST', `${LB_URL}/api/v1/invitations/accept`, { body: { token: link[1], name: 'S3', password }, headers: { 'x-forwarded-for': forged(200) } })
  const cookie = (accepted.headers['set-cookie'] as string[] | undefined)?.find((line) => line.startsWith('wa_session='))?.split(';')[0]
  if (!cookie) return { figure: '-', problems: [`accepting the invitation answered ${accepted.status}`] }
  suite.secrets.add(cookie.slice('wa_session='.length))

  const statuses: number[] = []
  for (let i = 0; i < ATTEMPTS; i++) statuses.push((await signIn('not the password at all', forged(i))).status)
  const right = (await signIn(password, forged(ATTEMPTS))).status
  const expected = [...Array<number>(LIMIT).fill(422), ...Array<number>(ATTEMPTS - LIMIT).fill(429)]
  if (statuses.join() !== expected.join()) problems.push(`wrong passwords answered ${statuses.join(' ')} (expected ${LIMIT} × 422, then 429)`)
  if (right !== 429) problems.push(`the right password after them answered ${right}, not 429`)

  const sessions = await request('GET', `${LB_URL}/api/v1/me/sessions`, { headers: { cookie } })
  const addresses = (sessions.body?.data as { address: string | null }[] | undefined)?.map((session) => session.address) ?? []
  if (sessions.status !== 200 || addresses.length === 0) problems.push(`the session list answered ${sessions.status}`)
  if (addresses.some((address) => address === null || address.startsWith('203.0.113.'))) problems.push(`the session list shows ${addresses.join(', ')}`)

  // The instances' access lines for the sign-ins: each names an address, never a forged one. The service
  // writes its log in batches, so the lines are waited for (at most 10 s).
  const signInLines = () => APPS.flatMap((app) => fs.readFileSync(logFile(app), 'utf8').split('\n'))
    .filter((line) => line.includes('"path":"/api/v1/session"') && line.includes('"method":"POST"'))
  let lines = signInLines()
  for (const started = Date.now(); lines.length < ATTEMPTS + 1 && Date.now() - started < 10_000; lines = signInLines()) await sleep(200)
  const logged = new Set(lines.map((line) => /"remoteAddress":"([^"]*)"/.exec(line)?.[1] ?? 'none'))
  if (lines.length < ATTEMPTS + 1) problems.push(`${lines.length} access lines for the ${ATTEMPTS + 1} sign-ins`)
  if ([...logged].some((address) => address === 'none' || address.startsWith('203.0.113.'))) problems.push(`access lines name ${[...logged].join(', ')}`)

  return {
    figure: `${ATTEMPTS} wrong passwords, each forged from another address: ${statuses.join(' ')}; the right one then ${right}; ` +
      `the session list and ${lines.length} access lines name ${[...new Set([...addresses, ...logged])].join(', ')}`,
    problems,
  }
}
