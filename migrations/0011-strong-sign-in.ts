// Strong sign-in: a user's TOTP secret (sealed with the install's secrets key, as webhook secrets are),
// the last time step a code was accepted for (a code is accepted once: a conditional write moves it
// forward), recovery codes as digests, passkeys (WebAuthn credentials), the single-use challenges of
// passkey and single sign-on ceremonies (stored as digests, consumed by deleting them), and the account's
// two-factor rule. Frozen in time like every migration.
export const sqlite = `
ALTER TABLE users ADD COLUMN totp_secret TEXT;
-- Set when a TOTP secret is confirmed; a secret without it is one being set up.
ALTER TABLE users ADD COLUMN totp_enabled_at TEXT;
ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

CREATE TABLE recovery_codes (
  id      INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  digest  BLOB NOT NULL,
  used_at TEXT,
  UNIQUE (user_id, digest)
);

CREATE TABLE passkeys (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  -- base64url, as WebAuthn's JSON gives it.
  credential_id TEXT NOT NULL UNIQUE,
  public_key    BLOB NOT NULL,
  counter       INTEGER NOT NULL,
  -- A JSON list of the authenticator's transports.
  transports    TEXT NOT NULL,
  name          TEXT NOT NULL,
  backed_up     INTEGER NOT NULL,
  created_at    TEXT NOT NULL,
  last_used_at  TEXT
);
CREATE INDEX passkeys_user ON passkeys(user_id, id);

CREATE TABLE sign_in_challenges (
  digest     BLOB PRIMARY KEY,
  purpose    TEXT NOT NULL,
  user_id    INTEGER REFERENCES users(id),
  -- What the ceremony must remember (sealed when secret), as JSON.
  data       TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);

ALTER TABLE accounts ADD COLUMN require_two_factor INTEGER NOT NULL DEFAULT 0;
`

export const postgres = `
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;

CREATE TABLE recovery_codes (
  id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  digest  bytea NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, digest)
);

CREATE TABLE passkeys (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id),
  credential_id text NOT NULL UNIQUE,
  public_key    bytea NOT NULL,
  counter       bigint NOT NULL,
  transports    text NOT NULL,
  name          text NOT NULL,
  backed_up     integer NOT NULL,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz
);
CREATE INDEX passkeys_user ON passkeys(user_id, id);

CREATE TABLE sign_in_challenges (
  digest     bytea PRIMARY KEY,
  purpose    text NOT NULL,
  user_id    bigint REFERENCES users(id),
  data       text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges(expires_at);

ALTER TABLE accounts ADD COLUMN require_two_factor integer NOT NULL DEFAULT 0;
`
