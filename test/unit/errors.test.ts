import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { storageFailure } from '../../src/db/failures.js'
import { NotFound, TooManyRequests, ValidationFailed, toAnswer } from '../../src/errors.js'

describe('toAnswer', () => {
  it('when an unexpected error occurs, then 500 "Server Error." with nothing of the cause', () => {
    assert.deepEqual(toAnswer(new TypeError('SELECT * FROM secrets at /srv/app.js:1')), { status: 500, message: 'Server Error.', headers: {} })
  })
  it('when storage reports busy or I/O errors (as the executor throws them), then 503 with Retry-After', () => {
    const postgres = ['08006', '53300', '57P01', '57P03', '57014', '40P01', '25006', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'ECONNREFUSED', 'QUERY_DEADLINE']
    for (const code of ['SQLITE_BUSY', 'SQLITE_IOERR_WRITE', 'SQLITE_FULL', 'SQLITE_READONLY', ...postgres]) {
      const answer = toAnswer(storageFailure(Object.assign(new Error('x'), { code })))
      assert.deepEqual([answer.status, answer.message, answer.headers['retry-after']], [503, 'Service Unavailable.', '5'], code)
    }
  })
  it('when PostgreSQL reports a fault of the request or the schema, then it is no storage failure, and a 500, not a retry', () => {
    for (const code of ['42P01', '23503', '22001', '42501']) {
      const error = Object.assign(new Error('x'), { code })
      assert.equal(storageFailure(error), undefined, code)
      assert.equal(toAnswer(error).status, 500, code)
    }
  })
  it('when a domain error is thrown, then the table answers it, also after Fastify marked it as a validation failure', () => {
    assert.deepEqual(toAnswer(Object.assign(new NotFound(), { code: 'FST_ERR_VALIDATION', statusCode: 400 })),
      { status: 404, message: 'Resource not found.', headers: {} })
    assert.deepEqual(toAnswer(new ValidationFailed({ domain: ['Invalid domain name.'] })),
      { status: 422, message: { domain: ['Invalid domain name.'] }, headers: {} })
    assert.deepEqual(toAnswer(new TooManyRequests(7, { 'x-ratelimit-remaining': '0' })),
      { status: 429, message: 'Too Many Attempts.', headers: { 'x-ratelimit-remaining': '0', 'retry-after': '7' } })
  })
})
