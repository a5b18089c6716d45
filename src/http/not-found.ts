// 404 for a path no route has, answered before its body is read: a malformed body must not turn it into a
// 400 (or, outside the API, which parses nothing, a 415). The hook lives in the not-found handler's own
// plugin, which only requests no route took reach: on the whole app it ran on every request.
import type { FastifyInstance } from 'fastify'
import { NotFound } from '../errors.js'

/** Registered (encapsulated) where a prefix's 404s are answered: the app, and the API plugin after its guards. */
export async function notFound(instance: FastifyInstance): Promise<void> {
  instance.addHook('preParsing', (_request, _reply, _payload, done) => done(new NotFound()))
  instance.setNotFoundHandler(() => {
    throw new NotFound()
  })
}
