// What the banned words cost a create: the same sequential creates over HTTP against one in-process app,
// with no banned words and with 10,000 (then 100,000), in alternating rounds so that the shared machine's
// noise falls on both. Prints the mean time per create of each and their ratio, and the matcher alone.
//   node --import tsx bench/banned-words.ts [--creates 500] [--rounds 4] [--db postgres]
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createKeysService } from '../src/auth/keys.service.js'
import { createDb } from '../src/compose.js'
import { loadConfig } from '../src/config.js'
import { bannedMatcher } from '../src/settings/banned-words.js'
import { testDatabase } from '../test/support/database.js'
import { client } from '../test/support/http.js'
import { startInProcessApp } from '../test/support/in-process-app.js'

const { values } = parseArgs({ options: { creates: { type: 'string', default: '500' }, rounds: { type: 'string', default: '4' }, db: { type: 'string', default: 'sqlite' } } })
const creates = Number(values.creates)
const rounds = Number(values.rounds)
const words = (n: number) => Array.from({ length: n }, (_, i) => `banned${i.toString(36)}word`)

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-banned-bench-'))
const database = await testDatabase(dataDir, values.db === 'postgres' ? 'postgres' : 'sqlite')
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env })
const db = await createDb(config)
const { key } = await createKeysService(db.keys).createKey('bench')
const app = await startInProcessApp(db)
const api = client(app.url, key)
let made = 0

async function timed(): Promise<number> {
  const started = process.hrtime.bigint()
  for (let i = 0; i < creates; i++) {
    const answer = await api.post('/api/v1/websites', { domain: `site-${made++}-of-the-bench.example` })
    if (answer.status !== 201) throw new Error(answer.text)
  }
  return Number(process.hrtime.bigint() - started) / 1e6 / creates
}

const sizes = [0, 10_000, 100_000]
const results = new Map<number, number[]>(sizes.map((size) => [size, []]))
await timed() // warm up
for (let round = 0; round < rounds; round++) {
  // Alternate the order: the table grows as the bench runs, and a later run would pay for it.
  for (const size of round % 2 === 0 ? sizes : [...sizes].reverse()) {
    await db.bannedWords.replace(null, words(size))
    await new Promise((resolve) => setTimeout(resolve, 1100)) // every instance has it (the watch's period)
    // The first create after a change reads the list once (100,000 words: ~0.1 s); the steady state is timed.
    await api.post('/api/v1/websites', { domain: `site-${made++}-of-the-bench.example` })
    results.get(size)!.push(await timed())
  }
}
const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length
const none = mean(results.get(0)!)
console.log(`${values.db}: ${rounds} rounds of ${creates} sequential creates over HTTP, one in-process app`)
for (const size of sizes) {
  const ms = mean(results.get(size)!)
  console.log(`  ${size.toLocaleString('en').padStart(7)} banned words: ${ms.toFixed(3)} ms a create (rounds: ${results.get(size)!.map((r) => r.toFixed(3)).join(' ')}), ratio to none ${(ms / none).toFixed(3)}`)
}
for (const size of [10_000, 100_000]) {
  const matches = bannedMatcher(words(size))
  const started = process.hrtime.bigint()
  let hits = 0
  for (let i = 0; i < 100_000; i++) if (matches(`site-${i}-of-the-bench.example`)) hits++
  console.log(`  the matcher alone, ${size.toLocaleString('en')} words: ${(Number(process.hrtime.bigint() - started) / 1e3 / 100_000).toFixed(2)} µs a domain (${hits} hits)`)
}
await app.close()
await db.close()
await database.drop()
await fs.rm(dataDir, { recursive: true, force: true })
