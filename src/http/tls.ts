// HTTPS material: the operator's files, or a self-signed certificate for localhost made once into
// DATA_DIR (a new one on every start would break clients that pinned the first).
import fs from 'node:fs/promises'
import path from 'node:path'
import { generate } from 'selfsigned'

export interface TlsMaterial {
  cert: string
  key: string
}

export async function loadTls(files: { certFile: string; keyFile: string } | undefined, dataDir: string): Promise<TlsMaterial> {
  if (files) return { cert: await fs.readFile(files.certFile, 'utf8'), key: await fs.readFile(files.keyFile, 'utf8') }
  const certFile = path.join(dataDir, 'tls-cert.pem')
  const keyFile = path.join(dataDir, 'tls-key.pem')
  try {
    return { cert: await fs.readFile(certFile, 'utf8'), key: await fs.readFile(keyFile, 'utf8') }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const notAfterDate = new Date()
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 1)
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
    ],
  })
  await fs.mkdir(dataDir, { recursive: true })
  // The key is written first with 0600 from the start (never briefly world-readable); `wx` refuses
  // to overwrite a file another process created meanwhile.
  await fs.writeFile(keyFile, pems.private, { mode: 0o600, flag: 'wx' })
  await fs.writeFile(certFile, pems.cert, { mode: 0o644, flag: 'wx' })
  return { cert: pems.cert, key: pems.private }
}
