// Properties of the pure rules over generated input: canonical forms are fixed points, lists never
// grow, and nothing throws, whatever the input.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { canonicalDomain } from '../../src/websites/domain.js'
import { canonicalIp, canonicalIpList } from '../../src/websites/ip-list.js'
import { canonicalParamList } from '../../src/websites/param-list.js'
import { InvalidFields, compileValidator } from '../../src/validation.js'
import { CreateBody, UpdateBody } from '../../src/websites/websites.schemas.js'

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
const hostName = fc.tuple(fc.array(label, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join('.'))
const ipv4 = fc.ipV4()
const ipv6 = fc.ipV6()
const prefix = (max: number) => fc.integer({ min: 0, max })
const anyText = fc.string({ unit: 'binary', maxLength: 300 })

describe('properties of the pure rules', () => {
  it('when any string is canonicalised as a domain, then it never throws and the result is a fixed point', () => {
    fc.assert(fc.property(anyText, (input) => {
      const domain = canonicalDomain(input)
      if (domain !== null) assert.equal(canonicalDomain(domain), domain)
    }), { numRuns: 2000 })
  })

  it('when a valid host name is decorated (scheme, www., case, trailing dot, spaces), then it canonicalises to itself', () => {
    fc.assert(fc.property(hostName, fc.constantFrom('', 'http://', 'HTTPS://'), fc.boolean(), fc.boolean(), (host, scheme, www, dot) => {
      fc.pre(!host.startsWith('www.'))
      const decorated = ` ${scheme}${www ? 'WWW.' : ''}${host.toUpperCase()}${dot ? '.' : ''} `
      assert.equal(canonicalDomain(decorated), canonicalDomain(host))
    }))
  })

  it('when an IP or CIDR is canonicalised, then canonicalising again changes nothing', () => {
    const entry = fc.oneof(ipv4, ipv6, fc.tuple(ipv4, prefix(32)).map(([a, p]) => `${a}/${p}`), fc.tuple(ipv6, prefix(128)).map(([a, p]) => `${a}/${p}`))
    fc.assert(fc.property(entry, (input) => {
      const canonical = canonicalIp(input)
      assert.notEqual(canonical, null, input)
      assert.equal(canonicalIp(canonical!), canonical)
    }), { numRuns: 2000 })
  })

  it('when a list of IPs is canonicalised, then it has no duplicates, keeps first order and is a fixed point', () => {
    fc.assert(fc.property(fc.array(fc.oneof(ipv4, ipv6), { maxLength: 30 }), (entries) => {
      const result = canonicalIpList([...entries, ...entries].join('\r\n'))
      assert.ok(result.ok)
      const lines = result.value === null ? [] : result.value.split('\n')
      assert.equal(new Set(lines).size, lines.length)
      assert.deepEqual(lines, [...new Set(entries.map((e) => canonicalIp(e)!))])
      assert.deepEqual(canonicalIpList(result.value ?? ''), result)
    }))
  })

  it('when any text is given as a parameter list or IP list, then the answer is a value or one named entry, never a throw', () => {
    fc.assert(fc.property(anyText, (text) => {
      for (const result of [canonicalParamList(text), canonicalIpList(text)]) {
        if (!result.ok && 'invalidEntry' in result) assert.ok(text.includes(result.invalidEntry))
      }
    }), { numRuns: 2000 })
  })

  it('when any JSON-like body is validated, then it never throws and every error names a known field', () => {
    const fields = ['domain', 'privacy', 'email', 'exclude_bots', 'password', 'exclude_params', 'exclude_ips', '__proto__', 'constructor']
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }))
    const validators = [CreateBody, UpdateBody].map((schema) => compileValidator({ schema, httpPart: 'body' }))
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...fields), value), fc.constantFrom(...validators), (body, validate) => {
      const result = validate(body) as { value?: unknown; error?: InvalidFields<unknown> }
      if (!result.error) return
      assert.ok(result.error instanceof InvalidFields)
      for (const [field, messages] of Object.entries(result.error.fields)) {
        assert.ok(fields.slice(0, 7).includes(field), field)
        assert.equal(messages.length, 1)
      }
    }), { numRuns: 2000 })
  })
})
