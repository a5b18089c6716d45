// The install's secrets at rest: webhook signing secrets, people's TOTP secrets and single sign-on's round
// trips are stored sealed, and recovery codes as keyed digests, all under keys derived from one key of the
// install (SECRETS_KEY, or DATA_DIR/secrets.key), so a copy of the database alone opens none and tests no
// code. There is no built-in key: the services cannot be made without one. Each purpose has a key of its
// own (HKDF), so a value sealed for one purpose cannot be opened as another's (a webhook secret is no TOTP
// secret), and the install's key itself seals nothing.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const KEY_FILE = 'secrets.key'
/** Sealed for a purpose, with that purpose's key. */
const SEALED_PREFIX = 'v2:'
/** Sealed by earlier versions with the install's key itself, for no purpose: only the upgrade at start opens these (sealed-upgrade.ts). */
const UNBOUND_PREFIX = 'v1:'

/** What is sealed: each with a key of its own. */
export type SealPurpose = 'webhook-secret' | 'totp-secret' | 'oidc-round-trip'
/** What is digested with a key: each with a key of its own too. */
export type DigestPurpose = 'recovery-code'

/** Seals and opens the values of one purpose. */
export interface SecretBox {
  seal(secret: string): string
  /** Undefined when it cannot be opened (sealed for another purpose, with another key, or damaged): never throws. */
  open(sealed: string): string | undefined
}

export interface InstallSecrets {
  box(purpose: SealPurpose): SecretBox
  /** HMAC-SHA-256 under the purpose's key. */
  digest(purpose: DigestPurpose, data: Buffer | string): Buffer
  /** A value an earlier version sealed for no purpose, sealed again for `purpose`; undefined when it cannot be opened. */
  rebind(unbound: string, purpose: SealPurpose): string | undefined
}

/** Whether a stored value was sealed by an earlier version, for no purpose. */
export const isUnbound = (sealed: string): boolean => sealed.startsWith(UNBOUND_PREFIX)

const derived = (installKey: Buffer, use: string): Buffer => Buffer.from(hkdfSync('sha256', installKey, 'websites-api', use, 32))

/** AES-256-GCM with a random nonce per secret: the prefix and base64url(nonce | tag | ciphertext). */
function aesBox(key: Buffer, prefix: string): SecretBox {
  return {
    seal(secret) {
      const nonce = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, nonce)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return prefix + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
    },
    open(sealed) {
      if (!sealed.startsWith(prefix)) return undefined
      const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url')
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

/** The install's secrets under `installKey` (32 bytes: loadInstallKey's, or a test's own random one). */
export function createInstallSecrets(installKey: Buffer): InstallSecrets {
  if (installKey.length !== 32) throw new Error('the secrets key must be 32 bytes')
  const boxes = new Map<SealPurpose, SecretBox>()
  const digestKeys = new Map<DigestPurpose, Buffer>()
  const unbound = aesBox(installKey, UNBOUND_PREFIX)
  const box = (purpose: SealPurpose) => {
    let found = boxes.get(purpose)
    if (!found) boxes.set(purpose, (found = aesBox(derived(installKey, `seal:${purpose}`), SEALED_PREFIX)))
    return found
  }
  return {
    box,
    digest(purpose, data) {
      let key = digestKeys.get(purpose)
      if (!key) digestKeys.set(purpose, (key = derived(installKey, `digest:${purpose}`)))
      return createHmac('sha256', key).update(data).digest()
    },
    rebind(sealed, purpose) {
      const secret = unbound.open(sealed)
      return secret === undefined ? undefined : box(purpose).seal(secret)
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
