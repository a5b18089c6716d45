// A webhook receiver on loopback for tests: records every request (headers and body) and answers what
// the test says (a status, a redirect, or nothing at all).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
  at: number
}

export interface Receiver {
  url: string
  received: Received[]
  /** What the next requests are answered with (default 204). */
  answer(status: number, headers?: Record<string, string>): void
  /** Resolves once `count` requests have arrived (all of them, from the start). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>
  close(): Promise<void>
}

/** On loopback, or on `host` (the image tests: the host's address on a container network). */
export async function startReceiver(path = '/hook', host = '127.0.0.1'): Promise<Receiver> {
  const received: Received[] = []
  let status = 204
  let extra: Record<string, string> = {}
  const waiters: (() => void)[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() })
      for (const wake of waiters.splice(0)) wake()
      response.writeHead(status, extra).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}${path}`,
    received,
    answer(next, headers = {}) {
      status = next
      extra = headers
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} requests arrived within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return received.slice(0, count)
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}
