// What keeps the websites table fast at 10,000,000 rows. Frozen in time like every migration.
//
// SQLite: the trigram index (FTS5) writes a small segment at every commit and merges segments in the
// background of later writes; merging when 4 segments of a level are there (FTS5's default) made a create's
// commit cost 0.5-1 ms at 10,000,000 websites against 0.1 ms without the index. Merging at 8 halves that
// work (a create 280-290 µs against 475-906 µs, measured on a copy of the bench's 10,000,000-website file),
// and searches read the same (a broad MATCH 8-11 ms either way). The setting is stored in the index itself.
export const sqlite = `
INSERT INTO websites_fts (websites_fts, rank) VALUES ('automerge', 8);
`

// PostgreSQL: autovacuum visits a table once a fifth of it has changed (its default), 2,000,000 rows at
// 10,000,000; until then the pages updated since the last visit are not marked all-visible, and a search's
// count reads the heap for each of their rows instead of the index alone. A fiftieth keeps the visibility
// map close to the table. (A server that runs with autovacuum off must vacuum it itself.)
export const postgres = `
ALTER TABLE websites SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
`
