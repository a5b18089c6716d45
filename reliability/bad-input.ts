// Bad input: every category of the plan, listed and generated (fast-check), against a running server.
// Each answer must be the contract's (never a 5xx, errors as {message, status} with the HTTP status) and
// no refused request may change stored data. Then the BOLA matrix: 5 operations × 9 kinds of caller.
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { domainToASCII } from 'node:url'
import fc from 'fast-check'
import { type Client, type Response, client, form, request } from '../test/support/http.js'
import { WEBSITE_FIELDS } from '../src/websites/websites.schemas.js'
import type { Row, RowResult, Suite } from './harness.js'

const PATH = '/api/v1/websites'
const ERROR_STATUSES = new Set([400, 401, 403, 404, 405, 412, 413, 415, 422, 429])

/** Problems with one answer: a 5xx, an error not in the contract's shape, or an unexpected status. */
function judge(what: string, res: Response, allowed: number[]): string[] {
  const problems: string[] = []
  if (!allowed.includes(res.status)) problems.push(`${what}: ${res.status} (expected ${allowed.join('/')}) ${res.text.slice(0, 200)}`)
  if (ERROR_STATUSES.has(res.status) && (res.body?.status !== res.status || res.body?.message === undefined)) {
    problems.push(`${what}: error body not {message, status}: ${res.text.slice(0, 200)}`)
  }
  return problems
}

/** Everything both accounts hold, to compare before and after the refused requests. */
async function snapshot(apis: Client[]): Promise<string> {
  const pages = await Promise.all(apis.map((api) => api.get(`${PATH}?per_page=100`)))
  return JSON.stringify(pages.map((page) => page.body.data))
}

export const badInputRows: Row[] = [
  { id: 'B1', title: 'bad input, listed and generated: never a 5xx, always the contract, nothing changed', run: badInput },
  { id: 'B2', title: 'BOLA matrix: 5 operations × none / garbled / wrong / revoked / expired / other account / read-only / limited / own key', run: bola },
]

async function setUp(suite: Suite) {
  const { deployment, served } = await suite.start('sqlite')
  const keys = [await suite.key(deployment, 'mine'), await suite.key(deployment, 'theirs')]
  const [mine, theirs] = keys.map((key) => client(served.url, key)) as [Client, Client]
  const own = []
  for (const domain of ['kept-one.example', 'kept-two.example']) own.push((await mine.post(PATH, { domain })).body.data.id as number)
  await theirs.post(PATH, { domain: 'theirs.example' })
  return { deployment, served, mine, theirs, own }
}

async function badInput(suite: Suite): Promise<RowResult> {
  const { served, mine, theirs, own } = await setUp(suite)
  const before = await snapshot([mine, theirs])
  const problems: string[] = []
  let sent = 0
  const check = async (what: string, pending: Promise<Response>, allowed: number[]) => {
    sent++
    problems.push(...judge(what, await pending, allowed))
  }
  const refused = [400, 413, 415, 422]
  const item = `${PATH}/${own[0]}`

  // Listed: the plan's categories.
  for (const header of ['Bearer', 'Bearer ', 'bearer wak_x', 'Basic YWJjOmRlZg==', `Bearer wak_${'A'.repeat(8000)}`, 'Bearer wak_ünïcödé', 'Token abc', 'Bearer  wak_x  y']) {
    await check(`Authorization ${header.slice(0, 30)}`, request('GET', served.url + PATH, { headers: { authorization: header } }), [401])
  }
  for (const bytes of ['domain=%FF.example', 'domain=%C0%AF.example', 'domain=a&exclude_params=%E0%80%80']) {
    await check(`form ${bytes}`, mine.send('POST', PATH, { body: bytes, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), refused)
  }
  await check('raw 0xFF in a form', mine.send('POST', PATH, { body: Buffer.from([0x64, 0x6f, 0x6d, 0x61, 0x69, 0x6e, 0x3d, 0xff]), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), refused)
  const huge = await hugeBody(served.url, mine.key)
  sent++
  if (huge !== 413) problems.push(`10 MB body: ${huge}`)
  await check('10,000 form fields', mine.send('POST', PATH, form(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'x'] as [string, string]))), refused)
  await check('domain twice', mine.send('POST', PATH, form([['domain', 'a.example'], ['domain', 'b.example']])), [422])
  await check('domain as array', mine.send('POST', PATH, form([['domain[]', 'a.example']])), [422])
  await check('JSON __proto__', mine.send('POST', PATH, { body: '{"__proto__": {"privacy": 2}, "constructor": {"prototype": {"x": 1}}}', headers: { 'content-type': 'application/json' } }), [422])
  await check('form constructor[prototype]', mine.send('POST', PATH, form([['constructor[prototype][domain]', 'x.example'], ['__proto__[privacy]', '2']])), [422])
  for (const domain of ["x'; DROP TABLE websites;--", '<script>alert(1)</script>', 'a%b.example', 'a_b.example']) {
    await check(`domain ${domain}`, mine.post(PATH, { domain }), [422])
  }
  for (const term of ["'; DROP TABLE websites;--", '<b>', '%', '_', '%_%', '\\']) {
    const res = await mine.get(`${PATH}?search=${encodeURIComponent(term)}`)
    await check(`search ${term}`, Promise.resolve(res), [200])
    if (res.body?.meta?.total !== 0) problems.push(`search ${term} matched ${res.body?.meta?.total}`)
  }
  for (const id of ['abc', '5abc', '0', '-1', '1e3', '9007199254740993', '99999999999999999999', `${own[0]}.0`, `0${own[0]}`]) {
    for (const method of ['GET', 'PUT', 'DELETE']) await check(`${method} id ${id}`, mine.send(method, `${PATH}/${id}`, method === 'PUT' ? { body: { email: 1 } } : {}), [404])
  }
  for (const query of ['per_page=0', 'per_page=-5', 'per_page=1000000', 'page=0', 'page=-1', 'page=abc', 'page=1e309', 'sort=sideways', 'sort_by=password_hash']) {
    await check(`list ${query}`, mine.get(`${PATH}?${query}`), [200])
  }
  await check('IDN first', mine.post(PATH, { domain: 'bücher-bad-input.example' }), [201])
  await check('its punycode spelling', mine.post(PATH, { domain: domainToASCII('bücher-bad-input.example') }), [422])
  const race = await Promise.all(Array.from({ length: 20 }, () => mine.post(PATH, { domain: 'race-bad-input.example' })))
  const winners = race.filter((res) => res.status === 201).length
  if (winners !== 1) problems.push(`20 concurrent creates of one domain: ${winners} × 201`)
  sent += 20

  const listed = sent
  // Generated: any JSON body to create and update, any query to list, any id.
  const runs = suite.mode === 'full' ? 2000 : 200
  const seed = Date.now()
  const created: number[] = []
  const anyBody = fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(WEBSITE_FIELDS)), fc.string()), fc.jsonValue())
  await fc.assert(fc.asyncProperty(anyBody, anyBody, fc.dictionary(fc.string(), fc.string()), fc.string(), async (body, update, query, id) => {
    const made = await mine.post(PATH, body)
    await check('generated create', Promise.resolve(made), [201, 422])
    if (made.status === 201) created.push(made.body.data.id)
    await check('generated update', mine.put(item, update), [200, 422])
    await check('generated list', mine.get(`${PATH}?${new URLSearchParams(query)}`), [200])
    await check('generated id', mine.get(`${PATH}/${encodeURIComponent(id)}`), [200, 404])
  }), { numRuns: runs, seed }).catch((error: Error) => problems.push(`generated (seed ${seed}): ${error.message.slice(0, 500)}`))

  // What the generated updates changed of the one website they target is allowed; nothing else is.
  for (const id of created) await mine.delete(`${PATH}/${id}`)
  for (const site of (await mine.get(`${PATH}?search=bad-input`)).body.data) await mine.delete(`${PATH}/${site.id}`)
  await mine.put(item, { privacy: 1, email: 0, exclude_bots: 1, exclude_params: '', exclude_ips: '', password: '' })
  const after = JSON.parse(await snapshot([mine, theirs])) as { id: number; updated_at: string }[][]
  const strip = (pages: { id: number; updated_at: string }[][]) => JSON.stringify(pages.map((page) => page.map(({ updated_at: _, ...rest }) => rest)))
  if (strip(after) !== strip(JSON.parse(before))) problems.push('stored data changed by refused requests')
  return { figure: `${listed} listed requests and ${runs} generated cases × 4 requests (seed ${seed}); ${problems.length} problems`, problems }
}

/**
 * Sends a 10 MB JSON body on a raw socket and returns the status line's code. The server answers 413
 * long before the body is through, which an HTTP client reports as EPIPE; the answer must arrive anyway.
 */
function hugeBody(url: string, key: string): Promise<number | string> {
  const { port } = new URL(url)
  return new Promise((resolve) => {
    let answer = ''
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`POST ${PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`)
      const chunk = Buffer.alloc(64 * 1024, 'x')
      const pump = (left: number): void => {
        if (left <= 0 || socket.destroyed) return
        if (socket.write(chunk)) pump(left - chunk.length)
        else socket.once('drain', () => pump(left - chunk.length))
      }
      pump(10 * 1024 * 1024)
    })
    const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || `no status (${answer.slice(0, 40)})`
    socket.on('data', (data) => {
      answer += data
      if (answer.includes('\r\n\r\n')) {
        resolve(status())
        socket.destroy()
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(status()))
  })
}

async function bola(suite: Suite): Promise<RowResult> {
  const { deployment, served, mine, theirs, own } = await setUp(suite)
  const revokedKey = await suite.key(deployment, 'revoked')
  const id = /^(\d+)\s+revoked\s/m.exec((await deployment.cli('keys', 'list', '--account', 'revoked')).stdout)![1]!
  await deployment.cli('keys', 'revoke', id)
  // Scoped keys of my account: read-only; limited to my other website; expired a moment ago.
  const scopedKey = async (...args: string[]) => {
    const key = (await deployment.cli('keys', 'create', '--account', 'mine', ...args)).stdout.trim().split('\n').at(-1)!
    suite.secrets.add(key)
    return client(served.url, key)
  }
  const readOnly = await scopedKey('--read-only')
  const limitedElsewhere = await scopedKey('--websites', String(own[1]))
  const expired = await scopedKey('--expires-in', '1s')
  await sleep(1100)
  const callers: Record<string, Client | undefined> = {
    none: undefined,
    garbled: client(served.url, 'wak_%%%garbled%%%'),
    wrong: client(served.url, `wak_${'B'.repeat(43)}`),
    revoked: client(served.url, revokedKey),
    expired,
    'other account': theirs,
    'read-only': readOnly,
    'limited to another website': limitedElsewhere,
    own: mine,
  }
  const unauthenticated = [401, 401, 401, 401, 401]
  // list, read, create, update, delete of one of "mine"'s websites.
  const expected: Record<string, number[]> = {
    none: unauthenticated, garbled: unauthenticated, wrong: unauthenticated, revoked: unauthenticated, expired: unauthenticated,
    'other account': [200, 404, 201, 404, 404],
    'read-only': [200, 200, 403, 403, 403],
    'limited to another website': [200, 404, 403, 404, 404],
    own: [200, 200, 201, 200, 200],
  }
  const problems: string[] = []
  const cells: string[] = []
  for (const [name, caller] of Object.entries(callers)) {
    const send = (method: string, path: string, body?: unknown) =>
      caller ? caller.send(method, path, body === undefined ? {} : { body }) : request(method, served.url + path, body === undefined ? {} : { body })
    const target = `${PATH}/${own[name === 'own' ? 1 : 0]}`
    const answers = [
      await send('GET', PATH), await send('GET', target), await send('POST', PATH, { domain: `bola-${name.replace(' ', '-')}.example` }),
      await send('PUT', target, { email: 1 }), await send('DELETE', target),
    ]
    answers.forEach((res, i) => problems.push(...judge(`${name} × ${['list', 'read', 'create', 'update', 'delete'][i]}`, res, [expected[name]![i]!])))
    if (name === 'other account' && answers[0]!.body.data.some((site: { domain: string }) => site.domain.startsWith('kept-'))) {
      problems.push('another account listed my websites')
    }
    if (name === 'limited to another website' && answers[0]!.body.data.some((site: { id: number }) => site.id !== own[1])) {
      problems.push('a limited key listed a website outside its scope')
    }
    cells.push(`${name}: ${answers.map((res) => res.status).join('/')}`)
  }
  const left = (await mine.get(`${PATH}/${own[0]}`)).body.data
  if (left?.email !== 0) problems.push(`my website was changed by another caller: ${JSON.stringify(left)}`)
  return { figure: `list/read/create/update/delete — ${cells.join('; ')}`, problems }
}
