// The documents' key answers are the service's: every key object the docs show (GET /api/v1/key, a new
// key's answer, GET /api/v1/keys/{id}, a key event's data) has the fields a real answer has, in its order,
// and the values that do not change from run to run (as readme.test.ts holds the README's samples to the
// real output).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { listedRights, rightsOfKey } from '../../src/rights.js'
import { client } from '../support/http.js'
import { type TestService, startTestService } from '../support/service.js'

const root = path.join(import.meta.dirname, '..', '..')
const DOCS = ['docs/api-examples.md', 'docs/api.md', 'README.md', 'docs/cli.md']

/** Each JSON key object a document shows: an object with "prefix" and "read_only", wherever it sits in a sample line. */
function documentedKeys(): { where: string; key: Record<string, unknown> }[] {
  const found: { where: string; key: Record<string, unknown> }[] = []
  for (const file of DOCS) {
    for (const [index, line] of fs.readFileSync(path.join(root, file), 'utf8').split('\n').entries()) {
      if (!line.startsWith('{') || !line.includes('"prefix":"wak_')) continue
      const visit = (value: unknown) => {
        if (Array.isArray(value)) return value.forEach(visit)
        if (value === null || typeof value !== 'object') return
        const object = value as Record<string, unknown>
        if ('prefix' in object && 'read_only' in object) found.push({ where: `${file}:${index + 1}`, key: object })
        Object.values(object).forEach(visit)
      }
      visit(JSON.parse(line))
    }
  }
  return found
}

describe('the documents\' key answers', () => {
  let service: TestService
  let real: Record<string, string[]>
  before(async () => {
    service = await startTestService()
    const admin = client(service.url, (await service.keyFor('docs', { admin: true })).key)
    const made = (await admin.post('/api/v1/keys', { name: 'partner', read_only: true, expires_at: '2099-01-01T00:00:00Z' })).body.data
    const described = (await admin.get(`/api/v1/keys/${made.id}`)).body.data
    const own = (await client(service.url, made.key).get('/api/v1/key')).body.data
    await admin.delete(`/api/v1/keys/${made.id}`)
    const revoked = (await admin.get('/api/v1/events?type=key.revoked')).body.data[0].data
    real = { 'a new key': Object.keys(made), 'a listed key': Object.keys(described), 'GET /key': Object.keys(own), 'a key event': Object.keys(revoked) }
  })
  after(async () => {
    await service?.close()
  })

  it('when the documents show a key answer, then it has a real answer\'s fields in their order', () => {
    const keys = documentedKeys()
    assert.ok(keys.length >= 3, `the documents show key answers (${keys.length} found)`)
    const shapes = Object.entries(real).map(([what, fields]) => [what, fields.join(',')])
    const wrong = keys.filter(({ key }) => !shapes.some(([, fields]) => fields === Object.keys(key).join(',')))
      .map(({ where, key }) => `${where}: ${Object.keys(key).join(',')}`)
    assert.deepEqual(wrong, [], `real answers:\n${shapes.map(([what, fields]) => `${what}: ${fields}`).join('\n')}`)
  })

  it('when the documents show an account key\'s answer, then its rights are those its flags give', () => {
    const wrong = documentedKeys().filter(({ key }) => key.user_id === null).filter(({ key }) => JSON.stringify(key.rights) !==
      JSON.stringify(listedRights(rightsOfKey({ readOnly: key.read_only === true, limited: key.websites !== null, admin: key.admin === true }))))
      .map(({ where, key }) => `${where}: ${JSON.stringify(key.rights)}`)
    assert.deepEqual(wrong, [])
  })

  it('when docs/api.md describes GET /api/v1/key, then it names every field of a real answer', () => {
    const text = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8')
    const described = text.match(/`GET \/api\/v1\/key` answers `\{([^}]*)\}`/)![1]!.match(/"(\w+)"/g)!.map((field) => field.slice(1, -1))
    assert.deepEqual(described, real['GET /key'])
  })
})
