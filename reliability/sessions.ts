// F13 and L8: people's sessions. F13 tries what an attacker of a session would (a cookie planted before
// sign-in, garbage, expired, signed-out and removed members' cookies, writes from another site, a thousand
// sign-ins from one address) and times the sign-in's two refusals; L8 signs people in at 20 a second
// while reads run, and compares the reads' p99 with L2's (as L4 does for website passwords).
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { operatorServices } from '../test/support/secrets.js'
import { loadConfig } from '../src/config.js'
import { createDb } from '../src/compose.js'
import { request } from '../test/support/http.js'
import { type Row, type RowResult, type Suite, cleanLoad, describeLoad, load, seedAccounts } from './harness.js'

const PATH = '/api/v1/websites'
const SESSION = (cookie: string) => ({ cookie: `wa_session=${cookie}` })
const cookieOf = (headers: Record<string, unknown>) => {
  const line = (headers['set-cookie'] as string[] | undefined)?.find((value) => value.startsWith('wa_session='))
  return line?.slice('wa_session='.length, line.indexOf(';'))
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** A person in `account` with `role`, made as the operator does (an invitation on the server, accepted over HTTP). */
async function person(suite: Suite, dataDir: string, env: Record<string, string>, url: string, account: string, role: 'owner' | 'editor') {
  const db = await createDb(loadConfig({ DATA_DIR: dataDir, ...env }))
  try {
    if ((await db.keys.accountId(null, account)) === undefined) await operatorServices(db).keys.createKey(account)
    const id = (await db.keys.accountId(null, account))!
    const email = `${role}-${randomBytes(4).toString('hex')}@example.com`
    const password = `a long passphrase ${randomBytes(6).toString('hex')}`
    suite.secrets.add(password)
    const { url: link } = await operatorServices(db).members.inviteOnServer({ id, name: account }, email, role, url)
    const accepted = await request('POST', `${url}/api/v1/invitations/accept`, { body: { token: link.split('/invitations/')[1], name: role, password } })
    const cookie = cookieOf(accepted.headers)!
    suite.secrets.add(cookie)
    return { email, password, cookie, userId: accepted.body.data.user.id as number }
  } finally {
    await db.close()
  }
}

async function f13(suite: Suite): Promise<RowResult> {
  // TRUST_PROXY: the timing below comes from a different address each try (X-Forwarded-For), so the
  // throttle does not stop it; everything else comes from one address.
  const { deployment, served } = await suite.start('sqlite', { TRUST_PROXY: '1' })
  const env = deployment.database.env
  const owner = await person(suite, deployment.dataDir, env, served.url, 'f13', 'owner')
  const editor = await person(suite, deployment.dataDir, env, served.url, 'f13', 'editor')
  const problems: string[] = []
  const figures: string[] = []
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    request('POST', `${served.url}/api/v1/session`, { body: { email, password }, headers })

  // Fixation: a value planted before sign-in never becomes a session.
  const planted = `planted-${randomBytes(16).toString('hex')}`
  const signedIn = await signIn(editor.email, editor.password, SESSION(planted))
  const made = cookieOf(signedIn.headers)
  if (!made || made === planted) problems.push('sign-in kept the planted cookie')
  if ((await request('GET', served.url + PATH, { headers: SESSION(planted) })).status !== 401) problems.push('the planted value works as a session')
  // Flags.
  const flags = (signedIn.headers['set-cookie'] as string[]).find((line) => line.startsWith('wa_session='))!.split(';').slice(1).map((flag) => flag.trim())
  for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/']) if (!flags.includes(flag)) problems.push(`the cookie lacks ${flag}: ${flags.join('; ')}`)
  figures.push(`cookie: ${flags.join('; ')}`)

  // Refused cookies: garbage, expired, signed out, a removed member's.
  const signedOut = cookieOf((await signIn(editor.email, editor.password)).headers)!
  await request('DELETE', `${served.url}/api/v1/session`, { headers: { ...SESSION(signedOut), origin: served.url } })
  const removed = await person(suite, deployment.dataDir, env, served.url, 'f13', 'editor')
  await request('DELETE', `${served.url}/api/v1/members/${removed.userId}`, { headers: { ...SESSION(owner.cookie), origin: served.url } })
  // Expired: a session's end moved into the past in the file, behind the service's back; the removal
  // above and the sign-out below are changes every instance hears of, which empties its cache.
  const expired = cookieOf((await signIn(editor.email, editor.password)).headers)!
  const file = new Database(path.join(deployment.dataDir, 'websites.db'))
  try {
    file.prepare("UPDATE sessions SET expires_at = '2020-01-01T00:00:00.000000Z' WHERE id = (SELECT max(id) FROM sessions)").run()
  } finally {
    file.close()
  }
  await request('DELETE', `${served.url}/api/v1/session`, { headers: { ...SESSION(cookieOf((await signIn(editor.email, editor.password)).headers)!), origin: served.url } })
  const refused: Record<string, string> = { garbage: 'x'.repeat(43), expired, 'signed out': signedOut, 'removed member': removed.cookie }
  for (const [what, cookie] of Object.entries(refused)) {
    const res = await request('GET', served.url + PATH, { headers: SESSION(cookie) })
    if (res.status !== 401) problems.push(`the ${what} cookie answered ${res.status}`)
  }

  // Cross-site writes with the cookie: refused, and nothing changed.
  const before = (await request('GET', served.url + PATH, { headers: SESSION(owner.cookie) })).body.meta.total
  const crossSite = await Promise.all(([{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<string, string>[]).map((headers) =>
    request('POST', served.url + PATH, { body: { domain: `f13-${randomBytes(3).toString('hex')}.example` }, headers: { ...SESSION(owner.cookie), ...headers } })))
  if (crossSite.some((res) => res.status !== 403)) problems.push(`cross-site writes answered ${crossSite.map((res) => res.status).join(', ')}`)
  if ((await request('GET', served.url + PATH, { headers: SESSION(owner.cookie) })).body.meta.total !== before) problems.push('a cross-site write was stored')

  // 1,000 sign-ins from one address: 50 failures counted, then 429 for every attempt, the right password included.
  const attempts = (await Promise.all(Array.from({ length: 10 }, async (_, worker) => {
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) statuses.push((await signIn(`guess${worker}-${i}@example.com`, 'wrong guess at it', { 'x-forwarded-for': '198.51.100.7' })).status)
    return statuses
  }))).flat()
  const counts = attempts.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {})
  const right = (await signIn(owner.email, owner.password, { 'x-forwarded-for': '198.51.100.7' })).status
  if (counts[422] !== 50 || counts[429] !== 950 || right !== 429) problems.push(`1,000 sign-ins from one address: ${JSON.stringify(counts)}, then the right password ${right}`)
  figures.push(`1,000 sign-ins from one address: ${JSON.stringify(counts)}, the right password then ${right}`)

  // Timing: an unknown email and a wrong password, alternated, each from an address of its own.
  const times = { unknown: [] as number[], wrong: [] as number[] }
  for (let i = 0; i < 400; i++) {
    const kind = i % 2 === 0 ? 'unknown' : 'wrong'
    const started = performance.now()
    const res = await signIn(kind === 'unknown' ? `nobody-${i}@example.com` : owner.email, 'not the password at all', { 'x-forwarded-for': `203.0.113.${i % 250}` })
    times[kind].push(performance.now() - started)
    if (res.status !== 422) problems.push(`timing try ${i} answered ${res.status}`)
  }
  const [unknown, wrong] = [median(times.unknown), median(times.wrong)]
  const gap = Math.abs(unknown - wrong) / Math.max(unknown, wrong)
  figures.push(`medians over 200 each: unknown email ${unknown.toFixed(1)} ms, wrong password ${wrong.toFixed(1)} ms (${(gap * 100).toFixed(1)}% apart; plan: under 10%)`)
  if (gap >= 0.1) problems.push(`unknown-email and wrong-password medians ${(gap * 100).toFixed(1)}% apart`)
  return { figure: figures.join('; '), problems }
}

/** L8: people signing in at 20 a second (each an Argon2id verification) while reads run at L2's read rate. */
async function l8(suite: Suite): Promise<RowResult> {
  const { deployment, served } = await suite.start('sqlite', { TRUST_PROXY: '1' })
  const [reader] = await seedAccounts(deployment, 'l8', 1, 6000, suite.secrets)
  const signer = await person(suite, deployment.dataDir, deployment.database.env, served.url, 'l8-people', 'editor')
  const seconds = suite.mode === 'full' ? 60 : 10
  let n = 0
  const [reads, signIns] = await Promise.all([
    load({ url: served.url, key: reader!.key, connections: 20, seconds, rate: 400, next: () => ({ method: 'GET' as const, path: `${PATH}/${reader!.ids[n++ % reader!.ids.length]}` }) }),
    load({
      url: served.url, key: 'unused', connections: 4, seconds, rate: 20,
      next: () => ({ method: 'POST' as const, path: '/api/v1/session', body: JSON.stringify({ email: signer.email, password: signer.password }) }),
    }),
  ])
  const problems = [...cleanLoad('reads', reads), ...cleanLoad('sign-ins', signIns, true)]
  const other = Object.keys(signIns.statuses).filter((status) => status !== '200' && status !== '503')
  if (other.length > 0) problems.push(`sign-ins answered ${JSON.stringify(signIns.statuses)}`)
  return { figure: `reads ${describeLoad(reads)} (plan: p99 ≤ 2 × L2's); sign-ins ${describeLoad(signIns)} ${JSON.stringify(signIns.statuses)}`, problems }
}

export const sessionRows: Row[] = [
  { id: 'F13', title: 'sessions: fixation, cookie flags, refused cookies, cross-site writes, 1,000 sign-ins from one address, sign-in timing', run: f13 },
  { id: 'L8', title: 'sign-ins (Argon2id) at 20 a second while reads run', run: l8 },
]
