// The three outputs: a markdown table, a JSON file, and an SVG bar chart of the efficiencies.
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
  /** The by-hand server's CPU per answered request (by-hand-server.ts); absent with --no-by-hand. */
  by_hand_cpu_us_per_req?: number
  /** by-hand CPU per request / service CPU per request: the share of the service's CPU that is the job itself. */
  layers_efficiency?: number
  /** The lowest and the highest round's layers efficiency. */
  layers_efficiency_range?: [number, number]
  /** --instructions: the service's instructions per request on its main thread (callgrind, a copy of it under valgrind). */
  instructions_per_req?: number
  /** --instructions: the by-hand server's. */
  by_hand_instructions_per_req?: number
  /** --instructions: of all the service's threads (V8's garbage collector and compiler helpers too), which move with timing. */
  all_threads_instructions_per_req?: number
  by_hand_all_threads_instructions_per_req?: number
  /** by-hand instructions per request / the service's: layers efficiency counted in instructions, which load does not move. */
  layers_efficiency_instructions?: number
  /** The by-hand server's errors and non-2xx answers, summed over its rounds (must be 0). */
  by_hand_errors?: number
  /** PostgreSQL and by hand: the database server's CPU per request of the by-hand server's requests. */
  by_hand_db_cpu_us_per_req?: number
  /** PostgreSQL only: the database server's CPU per request, beside the service's. */
  db_cpu_us_per_req?: number
  /** With --compare: the other checkout's CPU per request and p99, measured in the same rounds. */
  compared_cpu_us_per_req?: number
  compared_p99_ms?: number
  /** With --compare and --instructions: the other checkout's instructions per request on its main thread. */
  compared_instructions_per_req?: number
  /**
   * With --webhook (write scenarios): the same service with one endpoint subscribed for the written account,
   * its CPU per request read once the run's deliveries are made (the delivery worker's CPU included).
   */
  hooked_cpu_us_per_req?: number
  /** With an endpoint / without, each round's pair, averaged: 1.15 is 15% more CPU per request. */
  webhook_cpu_ratio?: number
  hooked_p99_ms?: number
  /** Errors and non-2xx answers of the runs with an endpoint (must be 0). */
  hooked_errors?: number
  /** Deliveries the receiver got per request answered (an update that changes nothing records no event). */
  hooked_deliveries_per_req?: number
  /** Requests to the receiver with a webhook-id it had seen already. */
  hooked_duplicates?: number
  /**
   * The longest wait, after a run's load, for the outbox to hold none of its deliveries (every one delivered:
   * a failed attempt stays in it, due again later) and the service to go quiet.
   */
  hooked_drain_ms?: number
  /** PostgreSQL: the database server's CPU per request with the endpoint. */
  hooked_db_cpu_us_per_req?: number
}

export interface Report {
  machine: string
  db: string
  sites: number
  scenarios: Row[]
  rss_mb: number
  /** The CPUs the measured servers and the load generator ran on; null when unpinned. */
  pinned: { server: number; load: number } | null
}

export const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]

export const percent = (x: number) => `${(100 * x).toFixed(1)}%`

/** Layers efficiency, and when its rounds differ their range: `75.4% (67.4–79.0)`. */
export function layersCell(row: Row): string {
  if (row.layers_efficiency === undefined) return '-'
  const [low, high] = (row.layers_efficiency_range ?? [row.layers_efficiency, row.layers_efficiency]).map((x) => (100 * x).toFixed(1))
  return `${(100 * row.layers_efficiency).toFixed(1)}%${low === high ? '' : ` (${low}–${high})`}`
}

/** A table column: its heading and how a row's cell reads. */
type Column = [heading: string, cell: (row: Row) => string]

export function markdown(report: Report, settings: string): string {
  const compared = report.scenarios.some((r) => r.compared_cpu_us_per_req !== undefined)
  const byHand = report.scenarios.some((r) => r.by_hand_cpu_us_per_req !== undefined)
  const hooked = report.scenarios.some((r) => r.hooked_cpu_us_per_req !== undefined)
  const counted = report.scenarios.some((r) => r.instructions_per_req !== undefined)
  const thousands = (x: number | undefined) => (x === undefined ? '-' : `${Math.round(x / 1000).toLocaleString('en')}`)
  const ifHooked = (cell: (r: Row) => string) => (r: Row) => (r.hooked_cpu_us_per_req === undefined ? '-' : cell(r))
  // The by-hand, the database's and the compared checkout's columns only when measured.
  const columns: Column[] = [
    ['efficiency', (r) => `${(100 * r.efficiency).toFixed(1)}%`],
    ...(byHand ? [['layers efficiency', layersCell] satisfies Column] : []),
    ...(counted && byHand ? [['layers efficiency by instructions', (r) => (r.layers_efficiency_instructions === undefined ? '-' : percent(r.layers_efficiency_instructions))] satisfies Column] : []),
    ...(counted ? [['k instructions/req', (r) => thousands(r.instructions_per_req)] satisfies Column] : []),
    ...(counted && byHand ? [['by-hand k instructions/req', (r) => thousands(r.by_hand_instructions_per_req)] satisfies Column] : []),
    ['CPU µs/req', (r) => `${Math.round(r.cpu_us_per_req)}`],
    ['baseline CPU µs/req', (r) => `${Math.round(r.baseline_cpu_us_per_req)}`],
    ...(byHand ? [['by-hand CPU µs/req', (r) => (r.by_hand_cpu_us_per_req === undefined ? '-' : `${Math.round(r.by_hand_cpu_us_per_req)}`)] satisfies Column] : []),
    ...(report.db === 'postgres' ? [['database CPU µs/req', (r) => `${Math.round(r.db_cpu_us_per_req ?? 0)}`] satisfies Column] : []),
    ...(compared ? [
      ['compared CPU µs/req', (r) => `${Math.round(r.compared_cpu_us_per_req ?? 0)}`],
      ['CPU change', (r) => `${(100 * (r.cpu_us_per_req / (r.compared_cpu_us_per_req ?? 1) - 1)).toFixed(1)}%`],
      ['compared p99 ms', (r) => `${r.compared_p99_ms}`],
    ] satisfies Column[] : []),
    ...(compared && counted ? [
      ['compared k instructions/req', (r) => thousands(r.compared_instructions_per_req)],
      ['instructions change', (r) => (r.instructions_per_req === undefined || r.compared_instructions_per_req === undefined ? '-'
        : `${(100 * (r.instructions_per_req / r.compared_instructions_per_req - 1)).toFixed(1)}%`)],
    ] satisfies Column[] : []),
    ...(hooked ? [
      ['with endpoint CPU µs/req', ifHooked((r) => `${Math.round(r.hooked_cpu_us_per_req!)}`)],
      ['with / without', ifHooked((r) => `${r.webhook_cpu_ratio!.toFixed(3)}×`)],
      ...(report.db === 'postgres' ? [['with endpoint database CPU µs/req', ifHooked((r) => `${Math.round(r.hooked_db_cpu_us_per_req ?? 0)}`)] satisfies Column] : []),
      ['deliveries/req', ifHooked((r) => r.hooked_deliveries_per_req!.toFixed(2))],
      ['drained after ms', ifHooked((r) => `${r.hooked_drain_ms}`)],
      ['with endpoint p99 ms', ifHooked((r) => `${r.hooked_p99_ms}`)],
      ['with endpoint errors / duplicates', ifHooked((r) => `${r.hooked_errors} / ${r.hooked_duplicates}`)],
    ] satisfies Column[] : []),
    ['req/s', (r) => `${Math.round(r.rps)}`],
    ['p50 ms', (r) => `${r.p50_ms}`],
    ['p99 ms', (r) => `${r.p99_ms}`],
    ['errors', (r) => `${r.errors}`],
    ['non-2xx', (r) => `${r.non2xx}`],
    ['baseline req/s', (r) => `${Math.round(r.baseline_rps)}`],
    ['ratio', (r) => `${(100 * r.ratio).toFixed(1)}%`],
  ]
  return [
    `websites-api bench: ${report.sites.toLocaleString('en')} websites on ${report.db}; ${settings}`,
    `machine: ${report.machine}; server RSS at the end: ${report.rss_mb} MB`,
    '',
    `| scenario | ${columns.map(([heading]) => heading).join(' | ')} |`,
    `|---|${columns.map(() => '--:').join('|')}|`,
    ...report.scenarios.map((r) => `| ${r.name} | ${columns.map(([, cell]) => cell(r)).join(' | ')} |`),
  ].join('\n')
}

export function svgChart(report: Report): string {
  const barHeight = 22
  const left = 140
  const width = 420
  // With the by-hand server, each scenario has a second, thinner bar: layers efficiency.
  const layers = report.scenarios.some((row) => row.layers_efficiency !== undefined)
  const second = layers ? 12 : 0
  // With --instructions, a third: layers efficiency by instructions.
  const counted = report.scenarios.some((row) => row.layers_efficiency_instructions !== undefined)
  const third = counted ? 12 : 0
  const step = barHeight + 6 + (layers ? second + 2 : 0) + (counted ? third + 1 : 0)
  // Room below the bars for the legend's lines and their descenders.
  const height = report.scenarios.length * step + (layers ? 80 : 50) + (counted ? 12 : 0)
  const bar = (y: number, height: number, value: number, fill: string) => {
    const length = Math.max(1, Math.min(1, value) * width)
    return `<rect x="${left}" y="${y}" width="${length.toFixed(1)}" height="${height}" fill="${fill}"/>` +
      `<text x="${(left + length + 6).toFixed(1)}" y="${y + (height < barHeight ? height - 2 : 15)}"${height < barHeight ? ' font-size="10"' : ''}>${(100 * value).toFixed(1)}%</text>`
  }
  const bars = report.scenarios.map((row, i) => {
    const y = 30 + i * step
    return `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${row.name}</text>${bar(y, barHeight, row.efficiency, '#4a7fb5')}` +
      (row.layers_efficiency === undefined ? '' : bar(y + barHeight + 1, second, row.layers_efficiency, '#d9822b')) +
      (row.layers_efficiency_instructions === undefined ? '' : bar(y + barHeight + second + 2, third, row.layers_efficiency_instructions, '#3c9d5d'))
  })
  const legend = layers
    ? `<g transform="translate(${left},${height - 32 - (counted ? 12 : 0)})"><rect width="12" height="12" fill="#4a7fb5"/><text x="18" y="10">efficiency: a constant answer's CPU per request / ours</text>` +
      `<rect y="14" width="12" height="8" fill="#d9822b"/><text x="18" y="22" font-size="10">layers efficiency: the job by hand's CPU per request / ours (bars cut at 100%)</text>` +
      (counted ? `<rect y="26" width="12" height="8" fill="#3c9d5d"/><text x="18" y="34" font-size="10">layers efficiency by instructions (main thread, callgrind)</text>` : '') + '</g>'
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 70}" height="${height}" font-family="sans-serif" font-size="12">` +
    // From the left edge: the title is wider than the bars' area.
    `<text x="10" y="18" font-weight="bold">efficiency: bare node:http's CPU per request / ours (${report.sites.toLocaleString('en')} websites, ${report.db})</text>` +
    `${bars.join('')}${legend}</svg>\n`
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

/** One database at several sizes: each scenario's CPU per request and p99 per size, and how much they grew. */
export function scaleTable(series: Report[]): string {
  const first = series[0]!
  const last = series.at(-1)!
  const at = (report: Report, name: string) => report.scenarios.find((r) => r.name === name)
  const growth = (name: string, pick: (row: Row) => number) => {
    const a = at(first, name)
    const b = at(last, name)
    return a && b ? `${(pick(b) / pick(a)).toFixed(2)}×` : '-'
  }
  const sizes = series.map((r) => r.sites.toLocaleString('en'))
  return [
    `scale on ${first.db}: CPU µs per request / p99 ms at each size, and the growth from ${sizes[0]} to ${sizes.at(-1)} websites`,
    `server RSS at the end: ${series.map((r) => `${r.rss_mb} MB`).join(' / ')}`,
    '',
    `| scenario | ${sizes.join(' | ')} | CPU growth | p99 growth |`,
    `|---|${series.map(() => '--:').join('|')}|--:|--:|`,
    ...first.scenarios.map(({ name }) => `| ${name} | ${series.map((report) => {
      const row = at(report, name)
      return row ? `${Math.round(row.cpu_us_per_req)} / ${row.p99_ms}` : '-'
    }).join(' | ')} | ${growth(name, (row) => row.cpu_us_per_req)} | ${growth(name, (row) => Math.max(1, row.p99_ms))} |`),
  ].join('\n')
}

const PALETTE = ['#4a7fb5', '#d9822b', '#3c9d5d', '#c0392b', '#8e44ad', '#7f8c8d', '#b7950b', '#16a085', '#e84393', '#2d3436', '#6c5ce7']

/** Two panels, CPU µs per request and p99 ms against the number of websites (log scale), a line per scenario. */
export function scaleChart(series: Report[]): string {
  const names = series[0]!.scenarios.map((row) => row.name)
  const panel = { width: 320, height: 220, top: 40, left: 60 }
  const logs = series.map((r) => Math.log10(r.sites))
  const x = (sites: number) => panel.width * (logs.length === 1 ? 0.5 : (Math.log10(sites) - logs[0]!) / (logs.at(-1)! - logs[0]!))
  const draw = (title: string, pick: (row: Row) => number, offsetX: number) => {
    const max = Math.max(1, ...series.flatMap((r) => r.scenarios.map(pick)))
    const y = (value: number) => panel.height - (panel.height * value) / max
    const lines = names.map((name, i) => {
      const points = series.flatMap((r) => {
        const row = r.scenarios.find((s) => s.name === name)
        return row ? [`${x(r.sites).toFixed(1)},${y(pick(row)).toFixed(1)}`] : []
      })
      return `<polyline points="${points.join(' ')}" fill="none" stroke="${PALETTE[i % PALETTE.length]}" stroke-width="2"/>`
    })
    const ticks = series.map((r) => `<text x="${x(r.sites)}" y="${panel.height + 16}" text-anchor="middle">${r.sites >= 1e6 ? `${r.sites / 1e6}M` : `${r.sites / 1e3}k`}</text>`)
    const scale = [0, 0.5, 1].map((f) => `<text x="-6" y="${y(max * f) + 4}" text-anchor="end">${Math.round(max * f)}</text>` +
      `<line x1="0" x2="${panel.width}" y1="${y(max * f)}" y2="${y(max * f)}" stroke="#ddd"/>`)
    return `<g transform="translate(${offsetX},${panel.top})"><text x="0" y="-12" font-weight="bold">${title}</text>` +
      `${scale.join('')}${lines.join('')}${ticks.join('')}</g>`
  }
  const legend = names.map((name, i) => `<g transform="translate(${2 * panel.left + 2 * panel.width + 30},${panel.top + i * 18})">` +
    `<rect width="12" height="12" fill="${PALETTE[i % PALETTE.length]}"/><text x="18" y="10">${name}</text></g>`)
  const width = 2 * panel.left + 2 * panel.width + 170
  const height = panel.top + panel.height + 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">` +
    `<rect width="100%" height="100%" fill="white"/>` +
    draw(`CPU µs per request (${series[0]!.db})`, (row) => row.cpu_us_per_req, panel.left) +
    draw('p99 ms', (row) => row.p99_ms, 2 * panel.left + panel.width) +
    `${legend.join('')}</svg>\n`
}
