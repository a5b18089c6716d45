// Prometheus metrics (prom-client), on METRICS_PORT only: unset, nothing is counted and requests pay
// nothing. Every figure comes from one place, the answer each request got: its route, method, status
// and duration, and from that the authentication failures, rate-limit refusals and storage failures.
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import client from 'prom-client'
import type { Passwords } from './websites/password.js'

/** What the metrics read beside the requests: the hash queue, readiness, the webhook backlog. */
export interface MetricSources {
  passwords: Passwords
  /** What GET /readyz would answer now. */
  ready?: () => Promise<boolean>
  /** Deliveries due now and how long the oldest has waited, in seconds (0 when none). */
  webhookBacklog?: () => Promise<{ due: number; oldestDueSeconds: number }>
}

export function registerMetrics(app: FastifyInstance, { passwords, ready, webhookBacklog }: MetricSources, registry = client.register): void {
  const duration = new client.Histogram({
    name: 'websites_api_http_request_duration_seconds',
    help: 'Requests by route, method and status, with their durations',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  const authFailures = new client.Counter({ name: 'websites_api_auth_failures_total', help: 'Requests refused with 401', registers: [registry] })
  const refusals = new client.Counter({
    name: 'websites_api_rate_limit_refusals_total', help: 'Requests refused with 429, by limit (key, or address after failed authentications)',
    labelNames: ['limit'], registers: [registry],
  })
  const storageFailures = new client.Counter({
    name: 'websites_api_database_errors_total', help: 'Requests answered 503 because the database could not answer', registers: [registry],
  })
  new client.Gauge({
    name: 'websites_api_password_hashes', help: 'Password hashes running and waiting for a turn', labelNames: ['state'], registers: [registry],
    collect() {
      const load = passwords.load()
      this.set({ state: 'running' }, load.running)
      this.set({ state: 'waiting' }, load.waiting)
    },
  })
  // In a cluster the primary adds the workers' figures up: these are one process's view of shared state,
  // so the primary shows the least ready worker and the backlog once (aggregator).
  if (ready) {
    new client.Gauge({
      name: 'websites_api_ready', help: 'Whether GET /readyz answers 200 now (1) or 503 (0): a write commits on the database', registers: [registry],
      aggregator: 'min',
      async collect() {
        this.set((await ready()) ? 1 : 0)
      },
    })
  }
  if (webhookBacklog) {
    // Asked once per scrape for both figures.
    let pending: Promise<{ due: number; oldestDueSeconds: number } | undefined> | undefined
    const read = () => (pending ??= webhookBacklog().catch(() => undefined).finally(() => setImmediate(() => (pending = undefined))))
    new client.Gauge({
      name: 'websites_api_webhook_deliveries_due', help: 'Webhook deliveries due now and not yet made (-1: the database did not answer)', registers: [registry],
      aggregator: 'max',
      async collect() {
        this.set((await read())?.due ?? -1)
      },
    })
    new client.Gauge({
      name: 'websites_api_webhook_oldest_due_seconds', help: 'How long the oldest due webhook delivery has waited (-1: the database did not answer)', registers: [registry],
      aggregator: 'max',
      async collect() {
        this.set((await read())?.oldestDueSeconds ?? -1)
      },
    })
  }
  client.collectDefaultMetrics({ register: registry })

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode
    // The route's pattern, never the path itself: ids and unknown paths would make a label per value.
    duration.observe({ route: request.routeOptions.url ?? 'unknown', method: request.method, status }, reply.elapsedTime / 1000)
    if (status === 401) authFailures.inc()
    else if (status === 429) refusals.inc({ limit: request.caller ? 'key' : 'address' })
    else if (request.storageFailed) storageFailures.inc()
    done()
  })
}

/** What GET /metrics answers in a single process: its own figures. */
export const processMetrics = () => client.register.metrics()

/**
 * What it answers in a cluster's primary (WORKERS > 1): every worker's figures, asked for over the
 * cluster channel and added up (gauges too: the hash queue is per worker).
 */
export function clusterMetrics(): () => Promise<string> {
  const aggregator = new client.AggregatorRegistry()
  return () => aggregator.clusterMetrics()
}

/**
 * In a cluster worker: answers the primary's requests for this worker's figures (prom-client listens once
 * one is made). Called first thing, so that a worker still starting does not make the primary wait in vain.
 */
export function answerPrimaryForMetrics(): void {
  new client.AggregatorRegistry()
}

/** GET /metrics on its own port, never the API's. */
export function serveMetrics(port: number, host: string, metrics: () => Promise<string>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /metrics\n')
      return
    }
    metrics().then((text) => response.writeHead(200, { 'content-type': client.register.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
