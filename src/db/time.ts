/** The contract's timestamp: ISO-8601 UTC with six fraction digits (JS clocks give milliseconds). */
/** The contract's timestamp of a moment given in milliseconds. */
export const timestampAt = (ms: number): string => new Date(ms).toISOString().replace('Z', '000Z')
export const nowTimestamp = (): string => timestampAt(Date.now())
