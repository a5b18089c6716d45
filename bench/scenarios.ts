// The load scenarios: each names the request it sends, drawn afresh for every request.
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: string
}

export interface Scenario {
  name: string
  /** Which seeded key it uses: writes that add or remove rows go to "scratch", so "big" keeps its size. */
  key: 'big' | 'scratch'
  next: () => BenchRequest
  /** The same request without consuming anything, for the baseline; defaults to `next`. */
  peek?: () => BenchRequest
  /** Sent by a person's session cookie (a viewer of big's account) instead of the key; the baselines still use the key. */
  session?: boolean
}

export interface ScenarioData {
  bigIds: number[]
  bigCount: number
  /** Ids the delete scenario may remove; refilled before it runs. */
  deletable: number[]
  /** The website the check scenario asks about (1,000 IP entries, 50 parameters); set before it runs. */
  checkSite?: number
}

const PATH = '/api/v1/websites'
const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!
const byte = () => Math.floor(Math.random() * 256)
/** Visits of every kind: inside an early, a late or no IPv4 range, IPv6 in or out, bots and browsers, URLs with listed parameters or not. */
const VISIT_IPS = [
  () => `10.0.${byte()}.${byte()}`, () => `10.3.${byte() & 31}.${byte()}`, () => `198.51.${byte()}.${byte()}`,
  () => `2001:db8:${(byte() >> 1).toString(16)}::${byte().toString(16)}`, () => `2001:db9::${byte().toString(16)}`,
]
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
]
const visitQuery = () => new URLSearchParams({
  ip: pick(VISIT_IPS)(), user_agent: pick(USER_AGENTS),
  url: `https://shop.example/product/${byte()}?p${byte() % 60}=1&colour=red&p${byte() % 60}=2#reviews`,
}).toString()
const runId = Date.now().toString(36)
let created = 0

export function scenarios(data: ScenarioData): Scenario[] {
  const randomBig = () => data.bigIds[Math.floor(Math.random() * data.bigIds.length)]!
  const read = (): BenchRequest => ({ method: 'GET', path: `${PATH}/${randomBig()}` })
  const update = (): BenchRequest => ({ method: 'PUT', path: `${PATH}/${randomBig()}`, body: JSON.stringify({ email: Math.round(Math.random()) }) })
  const create = (): BenchRequest => ({ method: 'POST', path: PATH, body: JSON.stringify({ domain: `bench-${runId}-${created++}.example`, privacy: 0 }) })
  const lastPage = Math.max(1, Math.ceil(data.bigCount / 10))
  return [
    { name: 'read', key: 'big', next: read },
    // The same read by a signed-in person: what a session costs beside a key (at most 1.1 times, issue 35).
    { name: 'read_session', key: 'big', session: true, next: read },
    { name: 'list', key: 'big', next: () => ({ method: 'GET', path: PATH }) },
    { name: 'list_sorted', key: 'big', next: () => ({ method: 'GET', path: `${PATH}?sort_by=domain&sort=asc` }) },
    { name: 'list_deep', key: 'big', next: () => ({ method: 'GET', path: `${PATH}?page=${Math.max(1, lastPage - 1)}` }) },
    { name: 'search_selective', key: 'big', next: () => ({ method: 'GET', path: `${PATH}?search=site1234` }) },
    { name: 'search_broad', key: 'big', next: () => ({ method: 'GET', path: `${PATH}?search=shop` }) },
    { name: 'search_short', key: 'big', next: () => ({ method: 'GET', path: `${PATH}?search=77` }) },
    { name: 'create', key: 'scratch', next: create },
    { name: 'update', key: 'big', next: update },
    {
      name: 'delete', key: 'scratch',
      next: () => ({ method: 'DELETE', path: `${PATH}/${data.deletable.pop() ?? 0}` }),
      peek: () => ({ method: 'DELETE', path: `${PATH}/${data.deletable.at(-1) ?? 0}` }),
    },
    { name: 'check', key: 'big', next: () => ({ method: 'GET', path: `${PATH}/${data.checkSite ?? 0}/check?${visitQuery()}` }) },
    // A read of the check's own website (its 1,000 entries make a 15 KB row): what a check costs beyond reading it.
    { name: 'read_large', key: 'big', next: () => ({ method: 'GET', path: `${PATH}/${data.checkSite ?? 0}` }) },
    // 80% reads, 20% writes (updates of big's sites).
    { name: 'mixed', key: 'big', next: () => (Math.random() < 0.8 ? read() : update()) },
  ]
}
