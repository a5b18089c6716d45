// The composition root of the use cases: each service built over the stores of one database, the same
// way for the process (main.ts), the OpenAPI document and the tests. What differs between them is passed
// in (the password hasher's limits, the webhooks' settings and sealing key, who is told of a queued delivery).
import { createKeysService } from './auth/keys.service.js'
import type { Db } from './compose.js'
import type { WebhooksConfig } from './config.js'
import { nowTimestamp } from './db/time.js'
import { createEventsService } from './events/events.service.js'
import { type Passwords, createPasswords } from './websites/password.js'
import { createWebsitesService } from './websites/websites.service.js'
import type { WebsitesStore } from './websites/websites.store.js'
import { type SecretBox, createSecretBox } from './webhooks/signature.js'
import { createWebhooksService } from './webhooks/webhooks.service.js'

export interface ServiceOptions {
  passwords?: Passwords
  webhooks?: Pick<WebhooksConfig, 'allowHttp' | 'allowPrivate'>
  /** What webhook secrets are sealed with (default: a key of zeros, for a throwaway database). */
  box?: SecretBox
  /** A delivery was queued (the process pokes its delivery worker). */
  queued?: () => void
  /** The websites store as the service sees it (tests wrap it to pause it). */
  websitesStore?: WebsitesStore
}

export function createServices(db: Db, options: ServiceOptions = {}) {
  const { allowHttp = false, allowPrivate = false } = options.webhooks ?? {}
  return {
    websites: createWebsitesService({ store: options.websitesStore ?? db.websites, passwords: options.passwords ?? createPasswords(), clock: nowTimestamp }),
    keys: createKeysService(db.keys),
    events: createEventsService(db.events),
    webhooks: createWebhooksService({
      store: db.webhooks, box: options.box ?? createSecretBox(Buffer.alloc(32)), allowHttp, allowPrivate, clock: nowTimestamp, queued: options.queued,
    }),
  }
}

export type Services = ReturnType<typeof createServices>
