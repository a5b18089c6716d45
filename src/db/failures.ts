// Which driver errors mean "the database cannot answer now": the executor throws those as
// StorageUnavailable, which the error table answers 503 + Retry-After (never a 500), and the metrics count.

import { StorageUnavailable } from '../errors.js'

/**
 * Storage failures that a retry can cure. SQLite: a lock held too long, a disk that fails or is full.
 * PostgreSQL (SQLSTATE): connection failures (08), too many connections or no disk (53), a server shutting
 * down or starting (57P0x), the statement timeout (57014), serialization failures and deadlocks (40001,
 * 40P01), a read-only server (25006: a standby, or a primary demoted under an open connection in a failover;
 * we never open a read-only transaction ourselves); postgres.js, the
 * socket and our own query deadline report an unreachable server by their own codes.
 */
const UNAVAILABLE_CODES = new RegExp([
  '^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)',
  '^(08...|53...|57P0[1-3]|57014|40001|40P01|25006)$',
  '^(QUERY_DEADLINE|CONNECT_TIMEOUT|CONNECTION_(CLOSED|ENDED|DESTROYED)|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN)$',
].join('|'))

/** The error as a StorageUnavailable when the database failed (not the request, nor the schema); else undefined. */
export function storageFailure(error: unknown): StorageUnavailable | undefined {
  if (error instanceof StorageUnavailable) return error
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && UNAVAILABLE_CODES.test(code) ? new StorageUnavailable(error) : undefined
}
