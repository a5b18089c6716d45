// The work of an instance that answers no request: delivering webhooks and purging old events. One per
// instance: the process itself, or with WORKERS > 1 the cluster's primary (never each worker), so the
// outbox is claimed by one worker per instance and shared between instances through the database.
import type { Logger } from 'pino'
import type { Config } from './config.js'
import type { Db } from './compose.js'
import { startRetention } from './events/retention.js'
import { packageJson } from './package-json.js'
import { type DeliveryWorker, createDeliveryWorker } from './webhooks/delivery-worker.js'
import type { InstallSecrets } from './secret-box.js'

export interface Background {
  /** A delivery was queued: look now rather than at the next idle tick. */
  poke(): void
  stop(): Promise<void>
}

export function startBackground(db: Db, config: Config, secrets: InstallSecrets, log: Pick<Logger, 'info' | 'warn' | 'error'>): Background {
  const worker: DeliveryWorker | undefined = config.webhooks.deliver ? createDeliveryWorker({
    store: db.webhooks, box: secrets.box('webhook-secret'), allowHttp: config.webhooks.allowHttp, allowPrivate: config.webhooks.allowPrivate,
    retryScale: config.webhooks.retryScale, userAgent: `websites-api-webhooks/${packageJson().version}`,
    log: { info: (data, message) => log.info(data, message), warn: (data, message) => log.warn(data, message), error: (data, message) => log.error(data, message) },
  }) : undefined
  worker?.start()
  const retention = startRetention(db.events, config.eventsRetentionDays, (error) => log.error({ err: error }, 'old events could not be purged; trying again later'))
  return {
    poke: () => worker?.poke(),
    async stop() {
      await Promise.all([worker?.stop(), retention.stop()])
    },
  }
}
