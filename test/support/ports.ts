import net from 'node:net'

/** A port that was free a moment ago (HTTPS_PORT=0 means "HTTPS off", so tests need a real number). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
