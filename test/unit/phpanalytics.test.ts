// The import's pure rules: Laravel's decryption, the APP_KEY's forms, who keeps API access, how each
// website field arrives, and lenient list reading.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { AppKeyError, appKeyFromEnvFile, decryptString, parseAppKey } from '../../src/import/laravel-crypt.js'
import { type SourceUser, type SourceWebsite, mapWebsite, refusalOf, websiteLimitOf } from '../../src/import/phpanalytics.rules.js'
import { canonicalIp } from '../../src/websites/ip-list.js'
import { keptLines } from '../../src/websites/line-list.js'
import { APP_KEY, APP_KEY_TEXT, encryptString } from '../support/phpanalytics.js'

describe('Laravel decryption', () => {
  it('when a value was encrypted with the key, then it decrypts; another key, a changed MAC or plaintext give nothing', () => {
    assert.equal(decryptString(encryptString('s3cret ü'), APP_KEY), 's3cret ü')
    assert.equal(decryptString(encryptString(''), APP_KEY), '')
    assert.equal(decryptString(encryptString('x', Buffer.alloc(32, 1)), APP_KEY), undefined)
    const envelope = JSON.parse(Buffer.from(encryptString('x'), 'base64').toString())
    const tampered = Buffer.from(JSON.stringify({ ...envelope, mac: envelope.mac.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) })).toString('base64')
    assert.equal(decryptString(tampered, APP_KEY), undefined)
    assert.equal(decryptString('plain old password', APP_KEY), undefined)
    assert.equal(decryptString(Buffer.from('{"iv":1}').toString('base64'), APP_KEY), undefined)
  })

  it('when the APP_KEY is quoted, given in a .env, or malformed, then it is read or refused with where', () => {
    assert.deepEqual(parseAppKey(`"${APP_KEY_TEXT}"`), APP_KEY)
    assert.deepEqual(parseAppKey(`'${APP_KEY_TEXT}'`), APP_KEY)
    assert.throws(() => parseAppKey('secret'), /--app-key: an APP_KEY starts with "base64:"/)
    assert.throws(() => parseAppKey('base64:AAAA'), AppKeyError)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'env-')), '.env')
    fs.writeFileSync(file, `APP_ENV=production\nAPP_KEY=${APP_KEY_TEXT} # set by the installer\n`)
    assert.deepEqual(appKeyFromEnvFile(file), APP_KEY)
    fs.writeFileSync(file, 'APP_KEY=\n')
    assert.throws(() => appKeyFromEnvFile(file), /no APP_KEY in it/)
  })
})

describe('API access', () => {
  const plans = new Map([[1, '{"api":1}'], [2, '{"api":"0"}'], [3, '{"api":true}'], [4, '{"websites":5}']])
  const user = (fields: Partial<SourceUser>): SourceUser => ({ id: 1, email: 'a@x', api_token: 't', plan_id: 1, deleted_at: null, created_at: null, ...fields })
  const now = new Date('2026-11-23T12:00:00Z')

  it('when a user is disabled, or the effective plan\'s api feature is falsy in PHP, then the token is refused with why', () => {
    assert.equal(refusalOf(user({}), plans, now), undefined)
    assert.equal(refusalOf(user({ deleted_at: '2025-01-01 00:00:00' }), plans, now), 'the user is disabled')
    assert.equal(refusalOf(user({ plan_id: 2 }), plans, now), 'its plan 2 has no API access')
    assert.equal(refusalOf(user({ plan_id: 4 }), plans, now), 'its plan 4 has no API access')
    assert.equal(refusalOf(user({ plan_id: 9 }), plans, now), 'its plan 9 does not exist')
    assert.equal(refusalOf(user({ plan_id: 3 }), plans, now), undefined)
  })

  it('when the effective plan limits websites, then that is the quota; -1, a missing value or plan, or garbage: none', () => {
    const limits = new Map<number, string | null>([[1, '{"websites":-1}'], [2, '{"websites":3}'], [3, '{"websites":"0"}'], [4, '{}'], [5, '{"websites":-2}'],
      [6, '{"websites":"many"}'], [7, 'not json'], [8, null], [9, '{"websites":2.5}']])
    const limit = (planId: number, fields: Partial<SourceUser> = {}) => websiteLimitOf(user({ plan_id: planId, ...fields }), limits, now)
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((planId) => limit(planId)), [null, 3, 0, null, null, null, null, null, null, null])
    assert.equal(limit(2, { plan_ends_at: '2025-01-01 00:00:00' }), null, 'expired: plan 1 applies')
  })

  it('when the subscription is not active, then plan 1 applies instead of the user\'s', () => {
    const noApiDefault = new Map([[1, '{"api":0}'], [3, '{"api":1}']])
    const paid = (fields: Partial<SourceUser>) => refusalOf(user({ plan_id: 3, ...fields }), noApiDefault, now)
    assert.equal(paid({ plan_payment_processor: 'stripe', plan_subscription_status: 'active' }), undefined)
    assert.equal(paid({ plan_payment_processor: 'stripe', plan_subscription_status: 'canceled' }), 'its plan 1 has no API access')
    assert.equal(paid({ plan_payment_processor: 'stripe', plan_subscription_status: 'canceled', plan_ends_at: '2026-12-01 00:00:00' }), undefined, 'grace period')
    assert.equal(paid({ plan_payment_processor: 'paypal', plan_subscription_status: 'ACTIVE' }), undefined)
    assert.equal(paid({ plan_payment_processor: 'paypal', plan_subscription_status: 'active' }), 'its plan 1 has no API access')
    assert.equal(paid({ plan_payment_processor: 'paypal', plan_trial_ends_at: '2026-11-24 00:00:00' }), undefined, 'trial')
    assert.equal(paid({ plan_payment_processor: null, plan_ends_at: null }), undefined, 'no processor, no end')
    assert.equal(paid({ plan_payment_processor: 'bank', plan_ends_at: '2026-01-01 00:00:00' }), 'its plan 1 has no API access')
  })
})

describe('website fields', () => {
  const row = (fields: Partial<SourceWebsite>): SourceWebsite => ({
    id: 1, domain: 'a.example', user_id: 1, privacy: 0, password: null, email: 0, exclude_bots: 0, exclude_params: null, exclude_ips: null,
    created_at: '2022-01-02 03:04:05', updated_at: null, ...fields,
  })
  it('when values are out of range or NULL, then they arrive as the original behaved', () => {
    const mapped = mapWebsite(row({ privacy: 7, email: 2, exclude_bots: 5 }), 'NOW')
    assert.deepEqual([mapped.privacy, mapped.email, mapped.exclude_bots, mapped.created_at, mapped.updated_at],
      [0, 0, 1, '2022-01-02T03:04:05.000000Z', '2022-01-02T03:04:05.000000Z'])
    const empty = mapWebsite(row({ privacy: null, email: null, exclude_bots: null, created_at: null }), 'NOW')
    assert.deepEqual([empty.privacy, empty.email, empty.exclude_bots, empty.created_at, empty.timesMissing], [0, 0, 0, 'NOW', true])
    assert.equal(mapWebsite(row({ domain: 'WWW.Bücher.example.' }), 'NOW').domain, 'xn--bcher-kva.example')
    assert.equal(mapWebsite(row({ domain: 'not a domain' }), 'NOW').domain, null)
  })

  it('when a list has CR, LF or CRLF lines, blanks, refused lines or more than 1,000 entries, then the rest is kept and those are listed', () => {
    assert.deepEqual(keptLines('10.0.0.1\r192.168.*\r\n\r\n 10.0.0.1 \nhost.name\n::1', canonicalIp),
      { value: '10.0.0.1\n::1', dropped: ['192.168.*', 'host.name'] })
    const many = Array.from({ length: 1002 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`).join('\n')
    const kept = keptLines(many, canonicalIp)
    assert.deepEqual([kept.value?.split('\n').length, kept.dropped], [1000, ['10.0.3.232', '10.0.3.233']])
  })
})
