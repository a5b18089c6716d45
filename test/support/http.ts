// A raw HTTP client: tests need to send exactly the bytes and headers they mean (bad UTF-8,
// duplicate fields, odd Authorization values), which fetch would normalise or refuse.
import http from 'node:http'
import https from 'node:https'

export interface Response {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  // The parsed JSON body; tests assert on its shape.
  body: any
}

export interface RequestOptions {
  headers?: Record<string, string | string[]>
  /** An object is sent as JSON; a string or Buffer as is (set the content type yourself). */
  body?: unknown
  /** For HTTPS: the CA (our self-signed certificate) to trust, and the TLS versions to offer. */
  ca?: string
  minVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3'
  maxVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3'
  /** OpenSSL 3 clients refuse TLS < 1.2 themselves unless the security level is lowered. */
  ciphers?: string
}

export function request(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string | string[]> = { ...options.headers }
  let payload: Buffer | undefined
  if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) payload = Buffer.from(options.body)
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body))
    headers['content-type'] ??= 'application/json'
  }
  if (payload) headers['content-length'] = String(payload.length)
  const target = new URL(url)
  const transport = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = transport.request(target, {
      method, headers, agent: false,
      ...(options.ca ? { ca: options.ca, minVersion: options.minVersion, maxVersion: options.maxVersion, ciphers: options.ciphers } : {}),
    }, (res) => readResponse(res).then(resolve, reject))
    req.on('error', reject)
    req.end(payload)
  })
}

/** A whole response: its text, and its body parsed when it is JSON (`unparsed` otherwise, undefined by default). */
export function readResponse(res: http.IncomingMessage, unparsed: (text: string) => unknown = () => undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('error', reject)
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown
      try {
        body = text === '' ? undefined : JSON.parse(text)
      } catch {
        body = unparsed(text)
      }
      resolve({ status: res.statusCode!, headers: res.headers, text, body })
    })
  })
}

export interface Client {
  key: string
  get(path: string, options?: RequestOptions): Promise<Response>
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Response>
  put(path: string, body?: unknown, options?: RequestOptions): Promise<Response>
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<Response>
  delete(path: string, options?: RequestOptions): Promise<Response>
  send(method: string, path: string, options?: RequestOptions): Promise<Response>
}

export function client(baseUrl: string, key: string): Client {
  const send = (method: string, path: string, options: RequestOptions = {}) =>
    request(method, baseUrl + path, { ...options, headers: { authorization: `Bearer ${key}`, ...options.headers } })
  return {
    key,
    send,
    get: (path, options) => send('GET', path, options),
    post: (path, body, options) => send('POST', path, { ...options, body }),
    put: (path, body, options) => send('PUT', path, { ...options, body }),
    patch: (path, body, options) => send('PATCH', path, { ...options, body }),
    delete: (path, options) => send('DELETE', path, options),
  }
}

/** Encodes fields as application/x-www-form-urlencoded, keeping repeats and order. */
export function form(fields: [string, string][] | Record<string, string>): RequestOptions {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields)
  return {
    body: new URLSearchParams(entries).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }
}
