// postgres.js keeps its pool's connections in queues that, under steady load, never empty. Unpatched, such
// a queue kept every slot it had ever handed out, and each query's move of its connection searched all of
// them: on PostgreSQL a query's CPU grew fourfold in 30 s of load, and the array without bound. The patch
// (patches/postgres+*.patch, applied by npm ci) drops the consumed head; this checks it is there, in the two
// builds Node loads (the service imports the ESM one; the Cloudflare build is left as it is).
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

/**
 * While `work` runs, the longest array any indexOf call was made on (the queue's whole array: what it
 * holds) and the longest stretch one searched (what a remove() walks).
 */
function arraysSearched(work: () => void): { held: number; searched: number } {
  const indexOf = Array.prototype.indexOf
  const seen = { held: 0, searched: 0 }
  Array.prototype.indexOf = function (this: unknown[], ...args: Parameters<typeof indexOf>) {
    seen.held = Math.max(seen.held, this.length)
    seen.searched = Math.max(seen.searched, this.length - (args[1] ?? 0))
    return indexOf.apply(this, args)
  }
  try {
    work()
  } finally {
    Array.prototype.indexOf = indexOf
  }
  return seen
}

describe('postgres.js connection queues under steady load', () => {
  for (const [build, load] of builds) {
    it(`when 100,000 queries pass through a queue that never empties, then it holds and searches a few slots (${build})`, async () => {
      const Queue = await load()
      const busy = Queue<{ id: number }>()
      for (let id = 0; id < 10; id++) busy.push({ id })
      // What the pool does for each query given to a busy connection: take the first one, then move it
      // (remove from the queue it names, push back).
      const { held, searched } = arraysSearched(() => {
        for (let query = 0; query < 100_000; query++) {
          const connection = busy.shift()
          busy.remove(connection)
          busy.push(connection)
        }
      })
      assert.equal(busy.length, 10)
      assert.ok(held <= 64, `the queue's array held ${held} slots for 10 connections`)
      assert.ok(searched <= 64, `a remove() searched ${searched} slots for 10 connections`)
      // Still a queue: a live element can be removed, and the rest come out first in, first out.
      const [first, second, third] = [busy.shift(), busy.shift(), busy.shift()]
      busy.push(first)
      busy.push(second)
      busy.push(third)
      assert.equal(busy.remove(second), second)
      assert.equal(busy.remove(second), null)
      const order = Array.from({ length: busy.length }, () => busy.shift().id)
      assert.deepEqual(order.slice(-2), [first.id, third.id])
      assert.equal(new Set(order).size, 9)
    })
  }
})
