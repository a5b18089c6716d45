// An account's websites counter and its version move with every website inserted or deleted, by the
// database itself: no write path (a create, a delete, a bulk load, an import) has to remember it, and
// none can forget it. Frozen in time like every migration.
export const sqlite = `
CREATE TRIGGER websites_counted_insert AFTER INSERT ON websites BEGIN
  UPDATE accounts SET websites_count = websites_count + 1, websites_version = websites_version + 1 WHERE id = NEW.account_id;
END;
CREATE TRIGGER websites_counted_delete AFTER DELETE ON websites BEGIN
  UPDATE accounts SET websites_count = websites_count - 1, websites_version = websites_version + 1 WHERE id = OLD.account_id;
END;
`

// Once per statement, over its rows grouped by account: a bulk insert of 5,000 rows updates each of
// their accounts once, not 5,000 times.
export const postgres = `
CREATE FUNCTION websites_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE accounts a SET websites_count = a.websites_count + c.n, websites_version = a.websites_version + 1
      FROM (SELECT account_id, count(*) AS n FROM added GROUP BY account_id) c WHERE a.id = c.account_id;
  ELSE
    UPDATE accounts a SET websites_count = a.websites_count - c.n, websites_version = a.websites_version + 1
      FROM (SELECT account_id, count(*) AS n FROM removed GROUP BY account_id) c WHERE a.id = c.account_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER websites_counted_insert AFTER INSERT ON websites REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION websites_counted();
CREATE TRIGGER websites_counted_delete AFTER DELETE ON websites REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION websites_counted();
`
