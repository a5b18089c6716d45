// The shared shape of `exclude_ips` and `exclude_params`: one entry per line, canonical, de-duplicated.
export const MAX_LIST_ENTRIES = 1000

export type ListResult =
  | { ok: true; value: string | null }
  | { ok: false; invalidEntry: string }
  | { ok: false; tooMany: true }

/**
 * Splits on LF or CRLF, trims, drops blank lines, canonicalises each entry (null = invalid),
 * removes duplicates after canonicalisation and keeps the order first given.
 * The first invalid entry wins over a list that is too long, as in the contract's rule order: entries
 * past the 1,000th are only checked, with `isValidEntry` when canonicalising costs more (a 128 KiB body
 * holds 32,000 IPv6 lines, whose canonical forms took 330 ms of event loop; checking them takes 20).
 */
export function canonicalLineList(input: string, canonicalEntry: (entry: string) => string | null,
  isValidEntry: (entry: string) => boolean = (entry) => canonicalEntry(entry) !== null): ListResult {
  const entries = input.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '')
  const seen = new Set<string>()
  for (const [i, entry] of entries.entries()) {
    if (i >= MAX_LIST_ENTRIES) {
      if (!isValidEntry(entry)) return { ok: false, invalidEntry: entry }
      continue
    }
    const canonical = canonicalEntry(entry)
    if (canonical === null) return { ok: false, invalidEntry: entry }
    seen.add(canonical)
  }
  if (entries.length > MAX_LIST_ENTRIES) return { ok: false, tooMany: true }
  return { ok: true, value: seen.size === 0 ? null : [...seen].join('\n') }
}

/**
 * The same list read leniently, for data that was never checked (imports): CR, LF or CRLF line ends;
 * each line the rules refuse, and each past the 1,000th, is dropped and returned instead of failing.
 */
export function keptLines(input: string, canonicalEntry: (entry: string) => string | null): { value: string | null; dropped: string[] } {
  const seen = new Set<string>()
  const dropped: string[] = []
  for (const entry of input.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== '')) {
    const canonical = canonicalEntry(entry)
    if (canonical === null || (seen.size === MAX_LIST_ENTRIES && !seen.has(canonical))) dropped.push(entry)
    else seen.add(canonical)
  }
  return { value: seen.size === 0 ? null : [...seen].join('\n'), dropped }
}
