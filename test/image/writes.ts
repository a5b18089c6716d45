// Writes sent while a container stops: each writer creates websites one after another until its requests
// fail (the service stopped taking connections) or the time is up; what was acknowledged is kept for the
// check after the restart.
import http from 'node:http'
import { type Response, client, readResponse } from '../support/http.js'

export interface Written {
  /** Acknowledged creates (201): id and domain. */
  acknowledged: { id: number; domain: string; answeredAt: number }[]
  /** Requests that got no answer (refused or cut), or an answer other than 201. */
  failed: string[]
}

export function writeUntilRefused(url: string, key: string, { writers = 6, limitMs = 30_000 } = {}): { written: Written; done: Promise<Written> } {
  const api = client(url, key)
  const written: Written = { acknowledged: [], failed: [] }
  const deadline = Date.now() + limitMs
  const writer = async (index: number) => {
    for (let n = 0; Date.now() < deadline; n++) {
      const domain = `w${index}-${n}.drain.example`
      const answer = await api.post('/api/v1/websites', { domain }).catch((error: NodeJS.ErrnoException) => error)
      if (answer instanceof Error) {
        written.failed.push(`${domain}: ${answer.code ?? answer.message}`)
        return
      }
      if (answer.status !== 201) {
        written.failed.push(`${domain}: ${answer.status}`)
        // A draining service answers 503 to a request that reaches it too late: the next one is refused.
        if (answer.status === 503) continue
        return
      }
      written.acknowledged.push({ id: answer.body.data.id, domain, answeredAt: Date.now() })
    }
  }
  return { written, done: Promise.all(Array.from({ length: writers }, (_, index) => writer(index))).then(() => written) }
}

/**
 * A create whose headers and first bytes are sent, the rest held back until `finish`: a request surely in
 * flight while the service stops, whatever the timing of the writers above.
 */
export async function halfSentWrite(url: string, key: string, domain: string): Promise<{ finish(): Promise<Response> }> {
  const body = JSON.stringify({ domain })
  const req = http.request(`${url}/api/v1/websites`, {
    method: 'POST', agent: false,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  })
  const answered = new Promise<Response>((resolve, reject) => {
    req.on('response', (res) => readResponse(res).then(resolve, reject))
    req.on('error', reject)
  })
  answered.catch(() => undefined) // read by finish(); a failure before then is not unhandled
  req.write(body.slice(0, 5))
  await new Promise<void>((resolve, reject) => req.once('socket', (socket) => socket.once('connect', () => resolve()).once('error', reject)))
  return {
    finish() {
      req.end(body.slice(5))
      return answered
    },
  }
}
