// The contract's timestamp: ISO-8601 UTC with six fraction digits (JS clocks give milliseconds). SQLite
// stores this text; PostgreSQL stores timestamptz and reads it back as this text (postgres.ts).

/** The contract's timestamp of a moment given in milliseconds. */
export const timestampAt = (ms: number): string => new Date(ms).toISOString().replace('Z', '000Z')
export const nowTimestamp = (): string => timestampAt(Date.now())

/** ISO-8601 with its zone, as people and scripts write a moment ("2027-01-01T00:00:00Z", "…+02:00"). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
/** The contract's timestamp of an ISO-8601 moment, or undefined when it is not one (or lies past year 9999). */
export function parseTimestamp(text: string): string | undefined {
  const ms = Date.parse(text)
  if (!ISO_TIME.test(text) || Number.isNaN(ms) || ms >= Date.UTC(10000, 0, 1)) return undefined
  // Date.parse rolls February 30 over into March: a day the month does not have is no date.
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number]
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined
  return timestampAt(ms)
}
