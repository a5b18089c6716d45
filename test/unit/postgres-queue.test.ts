// postgres.js keeps its pool's connections in queues that, under steady load, never empty. Unpatched, such
// a queue kept every slot it had ever handed out, and each query's move of its connection searched all of
// them: on PostgreSQL a query's CPU grew fourfold in 30 s of load, and the array without bound. The patch
// (patches/postgres+*.patch, applied by npm ci) drops the consumed head; this checks it is there, in both of
// the package's builds (the service imports the ESM one).
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, it } from 'node:test'

interface Queue<T> {
  readonly length: number
  push(x: T): T
  shift(): T
  remove(x: T): T | null
}
type QueueOf = <T>(initial?: T[]) => Queue<T>

const require = createRequire(import.meta.url)
// The package exports its index only; its queue sits beside it in each build.
const root = path.resolve(path.dirname(require.resolve('postgres')), '../..')
const builds: [string, () => Promise<QueueOf>][] = [
  ['ESM (src/)', async () => (await import(pathToFileURL(path.join(root, 'src/queue.js')).href)).default],
  ['CommonJS (cjs/src/)', async () => require(path.join(root, 'cjs/src/queue.js'))],
]

/** The longest array any indexOf call searched while `work` ran: what a queue's remove() walks. */
function longestSearch(work: () => void): number {
  const indexOf = Array.prototype.indexOf
  let longest = 0
  Array.prototype.indexOf = function (this: unknown[], ...args: Parameters<typeof indexOf>) {
    longest = Math.max(longest, this.length - (args[1] ?? 0))
    return indexOf.apply(this, args)
  }
  try {
    work()
  } finally {
    Array.prototype.indexOf = indexOf
  }
  return longest
}

describe('postgres.js connection queues under steady load', () => {
  for (const [build, load] of builds) {
    it(`when 100,000 queries pass through a queue that never empties, then each search stays short (${build})`, async () => {
      const Queue = await load()
      const busy = Queue<{ id: number }>()
      for (let id = 0; id < 10; id++) busy.push({ id })
      // What the pool does for each query given to a busy connection: take the first one, then move it
      // (remove from the queue it names, push back).
      const longest = longestSearch(() => {
        for (let query = 0; query < 100_000; query++) {
          const connection = busy.shift()
          busy.remove(connection)
          busy.push(connection)
        }
      })
      assert.equal(busy.length, 10)
      assert.ok(longest <= 64, `a remove() searched ${longest} slots for 10 connections`)
      // Still a queue: first in, first out.
      assert.deepEqual([busy.shift().id, busy.shift().id], [0, 1])
    })
  }
})
