/** The contract's timestamp: ISO-8601 UTC with six fraction digits (JS clocks give milliseconds). */
export const nowTimestamp = (): string => new Date().toISOString().replace('Z', '000Z')
