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
}

export interface ScenarioData {
  bigIds: number[]
  bigCount: number
  /** Ids the delete scenario may remove; refilled before it runs. */
  deletable: number[]
}

const PATH = '/api/v1/websites'
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
    // 80% reads, 20% writes (updates of big's sites).
    { name: 'mixed', key: 'big', next: () => (Math.random() < 0.8 ? read() : update()) },
  ]
}
