// How a key's options are read from a command line and its scope is written, for `keys` (on the database)
// and `api-keys` (through the API) alike.
import { InvalidArgumentError } from 'commander'
import { nowTimestamp, parseTimestamp } from '../db/time.js'

export const websiteIds = (value: string): number[] => {
  if (!/^[1-9]\d*(,[1-9]\d*)*$/.test(value.replaceAll(' ', ''))) throw new InvalidArgumentError('must be website ids separated by commas, e.g. 12,15')
  return [...new Set(value.replaceAll(' ', '').split(',').map(Number))]
}

export const futureTime = (value: string): string => {
  const time = parseTimestamp(value)
  if (time === undefined) throw new InvalidArgumentError('must be an ISO-8601 time with its zone, e.g. 2027-01-01T00:00:00Z')
  if (time <= nowTimestamp()) throw new InvalidArgumentError('must be in the future')
  return time
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const
export const duration = (value: string): number => {
  const match = /^([1-9]\d{0,5})([smhd])$/.exec(value)
  if (!match) throw new InvalidArgumentError('must be a whole number above 0 followed by s, m, h or d, e.g. 30d')
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
}

/** "admin, read-write, all websites", "read-only, websites 12,15". */
export const scopeOf = (key: { admin: boolean; read_only: boolean; websites: number[] | null }): string =>
  `${key.admin ? 'admin, ' : ''}${key.read_only ? 'read-only' : 'read-write'}, ${key.websites ? `websites ${key.websites.join(',') || '(none left)'}` : 'all websites'}`
