// A linearizability checker for histories of website requests: every answer must be explained by some
// order of the operations that respects their real-time order (an operation that ended before another
// began comes first) and a sequential model of the contract. The search is Wing & Gong's with Lowe's
// memoisation of (operations done, model state), as in WGL/Porcupine. A history is split by domain first:
// a website keeps its domain for life, and the clients (history-clients.ts) use each idempotency key with
// one domain only, so operations on different domains never affect each other's answers, and by locality
// (Herlihy & Wing) the whole history is linearizable exactly when each domain's part is.

/** One request and its answer, with the client's clock (performance.now) before sending and after the answer. */
export type Op = {
  index: number
  client: number
  start: number
  end: number
  domain: string
  /** 0: no answer came (the connection failed). */
  status: number
  /**
   * The answer leaves open whether the request took effect: a 503 from the service (a write's commit may
   * have been on its way when the database went), a 502 or 504 from a load balancer (the instance was lost
   * with the request), or no answer. Such a write may take effect at any time after its start, or never.
   */
  unknown?: boolean
  /** A load balancer's own 503: the request reached no instance, so it changed nothing. */
  reachedNoInstance?: boolean
  /** A 503's Retry-After. */
  retryAfter?: string
  /** The ETag's version, for answers that carry one. */
  version?: number
  /** The website's email and privacy, for answers that carry one. */
  fields?: { id: number; email: number; privacy: number }
  text?: string
} & (
  | { kind: 'create'; email: number; key?: string; replayed: boolean }
  | { kind: 'read'; id: number }
  | { kind: 'update'; id: number; set: { email?: number; privacy?: number }; ifMatch?: number }
  | { kind: 'delete'; id: number; ifMatch?: number }
)

interface Site { email: number; privacy: number; version: number }
/**
 * The model of one domain: its websites (at most one exists at a time), every id it ever had, its keys'
 * first answers (the text unknown for a key whose create got no answer that told: its first replay tells).
 */
interface State { sites: Map<number, Site>; used: Set<number>; keys: Map<string, { email: number; text: string | undefined }> }

const TAKEN = 'The domain has already been taken.'
/** The contract's default privacy: what a create that sends none (as the clients do) stores. */
const DEFAULT_PRIVACY = 1
const REUSED = 'The idempotency key has already been used for a different request.'

const copy = (s: State): State => ({ sites: new Map(s.sites), used: new Set(s.used), keys: new Map(s.keys) })
const sameSite = (op: Op, id: number, site: Site) =>
  op.fields?.id === id && op.fields.email === site.email && op.fields.privacy === site.privacy && op.version === site.version

/** The state after `op`, or undefined when the contract could not have given its answer in `state`. */
export function step(state: State, op: Op): State | undefined {
  if (op.reachedNoInstance) return state
  switch (op.kind) {
    case 'create': {
      const remembered = op.key === undefined ? undefined : state.keys.get(op.key)
      if (remembered) {
        if (remembered.email !== op.email) return op.status === 422 && op.text?.includes(REUSED) ? state : undefined
        // Its first create's answer did not tell: that create may still be running (409), or be the replay.
        if (remembered.text === undefined) return op.status === 409 ? state : replayOfUnknown(state, op)
        return op.status === 201 && op.replayed && op.text === remembered.text ? state : undefined
      }
      // The contract allows 409 for a key whose first request is still running: it changes nothing.
      if (op.status === 409 && op.key !== undefined) return state
      if (state.sites.size > 0) return op.status === 422 && op.text?.includes(TAKEN) ? state : undefined
      const id = op.fields?.id
      if (op.status !== 201 || op.replayed || id === undefined || state.used.has(id) || op.fields!.email !== op.email || op.version !== 1) return undefined
      const next = copy(state)
      next.sites.set(id, { email: op.email, privacy: op.fields!.privacy, version: 1 })
      next.used.add(id)
      if (op.key !== undefined) next.keys.set(op.key, { email: op.email, text: op.text! })
      return next
    }
    case 'read': {
      const site = state.sites.get(op.id)
      if (!site) return op.status === 404 ? state : undefined
      return op.status === 200 && sameSite(op, op.id, site) ? state : undefined
    }
    case 'update': {
      const site = state.sites.get(op.id)
      if (!site) return op.status === 404 ? state : undefined
      if (op.ifMatch !== undefined && op.ifMatch !== site.version) return op.status === 412 ? state : undefined
      const changed = Object.entries(op.set).some(([name, value]) => site[name as keyof Site] !== value)
      const after = changed ? { ...site, ...op.set, version: site.version + 1 } : site
      if (op.status !== 200 || !sameSite(op, op.id, after)) return undefined
      const next = copy(state)
      next.sites.set(op.id, after)
      return next
    }
    case 'delete': {
      const site = state.sites.get(op.id)
      if (!site) return op.status === 404 ? state : undefined
      if (op.ifMatch !== undefined && op.ifMatch !== site.version) return op.status === 412 ? state : undefined
      if (op.status !== 200) return undefined
      const next = copy(state)
      next.sites.delete(op.id)
      return next
    }
  }
}

/** The first replay of a key whose create's answer did not tell: it must be that create's website, and fixes the text. */
function replayOfUnknown(state: State, op: Op & { kind: 'create' }): State | undefined {
  if (op.status !== 201 || !op.replayed) return undefined
  let email: unknown
  try {
    email = JSON.parse(op.text ?? '').data.email
  } catch {
    return undefined
  }
  if (email !== op.email) return undefined
  const next = copy(state)
  next.keys.set(op.key!, { email: op.email, text: op.text })
  return next
}

/**
 * The state after a request whose answer did not tell (`unknown`) took effect, or undefined when it could
 * not have changed anything in `state` (a refusal: the same as never taking effect). A create's website
 * gets an id of its own below zero: no client learns the real one (replays are not learned from), so no
 * later request names it.
 */
export function effect(state: State, op: Op): State | undefined {
  switch (op.kind) {
    case 'create': {
      if ((op.key !== undefined && state.keys.has(op.key)) || state.sites.size > 0) return undefined
      const next = copy(state)
      const id = -(op.index + 1)
      next.sites.set(id, { email: op.email, privacy: DEFAULT_PRIVACY, version: 1 })
      next.used.add(id)
      if (op.key !== undefined) next.keys.set(op.key, { email: op.email, text: undefined })
      return next
    }
    case 'update': {
      const site = state.sites.get(op.id)
      if (!site || (op.ifMatch !== undefined && op.ifMatch !== site.version)) return undefined
      if (!Object.entries(op.set).some(([name, value]) => site[name as keyof Site] !== value)) return undefined
      const next = copy(state)
      next.sites.set(op.id, { ...site, ...op.set, version: site.version + 1 })
      return next
    }
    case 'delete': {
      const site = state.sites.get(op.id)
      if (!site || (op.ifMatch !== undefined && op.ifMatch !== site.version)) return undefined
      const next = copy(state)
      next.sites.delete(op.id)
      return next
    }
    case 'read':
      return undefined
  }
}

const keyOf = (s: State) => JSON.stringify([[...s.sites].sort((a, b) => a[0] - b[0]), [...s.used].sort(),
  [...s.keys].map(([key, first]) => [key, first.text === undefined]).sort()])

/**
 * Whether some order of `ops` consistent with their times explains every answer, starting from a domain
 * no website has. Depth-first: the next operation may be any not yet placed that began before every
 * unplaced one ended; a (placed set, state) pair seen before is not searched again.
 */
export function linearizable(ops: Op[]): boolean {
  // A read whose answer did not tell changed nothing and showed nothing: it constrains no order.
  const sorted = ops.filter((op) => !(op.unknown && op.kind === 'read')).sort((a, b) => a.start - b.start)
  const known = sorted.filter((op) => !op.unknown).length
  const seen = new Set<string>()
  // An operation whose answer did not tell never ended, for the order: it may take effect at any point
  // after its start, or never (placing it is optional, so it never holds the search's end back).
  const search = (done: bigint, placed: number, state: State): boolean => {
    if (placed === known) return true
    const memo = `${done.toString(36)}|${keyOf(state)}`
    if (seen.has(memo)) return false
    seen.add(memo)
    let firstEnd = Infinity
    for (let i = 0; i < sorted.length; i++) if (!(done & (1n << BigInt(i))) && !sorted[i]!.unknown) firstEnd = Math.min(firstEnd, sorted[i]!.end)
    for (let i = 0; i < sorted.length && sorted[i]!.start <= firstEnd; i++) {
      if (done & (1n << BigInt(i))) continue
      const op = sorted[i]!
      const next = op.unknown ? effect(state, op) : step(state, op)
      if (next && search(done | (1n << BigInt(i)), placed + (op.unknown ? 0 : 1), next)) return true
    }
    return false
  }
  return search(0n, 0, { sites: new Map(), used: new Set(), keys: new Map() })
}

/** Operations that change the model when they succeed: removing one could leave a later answer unexplained. */
const writes = (op: Op) => (op.unknown && op.kind !== 'read') || (op.kind === 'create' ? op.status === 201 && !op.replayed : op.kind !== 'read' && op.status === 200)

/**
 * A small failing part of a non-linearizable history, with no answer left unexplained for the wrong reason:
 * first without each answer that changed nothing (reads, refusals, replays: no other answer rests on
 * them) that the failure does not need; then without each write that began after every other remaining
 * operation ended (it comes after them in any order, so none of their answers rests on it).
 */
export function shrink(ops: Op[]): Op[] {
  let kept = [...ops].sort((a, b) => a.start - b.start)
  for (const op of [...kept].reverse()) {
    if (writes(op)) continue
    const without = kept.filter((other) => other !== op)
    if (!linearizable(without)) kept = without
  }
  for (let again = true; again;) {
    again = false
    for (const op of [...kept].reverse()) {
      const without = kept.filter((other) => other !== op)
      if (without.every((other) => other.end < op.start) && !linearizable(without)) {
        kept = without
        again = true
      }
    }
  }
  return kept
}

export interface Verdict {
  ops: number
  domains: number
  /** The largest domain's number of operations (what the search had to order). */
  largest: number
  /** For each domain whose part is not linearizable: its smallest failing part, printed. */
  failures: string[]
}

export function describeOp(op: Op, origin = 0): string {
  const t = (ms: number) => (ms - origin).toFixed(1)
  const what = op.kind === 'create' ? `create(${op.domain}, email=${op.email}${op.key ? `, key=${op.key}` : ''})`
    : op.kind === 'read' ? `read(${op.id})`
    : op.kind === 'update' ? `update(${op.id}, ${JSON.stringify(op.set)}${op.ifMatch !== undefined ? `, If-Match v${op.ifMatch}` : ''})`
    : `delete(${op.id}${op.ifMatch !== undefined ? `, If-Match v${op.ifMatch}` : ''})`
  const answer = `${op.status}${op.unknown ? ' (outcome unknown)' : ''}${op.kind === 'create' && op.replayed ? ' replayed' : ''}${op.fields ? ` {id ${op.fields.id}, email ${op.fields.email}, privacy ${op.fields.privacy}}` : ''}`
    + `${op.version !== undefined ? ` v${op.version}` : ''}${op.status >= 400 && op.text ? ` ${op.text}` : ''}`
  return `client ${op.client} [${t(op.start)}, ${t(op.end)}] ms: ${what} → ${answer}`
}

/** Checks a whole history, domain by domain. */
export function checkHistory(ops: Op[]): Verdict {
  const byDomain = new Map<string, Op[]>()
  for (const op of ops) byDomain.set(op.domain, [...(byDomain.get(op.domain) ?? []), op])
  const failures: string[] = []
  for (const [domain, part] of byDomain) {
    if (linearizable(part)) continue
    const small = shrink(part)
    const origin = Math.min(...small.map((op) => op.start))
    failures.push(`${domain}: not linearizable (${part.length} operations); a failing part of ${small.length}:\n    ${small.map((op) => describeOp(op, origin)).join('\n    ')}`)
  }
  return { ops: ops.length, domains: byDomain.size, largest: Math.max(0, ...[...byDomain.values()].map((part) => part.length)), failures }
}
