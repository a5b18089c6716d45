// GET /api/v1/key: what the calling key is (never the key itself), so a script can check its scope.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { NotFound } from '../errors.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { callerOf } from './auth.hook.js'
import { KeyObject } from './keys.schemas.js'
import type { KeysService } from './keys.service.js'

export function registerKeyRoutes(api: FastifyInstance, keys: KeysService): void {
  api.withTypeProvider<TypeBoxTypeProvider>().get('/key', {
    schema: {
      tags: ['keys'], operationId: 'getKey', summary: 'Describe the calling key',
      description: 'What the key may do: its account, whether it is read-only, the websites it is limited to, and when it expires. Never the key itself.',
      response: {
        200: answering('The calling key', Type.Object({ data: KeyObject, status: Type.Literal(200) }), {
          example: { data: { id: 3, name: 'ci', account: 'acme', prefix: 'wak_Kvr', read_only: true, websites: [12, 15], expires_at: '2027-01-01T00:00:00.000000Z', created_at: '2026-11-22T10:20:30.000000Z', last_used_at: '2026-11-23T08:00:00.000000Z' }, status: 200 },
        }),
        ...errorResponses({ notFound: 'The key was revoked a moment ago' }),
      },
    },
  }, async (request) => {
    const key = await keys.describeKey(callerOf(request).keyId)
    // Revoked between authentication and now.
    if (!key) throw new NotFound()
    return { data: key, status: 200 as const }
  })
  refuseOtherMethods(api, '/key', ['GET', 'HEAD'])
}
