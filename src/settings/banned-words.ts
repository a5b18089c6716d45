// The operator's banned words: what makes a word (one rule for the CLI, the import and the store), and the
// matcher a create asks. A domain is judged in its ASCII form (as stored) and its Unicode form, without case.
import { domainToUnicode } from 'node:url'
import { MAX_DOMAIN_INPUT_LENGTH } from '../websites/domain.js'

/** A longer word could never be inside a domain (at most 255 characters): refused rather than kept for nothing. */
export const MAX_WORD_LENGTH = MAX_DOMAIN_INPUT_LENGTH
/** The most words the list holds; past it `--set` and `--add` are refused, nothing stored. */
export const MAX_BANNED_WORDS = 100_000

export type WordResult = { ok: true; word: string } | { ok: false; message: string }

/** The word as compared (NFC, lowercase, trimmed), or why it cannot be one. */
export function canonicalWord(text: string): WordResult {
  const word = text.trim().normalize('NFC').toLowerCase()
  if (word === '') return { ok: false, message: 'a banned word must not be empty or only whitespace' }
  if ([...word].length > MAX_WORD_LENGTH) return { ok: false, message: `a banned word must be at most ${MAX_WORD_LENGTH} characters (a domain is never longer)` }
  // A domain never holds whitespace or control characters: such a word could never match.
  if (/[\s\p{Cc}\p{Cf}]/u.test(word)) return { ok: false, message: 'a banned word must not contain whitespace or control characters (no domain holds them)' }
  return { ok: true, word }
}

export interface WordsFileProblem { line: number; message: string }

/**
 * A file's words (one a line, blank lines ignored), or every problem with their line numbers: a bad word,
 * a word given twice (compared as stored), too many words.
 */
export function wordsOfFile(text: string): { ok: true; words: string[] } | { ok: false; problems: WordsFileProblem[] } {
  const problems: WordsFileProblem[] = []
  const seen = new Map<string, number>()
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (line.trim() === '') continue
    const result = canonicalWord(line)
    if (!result.ok) problems.push({ line: index + 1, message: result.message })
    else if (seen.has(result.word)) problems.push({ line: index + 1, message: `"${result.word}" is given twice (first on line ${seen.get(result.word)})` })
    else seen.set(result.word, index + 1)
  }
  if (seen.size > MAX_BANNED_WORDS) problems.push({ line: 0, message: `more than ${MAX_BANNED_WORDS.toLocaleString('en')} words` })
  return problems.length > 0 ? { ok: false, problems } : { ok: true, words: [...seen.keys()] }
}

/**
 * Whether a canonical domain holds a word. The words are kept in a set and each substring of the domain of
 * a length some word has is looked up: the cost grows with the domain's length (at most 255), not with the
 * number of words, so 100,000 words cost a create what ten do.
 */
export function bannedMatcher(words: readonly string[]): (domain: string) => boolean {
  if (words.length === 0) return () => false
  const set = new Set(words)
  const lengths = [...new Set(words.map((word) => word.length))].sort((a, b) => a - b)
  const holds = (form: string) => {
    for (const length of lengths) {
      if (length > form.length) return false
      for (let start = 0; start + length <= form.length; start++) if (set.has(form.slice(start, start + length))) return true
    }
    return false
  }
  return (domain) => {
    const ascii = domain.toLowerCase()
    if (holds(ascii)) return true
    const unicode = domainToUnicode(ascii).normalize('NFC').toLowerCase()
    return unicode !== ascii && unicode !== '' && holds(unicode)
  }
}
