// Frozen in time: never edit a migration that has shipped, add the next number instead.
// Timestamps are ISO-8601 UTC text with six fraction digits, the contract's wire form.
export const sqlite = `
-- websites_count lets an unfiltered list read its total in O(1) instead of counting the account's
-- index (3 ms at 100,000 websites, on every page); websites_version changes with every insert or
-- delete, so a cached search total can be checked for freshness. Both are kept by the repository in
-- the same transaction as the change (per-row triggers made bulk loads 5x slower).
CREATE TABLE accounts (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  name             TEXT NOT NULL UNIQUE,
  websites_count   INTEGER NOT NULL DEFAULT 0,
  websites_version INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL
);

CREATE TABLE api_keys (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  name         TEXT,
  prefix       TEXT NOT NULL,
  digest       BLOB NOT NULL UNIQUE,
  created_at   TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at   TEXT
);

-- AUTOINCREMENT: ids are never reused, so "id order" stays "date created" order after deletes.
CREATE TABLE websites (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id     INTEGER NOT NULL REFERENCES accounts(id),
  domain         TEXT NOT NULL UNIQUE,
  privacy        INTEGER NOT NULL,
  email          INTEGER NOT NULL,
  exclude_bots   INTEGER NOT NULL,
  exclude_params TEXT,
  exclude_ips    TEXT,
  password_hash  TEXT,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL
);
-- Every SQLite index ends with the rowid, so this one also serves "account, ORDER BY id".
CREATE INDEX websites_account ON websites(account_id);
CREATE INDEX websites_account_domain ON websites(account_id, domain);

-- Substring search: a trigram index over the domain (an external-content table: the text is not
-- stored twice). The repository writes it in the same transaction as the website row.
CREATE VIRTUAL TABLE websites_fts USING fts5(domain, content='websites', content_rowid='id', tokenize='trigram');
`

// The same schema in PostgreSQL's types. Domains compare as bytes (COLLATE "C"), as in SQLite, so
// "sort_by=domain" pages are identical on both; (account_id, id) keeps an account's "newest first"
// an index walk.
export const postgres = `
CREATE TABLE accounts (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name             text NOT NULL UNIQUE,
  websites_count   bigint NOT NULL DEFAULT 0,
  websites_version bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL
);

CREATE TABLE api_keys (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id   bigint NOT NULL REFERENCES accounts(id),
  name         text,
  prefix       text NOT NULL,
  digest       bytea NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at   timestamptz
);

CREATE TABLE websites (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id     bigint NOT NULL REFERENCES accounts(id),
  domain         text COLLATE "C" NOT NULL UNIQUE,
  privacy        integer NOT NULL,
  email          integer NOT NULL,
  exclude_bots   integer NOT NULL,
  exclude_params text,
  exclude_ips    text,
  password_hash  text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX websites_account ON websites(account_id, id);
CREATE INDEX websites_account_domain ON websites(account_id, domain);
`
