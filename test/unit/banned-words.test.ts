import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { domainToASCII } from 'node:url'
import { MAX_BANNED_WORDS, bannedMatcher, canonicalWord, wordsOfFile } from '../../src/settings/banned-words.js'

describe('banned words', () => {
  it('when a word is given, then it is kept trimmed, in NFC and lowercase; empty, whitespace, 256 characters and inner whitespace are refused', () => {
    assert.deepEqual(canonicalWord('  CaSiNo '), { ok: true, word: 'casino' })
    assert.deepEqual(canonicalWord('Bu\u0308cher'), { ok: true, word: 'bücher' })
    assert.equal(canonicalWord('x'.repeat(255)).ok, true)
    for (const bad of ['', '   ', '\t', 'x'.repeat(256), 'x'.repeat(1000), 'two words', 'tab\there', 'zero\u200bwidth']) {
      assert.equal(canonicalWord(bad).ok, false, JSON.stringify(bad))
    }
  })

  it('when a file is read, then blank lines are ignored and every bad line and duplicate is named with its number', () => {
    assert.deepEqual(wordsOfFile('casino\r\n\r\n  Poker \nbet\n'), { ok: true, words: ['casino', 'poker', 'bet'] })
    assert.deepEqual(wordsOfFile('casino\nbad word\nCASINO\n'), { ok: false, problems: [
      { line: 2, message: 'a banned word must not contain whitespace or control characters (no domain holds them)' },
      { line: 3, message: '"casino" is given twice (first on line 1)' },
    ] })
    const most = Array.from({ length: MAX_BANNED_WORDS }, (_, i) => `w${i}`).join('\n')
    assert.equal(wordsOfFile(most).ok, true, '100,000 lines are taken')
    assert.deepEqual(wordsOfFile(`${most}\none-more`), { ok: false, problems: [{ line: 0, message: 'more than 100,000 words' }] })
  })

  it('when a domain holds a word in its ASCII or its Unicode form, then it matches, and only then', () => {
    const matches = bannedMatcher(['casino', 'bücher', '3ya'])
    assert.equal(matches('my-casino.example'), true)
    assert.equal(matches('casin.example'), false)
    assert.equal(matches(domainToASCII('bücherei.example')), true, 'the Unicode form')
    assert.equal(matches(domainToASCII('münchen.example')), true, `the ASCII form ${domainToASCII('münchen.example')}`)
    assert.equal(matches('example.com'), false)
    assert.equal(bannedMatcher([])('casino.example'), false)
  })
})
