// Forcing an interleaving instead of hoping for it: instances of the real app (in this process, on one
// fresh database, each with its own connections, as separate instances would have) whose websites store
// can be paused before a chosen call until the test lets it go. A request paused there has done
// everything before that call; the test then runs another request to its end and releases the first,
// so the bad order happens every time, not when the timing happens to allow it.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createKeysService } from '../../src/auth/keys.service.js'
import { loadConfig } from '../../src/config.js'
import { type Db, createDb } from '../../src/compose.js'
import { nowTimestamp } from '../../src/db/time.js'
import { createPasswords } from '../../src/websites/password.js'
import { createWebsitesService } from '../../src/websites/websites.service.js'
import type { WebsitesStore } from '../../src/websites/websites.store.js'
import { testDatabase } from './database.js'
import { type Client, client } from './http.js'
import { startInProcessApp } from './in-process-app.js'

type Method = { [K in keyof WebsitesStore]: WebsitesStore[K] extends (...args: never[]) => unknown ? K : never }[keyof WebsitesStore]

export interface Pause {
  /** Resolves when a call has arrived at the pause (and is waiting there). */
  reached: Promise<void>
  /** Lets the waiting call (and any later one) through. */
  release(): void
}

interface Gate { method: Method; matches: (args: unknown[]) => boolean; arrived: () => void; released: Promise<void> }

/** The store, with `pause(method, matches)`: the next call of `method` whose arguments match waits. */
export function gatedStore(store: WebsitesStore): { store: WebsitesStore; pause(method: Method, matches?: (args: unknown[]) => boolean): Pause } {
  const gates: Gate[] = []
  const wrapped = new Proxy(store, {
    get(target, name, receiver) {
      const original = Reflect.get(target, name, receiver)
      if (typeof original !== 'function') return original
      return async (...args: unknown[]) => {
        const index = gates.findIndex((gate) => gate.method === name && gate.matches(args))
        if (index >= 0) {
          const [gate] = gates.splice(index, 1)
          gate!.arrived()
          await gate!.released
        }
        return original.apply(target, args)
      }
    },
  })
  return {
    store: wrapped,
    pause(method, matches = () => true) {
      let arrived!: () => void
      let release!: () => void
      const reached = new Promise<void>((resolve) => { arrived = resolve })
      const released = new Promise<void>((resolve) => { release = resolve })
      gates.push({ method, matches, arrived, released })
      return { reached, release }
    },
  }
}

export interface GatedInstances {
  /** One client per instance, all with the same key (account "default"). */
  apis: Client[]
  /** Pauses a store call of instance `i`. */
  pause(instance: number, method: Method, matches?: (args: unknown[]) => boolean): Pause
  /** A connection of its own to the instances' database, as the operator's CLI has (closed with the instances). */
  operator(): Promise<Db>
  close(): Promise<void>
}

/**
 * `count` instances of the app, listening on port 0, over one fresh database (SQLite or TEST_DB).
 * `breakStore` puts a defect into every instance's store: how a test shows that a check catches one.
 */
export async function startGatedInstances(count: number, breakStore: (store: WebsitesStore) => WebsitesStore = (store) => store): Promise<GatedInstances> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-gated-'))
  const database = await testDatabase(dataDir)
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env })
  const instances: { url: string; close: () => Promise<void>; pause: ReturnType<typeof gatedStore>['pause'] }[] = []
  let key: string | undefined
  for (let i = 0; i < count; i++) {
    const db = await createDb(config)
    const keys = createKeysService(db.keys)
    key ??= (await keys.createKey('default')).key
    const gated = gatedStore(breakStore(db.websites))
    const started = await startInProcessApp(db, { websitesStore: gated.store })
    instances.push({ url: started.url, pause: gated.pause, close: async () => { await started.close(); await db.close() } })
  }
  let operator: Promise<Db> | undefined
  return {
    apis: instances.map(({ url }) => client(url, key!)),
    pause: (instance, method, matches) => instances[instance]!.pause(method, matches),
    operator: () => (operator ??= createDb(config)),
    async close() {
      for (const instance of instances) await instance.close()
      if (operator) await (await operator).close()
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
