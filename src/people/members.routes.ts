// The account's members and invitations, and accepting an invitation (public: the link is the proof).
// Handlers translate HTTP only; the rules are in members.service.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import { refuseForeignOrigin } from '../auth/auth.hook.js'
import { callerOf, requireAccess } from '../auth/caller.js'
import { sessionCookie } from '../auth/sessions.js'
import { answering, errorResponses, refuseOtherMethods } from '../http/api-routes.js'
import { checkedBody } from '../validation.js'
import type { Members } from './members.service.js'
import { AcceptBody, CreatedInvitation, InvitationPreview, PreviewBody, IdParams, InvitationObject, InviteBody, MemberObject, SessionObject, UpdateMemberBody, UserIdParams } from './people.schemas.js'
import { clientOf, cookieOptions } from './session.routes.js'

const tags = ['members']
const consumes = ['application/json', 'application/x-www-form-urlencoded']
const MANAGE = 'Not an admin or owner (or an admin key), or, for owners, not an owner'
const manage = requireAccess('manage-members')
const EXAMPLE_MEMBER = {
  user: { id: 8, email: 'grace@example.com', name: 'Grace' }, role: 'editor', websites: [12], two_factor: false,
  joined_at: '2026-11-27T10:20:30.000000Z', last_sign_in_at: null,
}
const EXAMPLE_INVITATION = {
  id: 4, email: 'grace@example.com', role: 'editor', websites: [12], invited_by: { id: 7, name: 'Ada' },
  expires_at: '2026-12-04T10:20:30.000000Z', created_at: '2026-11-27T10:20:30.000000Z',
}

export function registerAcceptRoute(api: FastifyInstance, members: Members): void {
  api.withTypeProvider<TypeBoxTypeProvider>().post('/invitations/preview', {
    attachValidation: true,
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'previewInvitation', summary: 'What an invitation is for', body: PreviewBody, consumes, security: [],
      description: 'The account, role and email an invitation names, before anyone accepts it: its page shows them, and asks for an email only when it names none. ' +
        'Changes nothing; the token stays valid. An unknown, used, revoked or expired token is the 404 of accepting.',
      response: {
        200: answering('The invitation', Type.Object({ data: InvitationPreview, status: Type.Literal(200) }), {
          example: { data: { account: { id: 1, name: 'default' }, role: 'owner', email: null, expires_at: '2026-12-04T10:20:30.000000Z' }, status: 200 },
        }),
        ...errorResponses({ body: true, open: true, limited: false, notFound: 'The invitation is unknown, used, revoked or expired' }),
      },
    },
  }, async (request) => ({ data: await members.preview(request.databaseWait, checkedBody(request)), status: 200 as const }))

  api.withTypeProvider<TypeBoxTypeProvider>().post('/invitations/accept', {
    attachValidation: true,
    onRequest: refuseForeignOrigin,
    schema: {
      tags, operationId: 'acceptInvitation', summary: 'Accept an invitation', body: AcceptBody, consumes, security: [],
      description: 'With a name and a new password when no user has the invited email yet, or that user\'s password (checked and throttled as a ' +
        'sign-in). Answers a session of the invited account, and its cookie.',
      response: {
        200: answering('A member now, and signed in', Type.Object({ data: SessionObject, status: Type.Literal(200) })),
        ...errorResponses({ body: true, open: true, notFound: 'The invitation is unknown, used, revoked or expired' }),
      },
    },
  }, async (request, reply) => {
    const { token, session } = await members.accept(request.databaseWait, checkedBody(request), clientOf(request), request.id)
    reply.header('set-cookie', sessionCookie(token, cookieOptions(request)))
    return { data: session, status: 200 as const }
  })
}

export function registerMemberRoutes(api: FastifyInstance, members: Members): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>()

  app.post('/invitations', {
    attachValidation: true,
    preParsing: manage,
    schema: {
      tags, operationId: 'invite', summary: 'Invite a member', body: InviteBody, consumes,
      description: 'The link (valid 7 days) is in this answer only, and sent by email when SMTP_URL is set. Only owners invite owners; ' +
        '`websites` limits an editor or viewer.',
      response: {
        201: answering('Invited', Type.Object({ data: CreatedInvitation, status: Type.Literal(201) }),
          { example: { data: { ...EXAMPLE_INVITATION, url: 'https://analytics.example.com/invitations/Z3Jhc3Nob3BwZXI', emailed: false }, status: 201 } }),
        ...errorResponses({ forbidden: MANAGE, body: true }),
      },
    },
  }, async (request, reply) => {
    const data = await members.invite(callerOf(request), checkedBody(request), request.origin)
    reply.code(201)
    return { data, status: 201 as const }
  })

  app.get('/invitations', {
    preParsing: manage,
    schema: {
      tags, operationId: 'listInvitations', summary: 'Pending invitations', description: 'Neither accepted, revoked nor expired, newest first; never their links.',
      response: {
        200: answering('Invitations', Type.Object({ data: Type.Array(InvitationObject), status: Type.Literal(200) }), { example: { data: [EXAMPLE_INVITATION], status: 200 } }),
        ...errorResponses({ forbidden: MANAGE }),
      },
    },
  }, async (request) => ({ data: await members.pending(callerOf(request)), status: 200 as const }))

  app.delete('/invitations/:id', {
    preParsing: manage,
    schema: {
      tags, operationId: 'revokeInvitation', summary: 'Revoke an invitation', params: IdParams,
      response: {
        200: answering('Revoked', Type.Object({ id: Type.Integer(), object: Type.Literal('invitation'), revoked: Type.Literal(true), status: Type.Literal(200) }),
          { example: { id: 4, object: 'invitation', revoked: true, status: 200 } }),
        ...errorResponses({ forbidden: MANAGE, notFound: 'Not a pending invitation of the account', bodyLimits: true }),
      },
    },
  }, async (request) => {
    await members.revokeInvitation(callerOf(request), request.params.id)
    return { id: request.params.id, object: 'invitation' as const, revoked: true as const, status: 200 as const }
  })

  app.get('/members', {
    preParsing: manage,
    schema: {
      tags, operationId: 'listMembers', summary: 'The account\'s members',
      response: {
        200: answering('Members', Type.Object({ data: Type.Array(MemberObject), status: Type.Literal(200) }), { example: { data: [EXAMPLE_MEMBER], status: 200 } }),
        ...errorResponses({ forbidden: MANAGE }),
      },
    },
  }, async (request) => ({ data: await members.list(callerOf(request)), status: 200 as const }))

  app.patch('/members/:user_id', {
    attachValidation: true,
    preParsing: manage,
    schema: {
      tags, operationId: 'updateMember', summary: 'Change a member\'s role or websites', params: UserIdParams, body: UpdateMemberBody, consumes,
      description: 'Only owners make, change or demote owners; an account keeps at least one owner (422). The member\'s keys wider than the new ' +
        'role or websites are revoked with the change.',
      response: {
        200: answering('The member', Type.Object({ data: MemberObject, status: Type.Literal(200) }), { example: { data: EXAMPLE_MEMBER, status: 200 } }),
        ...errorResponses({ forbidden: MANAGE, notFound: 'Not a member of the account', body: true }),
      },
    },
  }, async (request) => ({ data: await members.change(callerOf(request), request.params.user_id, checkedBody(request)), status: 200 as const }))

  app.delete('/members/:user_id', {
    schema: {
      tags, operationId: 'removeMember', summary: 'Remove a member',
      description: 'By admins and owners (owners only by owners), or a member leaving. The member\'s keys in the account are revoked with it; ' +
        'an account keeps at least one owner (422).', params: UserIdParams,
      response: {
        200: answering('Removed', Type.Object({ user_id: Type.Integer(), object: Type.Literal('member'), removed: Type.Literal(true), status: Type.Literal(200) }),
          { example: { user_id: 8, object: 'member', removed: true, status: 200 } }),
        ...errorResponses({ forbidden: MANAGE, notFound: 'Not a member of the account', body: true }),
      },
    },
  }, async (request) => {
    await members.remove(callerOf(request), request.params.user_id)
    return { user_id: request.params.user_id, object: 'member' as const, removed: true as const, status: 200 as const }
  })

  refuseOtherMethods(api, '/invitations', ['GET', 'HEAD', 'POST'])
  refuseOtherMethods(api, '/invitations/:id', ['DELETE'])
  refuseOtherMethods(api, '/invitations/accept', ['POST'])
  refuseOtherMethods(api, '/invitations/preview', ['POST'])
  refuseOtherMethods(api, '/members', ['GET', 'HEAD'])
  refuseOtherMethods(api, '/members/:user_id', ['PATCH', 'DELETE'])
}
