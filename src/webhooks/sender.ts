// One delivery attempt over HTTP(S): a POST to the address that was checked (no second lookup: the
// connection's lookup answers with it; TLS still verifies the URL's host name), redirects not followed,
// 10 s for the whole attempt, at most 1 KB of the answer read. Never throws: every way of failing is an
// outcome. Connections are kept alive per origin and checked address, so a backlog drains at the speed
// of the receiver, not of new TCP and TLS handshakes.
import type { LookupFunction } from 'node:net'
import { Agent, request } from 'undici'
import type { ResolvedAddress } from './address-safety.js'

const TIMEOUT_MS = 10_000
const MAX_ANSWER_BYTES = 1024
const MAX_AGENTS = 256

export interface Attempt {
  url: URL
  address: ResolvedAddress
  headers: Record<string, string>
  body: string
  timeoutMs?: number
}

export interface AttemptResult {
  /** The status answered; null when no answer came. */
  status: number | null
  /** Why it failed, in a few words; null for a 2xx, or an answer that is simply not one. */
  error: string | null
}

const agents = new Map<string, Agent>()

/** A keep-alive agent whose connections go to `address` only. */
function agentFor(url: URL, { address, family }: ResolvedAddress): Agent {
  const id = `${url.origin}|${address}`
  let agent = agents.get(id)
  if (agent) return agent
  const pinned = ((_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }])
    else callback(null, address, family)
  }) as LookupFunction
  agent = new Agent({ connect: { lookup: pinned, timeout: TIMEOUT_MS }, keepAliveTimeout: 30_000, connections: 32 })
  if (agents.size >= MAX_AGENTS) {
    const [oldest, old] = agents.entries().next().value as [string, Agent]
    agents.delete(oldest)
    void old.close()
  }
  agents.set(id, agent)
  return agent
}

/** The first `max` characters of a text, counted as code points: a surrogate pair (an emoji's) is never split into a lone half. */
const firstCharacters = (text: string, max: number) => (text.length <= max ? text : [...text].slice(0, max).join(''))

/** What went wrong, for the delivery log: a short text, whatever the error's message. */
export function describeFailure(error: unknown, timeoutMs: number): string {
  const { code, name, message } = error as { code?: string; name?: string; message?: string }
  if (name === 'TimeoutError' || name === 'AbortError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return `timed out after ${timeoutMs / 1000} s`
  }
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset'
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable'
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || /certificate|TLS|SSL/i.test(message ?? '')) return `TLS: ${firstCharacters(message ?? code ?? 'handshake failed', 120)}`
  return firstCharacters(message ?? code ?? 'failed', 160)
}

export async function sendWebhook({ url, address, headers, body, timeoutMs = TIMEOUT_MS }: Attempt): Promise<AttemptResult> {
  try {
    const answer = await request(url, {
      method: 'POST', headers, body, dispatcher: agentFor(url, address), signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs, bodyTimeout: timeoutMs,
    })
    // A receiver's answer is not read past 1 KB (a 100 MB answer costs 1 KB and a closed connection).
    await answer.body.dump({ limit: MAX_ANSWER_BYTES }).catch(() => undefined)
    const status = answer.statusCode
    if (status >= 300 && status < 400) return { status, error: 'redirect not followed' }
    return { status, error: null }
  } catch (error) {
    return { status: null, error: describeFailure(error, timeoutMs) }
  }
}

/** Closes the kept-alive connections (the process is stopping). */
export async function closeSenders(): Promise<void> {
  const all = [...agents.values()]
  agents.clear()
  await Promise.all(all.map((agent) => agent.close()))
}
