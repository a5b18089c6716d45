import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'

describe('loadConfig', () => {
  it('when the environment is empty, then the documented defaults', () => {
    const config = loadConfig({})
    assert.deepEqual({ ...config, dataDir: undefined, database: undefined }, {
      host: '127.0.0.1', port: 8080, httpsPort: 8443, tls: undefined, dataDir: undefined, database: undefined,
      rateLimitPerMinute: 60, authFailuresPerMinute: 60, trustProxy: false, confirmSeconds: 600, publicUrl: undefined, logLevel: 'info', logFormat: 'json', bodyLimit: 131072,
      workers: 1, metricsPort: undefined, redisUrl: undefined, smtp: undefined, oidc: undefined, eventsRetentionDays: 90,
      webhooks: { allowHttp: false, allowPrivate: false, retryScale: 1, deliver: true, secretsKey: undefined },
    })
    assert.equal(config.dataDir, path.resolve('data'))
    assert.deepEqual(config.database, { kind: 'sqlite', file: path.resolve('data/websites.db'), synchronous: 'NORMAL' })
    assert.ok(Object.isFrozen(config))
  })
  it('when values are given, then they are converted and used', () => {
    const config = loadConfig({ PORT: '9000', HTTPS_PORT: '0', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '0', TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem', CONFIRM_SECONDS: '60' })
    assert.deepEqual([config.port, config.httpsPort, config.trustProxy, config.rateLimitPerMinute, config.tls, config.confirmSeconds],
      [9000, 0, 1, 0, { certFile: 'c.pem', keyFile: 'k.pem' }, 60])
  })
  it('when TRUST_PROXY names the proxies, then by their count or their addresses and ranges; false or 0, none', () => {
    for (const [value, expected] of [['2', 2], ['10', 10], ['false', false], ['0', false], ['10.0.0.2', ['10.0.0.2']],
      ['10.0.0.2, 10.1.0.0/16,fd00::/8, ::1', ['10.0.0.2', '10.1.0.0/16', 'fd00::/8', '::1']]] as const) {
      assert.deepEqual(loadConfig({ TRUST_PROXY: value }).trustProxy, expected, value)
    }
  })
  it('when TRUST_PROXY is true or not a count or list of addresses, then the start stops with a message naming both forms', () => {
    for (const value of ['true', 'yes', '-1', '999', '11', '10.0.0.0/33', ',', ' , ', '10.0.0.1,', '10.1', '999.1.1.1', 'fe80::1%eth0/64', '10.0.0.0/8/8', '10.0.0.0/x']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: value }), (error: Error) => {
        assert.ok(error instanceof ConfigError, value)
        assert.match(error.message, /TRUST_PROXY=.*the number of proxies in front \(1: one proxy.*or their addresses and CIDR ranges/, value)
        if (value === 'true') assert.match(error.message, /any client choose its own address/)
        return true
      }, value)
    }
  })
  it('when CONFIRM_SECONDS is not a whole number of seconds from 1 to a day, then the start stops and says so', () => {
    for (const value of ['0', '-1', 'abc', '1.5', '86401']) {
      assert.throws(() => loadConfig({ CONFIRM_SECONDS: value }), /CONFIRM_SECONDS=.*must be an integer from 1 to 86400/, value)
    }
  })
  it('when DATABASE_URL is a postgres URL, then PostgreSQL with the pool defaults or the given values', () => {
    assert.deepEqual(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/websites' }).database, {
      kind: 'postgres', url: 'postgres://app@db:5432/websites', poolSize: 10, connectTimeoutMs: 1000, statementTimeoutMs: 1500, countTimeoutMs: 20_000,
    })
    const config = loadConfig({ DATABASE_URL: 'postgresql://db/w', PG_POOL_SIZE: '4', PG_CONNECT_TIMEOUT_MS: '500', PG_STATEMENT_TIMEOUT_MS: '900', WORKERS: '3', REDIS_URL: 'redis://127.0.0.1:6379' })
    assert.deepEqual([config.database, config.workers, config.redisUrl], [
      { kind: 'postgres', url: 'postgresql://db/w', poolSize: 4, connectTimeoutMs: 500, statementTimeoutMs: 900, countTimeoutMs: 20_000 }, 3, 'redis://127.0.0.1:6379'])
  })
  it('when DATABASE_URL is sqlite:PATH, then that file', () => {
    assert.deepEqual(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database, { kind: 'sqlite', file: '/tmp/x.db', synchronous: 'NORMAL' })
  })
  it('when values are bad, then one error names each of them', () => {
    assert.throws(() => loadConfig({ PORT: 'http', HTTPS_PORT: '99999', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', BODY_LIMIT: '-1', TLS_CERT_FILE: 'c.pem', DATABASE_URL: 'mysql://x', WORKERS: '0', REDIS_URL: 'http://r' }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError)
        for (const text of ['PORT="http": must be an integer from 0 to 65535', 'HTTPS_PORT="99999"', 'LOG_LEVEL="loud": must be one of fatal, error, warn, info',
          'TRUST_PROXY="maybe": must be the number of proxies', 'BODY_LIMIT="-1"', 'TLS_CERT_FILE and TLS_KEY_FILE: set both or neither',
          'DATABASE_URL="mysql://x": must be sqlite:FILE (e.g. sqlite:/var/lib/websites-api/websites.db) or postgres://USER:PASSWORD@HOST:PORT/DATABASE (postgresql:// too)', 'WORKERS="0": must be an integer from 1 to 256', 'REDIS_URL="http://r"']) {
          assert.ok(error.message.includes(text), `${text} in ${error.message}`)
        }
        return true
      })
  })
  it('when METRICS_PORT is set, with one worker or several, then it is read; unset, metrics are off', () => {
    assert.equal(loadConfig({ METRICS_PORT: '9464', WORKERS: '2' }).metricsPort, 9464, 'the primary adds the workers\' figures up')
    assert.equal(loadConfig({ METRICS_PORT: '9464' }).metricsPort, 9464)
    assert.equal(loadConfig({}).metricsPort, undefined)
  })
})
