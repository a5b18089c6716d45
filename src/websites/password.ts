// Website passwords: scrypt at OWASP's minimum (N=2^17, r=8, p=1), run on libuv's thread pool so a
// hash (~100 ms of CPU) never blocks the event loop. Stored as "scrypt$N$r$p$salt$hash" (base64).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const N = 2 ** 17
const R = 8
const P = 1
const KEY_LENGTH = 32
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default cap is 32 MiB.
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, R, P)
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return timingSafeEqual(actual, expected)
}
