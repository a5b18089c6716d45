// Events (every change to an account's websites and keys, written in the change's transaction), the
// webhook endpoints that want them, and the outbox their deliveries are made from. Frozen in time like
// every migration.
//
// The order of an account's events: every transaction that writes an event first locks its account's
// row (SELECT … FOR NO KEY UPDATE) until the commit. Event ids come from one sequence, and ids are taken after
// that lock, so an account's events commit in id order: a reader that has seen event N of an account will
// never later see one of its events below N (the promise `after` makes), on PostgreSQL with any number
// of writers and instances. SQLite has one writer: the order holds by construction.
//
// Deliveries are queued by a trigger on events, for the account's enabled endpoints whose `events` filter
// (null: all; else ",type,type,") names the event's type: every path that writes an event (API, CLI,
// import) queues its deliveries in the same transaction, and none can forget to.
export const sqlite = `
-- No foreign key on account_id: events are written only with their account's row locked (and accounts are
-- never deleted), and a per-row check cost PostgreSQL a quarter of an import's events.
CREATE TABLE events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id  INTEGER NOT NULL,
  type        TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  actor       TEXT NOT NULL,
  request_id  TEXT,
  website_id  INTEGER,
  changes     TEXT,
  data        TEXT
);
CREATE INDEX events_account ON events(account_id, id);
-- A website's events: its id names one account's website for good (ids are never reused).
CREATE INDEX events_website ON events(website_id, id);

-- A limited key still sees the events of a website it saw once deleted: the scope rows a deletion takes
-- away are remembered here.
CREATE TABLE api_key_former_websites (
  key_id     INTEGER NOT NULL,
  website_id INTEGER NOT NULL,
  PRIMARY KEY (key_id, website_id)
);
CREATE TRIGGER api_key_websites_remembered AFTER DELETE ON api_key_websites BEGIN
  INSERT OR IGNORE INTO api_key_former_websites (key_id, website_id) VALUES (OLD.key_id, OLD.website_id);
END;

CREATE TABLE webhooks (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id    INTEGER NOT NULL REFERENCES accounts(id),
  url           TEXT NOT NULL,
  events        TEXT,
  enabled       INTEGER NOT NULL DEFAULT 1,
  secret        TEXT NOT NULL,
  failing_since TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE INDEX webhooks_account ON webhooks(account_id, id);

-- The outbox: one row per event and endpoint until it is delivered or given up. leased_until marks a
-- delivery a worker is attempting now (a crashed worker's lease runs out and another takes it).
CREATE TABLE webhook_deliveries (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id      INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id        INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  leased_until    TEXT,
  -- A webhook.test delivery: sent even while its endpoint is disabled.
  test            INTEGER NOT NULL DEFAULT 0
);
-- A claim walks endpoints, not the backlog: each endpoint's due deliveries in order, its leased ones
-- counted, the tests of disabled endpoints found apart (an endpoint's backlog is never scanned whole).
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(webhook_id, next_attempt_at, id);
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries(webhook_id, leased_until);
CREATE INDEX webhook_deliveries_tests ON webhook_deliveries(next_attempt_at) WHERE test = 1;
CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);

-- What each attempt gave, for people (GET /webhooks/{id}/deliveries shows the latest 100).
CREATE TABLE webhook_attempts (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id      INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id        INTEGER NOT NULL,
  attempt         INTEGER NOT NULL,
  attempted_at    TEXT NOT NULL,
  status          INTEGER,
  error           TEXT,
  duration_ms     INTEGER NOT NULL,
  next_attempt_at TEXT
);
CREATE INDEX webhook_attempts_webhook ON webhook_attempts(webhook_id, id);

CREATE TRIGGER events_queued AFTER INSERT ON events WHEN NEW.type <> 'webhook.test' BEGIN
  INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at)
    SELECT w.id, NEW.id, NEW.occurred_at FROM webhooks w
    WHERE w.account_id = NEW.account_id AND w.enabled = 1 AND (w.events IS NULL OR instr(w.events, ',' || NEW.type || ',') > 0);
END;
`

export const postgres = `
CREATE TABLE events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  bigint NOT NULL,
  type        text NOT NULL,
  occurred_at timestamptz NOT NULL,
  actor       text NOT NULL,
  request_id  text,
  website_id  bigint,
  changes     text,
  data        text
);
CREATE INDEX events_account ON events(account_id, id);
CREATE INDEX events_website ON events(website_id, id);

CREATE TABLE api_key_former_websites (
  key_id     bigint NOT NULL,
  website_id bigint NOT NULL,
  PRIMARY KEY (key_id, website_id)
);
CREATE FUNCTION api_key_websites_remembered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO api_key_former_websites (key_id, website_id) SELECT key_id, website_id FROM removed ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER api_key_websites_remembered AFTER DELETE ON api_key_websites REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION api_key_websites_remembered();

CREATE TABLE webhooks (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id    bigint NOT NULL REFERENCES accounts(id),
  url           text NOT NULL,
  events        text,
  enabled       integer NOT NULL DEFAULT 1,
  secret        text NOT NULL,
  failing_since timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX webhooks_account ON webhooks(account_id, id);

CREATE TABLE webhook_deliveries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  webhook_id      bigint NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id        bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  leased_until    timestamptz,
  test            integer NOT NULL DEFAULT 0
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(webhook_id, next_attempt_at, id);
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries(webhook_id, leased_until);
CREATE INDEX webhook_deliveries_tests ON webhook_deliveries(next_attempt_at) WHERE test = 1;
CREATE INDEX webhook_deliveries_event ON webhook_deliveries(event_id);

CREATE TABLE webhook_attempts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  webhook_id      bigint NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id        bigint NOT NULL,
  attempt         integer NOT NULL,
  attempted_at    timestamptz NOT NULL,
  status          integer,
  error           text,
  duration_ms     integer NOT NULL,
  next_attempt_at timestamptz
);
CREATE INDEX webhook_attempts_webhook ON webhook_attempts(webhook_id, id);

-- Once per statement over its rows: an import's batch of 5,000 events queues its deliveries in one insert.
CREATE FUNCTION events_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at)
    SELECT w.id, e.id, e.occurred_at FROM added e JOIN webhooks w ON w.account_id = e.account_id
    WHERE e.type <> 'webhook.test' AND w.enabled = 1 AND (w.events IS NULL OR position(',' || e.type || ',' IN w.events) > 0);
  RETURN NULL;
END
$$;
CREATE TRIGGER events_queued AFTER INSERT ON events REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION events_queued();
`
