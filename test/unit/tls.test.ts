import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { X509Certificate } from 'node:crypto'
import { generate } from 'selfsigned'
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

  const days = (n: number) => new Date(Date.now() + n * 86_400_000)
  const expiry = (cert: string) => new Date(new X509Certificate(cert).validTo)

  it('when the generated certificate expires within 30 days, then a new one is made and said in the log', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-tls-'))
    try {
      const old = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', curve: 'P-256', notAfterDate: days(10) })
      await fs.writeFile(path.join(dataDir, 'tls-cert.pem'), old.cert)
      await fs.writeFile(path.join(dataDir, 'tls-key.pem'), old.private, { mode: 0o600 })
      const notices: string[] = []
      const renewed = await loadTls(undefined, dataDir, (notice) => notices.push(notice))
      assert.ok(expiry(renewed.cert) > days(300), String(expiry(renewed.cert)))
      assert.match(notices.join('\n'), /tls-cert\.pem expires on .*making a new one/)
      assert.equal(await fs.readFile(path.join(dataDir, 'tls-cert.pem'), 'utf8'), renewed.cert)
      assert.deepEqual(await loadTls(undefined, dataDir), renewed, 'kept on the next start')
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })

  it("when the operator's certificate expires within 30 days, then it is used untouched and warned about", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-tls-'))
    try {
      const theirs = await generate([{ name: 'commonName', value: 'example.test' }], { keyType: 'ec', curve: 'P-256', notAfterDate: days(5) })
      const files = { certFile: path.join(dataDir, 'mine.pem'), keyFile: path.join(dataDir, 'mine.key') }
      await fs.writeFile(files.certFile, theirs.cert)
      await fs.writeFile(files.keyFile, theirs.private)
      const notices: string[] = []
      assert.deepEqual(await loadTls(files, dataDir, (notice) => notices.push(notice)), { cert: theirs.cert, key: theirs.private })
      assert.match(notices.join('\n'), /TLS_CERT_FILE .*mine\.pem expires on .*renew it/)
      assert.equal(await fs.readFile(files.certFile, 'utf8'), theirs.cert)
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
