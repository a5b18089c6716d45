// The key routes of the API plugin: GET /key (what the calling key is, for any key) and /keys (the
// account's keys, for admin keys). Handlers translate HTTP only; the rules are in keys.service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { NotFound } from '../errors.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import { listedRights, rightsOfKey } from '../rights.js'
import { callerOf, requireAccess } from './caller.js'
import { CreateKeyBody, CreatedKey, KeyIdParams, KeyObject, ListedKey, Revoked } from './keys.schemas.js'
import type { KeysService } from './keys.service.js'

const tags = ['keys']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const NOT_ADMIN = 'Not an admin key (a signed-in member sees their own keys; admins and owners every key)'
const MAY_NOT_MANAGE = 'Not an admin key, or an admin key that is read-only or limited to some websites; or, for a member, a key wider than they are'
const KEY_NOT_FOUND = 'Unknown id, another account\'s key, an id that is not canonical, or (to revoke) a key already revoked'

const EXAMPLE_KEY = {
  id: 3, name: 'ci', account: 'acme', prefix: 'wak_Kvr8Qz', read_only: true, websites: [12, 15], admin: false, user_id: null,
  expires_at: '2027-01-01T00:00:00.000000Z', created_at: '2026-11-22T10:20:30.000000Z', last_used_at: '2026-11-23T08:00:00.000000Z',
  rights: listedRights(rightsOfKey({ readOnly: true, limited: true, admin: false })),
}

export function registerKeyRoutes(api: FastifyInstance, keys: KeysService): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  app.get('/key', {
    schema: {
      tags, operationId: 'getKey', summary: 'Describe the calling key',
      description: 'What the key may do: its account, whether it is read-only or admin, the websites it is limited to, and when it expires. Never the key itself.',
      response: {
        200: answering('The calling key', Type.Object({ data: KeyObject, status: Type.Literal(200) }), { example: { data: EXAMPLE_KEY, status: 200 } }),
        ...errorResponses({ notFound: 'The key was revoked a moment ago' }),
      },
    },
  }, async (request) => {
    const key = await keys.ownKey(callerOf(request))
    if (!key) throw new NotFound()
    return { data: key, status: 200 as const }
  })

  app.get('/keys', {
    preParsing: requireAccess('read-keys', 'own-keys'),
    schema: {
      tags, operationId: 'listKeys', summary: 'List the account\'s keys',
      description: 'Every key of the account, revoked ones included, newest first. Never the keys themselves. Admin keys, admins and owners; any other member sees their own keys.',
      response: {
        200: answering('The account\'s keys', Type.Object({ data: Type.Array(ListedKey), status: Type.Literal(200) }),
          { example: { data: [{ ...EXAMPLE_KEY, revoked_at: null }], status: 200 } }),
        ...errorResponses({ forbidden: NOT_ADMIN }),
      },
    },
  }, async (request) => ({ data: await keys.listAccountKeys(callerOf(request)), status: 200 as const }))

  app.get('/keys/:id', {
    preParsing: requireAccess('read-keys', 'own-keys'),
    schema: {
      tags, operationId: 'getAccountKey', summary: 'Describe one of the account\'s keys', params: KeyIdParams,
      description: 'One key of the account, revoked or not. Admin keys, admins and owners; any other member, one of their own.',
      response: {
        200: answering('The key', Type.Object({ data: ListedKey, status: Type.Literal(200) }), { example: { data: { ...EXAMPLE_KEY, revoked_at: null }, status: 200 } }),
        ...errorResponses({ forbidden: NOT_ADMIN, notFound: KEY_NOT_FOUND }),
      },
    },
  }, async (request) => ({ data: await keys.getAccountKey(callerOf(request), request.params.id), status: 200 as const }))

  app.post('/keys', {
    attachValidation: true,
    preParsing: requireAccess('manage-keys', 'own-keys'),
    schema: {
      tags, operationId: 'createAccountKey', summary: 'Create a key', body: CreateKeyBody, consumes,
      description: 'A new key of the account. The key itself is in this answer only: it is stored as a digest and never shown again. ' +
        'A key made by an expiring key expires no later than it (by default, when it does). At most 1,000 active keys an account. ' +
        'A key made by a signed-in member is theirs (`user_id`) and never wider than they are: a viewer\'s is read-only, a limited member\'s ' +
        'sees (some of) their websites, only admins and owners make admin keys; asking for more is 403.',
      response: {
        201: answering('Created; `key` is shown only here', Type.Object({ data: CreatedKey, status: Type.Literal(201) }), {
          headers: { Location: Type.String({ description: 'The new key\'s URL' }) },
          example: { data: { ...EXAMPLE_KEY, revoked_at: null, last_used_at: null, key: 'wak_Kvr8QzT0m3JrWm4bTq0Wc2bq9j3h1nY2m5rC7xPz1sA' }, status: 201 },
        }),
        ...errorResponses({ forbidden: MAY_NOT_MANAGE, body: true }),
      },
    },
  }, async (request, reply) => {
    const created = await keys.createAccountKey(callerOf(request), checkedBody(request))
    reply.code(201).header('location', `${request.origin}${api.prefix}/keys/${created.id}`)
    return { data: created, status: 201 as const }
  })

  app.delete('/keys/:id', {
    preParsing: requireAccess('manage-keys', 'own-keys'),
    schema: {
      tags, operationId: 'revokeAccountKey', summary: 'Revoke a key', params: KeyIdParams,
      description: 'The key is refused by every instance within 1 second. The calling key may revoke itself; the account\'s last admin key that is neither read-only nor expiring cannot be revoked (422), whoever asks. ' +
        'A member who does not manage the account\'s keys revokes only their own.',
      response: {
        200: answering('Revoked', Revoked, { example: { id: 3, object: 'key', revoked: true, status: 200 } }),
        ...errorResponses({ forbidden: MAY_NOT_MANAGE, notFound: KEY_NOT_FOUND, body: true, bodyLimits: true }),
      },
    },
  }, async (request) => {
    const id = request.params.id
    await keys.revokeAccountKey(callerOf(request), id)
    return { id, object: 'key' as const, revoked: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, '/key', ['GET', 'HEAD'])
  refuseOtherMethods(api, '/keys', ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, '/keys/:id', ['GET', 'HEAD', 'DELETE'])
}
