// The install's secrets at rest: webhook signing secrets and people's TOTP secrets are stored sealed with a
// key of the install (SECRETS_KEY, or DATA_DIR/secrets.key), so a copy of the database alone opens none.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const KEY_FILE = 'secrets.key'
const SEALED_PREFIX = 'v1:'

export interface SecretBox {
  seal(secret: string): string
  /** Undefined when it cannot be opened (sealed with another key, or damaged): never throws. */
  open(sealed: string): string | undefined
}

/** AES-256-GCM with a random nonce per secret: `v1:` and base64url(nonce | tag | ciphertext). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes')
  return {
    seal(secret) {
      const nonce = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, nonce)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return SEALED_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
    },
    open(sealed) {
      if (!sealed.startsWith(SEALED_PREFIX)) return undefined
      const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url')
      if (bytes.length < 29) return undefined
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
        decipher.setAuthTag(bytes.subarray(12, 28))
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
      } catch {
        return undefined
      }
    },
  }
}

/**
 * The install's key: SECRETS_KEY (base64 of 32 bytes; every instance sharing a PostgreSQL database
 * must have the same), or else DATA_DIR/secrets.key, made (0600) on first use.
 */
export function loadInstallKey({ secretsKey, dataDir }: { secretsKey?: string | undefined; dataDir: string }): Buffer {
  if (secretsKey !== undefined) {
    const key = Buffer.from(secretsKey, 'base64')
    if (!/^[A-Za-z0-9+/]{43}=$/.test(secretsKey) || key.length !== 32) {
      throw new Error('SECRETS_KEY must be the base64 of 32 bytes (make one with: openssl rand -base64 32)')
    }
    return key
  }
  const file = path.join(dataDir, KEY_FILE)
  try {
    // wx: two processes starting at once cannot both write one; the second reads the first's.
    fs.writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = fs.readFileSync(file)
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes; move it away to make a new one (sealed webhook secrets are then lost)`)
  return key
}
