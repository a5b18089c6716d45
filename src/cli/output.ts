// How the CLI prints for people: aligned tables, `field  value` records, and mistakes that exit 2.
import { CommanderError } from 'commander'

/** A mistake of the caller's (arguments, options, missing key): said in one line, exit code 2, nothing done. */
export class UsageError extends CommanderError {
  constructor(message: string) {
    super(2, 'websites-api.usage', message)
  }
}

/** The service said no, or could not be reached: exit code 1. */
export class Refused extends Error {
  /**
   * `uncertain`: true when the request may have been carried out all the same (unreachable, busy, failing);
   * `status` and `body`: the API's answer, when there was one.
   */
  constructor(message: string, readonly uncertain = false, readonly status?: number, readonly body?: unknown) {
    super(message)
  }
}

/**
 * `work`, with a line added to the API's refusal when `hint` finds one for it (what the refusal likely
 * means for this command); the API's own message stays first, as the contract words it.
 */
export async function hinted<T>(work: Promise<T>, hint: (refused: Refused) => string | undefined | Promise<string | undefined>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof Refused) || error.status === undefined) throw error
    const line = await hint(error)
    if (line === undefined) throw error
    throw new Refused(`${error.message}\n${line}`, error.uncertain, error.status, error.body)
  }
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd())
}

/** One record, a field per line: `name   value`. */
export function printRecord(fields: [string, string][]): void {
  for (const line of recordLines(fields)) console.log(line)
}

/** A record's lines: `name   value`; a value of several lines under its name, each line indented (none dropped; a blank one stays blank). */
export function recordLines(fields: [string, string][]): string[] {
  const width = Math.max(...fields.map(([name]) => name.length))
  return fields.flatMap(([name, value]) => (/\r?\n/.test(value)
    ? [name, ...value.split(/\r?\n/).map((line) => (line ? `    ${line}` : ''))]
    : [`${name.padEnd(width)}  ${value}`]))
}

const BAR_WIDTH = 30
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

/**
 * A progress line on stderr, redrawn in place: `label [####    ] done/total  m:ss left`. The estimate
 * comes from the pace so far. `finish()` ends the line.
 */
export function progressBar(label: string, unit: string) {
  const started = Date.now()
  let last = 0
  return {
    update(done: number, total: number) {
      const now = Date.now()
      if (done < total && now - last < 100) return
      last = now
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH)
      const elapsed = (now - started) / 1000
      const eta = done === 0 || done >= total ? '' : `  ${clock((elapsed / done) * (total - done))} left`
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${unit}${eta}\x1b[K`)
    },
    finish() {
      process.stderr.write('\n')
    },
  }
}
