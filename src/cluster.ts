// WORKERS > 1: this primary process does once what must happen once (migrations, the first key, the
// self-signed certificate, the install's secrets key) and what one process per instance must do (webhook
// deliveries, the events' purge), then runs that many workers of the service on the same ports (node:cluster
// hands them connections in turn), keeps the per-key rate-limit counters they share and serves their
// metrics added up. A worker that dies is replaced; SIGTERM or SIGINT drains every worker, then the
// primary exits.
import cluster, { type Worker } from 'node:cluster'
import { pino } from 'pino'
import { serveClusterRateLimits } from './auth/rate-limits.js'
import { type Config, linkBase } from './config.js'
import { createDb } from './compose.js'
import { type FirstStart, createServices, makeFirstStart } from './services.js'
import { startBackground } from './background.js'
import { createInstallSecrets, loadInstallKey } from './secret-box.js'
import { logSealedUpgrade, upgradeSealed } from './sealed-upgrade.js'
import { loadTls } from './http/tls.js'
import { loggerOptions } from './logger.js'
import { clusterMetrics, serveMetrics } from './metrics.js'

/** A worker that exits on its own is replaced after this pause, so a crash at start cannot spin. */
const RESTART_DELAY_MS = 1000

/** Starts the workers; returns the first key and owner link when this start created them (an empty database). */
export async function runPrimary(config: Config): Promise<FirstStart | undefined> {
  const { stream, ...options } = loggerOptions(config.logLevel, config.logFormat)
  const log = pino(options, stream)
  const db = await createDb(config)
  if (config.httpsPort !== 0) await loadTls(config.tls, config.dataDir, (notice) => log.warn(notice))
  // Made here, before any worker reads it; the primary delivers webhooks and purges events for them all.
  const secrets = createInstallSecrets(loadInstallKey({ secretsKey: config.webhooks.secretsKey, dataDir: config.dataDir }))
  logSealedUpgrade(log, await upgradeSealed(db.executor, secrets))
  const background = startBackground(db, config, secrets, log)
  serveClusterRateLimits()
  // A worker's write that queued a delivery wakes the one delivery worker, here (main.ts sends it).
  cluster.on('message', (_worker, message: unknown) => {
    if ((message as { deliveriesQueued?: boolean } | null)?.deliveriesQueued === true) background.poke()
  })

  let stopping = false
  let failed = false
  // The first key is made once every worker listens on both ports: a start that fails makes none.
  const ports = config.httpsPort === 0 ? 1 : 2
  let listening = 0
  const allListening = new Promise<void>((resolve) => cluster.on('listening', () => ++listening === config.workers * ports && resolve()))
  const fork = (): Worker => cluster.fork()
  for (let i = 0; i < config.workers; i++) fork()
  const metricsServer = config.metricsPort === undefined ? undefined : await serveMetrics(config.metricsPort, config.host, clusterMetrics())

  let finished: Promise<void> | undefined
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      failed ||= code !== 0
      // A worker whose exit comes before its IPC channel closes is still listed, dead: count the living
      // (waiting for an empty list hung the primary for good when the last one's channel closed after).
      if (Object.values(cluster.workers ?? {}).every((other) => other === undefined || other.isDead())) {
        finished ??= background.stop().finally(() => db.close()).finally(() => process.exit(failed ? 1 : 0))
      }
      return
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker exited; starting another')
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS).unref()
  })

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    metricsServer?.close()
    process.stderr.write(`${signal}: draining ${config.workers} workers\n`)
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  await allListening
  return makeFirstStart(db, createServices(db, { secrets }), linkBase(config))
}
