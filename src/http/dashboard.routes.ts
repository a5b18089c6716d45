// The dashboard (web/, built by Vite into dist/web): its page at / for browsers, its assets under
// /assets/ named by content hash and so cached for a year, under a policy that runs only its own files.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { packageRoot } from '../package-json.js'

export const DASHBOARD_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The built page, read once; undefined when the dashboard was not built (`npm run build` builds it). */
export function dashboardPage(): string | undefined {
  const file = path.join(packageRoot(), 'dist', 'web', 'index.html')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
}

export async function registerDashboardAssets(app: FastifyInstance): Promise<void> {
  const root = path.join(packageRoot(), 'dist', 'web', 'assets')
  if (!fs.existsSync(root)) return
  await app.register(fastifyStatic, {
    root, prefix: '/assets/', decorateReply: false, index: false, wildcard: true,
    // Replaces the no-store every answer starts with: a hashed name never changes content.
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  })
}
