// Security configuration: TLS versions, headers on every response, files and secrets at rest, and (last
// of the whole suite) no secret in any server's log.
import fs from 'node:fs'
import path from 'node:path'
import { client, form, request } from '../test/support/http.js'
import type { Row, RowResult, Suite } from './harness.js'

const PATH = '/api/v1/websites'
/** OpenSSL 3 refuses TLS < 1.2 itself unless the client's security level is lowered. */
const OLD_CIPHERS = 'DEFAULT:@SECLEVEL=0'
const FIRST_KEY_BANNER = /First API key[^\n]*\(shown once, store it now\):\n\n {2}wak_\S+\n/

export const securityRows: Row[] = [
  { id: 'S1', title: 'TLS 1.0/1.1 refused, 1.2/1.3 accepted; headers on every response; key file 0600; secrets hashed at rest', run: configuration },
  { id: 'S2', title: 'after the whole suite: no key, Authorization value or password in any log', run: logs },
]

async function configuration(suite: Suite): Promise<RowResult> {
  const { deployment, served } = await suite.start('sqlite')
  const key = await suite.key(deployment, 'security')
  const api = client(served.url, key)
  const ca = fs.readFileSync(path.join(deployment.dataDir, 'tls-cert.pem'), 'utf8')
  const problems: string[] = []

  const tls: string[] = []
  for (const version of ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const) {
    const answered = await request('GET', `${served.httpsUrl}/healthz`, { ca, minVersion: version, maxVersion: version, ciphers: OLD_CIPHERS })
      .then((res) => res.status === 200, () => false)
    const wanted = version === 'TLSv1.2' || version === 'TLSv1.3'
    if (answered !== wanted) problems.push(`${version} ${answered ? 'accepted' : 'refused'}`)
    tls.push(`${version} ${answered ? 'accepted' : 'refused'}`)
  }

  const password = 'stored-hashed-password'
  suite.secrets.add(password)
  const samples = {
    'list 200': await api.get(PATH),
    'create 201': await api.post(PATH, { domain: 'security.example', privacy: 2, password }),
    'missing 404': await api.get(`${PATH}/999999`),
    'no key 401': await request('GET', served.url + PATH),
    'method 405': await api.send('TRACE', PATH),
    'too large 413': await api.send('POST', PATH, { body: 'x'.repeat(200_000), headers: { 'content-type': 'application/json' } }),
    'media type 415': await api.send('POST', PATH, { body: 'x', headers: { 'content-type': 'text/plain' } }),
    'invalid 422': await api.send('POST', PATH, form({ domain: '' })),
    'unknown path 404': await request('GET', `${served.url}/nowhere`),
    'healthz 200': await request('GET', `${served.url}/healthz`),
    'openapi 200': await request('GET', `${served.url}/api/v1/openapi.json`),
    'https list 200': await request('GET', `${served.httpsUrl}${PATH}`, { ca, headers: { authorization: `Bearer ${key}` } }),
  }
  for (const [name, res] of Object.entries(samples)) {
    const h = res.headers
    if (h['cache-control'] !== 'no-store') problems.push(`${name}: Cache-Control ${h['cache-control']}`)
    if (h['x-content-type-options'] !== 'nosniff') problems.push(`${name}: no nosniff`)
    if (!h['x-request-id']) problems.push(`${name}: no X-Request-Id`)
    if (h['x-powered-by'] !== undefined) problems.push(`${name}: X-Powered-By ${h['x-powered-by']}`)
    if (h['access-control-allow-origin'] !== undefined) problems.push(`${name}: CORS header without configuration`)
    const https = name.startsWith('https')
    if (https !== (h['strict-transport-security'] !== undefined)) problems.push(`${name}: HSTS ${https ? 'missing' : 'on plain HTTP'}`)
  }

  const keyMode = fs.statSync(path.join(deployment.dataDir, 'tls-key.pem')).mode & 0o777
  if (keyMode !== 0o600) problems.push(`TLS key file mode ${keyMode.toString(8)}`)
  // The database file holds neither the key nor the password in plain text.
  await served.stop()
  const file = fs.readFileSync(path.join(deployment.dataDir, 'websites.db'))
  for (const secret of [key, password]) if (file.includes(secret)) problems.push(`"${secret.slice(0, 8)}…" stored in plain text`)
  return {
    figure: `${tls.join(', ')}; ${Object.keys(samples).length} kinds of response checked for no-store, nosniff, X-Request-Id, no X-Powered-By, no CORS, HSTS on HTTPS only; key file ${keyMode.toString(8)}; key and password absent from the database file`,
    problems,
  }
}

async function logs(suite: Suite): Promise<RowResult> {
  // Everything a server wrote except the one deliberate print of a new database's first key.
  const outputs = suite.outputs().map((out) => out.replace(FIRST_KEY_BANNER, ''))
  const lines = outputs.reduce((n, out) => n + out.split('\n').length, 0)
  const problems: string[] = []
  // Any key-shaped string at all (ours or one a client sent) is a leak: one pass over the logs, however
  // many keys the suite made. The other secrets (passwords) are few and looked for one by one.
  const keyShaped = outputs.flatMap((out) => out.match(/wak_[A-Za-z0-9_-]{8,}/g) ?? [])
  if (keyShaped.length > 0) problems.push(`${keyShaped.length} key-shaped strings in the logs, first "${keyShaped[0]!.slice(0, 12)}…"`)
  const others = [...suite.secrets].filter((secret) => !secret.startsWith('wak_'))
  for (const secret of others) if (outputs.some((out) => out.includes(secret))) problems.push(`"${secret.slice(0, 8)}…" appears in a log`)
  if (outputs.some((out) => /bearer /i.test(out))) problems.push('an Authorization value appears in a log')
  return { figure: `${outputs.length} server logs, ${lines} lines: no key-shaped string, none of ${others.length} passwords, no "Bearer "`, problems }
}
