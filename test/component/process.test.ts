// The service as an operator runs it: the CLI, the first start, SIGTERM, and what reaches the logs.
import assert from 'node:assert/strict'
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { type TestDatabase, testDatabase } from '../support/database.js'
import { client, request } from '../support/http.js'
import { freePort } from '../support/ports.js'

const CLI = ['--import', 'tsx', 'src/cli/index.ts']
const run = promisify(execFile)
/** The database of this file's processes: SQLite in the data directory, or a fresh PostgreSQL database. */
let database: TestDatabase

async function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, [...CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir, ...database.env } })
}

interface Served {
  child: ChildProcess
  url: string
  stdout: () => string
}

async function serve(dataDir: string, env: Record<string, string> = {}): Promise<Served> {
  const port = await freePort()
  const child = spawn(process.execPath, [...CLI, 'serve'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HTTPS_PORT: String(await freePort()), ...database.env, ...env },
  })
  let out = ''
  child.stdout!.on('data', (chunk) => { out += chunk })
  child.stderr!.on('data', (chunk) => { out += chunk })
  const deadline = Date.now() + 20_000
  while (!out.includes('"msg":"listening"')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`service did not start:\n${out}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, url: `http://127.0.0.1:${port}`, stdout: () => out }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)))

describe('the service process', () => {
  let dataDir: string
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'websites-api-process-'))
    database = await testDatabase(dataDir)
  })
  after(async () => {
    await database.drop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('when started on an empty database, then it prints a first key once, and never again', async () => {
    const first = await serve(dataDir)
    const key = /^\s+(wak_\S+)$/m.exec(first.stdout())?.[1]
    assert.ok(key, first.stdout())
    assert.match(first.stdout(), /keys create --account/)
    assert.equal((await client(first.url, key).get('/api/v1/websites')).status, 200)
    first.child.kill('SIGTERM')
    assert.equal(await exited(first.child), 0)
    const second = await serve(dataDir)
    assert.ok(!second.stdout().includes('wak_'))
    second.child.kill('SIGTERM')
    assert.equal(await exited(second.child), 0)
  })

  it('when keys are created, listed and revoked with the CLI, then the key is the last line, never listed, and stops working at once', async () => {
    const served = await serve(dataDir)
    try {
      const created = await cli(dataDir, 'keys', 'create', '--account', 'acme', '--name', 'ci')
      const key = created.stdout.trim().split('\n').at(-1)!
      assert.match(key, /^wak_[A-Za-z0-9_-]{43}$/)
      const api = client(served.url, key)
      assert.equal((await api.post('/api/v1/websites', { domain: 'cli.example' })).status, 201)
      const listed = await cli(dataDir, 'keys', 'list', '--account', 'acme')
      assert.ok(!listed.stdout.includes(key), 'the key itself is never listed')
      assert.ok(listed.stdout.includes(key.slice(0, 10)), 'a short prefix is')
      assert.match(listed.stdout, /acme.*ci/)
      const id = /^(\d+)\s+acme\s+ci\s/m.exec(listed.stdout)?.[1]
      assert.ok(id, listed.stdout)
      assert.match((await cli(dataDir, 'keys', 'revoke', id)).stdout, new RegExp(`revoked key ${id}`))
      assert.equal((await api.get('/api/v1/websites')).status, 401)
      await assert.rejects(cli(dataDir, 'keys', 'revoke', id), /no active key/)
    } finally {
      served.child.kill('SIGTERM')
      await exited(served.child)
    }
  })

  it('when a command is given --help, then it describes itself', async () => {
    for (const args of [['--help'], ['keys', '--help'], ['keys', 'create', '--help'], ['serve', '--help'], ['migrate', '--help']]) {
      const { stdout } = await cli(dataDir, ...args)
      assert.match(stdout, /Usage: websites-api/, args.join(' '))
    }
    assert.match((await cli(dataDir, 'migrate')).stdout, /up to date|applied/)
  })

  it('when the configuration is bad, then the process exits 1 with a message naming the variable', async () => {
    const result = await run(process.execPath, [...CLI, 'serve'], { env: { ...process.env, DATA_DIR: dataDir, PORT: 'eighty' } })
      .then(() => undefined, (error: { code: number; stderr: string }) => error)
    assert.equal(result?.code, 1)
    assert.match(result!.stderr, /PORT="eighty": must be an integer/)
  })

  it('when SIGTERM arrives during requests, then they finish, the process exits 0 and the writes persist', async () => {
    const created = await cli(dataDir, 'keys', 'create', '--account', 'drain')
    const key = created.stdout.trim().split('\n').at(-1)!
    const served = await serve(dataDir)
    const api = client(served.url, key)
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      api.post('/api/v1/websites', { domain: `drain-${i}.example`, privacy: 2, password: 'slow hash' }))
    await new Promise((resolve) => setTimeout(resolve, 30))
    served.child.kill('SIGTERM')
    const answers = await Promise.allSettled(inFlight)
    assert.equal(await exited(served.child), 0)
    const acknowledged = answers.filter((a) => a.status === 'fulfilled' && a.value.status === 201).length
    assert.ok(acknowledged > 0, 'requests in flight were finished')
    const again = await serve(dataDir)
    try {
      const total = (await client(again.url, key).get('/api/v1/websites?search=drain-')).body.meta.total
      assert.equal(total, acknowledged, 'every acknowledged create persisted')
    } finally {
      again.child.kill('SIGTERM')
      await exited(again.child)
    }
  })

  it('when the process is killed with SIGKILL during writes, then every acknowledged write is there after a restart', async () => {
    const key = (await cli(dataDir, 'keys', 'create', '--account', 'crash')).stdout.trim().split('\n').at(-1)!
    const served = await serve(dataDir, { RATE_LIMIT_PER_MINUTE: '0' })
    const api = client(served.url, key)
    const acknowledged: string[] = []
    let attempted = 0
    const writer = async (worker: number) => {
      for (let i = 0; ; i++) {
        const domain = `crash-${worker}-${i}.example`
        attempted++
        const res = await api.post('/api/v1/websites', { domain }).catch(() => undefined)
        if (!res) return
        if (res.status === 201) acknowledged.push(domain)
      }
    }
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker))
    await new Promise((resolve) => setTimeout(resolve, 700))
    served.child.kill('SIGKILL')
    await Promise.all(writers)
    await exited(served.child)
    assert.ok(acknowledged.length > 20, `only ${acknowledged.length} of ${attempted} acknowledged`)
    const again = await serve(dataDir)
    try {
      const stored = new Set<string>()
      const reader = client(again.url, key)
      for (let page = 1; ; page++) {
        const res = await reader.get(`/api/v1/websites?search=crash-&per_page=100&page=${page}`)
        for (const site of res.body.data) stored.add(site.domain)
        if (page >= res.body.meta.last_page) break
      }
      const lost = acknowledged.filter((domain) => !stored.has(domain))
      assert.deepEqual(lost, [], `${lost.length} acknowledged creates lost`)
      assert.ok(stored.size <= attempted)
    } finally {
      again.child.kill('SIGTERM')
      await exited(again.child)
    }
  })

  it('when two processes share one database and write at once, then every write succeeds (no "locked")', async () => {
    const key = (await cli(dataDir, 'keys', 'create', '--account', 'shared-file')).stdout.trim().split('\n').at(-1)!
    const unlimited = { RATE_LIMIT_PER_MINUTE: '0' }
    const [first, second] = await Promise.all([serve(dataDir, unlimited), serve(dataDir, unlimited)])
    try {
      const clients = [client(first.url, key), client(second.url, key)]
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) =>
        clients[i % 2]!.post('/api/v1/websites', { domain: `shared-${i}.example` })))
      assert.deepEqual([...new Set(results.map((res) => res.status))], [201])
      const total = (await clients[0]!.get('/api/v1/websites?search=shared-')).body.meta.total
      assert.equal(total, 200)
    } finally {
      for (const served of [first, second]) {
        served.child.kill('SIGTERM')
        await exited(served.child)
      }
    }
  })

  it('when the whole suite of requests ran, then no key, Authorization value or password is in the logs', async () => {
    const created = await cli(dataDir, 'keys', 'create', '--account', 'logs')
    const key = created.stdout.trim().split('\n').at(-1)!
    const served = await serve(dataDir, { LOG_LEVEL: 'trace' })
    const api = client(served.url, key)
    await api.post('/api/v1/websites', { domain: 'logs.example', privacy: 2, password: 'pa55-in-the-body' })
    await api.get(`/api/v1/websites?api_key=${key}&search=logs`)
    await request('GET', `${served.url}/api/v1/websites`, { headers: { authorization: 'Bearer wak_wrong-key-in-header' } })
    await api.post('/api/v1/websites', '{"domain": "x", "password": "pa55-in-bad-json"', { headers: { 'content-type': 'application/json' } })
    served.child.kill('SIGTERM')
    await exited(served.child)
    const logs = served.stdout()
    assert.match(logs, /"reqId"/, 'request logs carry a request id')
    for (const secret of [key, 'wak_wrong-key-in-header', 'pa55-in-the-body', 'pa55-in-bad-json', 'Bearer']) {
      assert.ok(!logs.includes(secret), `${secret} leaked into the logs`)
    }
  })
})
