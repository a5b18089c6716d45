// The outbox's rule (which endpoints get a delivery of an event) leaves the database's trigger for the
// service's own code (src/webhooks/outbox.ts), run in the event's transaction after every insert of events:
// the rule is read where the rest of webhooks is, and a write that queued a delivery wakes the delivery
// worker at its commit. Frozen in time like every migration.
export const sqlite = `
DROP TRIGGER events_queued;
`

export const postgres = `
DROP TRIGGER events_queued ON events;
DROP FUNCTION events_queued();
`
