// Laravel's encrypted strings (`Crypt::encryptString`), as phpAnalytics stores website passwords:
// base64 of {"iv","value","mac"}, AES-256-CBC under the install's APP_KEY, with an HMAC-SHA256 over
// iv + value that is checked (in constant time) before anything is decrypted.
import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'

/** The APP_KEY is missing or malformed: said before anything is read. */
export class AppKeyError extends Error {}

/** `base64:` + base64 of 32 bytes, maybe quoted as installers sometimes wrote it. */
export function parseAppKey(value: string, where = '--app-key'): Buffer {
  const text = value.trim().replace(/^(['"])(.*)\1$/, '$2')
  if (!text.startsWith('base64:')) throw new AppKeyError(`${where}: an APP_KEY starts with "base64:" (found "${text.slice(0, 12)}…")`)
  const key = Buffer.from(text.slice('base64:'.length), 'base64')
  if (key.length !== 32) throw new AppKeyError(`${where}: the APP_KEY must be 32 bytes of base64 (found ${key.length} bytes)`)
  return key
}

/** APP_KEY from a phpAnalytics `.env` file. */
export function appKeyFromEnvFile(file: string): Buffer {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new AppKeyError(`--env-file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  const line = /^\s*(?:export\s+)?APP_KEY\s*=(.*)$/m.exec(text)
  if (!line || line[1]!.trim() === '') throw new AppKeyError(`--env-file ${file}: no APP_KEY in it`)
  return parseAppKey(line[1]!.replace(/\s+#.*$/, ''), `--env-file ${file}`)
}

const base64 = (value: unknown) => (typeof value === 'string' ? Buffer.from(value, 'base64') : undefined)

/** The plaintext, or undefined when the value is not one of ours to read (another key, tampered, not encrypted). */
export function decryptString(payload: string, key: Buffer): string | undefined {
  let envelope: { iv?: unknown; value?: unknown; mac?: unknown }
  try {
    envelope = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return undefined
  }
  const iv = base64(envelope.iv)
  const value = base64(envelope.value)
  if (!iv || iv.length !== 16 || !value || typeof envelope.mac !== 'string') return undefined
  const expected = createHmac('sha256', key).update(`${envelope.iv as string}${envelope.value as string}`).digest()
  const given = Buffer.from(envelope.mac, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv)
    return Buffer.concat([decipher.update(value), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
