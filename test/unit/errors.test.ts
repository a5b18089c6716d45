import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ApiError, toApiError } from '../../src/errors.js'

describe('toApiError', () => {
  it('when an unexpected error occurs, then 500 "Server Error." with nothing of the cause', () => {
    const error = toApiError(new TypeError('SELECT * FROM secrets at /srv/app.js:1'))
    assert.deepEqual([error.status, error.body], [500, 'Server Error.'])
  })
  it('when storage reports busy or I/O errors, then 503 with Retry-After', () => {
    const postgres = ['08006', '53300', '57P01', '57P03', '57014', '40P01', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'ECONNREFUSED']
    for (const code of ['SQLITE_BUSY', 'SQLITE_IOERR_WRITE', 'SQLITE_FULL', 'SQLITE_READONLY', ...postgres]) {
      const error = toApiError(Object.assign(new Error('x'), { code }))
      assert.deepEqual([error.status, error.body, error.headers['retry-after']], [503, 'Service Unavailable.', '5'], code)
    }
  })
  it('when PostgreSQL reports a fault of the request or the schema, then 500, not a retry', () => {
    for (const code of ['42P01', '23503', '22001', '42501']) {
      assert.equal(toApiError(Object.assign(new Error('x'), { code })).status, 500, code)
    }
  })
  it('when an ApiError is given, then it is kept', () => {
    const error = ApiError.notFound()
    assert.equal(toApiError(error), error)
  })
})
