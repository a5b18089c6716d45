import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../src/config.js'

describe('loadConfig', () => {
  it('when the environment is empty, then the documented defaults', () => {
    const config = loadConfig({})
    assert.deepEqual({ ...config, dataDir: undefined, sqlite: undefined }, {
      host: '127.0.0.1', port: 8080, httpsPort: 8443, tls: undefined, dataDir: undefined, sqlite: undefined,
      rateLimitPerMinute: 60, authFailuresPerMinute: 60, trustProxy: false, logLevel: 'info', bodyLimit: 131072,
    })
    assert.equal(config.dataDir, path.resolve('data'))
    assert.deepEqual(config.sqlite, { file: path.resolve('data/websites.db'), synchronous: 'NORMAL' })
    assert.ok(Object.isFrozen(config))
  })
  it('when values are given, then they are converted and used', () => {
    const config = loadConfig({ PORT: '9000', HTTPS_PORT: '0', TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '0', TLS_CERT_FILE: 'c.pem', TLS_KEY_FILE: 'k.pem' })
    assert.deepEqual([config.port, config.httpsPort, config.trustProxy, config.rateLimitPerMinute, config.tls],
      [9000, 0, true, 0, { certFile: 'c.pem', keyFile: 'k.pem' }])
  })
  it('when values are bad, then one error names each of them', () => {
    assert.throws(() => loadConfig({ PORT: 'http', HTTPS_PORT: '99999', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe', BODY_LIMIT: '-1', TLS_CERT_FILE: 'c.pem' }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError)
        for (const text of ['PORT="http": must be an integer from 0 to 65535', 'HTTPS_PORT="99999"', 'LOG_LEVEL="loud": must be one of fatal, error, warn, info',
          'TRUST_PROXY="maybe": must be true or false', 'BODY_LIMIT="-1"', 'TLS_CERT_FILE and TLS_KEY_FILE: set both or neither']) {
          assert.ok(error.message.includes(text), `${text} in ${error.message}`)
        }
        return true
      })
  })
})
