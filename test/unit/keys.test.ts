import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { bearerToken, digestKey, generateKey, isAccountName, isKeyName, sameDigest } from '../../src/auth/keys.js'

describe('keys', () => {
  it('when a key is generated, then it carries 256 random bits, a short prefix and its SHA-256 digest', () => {
    const { key, prefix, digest } = generateKey()
    assert.match(key, /^wak_[A-Za-z0-9_-]{43}$/)
    assert.ok(key.startsWith(prefix) && prefix.length < 12)
    assert.deepEqual(digest, digestKey(key))
    assert.equal(digest.length, 32)
    assert.notEqual(generateKey().key, key)
  })
  it('when digests are compared, then equal ones match and others do not', () => {
    assert.equal(sameDigest(digestKey('a'), digestKey('a')), true)
    assert.equal(sameDigest(digestKey('a'), digestKey('b')), false)
    assert.equal(sameDigest(digestKey('a'), Buffer.alloc(3)), false)
  })
  const headers: [unknown, string | undefined][] = [
    ['Bearer abc', 'abc'], ['bearer abc', 'abc'], ['BEARER  abc ', 'abc'], ['Bearer a.b-c_d~e+f/g==', 'a.b-c_d~e+f/g=='],
    [undefined, undefined], ['', undefined], ['Bearer', undefined], ['Bearer ', undefined], ['Basic abc', undefined],
    ['Bearer a b', undefined], ['Bearerabc', undefined], ['Bearer ab\u00ff', undefined], [['Bearer abc'], undefined],
  ]
  for (const [header, token] of headers) {
    it(`when the header is ${JSON.stringify(header)}, then ${JSON.stringify(token)}`, () =>
      assert.equal(bearerToken(header as string | undefined), token))
  }
})

describe('names people read in lists', () => {
  it('when a name is counted, then by characters as the schemas count them (an emoji is one)', () => {
    assert.equal(isKeyName('😀'.repeat(100)), true)
    assert.equal(isKeyName('😀'.repeat(101)), false)
    assert.equal(isAccountName('😀'.repeat(255)), true)
    assert.equal(isAccountName('😀'.repeat(256)), false)
  })
  it('when a name holds a control, format, private-use, lone surrogate or unassigned character, then it is refused', () => {
    for (const name of ['a\u0000b', 'a\u001Bb', 'a\u202Eb', 'a\u200Bb', 'a\uE000b', 'a\uD800b', 'a\u{E0080}b']) {
      assert.equal(isKeyName(name), false, JSON.stringify(name))
      assert.equal(isAccountName(name), false, JSON.stringify(name))
    }
    assert.equal(isKeyName('CI – production (ü, ß, 東京)'), true)
  })
})
