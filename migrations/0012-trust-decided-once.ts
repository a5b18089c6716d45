// Trust, decided once. Roles become the service's data (src/rights.ts): the database keeps a role as
// text and no longer checks it against a list of its own, so a new role is one definition. Events name the
// person they are about (`subject_user_id`: a key's user, the member or user changed), so who may see one is
// decided by a condition on the row. A session remembers until when its person last confirmed it is them,
// whether its sign-in gave two factors, and whether it may act only in the account it was made for (single
// sign-on's). Recovery codes say whether their digest is keyed yet (the service rewraps the old bare ones
// under the install's key at start). Frozen in time like every migration.
//
// SQLite cannot drop a CHECK: the two tables are rebuilt. Dropping `memberships` deletes its scope rows by
// cascade (and the trigger remembers them as former websites), so both are saved first and put back.
export const sqlite = `
CREATE TEMP TABLE saved_membership_websites AS SELECT membership_id, website_id FROM membership_websites;
CREATE TEMP TABLE saved_membership_former_websites AS SELECT membership_id, website_id FROM membership_former_websites;
CREATE TABLE memberships_unchecked (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id       INTEGER NOT NULL REFERENCES accounts(id),
  user_id          INTEGER NOT NULL REFERENCES users(id),
  role             TEXT NOT NULL,
  websites_limited INTEGER NOT NULL DEFAULT 0,
  joined_at        TEXT NOT NULL,
  UNIQUE (account_id, user_id)
);
INSERT INTO memberships_unchecked (id, account_id, user_id, role, websites_limited, joined_at)
  SELECT id, account_id, user_id, role, websites_limited, joined_at FROM memberships;
DROP TABLE memberships;
ALTER TABLE memberships_unchecked RENAME TO memberships;
CREATE INDEX memberships_user ON memberships(user_id, account_id);
DELETE FROM membership_former_websites;
INSERT INTO membership_former_websites (membership_id, website_id) SELECT membership_id, website_id FROM temp.saved_membership_former_websites;
INSERT INTO membership_websites (membership_id, website_id) SELECT membership_id, website_id FROM temp.saved_membership_websites;
DROP TABLE temp.saved_membership_websites;
DROP TABLE temp.saved_membership_former_websites;

CREATE TABLE invitations_unchecked (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id  INTEGER NOT NULL REFERENCES accounts(id),
  email       TEXT,
  role        TEXT NOT NULL,
  websites    TEXT,
  digest      BLOB NOT NULL UNIQUE,
  invited_by  INTEGER REFERENCES users(id),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  accepted_at TEXT,
  revoked_at  TEXT
);
INSERT INTO invitations_unchecked SELECT id, account_id, email, role, websites, digest, invited_by, created_at, expires_at, accepted_at, revoked_at FROM invitations;
DROP TABLE invitations;
ALTER TABLE invitations_unchecked RENAME TO invitations;
CREATE INDEX invitations_account ON invitations(account_id, id);

-- The person an event is about: a key's user (null for an account's key), the member changed, the user whose factors changed.
ALTER TABLE events ADD COLUMN subject_user_id INTEGER;
UPDATE events SET subject_user_id = json_extract(data, '$.user_id') WHERE type IN ('key.created', 'key.revoked');
UPDATE events SET subject_user_id = json_extract(data, '$.user.id') WHERE type IN ('member.added', 'member.updated', 'member.removed', 'user.security_changed');

-- Until when the session's person confirmed it is them (a sign-in, or their password again): null, never.
ALTER TABLE sessions ADD COLUMN confirmed_until TEXT;
-- 1: the sign-in gave two factors (single sign-on whose provider says so); the user's own factors count too.
ALTER TABLE sessions ADD COLUMN second_factor INTEGER NOT NULL DEFAULT 0;
-- 1: the session acts only in its account (single sign-on's, made for OIDC_ACCOUNT).
ALTER TABLE sessions ADD COLUMN account_pinned INTEGER NOT NULL DEFAULT 0;

-- 0: a bare digest of an earlier version, rewrapped under the install's key at the next start.
ALTER TABLE recovery_codes ADD COLUMN keyed INTEGER NOT NULL DEFAULT 0;
`

export const postgres = `
ALTER TABLE memberships DROP CONSTRAINT IF EXISTS memberships_role_check;
ALTER TABLE invitations DROP CONSTRAINT IF EXISTS invitations_role_check;

ALTER TABLE events ADD COLUMN subject_user_id bigint;
UPDATE events SET subject_user_id = (data::jsonb ->> 'user_id')::bigint WHERE type IN ('key.created', 'key.revoked');
UPDATE events SET subject_user_id = (data::jsonb -> 'user' ->> 'id')::bigint WHERE type IN ('member.added', 'member.updated', 'member.removed', 'user.security_changed');

ALTER TABLE sessions ADD COLUMN confirmed_until timestamptz;
ALTER TABLE sessions ADD COLUMN second_factor integer NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN account_pinned integer NOT NULL DEFAULT 0;

ALTER TABLE recovery_codes ADD COLUMN keyed integer NOT NULL DEFAULT 0;
`
