// Process entry: config → database → migrate → app → listen (HTTP + HTTPS) → graceful close.
import cluster from 'node:cluster'
import path from 'node:path'
import type { AddressInfo, Server } from 'node:net'
import { buildApp } from './app.js'
import { type Background, startBackground } from './background.js'
import { createInstallSecrets, loadInstallKey } from './secret-box.js'
import { logSealedUpgrade, upgradeSealed } from './sealed-upgrade.js'
import { type FirstStart, createServices, makeFirstStart } from './services.js'
import { createMailer } from './people/mailer.js'
import { createRateLimitStore } from './auth/rate-limits.js'
import { runPrimary } from './cluster.js'
import { type Config, ConfigError, linkBase, loadConfig } from './config.js'
import { prepareDirectory } from './data-dir.js'
import { createDb } from './compose.js'
import { nowTimestamp } from './db/time.js'
import { loadTls } from './http/tls.js'
import { flushLogLines, loggerOptions } from './logger.js'
import { answerPrimaryForMetrics, processMetrics, serveMetrics } from './metrics.js'
import { createPasswords, hashingLimits } from './websites/password.js'

const DRAIN_TIMEOUT_MS = 10_000
/** Past the drain, closing the database and the counters' store gets this long before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = DRAIN_TIMEOUT_MS + 5_000

export interface RunningService {
  httpUrl: string
  httpsUrl: string | undefined
  /** Set on the very first start of an empty database only: its admin key, and the link that makes its first owner. */
  firstStart: FirstStart | undefined
  close(): Promise<void>
  /** What a close in progress is waiting for. */
  closingStep(): string
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

/** A port already taken, said with the setting that chose it (the error's own text names neither). */
async function listening<T>(setting: string, port: number, host: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    throw new ConfigError(`${setting}=${port}: port ${port} on ${host} is already in use (another websites-api or another program): stop it, or set ${setting} to a free port`)
  }
}

const urlOf = (scheme: string, host: string, port: number) => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`

export async function startService(config: Config): Promise<RunningService> {
  if (config.metricsPort !== undefined && cluster.isWorker) answerPrimaryForMetrics()
  const db = await createDb(config)
  const tlsNotices: string[] = []
  const tls = config.httpsPort === 0 ? undefined : await loadTls(config.tls, config.dataDir, (notice) => tlsNotices.push(notice))
  const rateLimits = createRateLimitStore(config.redisUrl)
  let closing: Promise<void> | undefined
  /** What shutdown is waiting for, named in the message if it ever overruns its limit. */
  let closingStep = 'requests in flight'
  const passwords = createPasswords(hashingLimits(config.workers))
  const secrets = createInstallSecrets(loadInstallKey({ secretsKey: config.webhooks.secretsKey, dataDir: config.dataDir }))
  // A cluster's primary does it once for its workers (cluster.ts).
  const upgraded = cluster.isWorker ? undefined : await upgradeSealed(db.executor, secrets)
  let background: Background | undefined
  // A delivery queued (by a write's commit, a test, an endpoint enabled again) is attempted now, not at the
  // worker's next look: by this process's worker, or by the cluster primary's, which runs the only one.
  const deliveriesQueued = () => (cluster.isWorker ? process.send?.({ deliveriesQueued: true }) : background?.poke())
  db.onDeliveriesQueued(deliveriesQueued)
  const mailer = config.smtp && createMailer(config.smtp.url, config.smtp.from, (error) => app.log.warn({ err: error }, 'an invitation could not be emailed; its link was shown to the inviter'))
  const services = createServices(db, { passwords, webhooks: config.webhooks, secrets, queued: deliveriesQueued, rateLimits, mailer, oidc: config.oidc, confirmSeconds: config.confirmSeconds })
  const { keys } = services
  // A draining instance is not ready: the load balancer stops sending it new requests.
  const ready = async () => closing === undefined && (await db.ready())
  const webhookBacklog = async () => {
    const { due, oldestDue } = await db.webhooks.backlog(nowTimestamp())
    return { due, oldestDueSeconds: oldestDue === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldestDue)) / 1000) }
  }
  const app = await buildApp({
    ...services,
    database: db.kind,
    metrics: config.metricsPort === undefined ? undefined : { passwords, ready, webhookBacklog },
    ready,
    tls,
    logger: loggerOptions(config.logLevel, config.logFormat),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.rateLimitPerMinute,
    authFailuresPerMinute: config.authFailuresPerMinute,
    rateLimits,
  })
  for (const notice of tlsNotices) app.log.warn(notice)
  if (upgraded) logSealedUpgrade(app.log, upgraded)
  if (config.database.kind === 'postgres' && config.webhooks.secretsKey === undefined) {
    app.log.warn('webhook secrets are sealed with DATA_DIR/secrets.key: every instance on this database needs the same key (set SECRETS_KEY on each)')
  }
  // A cluster's primary does it for its workers (cluster.ts).
  if (!cluster.isWorker) background = startBackground(db, config, secrets, app.log)
  await listening('PORT', config.port, config.host, () => app.listen({ port: config.port, host: config.host }))
  // In a cluster the primary serves the workers' figures added up (cluster.ts).
  const metricsServer = config.metricsPort === undefined || cluster.isWorker ? undefined
    : await serveMetrics(config.metricsPort, config.host, processMetrics)
  const httpPort = (app.server.address() as AddressInfo).port
  const httpsServer = app.httpsServer
  const httpsPort = httpsServer ? await listening('HTTPS_PORT', config.httpsPort, config.host, () => listen(httpsServer, config.httpsPort, config.host)) : undefined
  const httpUrl = urlOf('http', config.host, httpPort)
  const httpsUrl = httpsPort === undefined ? undefined : urlOf('https', config.host, httpsPort)
  app.log.info({ http: httpPort, https: httpsPort }, `listening on ${httpUrl}${httpsUrl ? ` and ${httpsUrl}` : ' (HTTPS off)'}`)
  flushLogLines() // out now, before the first key is printed (by this process, or by a cluster's primary)
  // Only once both ports listen: a start that fails (a port taken) must not store a key it never shows.
  // A cluster's primary makes it once every worker listens (cluster.ts).
  const firstStart = cluster.isWorker ? undefined : await makeFirstStart(db, services, linkBase(config, httpPort))

  return {
    httpUrl,
    httpsUrl,
    firstStart,
    close: () => (closing ??= (async () => {
      // In-flight requests finish; anything still open after the drain period is cut.
      const force = setTimeout(() => {
        app.server.closeAllConnections()
        app.httpsServer?.closeAllConnections()
      }, DRAIN_TIMEOUT_MS).unref()
      await app.close()
      clearTimeout(force)
      closingStep = 'webhook deliveries in flight'
      await background?.stop()
      metricsServer?.close()
      closingStep = 'the rate-limit store'
      await rateLimits.close()
      mailer?.close()
      closingStep = 'the database'
      await db.close()
    })()),
    closingStep: () => closingStep,
  }
}

function printFirstStart(first: FirstStart | undefined): void {
  if (!first) {
    process.stdout.write('API keys: websites-api keys create --account <name>; people: websites-api users invite --account <name> --email <email> ' +
      '(from the repository: npm run --silent cli -- …)\n')
    return
  }
  process.stdout.write(
    `\nFirst API key, an admin key of the account "default" (shown once, store it now):\n\n  ${first.key}\n\n` +
    `Become the owner of "default": open this link and choose your email and password (valid 7 days, shown once):\n\n  ${first.ownerUrl}\n\n` +
    'Make more keys with POST /api/v1/keys, the dashboard\'s API keys page, or: npm run --silent cli -- keys create --account <name>\n\n')
}

/**
 * `websites-api serve` / `npm start`. Only here (and in cluster.ts, for WORKERS > 1) are signals and
 * the exit code handled.
 */
export async function runService(config: Config = loadConfig()): Promise<void> {
  prepareDirectory(config.dataDir, 'DATA_DIR', { holdsDatabase: config.database.kind === 'sqlite' && path.dirname(config.database.file) === config.dataDir })
  if (config.workers > 1 && cluster.isPrimary) return printFirstStart(await runPrimary(config))
  // Installed before the start: a signal that comes while the service starts (its port already open, its
  // first key still being made) must drain it once it is up, not kill it by the signal's default.
  let service: Awaited<ReturnType<typeof startService>> | undefined
  let signalled: string | undefined
  // Ctrl-C reaches a cluster's workers twice (from the terminal and from the primary): the second
  // signal must not cut the drain short, so the handler stays installed and closing is idempotent.
  const stop = (signal: string) => {
    process.stderr.write(`${signal}: finishing in-flight requests\n`)
    if (!service) {
      signalled = signal
      return
    }
    const started = service
    // Whatever hangs, the process ends: an orchestrator would otherwise have to kill it.
    setTimeout(() => {
      process.stderr.write(`shutdown still waiting for ${started.closingStep()} after ${SHUTDOWN_LIMIT_MS / 1000} s; exiting\n`)
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS).unref()
    started.close().then(() => process.exit(0), (error) => {
      process.stderr.write(`shutdown failed: ${String(error)}\n`)
      process.exit(1)
    })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  service = await startService(config)
  if (cluster.isPrimary) printFirstStart(service.firstStart)
  if (signalled) stop(signalled)
}
