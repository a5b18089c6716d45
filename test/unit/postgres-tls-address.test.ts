// With sslmode=verify-full, the driver must check the server's certificate against the address it connects to.
// postgres.js 3.4.9 gave Node no host for a server named by its IP address, so Node checked the certificate
// against 'localhost': the right server (its certificate naming the address, as the topology's do) was
// refused, and one holding a certificate for "localhost" was taken. patches/postgres+3.4.9.patch passes the host.
// The server here answers PostgreSQL's SSLRequest with "S", shakes hands, and answers the startup message
// with a FATAL error of its own (28000): the client reports that error only if it took the certificate.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import tls from 'node:tls'
import postgres from 'postgres'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-tls-'))
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

/** A certificate from the test's CA for the given subjectAltName. */
function certificate(name: string, altNames: string): { cert: Buffer; key: Buffer } {
  openssl('req', ...key, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`)
  fs.writeFileSync(path.join(dir, `${name}.ext`), `subjectAltName=${altNames}\n`)
  openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-out', `${name}.crt`, '-extfile', `${name}.ext`)
  return { cert: fs.readFileSync(path.join(dir, `${name}.crt`)), key: fs.readFileSync(path.join(dir, `${name}.key`)) }
}

/** PostgreSQL's ErrorResponse: FATAL, invalid_authorization_specification. */
const fields = Buffer.from('SFATAL\0VFATAL\0C28000\0Mrefused by the test server\0\0')
const refusal = Buffer.concat([Buffer.from('E'), Buffer.from([0, 0, 0, fields.length + 4]), fields])

/** A server that takes the SSLRequest, shakes hands with `identity`, and refuses the startup message. */
function tlsOnlyServer(identity: { cert: Buffer; key: Buffer }): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      socket.write('S')
      const secure = new tls.TLSSocket(socket, { isServer: true, ...identity })
      secure.once('data', () => secure.end(refusal))
      secure.on('error', () => socket.destroy())
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** What the client says when it connects to the server at 127.0.0.1 with verify-full and the test's CA. */
async function verdict(server: net.Server, ca: Buffer): Promise<string> {
  const sql = postgres({ host: '127.0.0.1', port: (server.address() as net.AddressInfo).port, ssl: { ca }, max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await sql`SELECT 1`
    return 'queried'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  } finally {
    await sql.end({ timeout: 0 })
  }
}

describe('postgres.js with verify-full to an IP address', () => {
  let ca: Buffer
  const servers: net.Server[] = []
  before(() => {
    openssl('req', '-x509', ...key, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=test CA')
    ca = fs.readFileSync(path.join(dir, 'ca.crt'))
  })
  after(() => {
    for (const server of servers) server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('when the server\'s certificate names the address, then the client takes it (and hears the server\'s answer)', async () => {
    const server = await tlsOnlyServer(certificate('address', 'IP:127.0.0.1'))
    servers.push(server)
    assert.equal(await verdict(server, ca), '28000')
  })

  it('when the server\'s certificate names "localhost" only, then the client refuses it', async () => {
    const server = await tlsOnlyServer(certificate('localhost', 'DNS:localhost'))
    servers.push(server)
    assert.equal(await verdict(server, ca), 'ERR_TLS_CERT_ALTNAME_INVALID')
  })
})
