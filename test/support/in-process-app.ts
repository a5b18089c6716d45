// The real app over a database opened by the test, in this process and listening on a port of its own, as
// a separate instance would: for tests that reach into its stores or its executor while it answers.
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { createRateLimitStore } from '../../src/auth/rate-limits.js'
import type { Db } from '../../src/compose.js'
import type { InstallSecrets } from '../../src/secret-box.js'
import { type ServiceOptions, createServices } from '../../src/services.js'
import { throwawaySecrets } from './secrets.js'

export interface InProcessApp {
  app: FastifyInstance
  url: string
  services: ReturnType<typeof createServices>
  /** Stops the app and its rate-limit store; the database stays the test's to close. */
  close(): Promise<void>
}

/** No rate limits, no logs; `options` as createServices takes them (secrets of its own unless given). */
export async function startInProcessApp(db: Db, options: Omit<ServiceOptions, 'rateLimits' | 'secrets'> & { secrets?: InstallSecrets } = {}): Promise<InProcessApp> {
  const rateLimits = createRateLimitStore(undefined)
  const services = createServices(db, { ...options, secrets: options.secrets ?? throwawaySecrets(), rateLimits })
  const app = await buildApp({
    ...services, database: db.kind, ready: async () => true, logger: false, bodyLimit: 131072, trustProxy: false,
    rateLimitPerMinute: 0, authFailuresPerMinute: 0, rateLimits,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app, services, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      await app.close()
      await rateLimits.close()
    },
  }
}
