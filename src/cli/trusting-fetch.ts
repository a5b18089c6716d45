// What the `websites` commands send requests with when given --cacert: Node's fetch takes no CA of
// its own (that needs the undici package's Agent), so the request goes through node:https with the file's
// certificates added to Node's own list. Failures look like fetch's: a TypeError with the cause.
import http from 'node:http'
import https from 'node:https'
import tls from 'node:tls'

/** Statuses and methods whose answers have no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304])

export function fetchTrusting(ca: string): (request: Request) => Promise<Response> {
  const agent = new https.Agent({ ca: [...tls.rootCertificates, ca] })
  return async (request) => {
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(new TypeError('fetch failed', { cause: error }))
      const secure = url.protocol === 'https:'
      const sent = (secure ? https : http).request(url, {
        method: request.method, headers: Object.fromEntries(request.headers), agent: secure ? agent : undefined, signal: request.signal,
      }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('error', failed)
        answer.on('end', () => {
          const status = answer.statusCode!
          const headers = Object.entries(answer.headers).flatMap(([name, value]) =>
            value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]))
          const empty = BODILESS.has(status) || request.method === 'HEAD'
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: answer.statusMessage, headers }))
        })
      })
      sent.on('error', failed)
      sent.end(body)
    })
  }
}
