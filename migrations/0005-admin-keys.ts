// Keys over the API: an admin key may manage its account's keys. Existing installs keep working over
// the API: the key the service printed at its first start (named "first key", in the default account)
// becomes admin, as it would be on a new install; imported phpAnalytics tokens and every other key stay
// as they were. Frozen in time like every migration.
export const sqlite = `
ALTER TABLE api_keys ADD COLUMN admin INTEGER NOT NULL DEFAULT 0;
UPDATE api_keys SET admin = 1
  WHERE name = 'first key' AND prefix LIKE 'wak\\_%' ESCAPE '\\' AND revoked_at IS NULL
    AND account_id = (SELECT id FROM accounts WHERE name = 'default');
-- Keys by account, newest first: GET /api/v1/keys, and the active-admin count a revocation checks.
CREATE INDEX api_keys_account ON api_keys(account_id, id);
`

export const postgres = `
ALTER TABLE api_keys ADD COLUMN admin integer NOT NULL DEFAULT 0;
UPDATE api_keys SET admin = 1
  WHERE name = 'first key' AND prefix LIKE 'wak\\_%' ESCAPE '\\' AND revoked_at IS NULL
    AND account_id = (SELECT id FROM accounts WHERE name = 'default');
CREATE INDEX api_keys_account ON api_keys(account_id, id);
`
