// A request's database work shares one deadline (db/postgres.ts, DatabaseWait): from its first hook, where
// the key is looked up, to its handler's last statement.
import type { FastifyInstance } from 'fastify'
import { DatabaseWait, withinRequest } from '../db/postgres.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request has waited for the database so far; decorated here. */
    databaseWait: DatabaseWait | null
  }
}

/** Registered before every other hook: the ones after it (authentication) and the handler count into one wait. */
export function registerDatabaseDeadline(app: FastifyInstance): void {
  app.decorateRequest('databaseWait', null)
  // Hooks that never wait are callback hooks: the next hook runs inside `withinRequest`. The handler is
  // entered again with the same wait, since a body read between them leaves the request's async context.
  app.addHook('onRequest', (request, _reply, done) => withinRequest((request.databaseWait = new DatabaseWait()), done))
  app.addHook('preHandler', (request, _reply, done) => withinRequest(request.databaseWait!, done))
}
