// A request's database work shares one deadline (db/database-wait.ts): from its first hook, where the key
// is looked up, to its handler's last statement. The request carries its wait; the caller made from it
// (auth/caller.ts) hands it to every store call, and the routes without a caller hand it on themselves.
import type { FastifyInstance } from 'fastify'
import { DatabaseWait, type Wait } from '../db/executor.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request has waited for its database so far (null on SQLite, which answers from the process); decorated here. */
    databaseWait: Wait
  }
}

/** Registered before every other hook: the ones after it (authentication) and the handler count into one wait. */
export function registerDatabaseDeadline(app: FastifyInstance, { database }: { database: 'sqlite' | 'postgres' }): void {
  app.decorateRequest('databaseWait', null)
  if (database === 'postgres') {
    app.addHook('onRequest', (request, _reply, done) => {
      request.databaseWait = new DatabaseWait()
      done()
    })
  }
}
