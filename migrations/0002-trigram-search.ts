// Substring search on PostgreSQL: a pg_trgm GIN index serves `domain LIKE '%term%'`.
// SQLite's equivalent (the FTS5 trigram table) came with 0001, so there is nothing to do there.
export const sqlite = ''

export const postgres = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX websites_domain_trigram ON websites USING gin (domain gin_trgm_ops);
`

export const postgresHint =
  'Substring search needs the pg_trgm extension. Install it on the database server (Debian/Ubuntu: the ' +
  'postgresql-contrib package; it ships with the official images), then either let this role create it ' +
  '(GRANT CREATE ON DATABASE <db> TO <role>) or have a superuser run "CREATE EXTENSION pg_trgm;" in this ' +
  'database, and run "websites-api migrate" again.'
