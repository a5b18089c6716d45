// npm run test:reliability [-- --full] [--rows L1,F3]: every row of the reliability plan (listed with
// its pass criterion in reliability/README.md) and its measured figure; ends with "reliability: N passed,
// M failed" and writes a markdown report to reliability/results/. Quick mode (the default) is what CI runs.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { badInputRows } from './bad-input.js'
import { generatedRow } from './generated.js'
import { faultRows } from './faults.js'
import { failoverRows } from './failover.js'
import { etcdRow } from './etcd.js'
import { blipsRow } from './blips.js'
import { silentPartitionRow } from './silent-partition.js'
import { reloadRow } from './reload.js'
import { lostInstanceRow } from './lost-instance.js'
import { backupRow } from './backups.js'
import { balancerLossRow } from './balancer-loss.js'
import { watchRow } from './watch.js'
import { partitionRow } from './partitions.js'
import { idempotencyRows } from './idempotency.js'
import { historyRow } from './history.js'
import { webhookRow } from './webhooks.js'
import { type Row, type RowResult, createSuite } from './harness.js'
import { loadRows } from './load.js'
import { modelRow } from './model.js'
import { securityRows } from './security.js'
import { forgedAddressRow } from './forged-address.js'
import { privateListenersRow } from './private-listeners.js'
import { sessionRows } from './sessions.js'

const { values: args } = parseArgs({ options: { full: { type: 'boolean', default: false }, rows: { type: 'string' } } })
const mode = args.full ? 'full' : 'quick'
const chosen = args.rows?.split(',')
// The security rows come last: their log check reads what every other row made the servers write.
const rows: Row[] = [...loadRows, ...faultRows, ...idempotencyRows, historyRow, webhookRow, ...sessionRows, ...failoverRows, etcdRow, blipsRow, partitionRow, silentPartitionRow, reloadRow, lostInstanceRow, backupRow, balancerLossRow, watchRow, ...badInputRows, generatedRow, modelRow, forgedAddressRow, privateListenersRow, ...securityRows].filter((row) => !chosen || chosen.includes(row.id))

interface Outcome { row: Row; result: RowResult | { skipped: string }; seconds: number }

const suite = createSuite(mode)
const outcomes: Outcome[] = []
// An error no code caught (a socket's, thrown from its own callback) would end the run with no report. It
// fails the row that was running instead, with its stack, and the rows after it still run.
let stray: string[] = []
process.on('uncaughtException', (error) => stray.push(`an error no code caught: ${error.stack ?? String(error)}`))
const takeStray = () => {
  const taken = stray
  stray = []
  return taken
}
// Every server the rows left running is stopped at the end; each must drain and exit 0.
const stopRow: Row = { id: 'X1', title: 'every server left running exits 0 on SIGTERM at the end', run: async () => ({ figure: '', problems: [] }) }
try {
  for (const row of rows) {
    const started = Date.now()
    process.stderr.write(`${row.id} ${row.title} …\n`)
    let result: Outcome['result']
    try {
      result = await row.run(suite)
    } catch (error) {
      result = { figure: '-', problems: [`crashed: ${(error as Error).stack ?? String(error)}`] }
    }
    const strays = takeStray()
    if (strays.length > 0) result = 'skipped' in result ? { figure: '-', problems: strays } : { ...result, problems: [...result.problems, ...strays] }
    const outcome = { row, result, seconds: (Date.now() - started) / 1000 }
    outcomes.push(outcome)
    process.stderr.write(`${row.id}: ${verdict(outcome)} in ${outcome.seconds.toFixed(0)} s — ${'skipped' in result ? result.skipped : result.figure}\n`)
    if (!('skipped' in result)) for (const problem of result.problems) process.stderr.write(`  ✖ ${problem}\n`)
  }
} finally {
  const started = Date.now()
  const problems = [...takeStray(), ...(await suite.cleanup()), ...takeStray()]
  outcomes.push({ row: stopRow, result: { figure: `${suite.outputs().length} servers in all`, problems }, seconds: (Date.now() - started) / 1000 })
  for (const problem of problems) process.stderr.write(`  ✖ ${problem}\n`)
}

function verdict({ result }: Outcome): 'pass' | 'FAIL' | 'skipped' {
  if ('skipped' in result) return 'skipped'
  return result.problems.length === 0 ? 'pass' : 'FAIL'
}

const passed = outcomes.filter((o) => verdict(o) === 'pass').length
const failed = outcomes.filter((o) => verdict(o) === 'FAIL').length
const skipped = outcomes.filter((o) => verdict(o) === 'skipped')
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
const report = [
  `# Reliability suite, ${mode} mode, ${new Date().toISOString()}`,
  '',
  `Databases: ${suite.dbs.join(', ')}. Command: \`npm run test:reliability${mode === 'full' ? ' -- --full' : ''}\`.`,
  '',
  '| row | what | result | figure | time |',
  '|---|---|---|---|--:|',
  ...outcomes.map((o) => `| ${o.row.id} | ${cell(o.row.title)} | ${verdict(o)} | ${cell('skipped' in o.result ? o.result.skipped : o.result.figure)} | ${o.seconds.toFixed(0)} s |`),
  '',
  ...outcomes.flatMap((o) => ('skipped' in o.result ? [] : o.result.problems.map((p) => `- ${o.row.id}: ${cell(p)}`))),
  '',
  `reliability: ${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`,
].join('\n')
const file = path.join(import.meta.dirname, 'results', `${new Date().toISOString().slice(0, 19).replaceAll(':', '')}-${mode}.md`)
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, `${report}\n`)
process.stderr.write(`report: ${path.relative(process.cwd(), file)}\n`)
console.log(`reliability: ${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
