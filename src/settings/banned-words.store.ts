// The banned words in the database, for the whole install: the CLI and the import change them, every
// instance's creates read them. A change bumps one version number and notifies (Executor.watch): an instance
// reads that number again only when its watch moves (a notification, or the period that bounds a missed
// one: under 1 s), and the list only when the number changed, so a create costs no query while nothing did.
import type { Executor, Tx, Wait } from '../db/executor.js'
import { MAX_BANNED_WORDS, bannedMatcher } from './banned-words.js'

const CHANNEL = 'banned_words'

/** A change that would leave the list longer than MAX_BANNED_WORDS: nothing stored. */
export class TooManyWords extends Error {
  constructor(readonly count: number) {
    super(`the list would hold ${count} words, more than ${MAX_BANNED_WORDS}`)
  }
}

export interface BannedWordsStore {
  list(wait: Wait): Promise<string[]>
  /** Adds canonical words; answers those already there (none of them added then: nothing is stored). */
  add(wait: Wait, words: readonly string[]): Promise<{ present: string[] }>
  /** Whether it was there. */
  remove(wait: Wait, word: string): Promise<boolean>
  /** The list becomes exactly these (canonical, distinct) words. */
  replace(wait: Wait, words: readonly string[]): Promise<void>
  /** The words not there yet are added, in `tx` (an import's transaction); answers how many were new. */
  merge(tx: Tx, words: readonly string[]): Promise<number>
  /** The matcher for the list as it is now (cached, see above). */
  matcher(wait: Wait): Promise<(domain: string) => boolean>
}

export function createBannedWordsStore(db: Executor): BannedWordsStore {
  const query = {
    all: db.prepare<{ word: string }>('SELECT word FROM banned_words ORDER BY word'),
    count: db.prepare<{ count: number }>('SELECT count(*) AS count FROM banned_words'),
    present: db.prepare<{ word: string }>(`SELECT word FROM banned_words WHERE ${db.dialect.inList('word', 'text')}`),
    insert: db.prepare('INSERT INTO banned_words (word) VALUES (?)'),
    remove: db.prepare('DELETE FROM banned_words WHERE word = ?'),
    clear: db.prepare('DELETE FROM banned_words'),
    version: db.prepare<{ version: number }>('SELECT version FROM banned_words_version WHERE id = 1'),
    bump: db.prepare('UPDATE banned_words_version SET version = version + 1 WHERE id = 1'),
  }
  const changed = async (tx: Tx) => {
    await tx.run(query.bump)
    await tx.notify(CHANNEL)
  }
  const insertAll = (tx: Tx, words: readonly string[]) =>
    tx.apply([{ bulk: { table: 'banned_words', columns: [{ name: 'word', type: 'text' }], rows: words.map((word) => [word]) } }])
  const presentIn = async (tx: Tx, words: readonly string[]) => (await tx.all(query.present, [db.list(words)])).map((row) => row.word)
  const countIn = async (tx: Tx) => Number((await tx.one(query.count))!.count)

  const generation = db.watch(CHANNEL)
  let cached = { generation: Number.NaN, version: Number.NaN, matches: bannedMatcher([]) }

  return {
    list: async (wait) => (await query.all.all(wait)).map((row) => row.word),
    add: (wait, words) => db.transaction(async (tx) => {
      const present = await presentIn(tx, words)
      if (present.length > 0) return { present }
      const count = (await countIn(tx)) + words.length
      if (count > MAX_BANNED_WORDS) throw new TooManyWords(count)
      await insertAll(tx, words)
      await changed(tx)
      return { present }
    }, { wait }),
    remove: (wait, word) => db.transaction(async (tx) => {
      const removed = (await tx.run(query.remove, [word])) > 0
      if (removed) await changed(tx)
      return removed
    }, { wait }),
    // Unbounded: 100,000 words are a bulk load, not a request's statement.
    replace: (_wait, words) => db.transaction(async (tx) => {
      if (words.length > MAX_BANNED_WORDS) throw new TooManyWords(words.length)
      await tx.run(query.clear)
      await insertAll(tx, words)
      await changed(tx)
    }, { unbounded: true }),
    async merge(tx, words) {
      if (words.length === 0) return 0
      const present = new Set(await presentIn(tx, words))
      const added = words.filter((word) => !present.has(word))
      if (added.length === 0) return 0
      const count = (await countIn(tx)) + added.length
      if (count > MAX_BANNED_WORDS) throw new TooManyWords(count)
      await insertAll(tx, added)
      await changed(tx)
      return added.length
    },
    async matcher(wait) {
      const now = generation()
      if (now === cached.generation) return cached.matches
      const version = Number((await query.version.one(wait))!.version)
      // The words are read after their version: a change in between makes the list newer than the number
      // kept, never older, and the next look reads it again.
      const matches = version === cached.version ? cached.matches : bannedMatcher((await query.all.all(wait)).map((row) => row.word))
      cached = { generation: now, version, matches }
      return matches
    },
  }
}
