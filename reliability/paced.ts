// An open-loop load at a fixed rate: request i is due at start + i / rate, whatever the answers before it
// did. autocannon's rate option sends each second's share in a burst at the start of the second and
// then waits, so at L2's 500 req/s its p99 measured the queue behind each burst, not the service.
// Latency counts from the moment a request was due, not sent, so a stalled client or server cannot hide
// its own delay (coordinated omission).
import http from 'node:http'
import https from 'node:https'
import { performance } from 'node:perf_hooks'
import type { Load, LoadOptions } from './harness.js'

/** Requests still unanswered after this are counted as errors, as autocannon does. */
const TIMEOUT_MS = 10_000

export async function paced(options: LoadOptions & { rate: number }): Promise<Load> {
  const target = new URL(options.url)
  const secure = target.protocol === 'https:'
  // `timeout` makes the agent honour the server's `Keep-Alive: timeout=5` (it then drops an idle socket at
  // 4 s): without it, Node's agent ignores the hint and may write onto a socket the server is closing
  // at its 5 s keep-alive timeout, which reads as ECONNRESET (L4's three resets in one run).
  const agent = new (secure ? https : http).Agent({ keepAlive: true, timeout: TIMEOUT_MS, maxSockets: options.connections, ...(options.tls ? { ca: options.tls.ca } : {}) })
  const total = options.amount ?? Math.round(options.seconds * options.rate)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const errorCodes: Record<string, number> = {}
  const start = performance.now()

  const send = (due: number) => new Promise<void>((resolve) => {
    const { key = options.key, method, path, body } = options.next()
    const headers: Record<string, string> = { authorization: `Bearer ${key}` }
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) })
    const request = (secure ? https : http).request(new URL(path, target), { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      response.resume()
      response.on('end', () => {
        latencies.push(performance.now() - due)
        statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1
        resolve()
      })
    })
    const fail = (code: string) => {
      errorCodes[code] = (errorCodes[code] ?? 0) + 1
      resolve()
    }
    request.on('timeout', () => request.destroy(Object.assign(new Error('request timed out'), { code: 'request timed out' })))
    request.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message))
    request.end(body)
  })

  const inFlight: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    let sent = 0
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1)
      for (; sent < due; sent++) inFlight.push(send(start + (sent * 1000) / options.rate))
      if (sent === total) {
        clearInterval(tick)
        resolve()
      }
    }, 1)
  })
  await Promise.all(inFlight)
  agent.destroy()

  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0)
  const errors = Object.values(errorCodes).reduce((sum, n) => sum + n, 0)
  return {
    requests: latencies.length, rps: Math.round(latencies.length / elapsed), p50: percentile(50), p99: percentile(99),
    errors, non2xx: latencies.length - Object.entries(statuses).filter(([code]) => code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0),
    statuses, errorCodes,
  }
}
