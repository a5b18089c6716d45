import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { loadTls } from '../../src/http/tls.js'

describe('loadTls', () => {
  it('when several instances make the certificate at once in one DATA_DIR, then they all get the one pair written', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-tls-'))
    try {
      const pairs = await Promise.all(Array.from({ length: 4 }, () => loadTls(undefined, dataDir)))
      const written = { cert: await fs.readFile(path.join(dataDir, 'tls-cert.pem'), 'utf8'), key: await fs.readFile(path.join(dataDir, 'tls-key.pem'), 'utf8') }
      for (const pair of pairs) assert.deepEqual(pair, written)
      assert.deepEqual((await fs.readdir(dataDir)).sort(), ['tls-cert.pem', 'tls-key.pem'])
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
