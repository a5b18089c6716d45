// The three outputs: a markdown table, a JSON file, and an SVG bar chart of the ratios.
export interface Row {
  name: string
  rps: number
  p50_ms: number
  p99_ms: number
  errors: number
  non2xx: number
  baseline_rps: number
  ratio: number
  /** The service process's CPU time per answered request (user + system). */
  cpu_us_per_req: number
  baseline_cpu_us_per_req: number
  /** baseline CPU per request / service CPU per request: the share of the machine's limit reached. */
  efficiency: number
  /** PostgreSQL only: the database server's CPU per request, beside the service's. */
  db_cpu_us_per_req?: number
}

export interface Report {
  machine: string
  db: string
  sites: number
  scenarios: Row[]
  rss_mb: number
}

export function markdown(report: Report, settings: string): string {
  return [
    `websites-api bench: ${report.sites.toLocaleString('en')} websites on ${report.db}; ${settings}`,
    `machine: ${report.machine}; server RSS at the end: ${report.rss_mb} MB`,
    '',
    `| scenario | efficiency | CPU µs/req | baseline CPU µs/req |${report.db === 'postgres' ? ' database CPU µs/req |' : ''} req/s | p50 ms | p99 ms | errors | non-2xx | baseline req/s | ratio |`,
    `|---|--:|--:|--:|${report.db === 'postgres' ? '--:|' : ''}--:|--:|--:|--:|--:|--:|--:|`,
    ...report.scenarios.map((r) =>
      `| ${r.name} | ${(100 * r.efficiency).toFixed(1)}% | ${Math.round(r.cpu_us_per_req)} | ${Math.round(r.baseline_cpu_us_per_req)} |` +
      `${r.db_cpu_us_per_req === undefined ? '' : ` ${Math.round(r.db_cpu_us_per_req)} |`} ${Math.round(r.rps)} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} | ` +
      `${r.non2xx} | ${Math.round(r.baseline_rps)} | ${(100 * r.ratio).toFixed(1)}% |`),
  ].join('\n')
}

export function svgChart(report: Report): string {
  const barHeight = 22
  const left = 140
  const width = 420
  const height = report.scenarios.length * (barHeight + 6) + 50
  const bars = report.scenarios.map((row, i) => {
    const y = 30 + i * (barHeight + 6)
    const length = Math.max(1, Math.min(1, row.efficiency) * width)
    return `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${row.name}</text>` +
      `<rect x="${left}" y="${y}" width="${length.toFixed(1)}" height="${barHeight}" fill="#4a7fb5"/>` +
      `<text x="${left + length + 6}" y="${y + 15}">${(100 * row.efficiency).toFixed(1)}%</text>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 70}" height="${height}" font-family="sans-serif" font-size="12">` +
    `<text x="${left}" y="18" font-weight="bold">efficiency: bare node:http's CPU per request / ours (${report.sites.toLocaleString('en')} websites, ${report.db})</text>` +
    `${bars.join('')}</svg>\n`
}

/** One run on several databases: each scenario's req/s side by side, each against its own baseline. */
export function comparison(reports: Report[]): string {
  const names = reports[0]!.scenarios.map((row) => row.name)
  const cell = (report: Report, name: string) => {
    const row = report.scenarios.find((r) => r.name === name)
    return row ? `${Math.round(row.rps)} (${(100 * row.efficiency).toFixed(1)}%)` : '-'
  }
  const first = reports[0]!
  const last = reports.at(-1)!
  const ratio = (name: string) => {
    const a = first.scenarios.find((r) => r.name === name)
    const b = last.scenarios.find((r) => r.name === name)
    return a && b ? `${(b.rps / a.rps).toFixed(2)}×` : '-'
  }
  return [
    `side by side: req/s (efficiency against the bare node:http baseline measured beside it)`,
    '',
    `| scenario | ${reports.map((r) => r.db).join(' | ')} | ${last.db} / ${first.db} |`,
    `|---|${reports.map(() => '--:').join('|')}|--:|`,
    ...names.map((name) => `| ${name} | ${reports.map((r) => cell(r, name)).join(' | ')} | ${ratio(name)} |`),
  ].join('\n')
}
