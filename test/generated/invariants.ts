// What every answer must be, whatever was asked: no 5xx; a status the document declares for the operation;
// a body and headers the document describes; links written only from a valid origin; a bodiless 304; and
// (checked by the runner) nothing changed by a refused write, and no event-loop hold far past its size.
import http from 'node:http'
import type { Document, Operation } from './document.js'
import { readResponse } from '../support/http.js'

export interface Sent {
  operation: string
  method: string
  path: string
  headers: Record<string, string>
  /** What the body is, for a failure report (the body itself may be 128 KiB). */
  body?: string
  bodyBytes?: Buffer
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  body: unknown
}

/** Sends exactly these bytes and headers (Host included: fetch cannot set it), over a new connection. */
export function send(baseUrl: string, sent: Sent): Promise<Answer> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    // Header values go as their UTF-8 bytes (Node would refuse characters past U+00FF).
    const headers = Object.fromEntries(Object.entries(sent.headers).map(([k, v]) => [k, Buffer.from(v, 'utf8').toString('latin1')]))
    if (sent.bodyBytes) headers['content-length'] = String(sent.bodyBytes.length)
    // A body that is not JSON stays its text, so that the document's schema refuses it.
    const request = http.request({ host: url.hostname, port: url.port, method: sent.method, path: sent.path, headers, setHost: !('host' in headers), agent: false },
      (res) => readResponse(res, (text) => text).then(resolve, reject))
    request.on('error', reject)
    request.end(sent.bodyBytes)
  })
}

/** A `Host` value the contract calls valid: a registered name, IPv4 or [IPv6], and an optional port 1-65535. */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return false
  // Lenient where RFC 3986 is (a reg-name may be `a..b`): only what no reading of the contract allows fails.
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/.exec(host)
  if (!match) return false
  const port = match[2] === undefined ? 1 : Number(match[2])
  return port >= 1 && port <= 65535
}

/** Every absolute URL an answer writes: Location, the list's links and meta links, meta.path. */
function linksOf(answer: Answer): string[] {
  const body = answer.body as any
  const links: unknown[] = [answer.headers.location]
  if (body && typeof body === 'object') {
    if (body.links) links.push(...Object.values(body.links))
    if (body.meta) links.push(body.meta.path, ...(Array.isArray(body.meta.links) ? body.meta.links.map((l: any) => l?.url) : []))
  }
  return links.filter((link): link is string => typeof link === 'string')
}

/** Problems with one answer (empty: it is one the document and the contract allow). */
export function judge(document: Document, operation: Operation, sent: Sent, answer: Answer): string[] {
  const problems: string[] = []
  const { status } = answer
  if (status >= 500) problems.push(`a ${status}: ${answer.text.slice(0, 200)}`)
  const declared = operation.responses[String(status)]
  if (!operation.pathMethods.includes(sent.method) && !operation.path.startsWith('/api/')) {
    // Outside the API another method is an unknown route: the JSON 404 (no operation of the document).
    if (![400, 404, 431].includes(status) || (answer.body as any)?.status !== status) problems.push(`${sent.method} on ${operation.path}: ${status} ${answer.text.slice(0, 120)} (expected the JSON 404)`)
    return problems
  }
  if (!operation.pathMethods.includes(sent.method) && ![400, 401, 405, 431].includes(status)) problems.push(`${sent.method} on ${operation.path} answered ${status}, not 405`)
  if (!declared) {
    problems.push(`status ${status} is not declared for ${operation.id} (declared: ${Object.keys(operation.responses).join(', ')}): ${answer.text.slice(0, 160)}`)
  } else if (sent.method !== 'HEAD') {
    const bodyProblem = document.checkBody(operation, status, answer.body)
    if (bodyProblem) problems.push(`${status}: ${bodyProblem}`)
    for (const [name, header] of Object.entries((declared.headers ?? {}) as Record<string, { schema?: { type?: string }; required?: boolean }>)) {
      const value = answer.headers[name.toLowerCase()]
      if (value === undefined ? header.required : typeof value !== 'string') problems.push(`${status}: header ${name} is ${JSON.stringify(value)}`)
    }
  }
  if (status === 304 || !declared?.content) {
    if (answer.headers['content-type'] !== undefined && (status === 304 || status === 204)) problems.push(`${status} with Content-Type ${answer.headers['content-type']}`)
    if (status === 304 && answer.text !== '') problems.push(`304 with a body: ${answer.text.slice(0, 80)}`)
  }
  if (status === 405 && !answer.headers.allow) problems.push('405 without Allow')
  const host = sent.headers.host ?? sent.headers.Host
  if (host !== undefined && !validHost(host) && status !== 400 && status !== 431) {
    problems.push(`Host ${JSON.stringify(host)} is not host[:port], answered ${status} instead of 400 Invalid Host header`)
  }
  const badLink = linksOf(answer).find((link) => !/^https?:\/\/[^/\s"'<>\\]+\/api\/v1\/[^\s"'<>\\]*$/.test(link))
  if (badLink !== undefined) problems.push(`a link not on a valid origin: ${JSON.stringify(badLink)}`)
  return problems
}
