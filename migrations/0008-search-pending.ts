// SQLite: the trigram index's pending list. A create or delete records its row here instead of writing
// the FTS5 index, whose commit merges segments (3.4× a create's cost at 10,000,000 websites); once enough
// rows wait, one commit moves them into the index together (src/websites/search-index.sqlite.ts).
// `change` is 'add' (a new website, not yet indexed) or 'remove' (a deleted one, still indexed). An id has
// at most one waiting change: new websites get ids never used, and the import, which brings its own ids,
// folds what waits first. Frozen in time like every migration.
export const sqlite = `
CREATE TABLE websites_fts_pending (
  id INTEGER PRIMARY KEY,
  domain TEXT NOT NULL,
  change TEXT NOT NULL CHECK (change IN ('add', 'remove'))
);
`

// PostgreSQL: its GIN index keeps a pending list of its own (fastupdate); nothing to do.
export const postgres = ''
