import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { canonicalIp, canonicalIpList } from '../../src/websites/ip-list.js'
import { canonicalParamList } from '../../src/websites/param-list.js'

describe('canonicalIp', () => {
  const cases: [string, string | null][] = [
    ['203.0.113.5', '203.0.113.5'],
    ['203.0.113.5/24', '203.0.113.0/24'],
    ['203.0.113.5/32', '203.0.113.5/32'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8::1/32', '2001:db8::/32'],
    ['2001:0db8:0000::/48', '2001:db8::/48'],
    ['::1', '::1'],
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1'],
    ['::/0', '::/0'],
    // IPv4-compatible (::/96) stays IPv6, written as RFC 5952 writes it; never turned into an IPv4-mapped range.
    ['::10.0.0.0/104', '::a00:0/104'], ['::1.2.3.4', '::102:304'], ['::A00:5', '::a00:5'], ['0:0:0:0:0:0:10.0.0.5', '::a00:5'],
    ['1.2.3.4/33', null], ['::1/129', null], ['1.2.3.4/', null], ['1.2.3.4/024', null], ['1.2.3.4/8/8', null],
    ['256.0.0.1', null], ['1.2.3', null], ['010.0.0.1', null], ['127.1', null], ['0x7f.0.0.1', null],
    ['fe80::1%eth0', null], ['1::2::3', null], ['example.com', null], ['', null], ['1.2.3.4 ', null],
  ]
  for (const [input, expected] of cases) {
    it(`when given ${JSON.stringify(input)}, then ${JSON.stringify(expected)}`, () => assert.equal(canonicalIp(input), expected))
  }
})

describe('canonicalIpList', () => {
  it('when lines mix LF, CRLF, blanks, spaces and duplicates after canonicalisation, then one entry each in first order', () => {
    assert.deepEqual(canonicalIpList(' 10.1.2.3/8\r\n\n2001:DB8::1\n  10.0.0.0/8 \n::1\n2001:db8:0::1\n'),
      { ok: true, value: '10.0.0.0/8\n2001:db8::1\n::1' })
  })
  it('when only blank lines are given, then null', () => assert.deepEqual(canonicalIpList('\n \r\n'), { ok: true, value: null }))
  it('when an entry is invalid, then that entry, trimmed, is reported', () =>
    assert.deepEqual(canonicalIpList('1.2.3.4\n  nope  \n5.6.7.8'), { ok: false, invalidEntry: 'nope' }))
  it('when 1000 entries are given, then accepted; 1001, then too many', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join('\n')
    assert.equal(canonicalIpList(list(1000)).ok, true)
    assert.deepEqual(canonicalIpList(list(1001)), { ok: false, tooMany: true })
  })
})

describe('canonicalParamList', () => {
  it('when names and & are given with duplicates, then kept in order once', () =>
    assert.deepEqual(canonicalParamList('utm_source\n&\r\nutm_source\nfbclid'), { ok: true, value: 'utm_source\n&\nfbclid' }))
  // Control characters: no URL carries one unencoded, and PostgreSQL text cannot hold U+0000.
  for (const bad of ['a=b', 'a&b', 'a#b', 'a b', 'x'.repeat(256), 'a\u0000b', 'a\u0001b', 'a\u007fb', 'a\u009fb']) {
    it(`when given ${JSON.stringify(bad.slice(0, 20))}, then invalid`, () =>
      assert.deepEqual(canonicalParamList(`ok\n${bad}`), { ok: false, invalidEntry: bad }))
  }
  it('when a name is 255 characters, then accepted', () => assert.equal(canonicalParamList('x'.repeat(255)).ok, true))
  it('when a name is Unicode text, then accepted as sent', () =>
    assert.deepEqual(canonicalParamList('ü_ß\n😀\nİ\u0301'), { ok: true, value: 'ü_ß\n😀\nİ\u0301' }))
})
