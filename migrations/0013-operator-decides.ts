// What the operator decides: a website quota per account (null: no limit), the account's own exclusions
// (added to every website's by the visit check), and the install's banned words with a version that every
// instance compares, cheaply, before reading the list again. Frozen in time like every migration.
//
// The quota is enforced by the create's transaction (websites.store.ts): the counter of migration 0004 is
// raised under the account row's lock, and the create is undone when it passed `max_websites`.
// `banned_words.word` is the word as compared: trimmed and lowercased, so the primary key refuses duplicates.
export const sqlite = `
ALTER TABLE accounts ADD COLUMN max_websites INTEGER;
ALTER TABLE accounts ADD COLUMN exclude_ips TEXT;
ALTER TABLE accounts ADD COLUMN exclude_params TEXT;

CREATE TABLE banned_words (
  word TEXT PRIMARY KEY
);
CREATE TABLE banned_words_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO banned_words_version (id, version) VALUES (1, 0);
`

export const postgres = `
ALTER TABLE accounts ADD COLUMN max_websites bigint;
ALTER TABLE accounts ADD COLUMN exclude_ips text;
ALTER TABLE accounts ADD COLUMN exclude_params text;

CREATE TABLE banned_words (
  word text PRIMARY KEY
);
CREATE TABLE banned_words_version (
  id      integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO banned_words_version (id, version) VALUES (1, 0);
`
