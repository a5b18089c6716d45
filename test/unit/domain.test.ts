import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { canonicalDomain } from '../../src/websites/domain.js'

describe('canonicalDomain', () => {
  const canonical: [string, string][] = [
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['http://example.com', 'example.com'],
    ['HTTPS://www.example.com.', 'example.com'],
    ['www.www.example.com', 'www.example.com'],
    ['sub.domain.example.co.uk', 'sub.domain.example.co.uk'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['BÜCHER.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['192.168.0.1', '192.168.0.1'],
    ['a-b.example', 'a-b.example'],
    ['123.example', '123.example'],
    ['https://example.com/', 'example.com'],
    ['HTTP://www.Example.com/', 'example.com'],
    ['example.com/', 'example.com'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
  ]
  for (const [input, expected] of canonical) {
    it(`when given ${JSON.stringify(input)}, then ${expected}`, () => assert.equal(canonicalDomain(input), expected))
  }

  const invalid = ['', 'com', 'localhost', 'example', 'a.com/path', 'a.com:80', 'user@a.com', 'a_b.com', 'a b.com', '-a.com', 'a-.com',
    'a..com', '.a.com', 'a.com..', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', 'a.123', 'ftp://a.com', '//a.com', 'a.com?x', 'a.com#x', 'a%2e.com',
    `${'a'.repeat(64)}.com`, `${'abcdefghi.'.repeat(25)}abcd`, 'bü cher.example', 'bücher_.example', 'www.', 'http://', '*.example.com', 'a.com//', 'https://a.com/x/', '/',
    // Punycode that UTS #46 would map to something else: a fullwidth letter (\uff41bc), a name not in NFC (bu\u0308cher).
    'xn--bc-bz3n.example', 'xn--bcher-kva.xn--bc-bz3n.example', 'xn--bucher-xyd.example']
  for (const input of invalid) {
    it(`when given ${JSON.stringify(input.slice(0, 30))}, then invalid`, () => assert.equal(canonicalDomain(input), null))
  }
})
