// The migration history: applied once, also when several instances start at once; and on PostgreSQL,
// a missing right to create pg_trgm stops the migration with what to do about it.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import postgres from 'postgres'
import { migrations } from '../../migrations/index.js'
import { loadConfig } from '../../src/config.js'
import { createDb } from '../../src/compose.js'
import { MigrationError } from '../../src/db/migrate.js'
import { TEST_DB, type TestDatabase, testDatabase } from '../support/database.js'
import { type Deployment, testDeployment } from '../support/processes.js'

describe('migrations', () => {
  let dataDir: string
  let database: TestDatabase
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-migrate-'))
    database = await testDatabase(dataDir)
  })
  after(async () => {
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when four instances start at once on an empty database, then each migration is applied exactly once', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...database.env })
    const dbs = await Promise.all(Array.from({ length: 4 }, () => createDb(config)))
    try {
      const applied = dbs.flatMap((db) => db.appliedMigrations).sort((a, b) => a - b)
      assert.deepEqual(applied, migrations.map((migration) => migration.version))
      const again = await createDb(config)
      assert.deepEqual(again.appliedMigrations, [])
      await again.close()
    } finally {
      await Promise.all(dbs.map((db) => db.close()))
    }
  })
})

describe('migrations in separate processes', () => {
  let deployment: Deployment
  before(async () => { deployment = await testDeployment('migrate-processes') })
  after(() => deployment.remove())

  it('when four processes migrate a new database at once, then all succeed and each migration is applied once', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => deployment.cli('migrate')))
    // Each says what it applied itself; together they applied every migration exactly once.
    const applied = runs.flatMap((run) => /^applied migrations: (.+)$/m.exec(run.stdout)?.[1]?.split(', ').map(Number) ?? [])
    assert.deepEqual(applied.sort((a, b) => a - b), migrations.map((migration) => migration.version))
  })
})

describe('first key', () => {
  let deployment: Deployment
  before(async () => { deployment = await testDeployment('first-key') })
  after(() => deployment.remove())

  it('when four instances start at once on a new database, then one of them makes and prints the first key', async () => {
    const servers = await Promise.all(Array.from({ length: 4 }, () => deployment.serve({ HTTPS_PORT: '0' })))
    try {
      const printed = servers.flatMap((served) => /^ {2}(wak_\S+)$/m.exec(served.output())?.[1] ?? [])
      assert.equal(printed.length, 1, 'one first key printed')
      assert.match((await deployment.cli('keys', 'list')).stdout, /^\d+\s+default\s+first key\s/m)
      assert.equal((await deployment.cli('keys', 'list')).stdout.match(/^\d+\s/gm)?.length, 1, 'one key stored')
      const res = await fetch(`${servers[0]!.url}/api/v1/websites`, { headers: { authorization: `Bearer ${printed[0]}` } })
      assert.equal(res.status, 200)
    } finally {
      await Promise.all(servers.map((served) => served.stop()))
    }
  })
})

describe('pg_trgm cannot be created', { skip: TEST_DB !== 'postgres' && 'PostgreSQL only' }, () => {
  const suffix = randomBytes(4).toString('hex')
  const role = `websites_noext_${suffix}`
  const name = `websites_noext_${suffix}`
  let admin: postgres.Sql

  before(async () => {
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined })
    await admin.unsafe(`CREATE ROLE ${role} LOGIN`)
    await admin.unsafe(`CREATE DATABASE ${name}`)
    const inside = postgres({ ...admin.options, database: name, max: 1, onnotice: () => undefined } as never)
    // Tables may be made (schema rights), extensions not (no CREATE on the database).
    await inside.unsafe(`GRANT USAGE, CREATE ON SCHEMA public TO ${role}`)
    await inside.end()
  })
  after(async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.unsafe(`DROP ROLE IF EXISTS ${role}`)
    await admin.end()
  })

  it('when the role may not create the extension, then the migration fails saying what to do', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.username = role
    url.pathname = `/${name}`
    await assert.rejects(createDb(loadConfig({ DATABASE_URL: url.toString() })), (error: Error) => {
      assert.ok(error instanceof MigrationError)
      assert.match(error.message, /^migration 2 \(trigram-search\) failed: permission denied to create extension "pg_trgm"/)
      assert.match(error.message, /postgresql-contrib/)
      assert.match(error.message, /GRANT CREATE ON DATABASE/)
      assert.match(error.message, /CREATE EXTENSION pg_trgm;/)
      return true
    })
  })
})
