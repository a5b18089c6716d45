// People: users who sign in, their memberships of accounts with a role (an editor or viewer possibly
// limited to some websites, as a key can be), their sessions, the invitations that make members, the
// one-time links that set a password, and keys owned by the member who made them. Secrets (session and
// invitation tokens) are stored as SHA-256 digests, passwords as slow hashes. Frozen in time like every
// migration.
export const sqlite = `
CREATE TABLE users (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  email           TEXT NOT NULL,
  -- The email as it is compared (lowercased by the service): unique, whatever the case it was given in.
  email_key       TEXT NOT NULL UNIQUE,
  name            TEXT NOT NULL,
  -- Argon2id, or a phpAnalytics bcrypt hash until its first sign-in here; null: no password.
  password_hash   TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  last_sign_in_at TEXT
);

CREATE TABLE memberships (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id       INTEGER NOT NULL REFERENCES accounts(id),
  user_id          INTEGER NOT NULL REFERENCES users(id),
  role             TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  -- 1: the member sees only the websites listed below (an editor or viewer only).
  websites_limited INTEGER NOT NULL DEFAULT 0,
  joined_at        TEXT NOT NULL,
  UNIQUE (account_id, user_id)
);
CREATE INDEX memberships_user ON memberships(user_id, account_id);

-- As a limited key's: a deleted website leaves the scope with it, for good, and is remembered for events.
CREATE TABLE membership_websites (
  membership_id INTEGER NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  website_id    INTEGER NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  PRIMARY KEY (membership_id, website_id)
);
CREATE INDEX membership_websites_website ON membership_websites(website_id);
CREATE TABLE membership_former_websites (
  membership_id INTEGER NOT NULL,
  website_id    INTEGER NOT NULL,
  PRIMARY KEY (membership_id, website_id)
);
CREATE TRIGGER membership_websites_remembered AFTER DELETE ON membership_websites BEGIN
  INSERT OR IGNORE INTO membership_former_websites (membership_id, website_id) VALUES (OLD.membership_id, OLD.website_id);
END;

CREATE TABLE sessions (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  digest       BLOB NOT NULL UNIQUE,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  -- The account the session acts in now (PATCH /api/v1/session switches it).
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  created_at   TEXT NOT NULL,
  -- Kept to the minute, written at most a minute late (no write per request).
  last_used_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  address      TEXT,
  user_agent   TEXT
);
CREATE INDEX sessions_user ON sessions(user_id, id);

CREATE TABLE invitations (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  -- Null: an open invitation (the first owner's), whoever accepts gives an email.
  email       TEXT,
  role        TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  -- A JSON list of website ids for a limited editor or viewer; null: all of the account's.
  websites    TEXT,
  digest      BLOB NOT NULL UNIQUE,
  -- Null: made on the server (the CLI, the first start) or by a key.
  invited_by  INTEGER REFERENCES users(id),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at  TEXT
);
CREATE INDEX invitations_account ON invitations(account_id, id);

CREATE TABLE password_resets (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  digest     BLOB NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);

-- A key made by a signed-in member belongs to them; null for keys of the CLI, the import or another key.
ALTER TABLE api_keys ADD COLUMN user_id INTEGER REFERENCES users(id);
CREATE INDEX api_keys_user ON api_keys(user_id, account_id);
`

export const postgres = `
CREATE TABLE users (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           text NOT NULL,
  email_key       text NOT NULL UNIQUE,
  name            text NOT NULL,
  password_hash   text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  last_sign_in_at timestamptz
);

CREATE TABLE memberships (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id       bigint NOT NULL REFERENCES accounts(id),
  user_id          bigint NOT NULL REFERENCES users(id),
  role             text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  websites_limited integer NOT NULL DEFAULT 0,
  joined_at        timestamptz NOT NULL,
  UNIQUE (account_id, user_id)
);
CREATE INDEX memberships_user ON memberships(user_id, account_id);

CREATE TABLE membership_websites (
  membership_id bigint NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
  website_id    bigint NOT NULL REFERENCES websites(id) ON DELETE CASCADE,
  PRIMARY KEY (membership_id, website_id)
);
CREATE INDEX membership_websites_website ON membership_websites(website_id);
CREATE TABLE membership_former_websites (
  membership_id bigint NOT NULL,
  website_id    bigint NOT NULL,
  PRIMARY KEY (membership_id, website_id)
);
CREATE FUNCTION membership_websites_remembered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO membership_former_websites (membership_id, website_id) SELECT membership_id, website_id FROM removed ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER membership_websites_remembered AFTER DELETE ON membership_websites REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION membership_websites_remembered();

CREATE TABLE sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  digest       bytea NOT NULL UNIQUE,
  user_id      bigint NOT NULL REFERENCES users(id),
  account_id   bigint NOT NULL REFERENCES accounts(id),
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  address      text,
  user_agent   text
);
CREATE INDEX sessions_user ON sessions(user_id, id);

CREATE TABLE invitations (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES accounts(id),
  email       text,
  role        text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  websites    text,
  digest      bytea NOT NULL UNIQUE,
  invited_by  bigint REFERENCES users(id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX invitations_account ON invitations(account_id, id);

CREATE TABLE password_resets (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id),
  digest     bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

ALTER TABLE api_keys ADD COLUMN user_id bigint REFERENCES users(id);
CREATE INDEX api_keys_user ON api_keys(user_id, account_id);
`
