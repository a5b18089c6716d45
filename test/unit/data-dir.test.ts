// DATA_DIR narrowed to 0700 says why in words true of this deployment: on PostgreSQL (or SQLite elsewhere)
// it holds the TLS key and the secrets key, not the database.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { prepareDirectory } from '../../src/data-dir.js'

describe('DATA_DIR narrowed', () => {
  const narrowed = (holdsDatabase: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'websites-api-datadir-'))
    fs.chmodSync(dir, 0o755)
    const written: string[] = []
    const write = process.stderr.write
    process.stderr.write = ((text: string) => { written.push(text); return true }) as typeof process.stderr.write
    try {
      prepareDirectory(dir, 'DATA_DIR', { holdsDatabase })
    } finally {
      process.stderr.write = write
      fs.rmSync(dir, { recursive: true, force: true })
    }
    return written.join('')
  }

  it('when the database is not in DATA_DIR (PostgreSQL), then the message does not say it is; with SQLite there, it does', { skip: process.getuid?.() === undefined }, () => {
    assert.match(narrowed(false), /narrowed to 0700 \(it holds the TLS key and the secrets key; the database is elsewhere\)\n$/)
    assert.match(narrowed(true), /narrowed to 0700 \(it holds the database and the TLS key\)\n$/)
  })
})
