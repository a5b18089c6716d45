import assert from 'node:assert/strict'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { form, request } from '../support/http.js'
import { freePort } from '../support/ports.js'
import { type TestService, startTestService } from '../support/service.js'

const PATH = '/api/v1/websites'

/** Writes raw bytes and collects everything the server sends until it closes the connection. */
function rawExchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw))
    socket.on('data', (chunk) => { answer += chunk })
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('transport', () => {
  let service: TestService
  before(async () => { service = await startTestService({ BODY_LIMIT: '2048', PG_STATEMENT_TIMEOUT_MS: '1000' }) })
  after(() => service.close())

  it('when the request line or a header cannot be parsed, or headers are too large, then the contract shape with the usual headers, and the connection closes', async () => {
    const port = Number(new URL(service.url).port)
    const cases: [string, number, string][] = [
      [`GET ${PATH} HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n`, 400, 'Bad Request.'],
      ['GARBAGE\r\n\r\n', 400, 'Bad Request.'],
      [`GET ${PATH} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Request Header Fields Too Large.'],
    ]
    for (const [raw, status, message] of cases) {
      const answer = await rawExchange(port, raw)
      const [head, body] = answer.split('\r\n\r\n') as [string, string]
      assert.match(head, new RegExp(`^HTTP/1.1 ${status} `))
      assert.deepEqual(JSON.parse(body), { message, status })
      for (const header of [/^cache-control: no-store$/m, /^x-content-type-options: nosniff$/m, /^x-request-id: \S+$/m, /^connection: close$/m]) {
        assert.match(head, header)
      }
    }
  })

  it('when a request has more than one Host header line, then 400 "Invalid Host header." (RFC 9112 §3.2), whatever the values', async () => {
    const port = Number(new URL(service.url).port)
    for (const hosts of [['x', 'y'], ['x', 'x'], ['127.0.0.1', 'evil.example']]) {
      const lines = hosts.map((host) => `Host: ${host}\r\n`).join('')
      const answer = await rawExchange(port, `GET ${PATH} HTTP/1.1\r\n${lines}Authorization: Bearer ${service.api.key}\r\nConnection: close\r\n\r\n`)
      const [head, body] = answer.split('\r\n\r\n') as [string, string]
      assert.match(head, /^HTTP\/1.1 400 /, hosts.join(' and '))
      assert.deepEqual(JSON.parse(body), { message: 'Invalid Host header.', status: 400 })
    }
    assert.match(await rawExchange(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), /^HTTP\/1.1 200 /, 'one Host line is fine')
  })

  it('when any response is sent, then it is JSON with no-store and nosniff, and no X-Powered-By or HSTS over HTTP', async () => {
    const responses = [
      await service.api.get(PATH),
      await request('GET', service.url + PATH),
      await service.api.get('/api/v1/unknown'),
      await request('GET', `${service.url}/nope`),
      await service.api.post(PATH, {}),
      await service.api.send('OPTIONS', PATH),
      await request('GET', `${service.url}/api/v1/openapi.json`),
    ]
    for (const res of responses) {
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
      assert.equal(res.headers['cache-control'], 'no-store')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(res.headers['x-powered-by'], undefined)
      assert.equal(res.headers['strict-transport-security'], undefined)
      assert.equal(res.body.status ?? 200, res.status)
    }
  })

  it('when a path under /api is unknown, then 404 with a key (even with a bad body)', async () => {
    // A malformed JSON body too: the API parses JSON, so only answering before the body is read keeps it a 404 (not a 400).
    for (const path of ['/api/v1/unknown', '/api/v2/websites', '/api/v1/websites/1/extra', '/api']) {
      for (const type of ['text/plain', 'application/json']) {
        const res = await service.api.send('POST', path, { body: '{bad', headers: { 'content-type': type } })
        assert.deepEqual([res.status, res.body], [404, { message: 'Resource not found.', status: 404 }], `${path} ${type}`)
      }
    }
  })

  it('when a path outside /api is unknown, then 404 JSON, never HTML or a redirect', async () => {
    for (const [method, path] of [['GET', '/nope'], ['POST', '/'], ['GET', '/docs/nope.js']] as const) {
      const res = await request(method, `${service.url}${path}`, { headers: { accept: 'text/html' } })
      assert.deepEqual([res.status, res.body], [404, { message: 'Resource not found.', status: 404 }], `${method} ${path}`)
    }
  })

  it('when / is asked, then a browser gets the dashboard, its assets cached by content hash; anything else the links as JSON', async () => {
    const json = await request('GET', `${service.url}/`)
    assert.deepEqual([json.status, json.body], [200, { name: 'websites-api', links: { dashboard: '/', docs: '/docs', openapi: '/api/v1/openapi.json', api: '/api/v1/websites' } }])
    assert.equal(json.headers['cache-control'], 'no-store')
    const html = await request('GET', `${service.url}/`, { headers: { accept: 'text/html,application/xhtml+xml' } })
    assert.equal(html.headers['content-type'], 'text/html; charset=utf-8')
    const csp = String(html.headers['content-security-policy'])
    for (const rule of ["default-src 'none'", "script-src 'self'", "frame-ancestors 'none'"]) assert.ok(csp.includes(rule), csp)
    assert.doesNotMatch(csp, /unsafe-inline/)
    assert.doesNotMatch(html.text, /<script>|<style>| style=/, 'nothing inline')
    const assets = [...html.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
    assert.equal(assets.length, 2, html.text)
    for (const asset of assets) {
      assert.match(asset, /-[\w-]{8}\.(js|css)$/, 'named by content hash')
      const file = await request('GET', `${service.url}${asset}`)
      assert.deepEqual([file.status, file.headers['cache-control']], [200, 'public, max-age=31536000, immutable'], asset)
    }
    assert.equal((await request('GET', `${service.url}/assets/missing-00000000.js`)).status, 404)
  })

  it('when /docs is asked, then the reference page, with every file served from here under a strict policy', async () => {
    const page = await request('GET', `${service.url}/docs`)
    assert.equal(page.status, 200, page.text)
    assert.match(page.text, /swagger-ui/)
    const csp = String(page.headers['content-security-policy'])
    for (const rule of ["default-src 'none'", "script-src 'self'", "frame-ancestors 'none'"]) assert.ok(csp.includes(rule), csp)
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/)
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    assert.ok(assets.length >= 3, page.text)
    for (const asset of assets) {
      assert.ok(asset.startsWith('/docs/') || asset.startsWith('./'), `served from here: ${asset}`)
      assert.equal((await request('GET', new URL(asset, `${service.url}/docs/`).toString())).status, 200, asset)
    }
  })

  it('when the method is wrong for a known path, then 405 with Allow, before the body is read', async () => {
    const cases = [
      ['PUT', PATH, 'GET, HEAD, POST'], ['DELETE', PATH, 'GET, HEAD, POST'], ['PATCH', PATH, 'GET, HEAD, POST'], ['OPTIONS', PATH, 'GET, HEAD, POST'],
      ['TRACE', PATH, 'GET, HEAD, POST'],
      ['POST', `${PATH}/1`, 'GET, HEAD, PUT, PATCH, DELETE'], ['OPTIONS', `${PATH}/abc`, 'GET, HEAD, PUT, PATCH, DELETE'],
    ] as const
    for (const [method, path, allow] of cases) {
      const res = await service.api.send(method, path, { body: '{bad', headers: { 'content-type': 'application/json' } })
      assert.equal(res.status, 405, `${method} ${path}`)
      assert.equal(res.headers.allow, allow)
      assert.deepEqual(res.body, { message: `The ${method} method is not supported for this route. Supported methods: ${allow}.`, status: 405 })
    }
  })

  it('when HEAD is used on a GET route, then 200 without a body', async () => {
    const res = await service.api.send('HEAD', PATH)
    assert.equal(res.status, 200)
    assert.equal(res.text, '')
  })

  it('when a body has another content type, then 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const res = await service.api.post(PATH, 'domain=a.com', { headers: { 'content-type': type } })
      assert.deepEqual([res.status, res.body], [415, { message: 'Unsupported Media Type.', status: 415 }], type)
    }
  })

  it('when a JSON body is unparseable or not an object, then 400 and nothing is stored', async () => {
    for (const body of ['{"domain": "a.com"', ' ', '[]', '"a.com"', '42', 'null', '{"domain":"a.com"}x']) {
      const res = await service.api.post(PATH, body, { headers: { 'content-type': 'application/json' } })
      assert.deepEqual([res.status, res.body], [400, { message: 'Malformed request body.', status: 400 }], JSON.stringify(body))
    }
    assert.equal((await service.api.get(PATH)).body.meta.total, 0)
  })

  it('when a Content-Type is sent with no body at all, then it is no body (DELETE, empty POST)', async () => {
    const created = await service.api.post(PATH, { domain: 'empty-body.example' })
    const json = { 'content-type': 'application/json' }
    const removed = await service.api.send('DELETE', `${PATH}/${created.body.data.id}`, { headers: json, body: '' })
    assert.equal(removed.status, 200)
    const empty = await service.api.post(PATH, '', { headers: json })
    assert.deepEqual([empty.status, empty.body], [422, { message: { domain: ['The domain field is required.'] }, status: 422 }])
  })

  it('when a body is not valid UTF-8, then 400', async () => {
    const cases: [string, Buffer][] = [
      ['application/x-www-form-urlencoded', Buffer.from('domain=%FF.com')],
      ['application/x-www-form-urlencoded', Buffer.from('domain=%C0%AF.com')],
      ['application/x-www-form-urlencoded', Buffer.concat([Buffer.from('domain='), Buffer.from([0xff, 0xfe]), Buffer.from('.com')])],
      ['application/json', Buffer.concat([Buffer.from('{"domain":"'), Buffer.from([0xc3, 0x28]), Buffer.from('.com"}')])],
      // The same by another door: escapes of a lone surrogate, in a value, a member name, a list, a nested object.
      ['application/json', Buffer.from('{"domain":"lone.example","exclude_params":"a\\ud800b"}')],
      ['application/json', Buffer.from('{"domain":"lone.example","exclude_params":"\\udfff"}')],
      ['application/json', Buffer.from('{"domain":"lone.example","\\ud800":1}')],
      ['application/json', Buffer.from('{"domain":"lone.example","x":[1,{"y":["\\udc00\\ud800"]}]}')],
    ]
    for (const [type, body] of cases) {
      const res = await service.api.post(PATH, body, { headers: { 'content-type': type } })
      assert.deepEqual([res.status, res.body], [400, { message: 'Malformed request body.', status: 400 }], body.toString())
    }
    // A pair, escaped or not, is one character: read as such.
    const pair = await service.api.post(PATH, Buffer.from('{"domain":"pair.example","exclude_params":"\\ud83d\\ude00\\n😀x"}'), { headers: { 'content-type': 'application/json' } })
    assert.deepEqual([pair.status, pair.body.data?.exclude_params], [201, '😀\n😀x'])
  })

  it('when a client sends a body over the limit to its end, then it reads the 413 and may go on using the connection', async () => {
    const port = Number(new URL(service.url).port)
    const size = 1024 * 1024
    const answers = await new Promise<string>((resolve, reject) => {
      let received = ''
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST ${PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${service.api.key}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`)
        socket.write(Buffer.alloc(size, 'x'), () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'))
      })
      socket.on('data', (chunk) => {
        received += chunk
        if (received.includes('{"status":"ok"}')) {
          socket.destroy()
          resolve(received)
        }
      })
      socket.on('error', reject)
      socket.on('close', () => resolve(received))
    })
    assert.match(answers, /^HTTP\/1\.1 413 /)
    assert.ok(answers.includes('{"message":"Content Too Large.","status":413}'), answers.slice(0, 300))
    assert.match(answers, /HTTP\/1\.1 200 OK[\s\S]*\{"status":"ok"\}$/)
  })

  it('when a body is over the limit, then 413 and nothing is stored', async () => {
    const res = await service.api.send('POST', PATH, form({ domain: 'big.example', exclude_params: 'a\n'.repeat(2000) }))
    assert.deepEqual([res.status, res.body], [413, { message: 'Content Too Large.', status: 413 }])
    assert.equal((await service.api.get(`${PATH}?search=big.example`)).body.meta.total, 0)
  })

  it('when a form has hundreds of unknown fields, then they are ignored', async () => {
    const fields: [string, string][] = Array.from({ length: 150 }, (_, i) => [`f${i}`, 'x'])
    const res = await service.api.send('POST', PATH, form([['domain', 'many-fields.example'], ...fields]))
    assert.equal(res.status, 201)
  })

  it('when the OpenAPI document is read, then it is 3.1 and describes both encodings and the error answers', async () => {
    const res = await request('GET', `${service.url}/api/v1/openapi.json`)
    const doc = res.body
    assert.equal(doc.openapi, '3.1.0')
    const post = doc.paths['/api/v1/websites'].post
    assert.deepEqual(Object.keys(post.requestBody.content).sort(), ['application/json', 'application/x-www-form-urlencoded'])
    assert.deepEqual(Object.keys(doc.paths['/api/v1/websites/{id}']).sort(), ['delete', 'get', 'patch', 'put'])
    // Every status each operation really answers, and no other: 400 (a bad Host, or a body), 405 (another
    // method of its path, with Allow), 408 and 431 (from the HTTP parser) on every API operation. 409 is never
    // answered (see docs/api.md).
    const statuses = (operation: { responses: object }) => Object.keys(operation.responses).sort().join(' ')
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string; responses: object }>>)
      .flatMap((methods) => Object.values(methods))
    assert.deepEqual(Object.fromEntries(operations.map((operation) => [operation.operationId, statuses(operation)])), {
      listWebsites: '200 400 401 403 405 408 429 431 500 503',
      createWebsite: '201 400 401 403 405 408 413 415 422 429 431 500 503',
      getWebsite: '200 304 400 401 403 404 405 408 429 431 500 503',
      updateWebsite: '200 400 401 403 404 405 408 412 413 415 422 429 431 500 503',
      replaceWebsite: '200 400 401 403 404 405 408 412 413 415 422 429 431 500 503',
      deleteWebsite: '200 400 401 403 404 405 408 412 413 415 429 431 500 503',
      checkVisit: '200 400 401 403 404 405 408 422 429 431 500 503',
      checkVisitWithBody: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      getKey: '200 400 401 403 404 405 408 429 431 500 503',
      listKeys: '200 400 401 403 405 408 429 431 500 503',
      createAccountKey: '201 400 401 403 405 408 413 415 422 429 431 500 503',
      getAccountKey: '200 400 401 403 404 405 408 429 431 500 503',
      revokeAccountKey: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      listEvents: '200 400 401 403 405 408 429 431 500 503',
      listWebhooks: '200 400 401 403 405 408 429 431 500 503',
      createWebhook: '201 400 401 403 405 408 413 415 422 429 431 500 503',
      getWebhook: '200 400 401 403 404 405 408 429 431 500 503',
      updateWebhook: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      deleteWebhook: '200 400 401 403 404 405 408 413 415 429 431 500 503',
      testWebhook: '202 400 401 403 404 405 408 413 415 429 431 500 503',
      listWebhookDeliveries: '200 400 401 403 404 405 408 429 431 500 503',
      getSession: '200 400 401 404 405 408 429 431 500 503',
      switchAccount: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      signOut: '200 400 401 403 404 405 408 413 415 429 431 500 503',
      signIn: '200 400 403 405 408 413 415 422 429 431 500 503',
      getMe: '200 400 401 404 405 408 429 431 500 503',
      updateMe: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      listMySessions: '200 400 401 404 405 408 429 431 500 503',
      endMySession: '200 400 401 403 404 405 408 413 415 429 431 500 503',
      invite: '201 400 401 403 405 408 413 415 422 429 431 500 503',
      listInvitations: '200 400 401 403 405 408 429 431 500 503',
      revokeInvitation: '200 400 401 403 404 405 408 413 415 429 431 500 503',
      listMembers: '200 400 401 403 405 408 429 431 500 503',
      updateMember: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      removeMember: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      setUpTotp: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      turnOffTotp: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      confirmTotp: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      renewRecoveryCodes: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      getAccount: '200 400 401 403 405 408 429 431 500 503',
      updateAccount: '200 400 401 403 405 408 413 415 422 429 431 500 503',
      passkeyCreationOptions: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      addPasskey: '201 400 401 403 404 405 408 413 415 422 429 431 500 503',
      listPasskeys: '200 400 401 404 405 408 429 431 500 503',
      removePasskey: '200 400 401 403 404 405 408 413 415 429 431 500 503',
      resetPassword: '200 400 403 404 405 408 413 415 422 431 500 503',
      acceptInvitation: '200 400 403 404 405 408 413 415 422 429 431 500 503',
      previewInvitation: '200 400 403 404 405 408 413 415 422 431 500 503',
      passkeyRequestOptions: '200 400 403 405 408 413 415 422 429 431 500 503',
      signInWithPasskey: '200 400 403 405 408 413 415 422 429 431 500 503',
      startSingleSignOn: '302 400 404 405 408 431 500 503',
      finishSingleSignOn: '302 400 404 405 408 431 500 503',
      finishSingleSignOnSecondFactor: '200 400 403 404 405 408 413 415 422 429 431 500 503',
      confirmSession: '200 400 401 403 404 405 408 413 415 422 429 431 500 503',
      getHealth: '200 400 408 431 500',
      getReadiness: '200 400 408 431 500 503',
    })
    // Each error body's status is a constant of its answer, so generated clients tell errors apart by type.
    for (const status of ['400', '401', '404', '405', '431']) {
      const schema = doc.paths['/api/v1/websites/{id}'].get.responses[status].content['application/json'].schema
      assert.deepEqual(doc.components.schemas[schema.$ref.split('/').at(-1)].properties.status.enum, [Number(status)])
    }
    assert.deepEqual(doc.paths['/api/v1/websites/{id}'].get.responses['405'].content['application/json'].example,
      { message: 'The TRACE method is not supported for this route. Supported methods: GET, HEAD, PUT, PATCH, DELETE.', status: 405 })
    // Each error answer declares the headers it is sent with, and shows its body as the error table makes it.
    const headersOf = (status: string) => Object.keys(post.responses[status].headers).sort().join(' ')
    assert.equal(headersOf('401'), 'WWW-Authenticate')
    assert.equal(headersOf('429'), 'RateLimit RateLimit-Policy Retry-After X-RateLimit-Limit X-RateLimit-Remaining')
    assert.equal(headersOf('503'), 'RateLimit RateLimit-Policy Retry-After X-RateLimit-Limit X-RateLimit-Remaining')
    assert.deepEqual(post.responses['401'].content['application/json'].example, { message: 'Unauthenticated.', status: 401 })
    assert.deepEqual(post.requestBody.content['application/json'].example.domain, 'example.com')
    for (const operation of operations) {
      const success = Object.entries(operation.responses as Record<string, { description: string; content?: Record<string, { example?: unknown }> }>)
        .find(([status]) => /^[23]/.test(status))![1] // single sign-on's steps answer with a redirect (302)
      assert.notEqual(success.description, 'Default Response', operation.operationId)
      if (operation.operationId.endsWith('Website') || operation.operationId.endsWith('Websites') || operation.operationId === 'getKey') {
        assert.ok(success.content?.['application/json']?.example, `${operation.operationId} has a response example`)
      }
    }
    assert.equal(doc.components.schemas.Website.properties.created_at.format, 'date-time')
    // Query parameters with defaults may be left out.
    assert.ok(doc.paths['/api/v1/websites'].get.parameters.every((parameter: { required?: boolean }) => parameter.required !== true))
    assert.ok(doc.components.schemas.Website)
    // Safe automation: its request headers, response headers and statuses come from the route schemas.
    const item = doc.paths['/api/v1/websites/{id}']
    const headerNames = (operation: { parameters: { in: string; name: string }[] }) =>
      operation.parameters.filter((p) => p.in === 'header').map((p) => p.name)
    assert.deepEqual([headerNames(post), headerNames(item.get), headerNames(item.put), headerNames(item.delete)],
      [['idempotency-key'], ['if-none-match'], ['if-match'], ['if-match']])
    assert.deepEqual(Object.keys(post.responses['201'].headers).sort(),
      ['ETag', 'Idempotent-Replayed', 'Location', 'RateLimit', 'RateLimit-Policy', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'])
    assert.ok(item.get.responses['304'] && item.put.responses['412'] && item.delete.responses['412'] && item.put.responses['403'])
    assert.ok(doc.paths['/api/v1/key'].get.responses['200'])
    assert.deepEqual([doc.paths['/healthz'].get.security, doc.paths['/readyz'].get.security], [[], []], 'the probes need no key')
  })

  it('when storage stays locked by another process past the busy timeout, then 503 with Retry-After and nothing half-applied', async () => {
    const release = await service.holdWriteLock()
    try {
      const res = await service.api.post(PATH, { domain: 'locked.example' })
      assert.deepEqual([res.status, res.body], [503, { message: 'Service Unavailable.', status: 503 }])
      assert.ok(Number(res.headers['retry-after']) >= 1)
    } finally {
      await release()
    }
    assert.equal((await service.api.get(`${PATH}?search=locked.example`)).body.meta.total, 0)
    assert.equal((await service.api.post(PATH, { domain: 'locked.example' })).status, 201)
  })
})

describe('HTTPS', () => {
  let service: TestService
  let ca: string
  before(async () => {
    service = await startTestService({ HTTPS_PORT: String(await freePort()) })
    ca = fs.readFileSync(path.join(service.dataDir, 'tls-cert.pem'), 'utf8')
  })
  after(() => service.close())

  it('when no certificate is configured, then one is generated with the key file readable by its owner only', () => {
    assert.equal(fs.statSync(path.join(service.dataDir, 'tls-key.pem')).mode & 0o777, 0o600)
  })

  it('when the API is called over HTTPS, then the same answers, with HSTS and https links', async () => {
    const headers = { authorization: `Bearer ${service.api.key}` }
    const created = await request('POST', `${service.httpsUrl}${PATH}`, { ca, headers, body: { domain: 'tls.example' } })
    assert.equal(created.status, 201)
    assert.equal(created.headers.location, `${service.httpsUrl}${PATH}/${created.body.data.id}`)
    const list = await request('GET', `${service.httpsUrl}${PATH}`, { ca, headers })
    assert.equal(list.status, 200)
    assert.match(String(list.headers['strict-transport-security']), /^max-age=\d+/)
    assert.equal(list.body.meta.path, `${service.httpsUrl}${PATH}`)
    const refused = await request('GET', `${service.httpsUrl}${PATH}`, { ca })
    assert.equal(refused.status, 401)
    assert.ok(refused.headers['strict-transport-security'])
  })

  it('when a client offers only TLS 1.1 or 1.0, then the handshake fails; 1.2 and 1.3 succeed', async () => {
    // The client is made willing (security level 0), so only the server can be the one refusing.
    for (const version of ['TLSv1', 'TLSv1.1'] as const) {
      await assert.rejects(request('GET', `${service.httpsUrl}/api/v1/openapi.json`,
        { ca, minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' }), /protocol|version|handshake/i, version)
    }
    for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
      const res = await request('GET', `${service.httpsUrl}/api/v1/openapi.json`, { ca, minVersion: version, maxVersion: version })
      assert.equal(res.status, 200, version)
    }
  })
})
