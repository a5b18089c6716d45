// HTTPS material: the operator's files, or a self-signed certificate for localhost made once into
// DATA_DIR (a new one on every start would break clients that pinned the first), and made again when it
// expires within 30 days. An operator's certificate is never touched, only warned about.
import { X509Certificate, createPrivateKey } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { generate } from 'selfsigned'

/** How long a process that lost the race to make the certificate waits for the winner to finish. */
const OTHER_WRITER_WAIT_MS = 10_000

export interface TlsMaterial {
  cert: string
  key: string
}

const RENEW_WITHIN_MS = 30 * 24 * 60 * 60 * 1000

/** When the certificate stops being valid. */
const expiryOf = (cert: string) => new Date(new X509Certificate(cert).validTo)
const expiresSoon = (cert: string) => expiryOf(cert).getTime() - Date.now() < RENEW_WITHIN_MS
const matches = ({ cert, key }: TlsMaterial) => new X509Certificate(cert).checkPrivateKey(createPrivateKey(key))

/** `log` hears what was renewed or should be. */
export async function loadTls(files: { certFile: string; keyFile: string } | undefined, dataDir: string,
  log: (message: string) => void = () => undefined): Promise<TlsMaterial> {
  if (files) {
    const provided = { cert: await fs.readFile(files.certFile, 'utf8'), key: await fs.readFile(files.keyFile, 'utf8') }
    if (expiresSoon(provided.cert)) log(`TLS_CERT_FILE ${files.certFile} expires on ${expiryOf(provided.cert).toISOString()}: renew it`)
    return provided
  }
  const certFile = path.join(dataDir, 'tls-cert.pem')
  const keyFile = path.join(dataDir, 'tls-key.pem')
  const existing = await readPair(certFile, keyFile)
  if (existing && !expiresSoon(existing.cert) && matches(existing)) return existing
  if (existing) {
    log(`the generated certificate ${certFile} expires on ${expiryOf(existing.cert).toISOString()} (or does not match its key): making a new one`)
    // Moved aside rather than deleted; an instance renewing at the same moment finds them gone and joins
    // the election below.
    await fs.rename(keyFile, `${keyFile}.old`).catch(() => undefined)
    await fs.rename(certFile, `${certFile}.old`).catch(() => undefined)
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
  // The key is written first with 0600 from the start (never briefly world-readable). Its `wx` flag
  // also elects one writer when several instances start at once on one DATA_DIR: the others wait
  // for the certificate, which appears whole (renamed into place) once the key is complete.
  try {
    await fs.writeFile(keyFile, pems.private, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return waitForPair(certFile, keyFile)
  }
  const partial = `${certFile}.${process.pid}.tmp`
  await fs.writeFile(partial, pems.cert, { mode: 0o644 })
  await fs.rename(partial, certFile)
  return { cert: pems.cert, key: pems.private }
}

async function readPair(certFile: string, keyFile: string): Promise<TlsMaterial | undefined> {
  try {
    return { cert: await fs.readFile(certFile, 'utf8'), key: await fs.readFile(keyFile, 'utf8') }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return undefined
  }
}

async function waitForPair(certFile: string, keyFile: string): Promise<TlsMaterial> {
  const deadline = Date.now() + OTHER_WRITER_WAIT_MS
  for (;;) {
    const pair = await readPair(certFile, keyFile)
    if (pair) return pair
    if (Date.now() > deadline) throw new Error(`${keyFile} exists but ${certFile} never appeared: remove both to make a new pair`)
    await sleep(50)
  }
}
