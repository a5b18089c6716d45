// A key as people and `GET /api/v1/key` see it, never the key itself: one schema, which the route's answer
// and the OpenAPI document use, and the type the stores and the CLI read keys as.
import Type, { type Static } from 'typebox'
import { Timestamp } from '../http/api-routes.js'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()])
export const KeyObject = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  account: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key, to recognise it by' }),
  read_only: Type.Boolean({ description: 'Writes are 403' }),
  websites: Nullable(Type.Array(Type.Integer(), { description: 'The only websites the key sees; null: all of the account\'s' })),
  expires_at: Nullable(Timestamp),
  created_at: Timestamp,
  last_used_at: Nullable(Timestamp),
})

/** The key and, for `websites-api keys list`, when it was revoked (a revoked key never reaches the API). */
export type KeyDescription = Static<typeof KeyObject> & { revoked_at: string | null }
