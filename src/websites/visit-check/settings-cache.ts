// Compiled settings per website version, so that a list of 1,000 entries is parsed once, not per check.
// A bounded LRU: a Map keeps insertion order, and a hit is moved to the end.
import { type Settings, compileSettings } from './verdict.js'

type Compilable = Parameters<typeof compileSettings>[0] & { id: number; version: number }

export function createSettingsCache(capacity = 500) {
  const cache = new Map<string, Settings>()
  return {
    /** The website's settings compiled; a website's every change bumps its version, so a stale entry is never read. */
    settingsOf(website: Compilable): Settings {
      const key = `${website.id}.${website.version}`
      let settings = cache.get(key)
      if (settings) cache.delete(key)
      else settings = compileSettings(website)
      cache.set(key, settings)
      if (cache.size > capacity) cache.delete(cache.keys().next().value!)
      return settings
    },
    get size() {
      return cache.size
    },
  }
}
