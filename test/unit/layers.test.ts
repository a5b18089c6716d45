import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const SRC = path.resolve(import.meta.dirname, '../../src')

/**
 * The layers of src/, from the top down. A unit is a folder of src/ or a file at its root (without .ts).
 * A file may import from its own unit and from units ranked below it, never from one ranked above, nor
 * from another unit of its own rank. Order, and why:
 * - the entries: `cli` (commands, `serve` among them) over `main` (the process) over `cluster` (main's
 *   primary for WORKERS > 1) and `app` (every plugin and route: it hands the API plugin its guards and
 *   routes), over `background` (deliveries and purges, once per instance) and `services` (the use cases
 *   built over the stores), over `compose` (the one place that picks the database and builds the stores);
 * - `metrics` reads the password hasher's queue, so it stands over the features;
 * - the features: `import` writes websites, keys and users, `webhooks` sends the event log's events, `events`
 *   reads the log for a caller, `people` (users, members, invitations) hashes passwords in the websites'
 *   turns and makes sessions through `auth`, `settings` (the install's banned words: the import and the
 *   CLI write them, a create reads them through an interface) judges words by the domain's length limit,
 *   `websites` asks `auth` who the caller is (a key or a
 *   session); each writes its own events through `changes`, the event log's writing side, which knows
 *   no feature;
 * - `http` is transport (the API plugin, public routes, body parsers, TLS): it knows no feature;
 * - `db` is drivers and migrations: it knows no feature either;
 * - then the leaf modules, each over what it reads: the data directory and the log over the config,
 *   the secret box (secrets sealed with the install's key: webhook, TOTP and single sign-on secrets) over nothing of ours,
 *   validation over the error table, and both validation and the config over the schema settings;
 *   `ip-address` (addresses parsed as they say, for webhooks and websites) reads nothing of src/, nor does
 *   `tick-shapes` (the first module of the service's processes, keeping Node's tick classes alive);
 *   `node-version` (the second, refusing a Node older than package.json's engines) over `package-json`.
 */
const RANKS: readonly (readonly string[])[] = [
  ['cli'],
  ['main'],
  ['cluster', 'app'],
  ['background', 'services'],
  ['compose', 'sealed-upgrade'],
  ['metrics'],
  ['import'],
  ['webhooks'],
  ['events'],
  ['people'],
  ['settings'],
  ['websites'],
  ['auth'],
  ['changes'],
  ['http'],
  ['db'],
  ['data-dir', 'logger', 'validation', 'secret-box', 'node-version'],
  ['config', 'errors', 'ip-address', 'client-address', 'package-json', 'punycode.d'],
  ['rights', 'schema-settings', 'tick-shapes'],
]

const rankOf = new Map(RANKS.flatMap((units, rank) => units.map((unit) => [unit, rank] as const)))
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!.replace(/\.ts$/, '')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** Relative specifiers of `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
function importsOf(text: string): string[] {
  const specifiers: string[] = []
  for (const match of text.matchAll(/(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(?\s*['"](\.[^'"]+)['"]/gm)) {
    specifiers.push((match[1] ?? match[2])!)
  }
  return specifiers
}

describe('layers of src/', () => {
  const files = sourceFiles(SRC)

  it('when a unit of src/ is added, then it is given its place in the ranking', () => {
    const unranked = [...new Set(files.map(unitOf))].filter((unit) => !rankOf.has(unit))
    assert.deepEqual(unranked, [], `rank these in test/unit/layers.test.ts: ${unranked.join(', ')}`)
  })

  it('when a file imports another of src/, then it stands in its own unit or in one ranked below', () => {
    const upward: string[] = []
    for (const file of files) {
      const from = unitOf(file)
      for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
        const target = path.resolve(path.dirname(file), specifier)
        if (!target.startsWith(`${SRC}${path.sep}`)) continue
        const to = unitOf(target.replace(/\.js$/, '.ts'))
        if (to === from) continue
        const [a, b] = [rankOf.get(from), rankOf.get(to)]
        if (a === undefined || b === undefined || b <= a) upward.push(`${path.relative(SRC, file)} -> ${specifier} (${from} imports ${to})`)
      }
    }
    assert.deepEqual(upward, [])
  })

  it('when an import is written on several lines, then it is still read', () => {
    assert.deepEqual(importsOf("import {\n  a,\n  b,\n} from '../db/x.js'\nimport './y.js'\nexport { c } from './z.js'\nconst m = await import('../q.js')"),
      ['../db/x.js', './y.js', './z.js', '../q.js'])
  })
})

/**
 * A transaction without a deadline (`{ unbounded: true }`, db/executor.ts; PostgreSQL's `Pg.unbounded`) is
 * for startup, background work and bulk loads; a request's statements and transactions answer 503 in under
 * two seconds when the database stops answering. Every use is listed here with what it serves: a new one,
 * on a request's path, would hang that request through an outage, so it must be named here to pass.
 */
const UNBOUNDED_USES: Record<string, { uses: number; why: string }> = {
  'db/index.ts': { uses: 8, why: 'migrations at start, closing the pool, and /readyz\'s write on its own pool of one, raced against its 1 s (a probe connection stuck 5 s is ended and made again)' },
  'db/postgres.ts': { uses: 2, why: 'where the pool without a deadline is made and named' },
  'db/postgres-executor.ts': { uses: 2, why: 'the executor\'s unbounded transactions; LISTEN for what changed elsewhere' },
  'db/executor.ts': { uses: 1, why: 'the transaction options\' type, where it is the one choice besides a request\'s wait' },
  'auth/keys.store.ts': { uses: 2, why: 'recording key uses once a minute; the first key, made at start' },
  'auth/sessions.store.ts': { uses: 1, why: 'recording session uses once a minute' },
  'websites/websites.store.ts': { uses: 1, why: 'insertMany: seeding' },
  'events/events.store.ts': { uses: 1, why: 'purge: the background purge of old events' },
  'webhooks/webhooks.store.ts': { uses: 1, why: 'complete: the delivery worker recording attempts' },
  'webhooks/webhooks.claim.sqlite.ts': { uses: 1, why: 'the delivery worker\'s claim' },
  'import/import.store.ts': { uses: 1, why: 'the phpAnalytics import' },
  'settings/banned-words.store.ts': { uses: 1, why: 'replace: the operator\'s `settings banned-words --set` (up to 100,000 words) from the CLI, never a request' },
  'sealed-upgrade.ts': { uses: 2, why: 'secrets of an earlier version sealed again, once, at start' },
}

describe('transactions without a deadline', () => {
  it('when code runs work without a deadline, then it is a startup, background or bulk use listed here', () => {
    const found: Record<string, number> = {}
    for (const file of sourceFiles(SRC)) {
      // Comments may name it; code that uses it reads a member of the pool, passes it on, or asks for it.
      const code = fs.readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line)).join('\n')
      const uses = code.match(/\bunbounded\b(?=\s*[.):])/g)?.length ?? 0
      if (uses > 0) found[path.relative(SRC, file)] = uses
    }
    assert.deepEqual(found, Object.fromEntries(Object.entries(UNBOUNDED_USES).map(([file, { uses }]) => [file, uses])))
  })
})
