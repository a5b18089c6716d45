// Safe automation: a version per website (its ETag), scoped and expiring keys, and the answers of
// idempotent creates. Frozen in time like every migration.
export const sqlite = `
-- Bumped by every write that changes the row: the ETag, and the If-Match check inside UPDATE/DELETE.
ALTER TABLE websites ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

ALTER TABLE api_keys ADD COLUMN read_only INTEGER NOT NULL DEFAULT 0;
-- 1: the key sees only the websites listed for it below (possibly none, once they are deleted).
ALTER TABLE api_keys ADD COLUMN websites_limited INTEGER NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN expires_at TEXT;

-- A deleted website leaves every key's scope with it, for good (ids are never reused).
CREATE TABLE api_key_websites (
  key_id     INTEGER NOT NULL REFERENCES api_keys(id),
  website_id INTEGER NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  PRIMARY KEY (key_id, website_id)
);
CREATE INDEX api_key_websites_website ON api_key_websites(website_id);

-- The answer of each create made with an Idempotency-Key, written in the same transaction as the
-- website; per account; purged in bounded steps once expired.
CREATE TABLE idempotency_keys (
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  key         TEXT NOT NULL,
  fingerprint BLOB NOT NULL,
  body        TEXT NOT NULL,
  location    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
`

export const postgres = `
ALTER TABLE websites ADD COLUMN version bigint NOT NULL DEFAULT 1;

ALTER TABLE api_keys ADD COLUMN read_only integer NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN websites_limited integer NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN expires_at timestamptz;

CREATE TABLE api_key_websites (
  key_id     bigint NOT NULL REFERENCES api_keys(id),
  website_id bigint NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  PRIMARY KEY (key_id, website_id)
);
CREATE INDEX api_key_websites_website ON api_key_websites(website_id);

CREATE TABLE idempotency_keys (
  account_id  bigint NOT NULL REFERENCES accounts(id),
  key         text NOT NULL,
  fingerprint bytea NOT NULL,
  body        text NOT NULL,
  location    text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
`
