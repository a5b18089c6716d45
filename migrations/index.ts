// The migration history, in order. Each entry is applied once, in its own transaction.
import * as init from './0001-init.js'

export interface Migration {
  version: number
  name: string
  sqlite: string
}

export const migrations: readonly Migration[] = [{ version: 1, name: 'init', ...init }]
