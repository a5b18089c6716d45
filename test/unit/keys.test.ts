import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { bearerToken, digestKey, generateKey, sameDigest } from '../../src/auth/keys.js'

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
