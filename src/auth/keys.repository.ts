// What key management needs from storage; one implementation per database (keys.sqlite.ts,
// keys.postgres.ts). Keys are looked up by digest: the raw key is never stored.
export interface ActiveKey {
  id: number
  accountId: number
  digest: Buffer
}

export interface KeyListing {
  id: number
  account: string
  name: string | null
  prefix: string
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export interface KeysRepository {
  /** An unrevoked key by digest. May answer from a cache, but a revocation is seen within 5 s everywhere. */
  findActiveKey(digest: Buffer): Promise<ActiveKey | undefined>
  touchKey(id: number): Promise<void>
  /** Creates the account when it is new; returns the new key's id. */
  createKey(account: string, name: string | null, prefix: string, digest: Buffer): Promise<number>
  accountId(name: string): Promise<number | undefined>
  revokeKey(id: number): Promise<boolean>
  /**
   * The same, but only on a database without any key, decided atomically: instances starting together
   * on a new database make one first key between them. Undefined when a key exists.
   */
  createFirstKey(account: string, name: string, prefix: string, digest: Buffer): Promise<number | undefined>
  listKeys(account?: string): Promise<KeyListing[]>
}
