// The topology's credentials. Its own certificate authority (openssl, as an operator would make one for three
// machines) and a certificate from it for each host that speaks TLS: its name as the common name (what a
// server checks a client certificate against) and its address as the subject's alternative name (what a
// client checks a server against; also as a DNS name, since pgBackRest 2.45 compares the host it was given,
// here an address, with the DNS names and the common name only). And a random password for each name that
// needs one. Made once per run directory; a key belongs to the user of the process that uses it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type HostName, RUN_DIR, addressOf, sh } from './network.js'

const DIR = path.join(RUN_DIR, 'ca')
export const CA_FILE = path.join(DIR, 'ca.crt')
const CA_KEY = path.join(DIR, 'ca.key')
/** P-256 keys: accepted by everything here (OpenSSL 3, pgBackRest, etcd, PostgreSQL) and quick to make. */
const NEW_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

export interface Certificate { cert: string; key: string }

/** Where a host's certificate and key are (made by makeCertificate). */
export const certificateOf = (host: HostName): Certificate => ({ cert: path.join(DIR, `${host}.crt`), key: path.join(DIR, `${host}.key`) })

async function ensureCa(): Promise<void> {
  if (fs.existsSync(CA_FILE)) return
  fs.mkdirSync(DIR, { recursive: true, mode: 0o755 })
  await sh('openssl', 'req', '-x509', ...NEW_KEY, '-keyout', CA_KEY, '-out', CA_FILE, '-days', '3650', '-subj', '/CN=websites-api topology CA')
  fs.chmodSync(CA_KEY, 0o600)
}

/**
 * Makes `host`'s certificate unless it exists, its key for `owner` (the user of the process that uses it);
 * `alsoAt`: more addresses it answers at (a PostgreSQL node's, HAProxy's, whose clients reach it through it).
 */
export async function makeCertificate(host: HostName, owner: string, alsoAt: string[] = []): Promise<Certificate> {
  await ensureCa()
  const { cert, key } = certificateOf(host)
  if (!fs.existsSync(cert)) {
    const request = path.join(DIR, `${host}.csr`)
    const extensions = path.join(DIR, `${host}.ext`)
    const addresses = [addressOf(host, 'back'), ...alsoAt]
    await sh('openssl', 'req', ...NEW_KEY, '-keyout', key, '-out', request, '-subj', `/CN=${host}`)
    fs.writeFileSync(extensions, `subjectAltName=${[...addresses.flatMap((a) => [`IP:${a}`, `DNS:${a}`]), `DNS:${host}`].join(',')}\nextendedKeyUsage=serverAuth,clientAuth\n`)
    await sh('openssl', 'x509', '-req', '-in', request, '-CA', CA_FILE, '-CAkey', CA_KEY, '-CAcreateserial', '-days', '825', '-out', cert, '-extfile', extensions)
    fs.rmSync(request)
    fs.rmSync(extensions)
    fs.chmodSync(key, 0o600)
    await sh('chown', owner, key)
  }
  return { cert, key }
}

/** The password of `name` (a role, an API's user), made on first use: 32 random bytes, URL-safe. */
export function passwordOf(name: string): string {
  const file = path.join(RUN_DIR, 'passwords', name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8')
}
