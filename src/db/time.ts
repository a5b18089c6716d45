// The contract's timestamp: ISO-8601 UTC with six fraction digits (JS clocks give milliseconds). SQLite
// stores this text; PostgreSQL stores timestamptz and reads it back as this text (postgres.ts).

/** The contract's timestamp of a moment given in milliseconds. */
export const timestampAt = (ms: number): string => new Date(ms).toISOString().replace('Z', '000Z')
export const nowTimestamp = (): string => timestampAt(Date.now())
