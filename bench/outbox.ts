// The webhook outbox (webhook_deliveries) as the bench sees it from outside the service: how many
// deliveries are still waiting, read on a connection of its own (SQLite: read-only, WAL readers never
// block the service's writer; PostgreSQL: one connection).
import path from 'node:path'
import Database from 'better-sqlite3'
import postgres from 'postgres'

export interface Outbox {
  /** Deliveries waiting (due, leased or retrying), of one endpoint or of all. */
  pending(webhookId?: number): Promise<number>
  close(): Promise<void>
}

export function openOutbox(env: Record<string, string>): Outbox {
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => undefined })
    return {
      async pending(webhookId) {
        const [row] = webhookId === undefined
          ? await sql`SELECT COUNT(*)::int AS n FROM webhook_deliveries`
          : await sql`SELECT COUNT(*)::int AS n FROM webhook_deliveries WHERE webhook_id = ${webhookId}`
        return row!.n as number
      },
      close: () => sql.end(),
    }
  }
  const db = new Database(path.join(env.DATA_DIR!, 'websites.db'), { readonly: true, fileMustExist: true })
  const all = db.prepare<[], number>('SELECT COUNT(*) FROM webhook_deliveries').pluck()
  const one = db.prepare<[number], number>('SELECT COUNT(*) FROM webhook_deliveries WHERE webhook_id = ?').pluck()
  return {
    pending: async (webhookId) => (webhookId === undefined ? all.get()! : one.get(webhookId)!),
    close: async () => void db.close(),
  }
}
