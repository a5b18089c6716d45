// The shared shape of `exclude_ips` and `exclude_params`: one entry per line, canonical, de-duplicated.
export const MAX_LIST_ENTRIES = 1000

export type ListResult =
  | { ok: true; value: string | null }
  | { ok: false; invalidEntry: string }
  | { ok: false; tooMany: true }

/**
 * Splits on LF or CRLF, trims, drops blank lines, canonicalises each entry (null = invalid),
 * removes duplicates after canonicalisation and keeps the order first given.
 * The first invalid entry wins over a list that is too long, as in the contract's rule order.
 */
export function canonicalLineList(input: string, canonicalEntry: (entry: string) => string | null): ListResult {
  const entries = input.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '')
  const seen = new Set<string>()
  for (const entry of entries) {
    const canonical = canonicalEntry(entry)
    if (canonical === null) return { ok: false, invalidEntry: entry }
    seen.add(canonical)
  }
  if (entries.length > MAX_LIST_ENTRIES) return { ok: false, tooMany: true }
  return { ok: true, value: seen.size === 0 ? null : [...seen].join('\n') }
}
