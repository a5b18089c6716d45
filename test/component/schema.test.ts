// The one migration history gives both databases the same tables: columns, nullability, types (mapped
// between the two), unique and plain indexes. What must differ is listed here, and nothing else may.
import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import postgres from 'postgres'
import { loadConfig } from '../../src/config.js'
import { createDb } from '../../src/compose.js'
import { type TestDatabase, testDatabase } from '../support/database.js'

/** PostgreSQL's type → the SQLite type that stands for it (timestamps are the contract's text there). */
const MAPPED_TYPES: Record<string, string> = {
  bigint: 'INTEGER', integer: 'INTEGER', text: 'TEXT', 'timestamp with time zone': 'TEXT', bytea: 'BLOB',
}
/** The substring search index is each database's own: FTS5 tables on SQLite, a pg_trgm GIN index on PostgreSQL. */
const SQLITE_ONLY_TABLES = /^(sqlite_|websites_fts)/
const POSTGRES_ONLY_INDEXES = new Set(['websites_domain_trigram'])

/** Every SQLite index ends with the rowid (the id) unsaid; PostgreSQL says it where an order needs it. */
const indexShape = (unique: boolean, columns: string[]) =>
  `${unique ? 'unique ' : ''}(${(columns.length > 1 && columns.at(-1) === 'id' ? columns.slice(0, -1) : columns).join(', ')})`

interface Shape {
  columns: string[]
  indexes: string[]
}

function sqliteShape(file: string): Record<string, Shape> {
  const db = new Database(file, { readonly: true })
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()
    .filter((name) => !SQLITE_ONLY_TABLES.test(name))
  const shape = Object.fromEntries(tables.map((table) => {
    const columns = db.prepare<[], { name: string; type: string; notnull: number; pk: number }>(`PRAGMA table_info(${table})`).all()
      .map((c) => `${c.name} ${c.type} ${c.notnull || c.pk ? 'not null' : 'null'}`)
    const indexes = db.prepare<[], { name: string; unique: number; origin: string }>(`PRAGMA index_list(${table})`).all()
      .filter((index) => index.origin !== 'pk')
      .map((index) => {
        const names = db.prepare<[], string>(`SELECT name FROM pragma_index_info('${index.name}') ORDER BY seqno`).pluck().all()
        return indexShape(Boolean(index.unique), names)
      })
    return [table, { columns: columns.sort(), indexes: indexes.sort() }]
  }))
  db.close()
  return shape
}

async function postgresShape(url: string): Promise<Record<string, Shape>> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined })
  const columns = await sql<{ table: string; name: string; type: string; nullable: string }[]>`
    SELECT table_name AS table, column_name AS name, data_type AS type, is_nullable AS nullable
    FROM information_schema.columns WHERE table_schema = 'public'`
  const indexes = await sql<{ table: string; name: string; unique: boolean; primary: boolean; columns: string[] }[]>`
    SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
      array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o)::text[] AS columns
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = 'public'`
  await sql.end()
  const shape: Record<string, Shape> = {}
  for (const c of columns) {
    shape[c.table] ??= { columns: [], indexes: [] }
    shape[c.table]!.columns.push(`${c.name} ${MAPPED_TYPES[c.type] ?? c.type} ${c.nullable === 'YES' ? 'null' : 'not null'}`)
  }
  for (const index of indexes.filter((i) => !i.primary && !POSTGRES_ONLY_INDEXES.has(i.name))) {
    shape[index.table]!.indexes.push(indexShape(index.unique, index.columns))
  }
  for (const table of Object.values(shape)) {
    table.columns.sort()
    table.indexes.sort()
  }
  return shape
}

/**
 * Without a PostgreSQL server the comparison cannot run. A developer without one is told so and it skips;
 * in CI (CI set, as CI services do, and not "false" or "0") it fails: a skipped comparison there would let
 * the two schemas drift apart unnoticed.
 */
const NO_POSTGRES = process.env.TEST_DATABASE_URL ? undefined : 'no PostgreSQL to compare with: set TEST_DATABASE_URL=postgres://user@host:port/db'
const IN_CI = !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase())

describe('the schema on both databases', { skip: NO_POSTGRES !== undefined && !IN_CI ? `${NO_POSTGRES} (skipped outside CI; with CI=true this fails)` : false }, () => {
  let dataDir: string | undefined
  let pg: TestDatabase | undefined
  before(async () => {
    if (NO_POSTGRES !== undefined) throw new Error(`${NO_POSTGRES}; CI is set, so the comparison of the two schemas must run`)
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-schema-'))
    pg = await testDatabase(dataDir, 'postgres')
    for (const env of [{}, pg.env]) await (await createDb(loadConfig({ DATA_DIR: dataDir, ...env }))).close()
  })
  after(async () => {
    await pg?.drop()
    if (dataDir !== undefined) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when both are migrated, then their tables have the same columns, nullability, mapped types and indexes', async () => {
    const sqlite = sqliteShape(path.join(dataDir!, 'websites.db'))
    const postgresTables = await postgresShape(pg!.env.DATABASE_URL!)
    assert.deepEqual(Object.keys(sqlite).sort(), Object.keys(postgresTables).sort())
    for (const table of Object.keys(sqlite)) assert.deepEqual(sqlite[table], postgresTables[table], table)
    assert.ok(sqlite.websites!.columns.length >= 10, 'the comparison saw the websites table')
  })
})
