// Process entry: config → database → migrate → app → listen (HTTP + HTTPS) → graceful close.
import type { AddressInfo, Server } from 'node:net'
import { buildApp } from './app.js'
import { createKeysService } from './auth/keys.service.js'
import { type Config, loadConfig } from './config.js'
import { createDb } from './db/index.js'
import { loadTls } from './http/tls.js'
import { loggerOptions } from './logger.js'
import { createWebsitesService } from './websites/websites.service.js'

const DRAIN_TIMEOUT_MS = 10_000

export interface RunningService {
  httpUrl: string
  httpsUrl: string | undefined
  /** Set on the very first start of an empty database only. */
  firstKey: string | undefined
  close(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

const urlOf = (scheme: string, host: string, port: number) => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`

export async function startService(config: Config): Promise<RunningService> {
  const db = await createDb(config)
  const keys = createKeysService(db.keys)
  const firstKey = await keys.createFirstKey()
  const tls = config.httpsPort === 0 ? undefined : await loadTls(config.tls, config.dataDir)
  const app = await buildApp({
    websites: createWebsitesService(db.websites),
    keys,
    tls,
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    authFailuresPerMinute: config.authFailuresPerMinute,
  })
  await app.listen({ port: config.port, host: config.host })
  const httpPort = (app.server.address() as AddressInfo).port
  const httpsPort = app.httpsServer ? await listen(app.httpsServer, config.httpsPort, config.host) : undefined
  app.log.info({ http: httpPort, https: httpsPort }, 'listening')

  let closing: Promise<void> | undefined
  return {
    httpUrl: urlOf('http', config.host, httpPort),
    httpsUrl: httpsPort === undefined ? undefined : urlOf('https', config.host, httpsPort),
    firstKey,
    close: () => (closing ??= (async () => {
      // In-flight requests finish; anything still open after the drain period is cut.
      const force = setTimeout(() => {
        app.server.closeAllConnections()
        app.httpsServer?.closeAllConnections()
      }, DRAIN_TIMEOUT_MS).unref()
      await app.close()
      clearTimeout(force)
      await db.close()
    })()),
  }
}

/** `websites-api serve` / `npm start`. Only here are signals and the exit code handled. */
export async function runService(config: Config = loadConfig()): Promise<void> {
  const service = await startService(config)
  if (service.firstKey) {
    process.stdout.write(
      `\nFirst API key, for the account "default" (shown once, store it now):\n\n  ${service.firstKey}\n\n` +
      'Make more with: npm run --silent cli -- keys create --account <name>\n\n')
  }
  const stop = (signal: string) => {
    process.stderr.write(`${signal}: finishing in-flight requests\n`)
    service.close().then(() => process.exit(0), (error) => {
      process.stderr.write(`shutdown failed: ${String(error)}\n`)
      process.exit(1)
    })
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
