// Secrets at rest, keyed and bound to their purpose: recovery codes are stored as a keyed digest (never the
// bare SHA-256 an earlier version kept), TOTP secrets sealed for TOTP; and what an earlier version stored
// (sealed under the install key itself, bare digests) is rewritten once at the next start, after which the
// person's TOTP code and recovery codes still work.
import assert from 'node:assert/strict'
import { createCipheriv, createHash, randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { type RunningService, startService } from '../../src/main.js'
import { codeAt } from '../../src/people/totp.js'
import { request } from '../support/http.js'
import { memberOf } from '../support/people.js'
import { type TestService, startTestService } from '../support/service.js'

const SECRETS_KEY = randomBytes(32).toString('base64')
/** How an earlier version sealed a secret: AES-256-GCM under the install key itself, for no purpose. */
function sealedByEarlierVersion(secret: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(SECRETS_KEY, 'base64'), nonce)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `v1:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`
}
const bareDigest = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest()

describe('secrets at rest, and those of an earlier version', () => {
  let service: TestService
  let restarted: RunningService | undefined
  before(async () => {
    service = await startTestService({ SECRETS_KEY })
  })
  after(async () => {
    await restarted?.close()
    await service?.close()
  })
  const rows = <Row>(sql: string, values: unknown[] = []) => service.db.executor.prepare<Row>(sql).all(null, values)

  it('when TOTP is turned on, then its secret is sealed for TOTP and no recovery code is stored as its bare digest', async () => {
    const person = await memberOf(service, 'sealed', 'viewer')
    const secret = (await person.post('/api/v1/me/totp')).body.data.secret as string
    const codes = (await person.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })).body.data.recovery_codes as string[]
    const [user] = await rows<{ secret: string }>('SELECT totp_secret AS secret FROM users WHERE id = ?', [person.userId])
    assert.match(user!.secret, /^v2:/)
    const stored = (await rows<{ digest: Buffer; keyed: number }>('SELECT digest, keyed FROM recovery_codes WHERE user_id = ?', [person.userId]))
    assert.equal(stored.length, 10)
    assert.ok(stored.every((row) => Number(row.keyed) === 1))
    const bare = new Set(codes.map((code) => bareDigest(code).toString('hex')))
    assert.deepEqual(stored.filter((row) => bare.has(Buffer.from(row.digest).toString('hex'))), [], 'none is the bare SHA-256 of a code')
  })

  it('when the next start finds secrets an earlier version stored, then it rewrites them once, and the person\'s code and recovery codes still work', async () => {
    const person = await memberOf(service, 'sealed', 'viewer')
    const secret = (await person.post('/api/v1/me/totp')).body.data.secret as string
    const codes = (await person.post('/api/v1/me/totp/confirm', { code: codeAt(secret, Date.now()) })).body.data.recovery_codes as string[]
    // As an earlier version left them: the secret sealed for no purpose, the codes as bare digests.
    await service.sql(`UPDATE users SET totp_secret = '${sealedByEarlierVersion(secret)}' WHERE id = ${person.userId}`)
    await service.sql(`DELETE FROM recovery_codes WHERE user_id = ${person.userId}`)
    const hex = (code: string) => bareDigest(code).toString('hex')
    for (const code of codes) {
      await service.sql(service.databaseEnv.DATABASE_URL
        ? `INSERT INTO recovery_codes (user_id, digest, keyed) VALUES (${person.userId}, '\\x${hex(code)}', 0)`
        : `INSERT INTO recovery_codes (user_id, digest, keyed) VALUES (${person.userId}, X'${hex(code)}', 0)`)
    }
    await service.stopService()
    restarted = await startService(loadConfig({ DATA_DIR: service.dataDir, PORT: '0', HTTPS_PORT: '0', LOG_LEVEL: 'silent', SECRETS_KEY, ...service.databaseEnv }))
    const signIn = (code: string) => request('POST', `${restarted!.httpUrl}/api/v1/session`, { body: { email: person.email, password: person.password, code } })
    assert.equal((await signIn(codeAt(secret, Date.now() + 30_000))).status, 200, 'the TOTP secret opens, sealed again for TOTP')
    assert.equal((await signIn(codes[0]!)).status, 200, 'a recovery code kept as a bare digest works, wrapped in its keyed one')
    assert.equal((await signIn(codes[0]!)).status, 422, 'once')
    const [user] = await rows<{ secret: string }>('SELECT totp_secret AS secret FROM users WHERE id = ?', [person.userId])
    assert.match(user!.secret, /^v2:/)
    assert.deepEqual((await rows<{ keyed: number }>('SELECT keyed FROM recovery_codes WHERE user_id = ?', [person.userId])).map((row) => Number(row.keyed)),
      codes.map(() => 1))
  })
})
