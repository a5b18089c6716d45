// The clients of a history check: many at once against one or more instances, each sending a random mix of
// creates (with and without an Idempotency-Key: retries with the same body, reuse with a different one),
// updates (with an If-Match tag some client saw, possibly stale, or none), deletes (with and without
// If-Match) and reads, on a few domains, and recording every request and answer with the times around it.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Client, Response } from './http.js'
import type { Op } from './history.js'

/** What a client records when no answer came (the connection failed). */
const NO_ANSWER: Response = { status: 0, headers: {}, text: '', body: undefined }

/**
 * In a run with faults, what an answer tells of the outcome (history.ts): a load balancer's own 503 (no
 * X-Request-Id, which the service sets on every answer) reached no instance; a 503 from the service, a 502
 * or 504 from a load balancer (the instance was lost with the request) or no answer leave it open.
 */
function outcome(res: Response): Pick<Op, 'unknown' | 'reachedNoInstance' | 'retryAfter'> {
  const retryAfter = res.status === 503 ? { retryAfter: String(res.headers['retry-after'] ?? '') } : {}
  if (res.status === 503 && res.headers['x-request-id'] === undefined) return { reachedNoInstance: true, ...retryAfter }
  if (res.status === 0 || res.status === 502 || res.status === 503 || res.status === 504) return { unknown: true, ...retryAfter }
  return {}
}

const PATH = '/api/v1/websites'

export interface HistoryOptions {
  /** One client per instance and key, used in turn: the same account everywhere. */
  apis: Client[]
  clients: number
  opsPerClient: number
  domains: number
  /** Makes this history's domains and keys its own. */
  label: string
  random?: () => number
  /**
   * Set for runs with faults (failovers): answers that do not tell the outcome are recorded as such, no
   * answer at all too, and a client waits this long after one before its next request. Unset, a 503 is an
   * answer like any other (the model refuses it: none is expected) and no answer fails the run.
   */
  pauseAfterUnavailableMs?: number
  /** Told of every operation as soon as its answer is recorded (a failover's watch for the first write after it). */
  onOp?: (op: Op) => void
}

/** What the clients know of a website, from any answer: its domain and the tags seen for it. */
interface Known { domain: string; versions: number[] }

const versionOf = (res: Response, id: number) => {
  const match = /^"(\d+)\.(\d+)"$/.exec(String(res.headers.etag ?? ''))
  return match && Number(match[1]) === id ? Number(match[2]) : undefined
}

export async function runHistory({ apis, clients, opsPerClient, domains, label, random = Math.random, pauseAfterUnavailableMs, onOp }: HistoryOptions): Promise<Op[]> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const domainNames = Array.from({ length: domains }, (_, d) => `${label}-d${d}.example`)
  // Three keys per domain, each with the email its first body has; a key is never used with another domain.
  const keyEmail = new Map<string, number>(domainNames.flatMap((domain) => [0, 1, 2].map((k) => [`${domain}#k${k}`, k % 2] as const)))
  const known = new Map<number, Known>()
  /** Websites some answer showed gone (a 200 delete, a 404): targeted less often, so writes meet each other more. */
  const gone = new Set<number>()
  const ops: Op[] = []
  const record = (op: Op) => {
    ops.push(op)
    onOp?.(op)
  }

  const learn = (res: Response, domain: string) => {
    const id = res.body?.data?.id as number | undefined
    if (id === undefined) return undefined
    const version = versionOf(res, id)
    const site = known.get(id) ?? { domain, versions: [] }
    if (version !== undefined && !site.versions.includes(version)) site.versions.push(version)
    known.set(id, site)
    return { version, fields: { id, email: res.body.data.email, privacy: res.body.data.privacy } }
  }

  const faults = pauseAfterUnavailableMs !== undefined
  const send = (pending: Promise<Response>) => (faults ? pending.catch(() => NO_ANSWER) : pending)
  const told = (res: Response) => (faults ? outcome(res) : {})
  const pause = async (res: Response) => {
    if (faults && (res.status === 0 || res.status >= 502)) await sleep(pauseAfterUnavailableMs)
  }

  async function one(client: number, api: Client): Promise<void> {
    const live = [...known.keys()].filter((id) => !gone.has(id))
    const ids = live.length > 0 && random() < 0.9 ? live : [...known.keys()]
    const roll = random()
    if (ids.length === 0 || roll < 0.3) {
      const domain = pick(domainNames)
      const keyed = random() < 0.6
      const key = keyed ? `${domain}#k${Math.floor(random() * 3)}` : undefined
      // A key is mostly retried with its own body, sometimes reused with a different one.
      const email = key !== undefined ? (random() < 0.85 ? keyEmail.get(key)! : 1 - keyEmail.get(key)!) : Math.floor(random() * 2)
      const start = performance.now()
      const res = await send(api.post(PATH, { domain, email }, key ? { headers: { 'idempotency-key': key } } : {}))
      const end = performance.now()
      const replayed = res.headers['idempotent-replayed'] === 'true'
      // A replay carries no ETag (the website may have changed since): the body alone is compared.
      const seen = replayed ? undefined : learn(res, domain)
      record({ index: ops.length, client, start, end, domain, status: res.status, text: res.text, ...told(res), kind: 'create', email, key, replayed, ...seen })
      await pause(res)
      return
    }
    const id = pick(ids)
    const site = known.get(id)!
    // A tag some client saw for it: mostly the newest, sometimes an older one.
    const tag = () => (random() < 0.75 ? Math.max(...site.versions) : pick(site.versions))
    const start = performance.now()
    if (roll < 0.55) {
      const set = random() < 0.5 ? { email: Math.floor(random() * 2) } : { privacy: Math.floor(random() * 2) }
      const ifMatch = random() < 0.6 ? tag() : undefined
      const res = await send(api.patch(`${PATH}/${id}`, set, ifMatch === undefined ? {} : { headers: { 'if-match': `"${id}.${ifMatch}"` } }))
      record({ index: ops.length, client, start, end: performance.now(), domain: site.domain, status: res.status, text: res.text, ...told(res), kind: 'update', id, set, ifMatch, ...learn(res, site.domain) })
      if (res.status === 404) gone.add(id)
      await pause(res)
    } else if (roll < 0.65) {
      const ifMatch = random() < 0.5 ? tag() : undefined
      const res = await send(api.delete(`${PATH}/${id}`, ifMatch === undefined ? {} : { headers: { 'if-match': `"${id}.${ifMatch}"` } }))
      record({ index: ops.length, client, start, end: performance.now(), domain: site.domain, status: res.status, text: res.text, ...told(res), kind: 'delete', id, ifMatch })
      if (res.status === 200 || res.status === 404) gone.add(id)
      await pause(res)
    } else {
      const res = await send(api.get(`${PATH}/${id}`))
      record({ index: ops.length, client, start, end: performance.now(), domain: site.domain, status: res.status, text: res.text, ...told(res), kind: 'read', id, ...learn(res, site.domain) })
      if (res.status === 404) gone.add(id)
      await pause(res)
    }
  }

  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; n < opsPerClient; n++) await one(client, apis[(client + n) % apis.length]!)
  }))
  return ops
}
