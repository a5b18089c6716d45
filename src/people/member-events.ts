// A membership's events, written in its change's transaction (changes/event-log.ts): the member as
// GET /api/v1/members lists them.
import { type ChangeContext, eventStatements } from '../changes/event-log.js'
import type { Statement } from '../db/executor.js'
import type { MemberObject } from './people.schemas.js'

export const memberEvent = (context: ChangeContext, type: 'member.added' | 'member.updated' | 'member.removed', accountId: number, member: MemberObject): Statement[] =>
  eventStatements(context, [{ accountId, type, websiteId: null, subjectUserId: member.user.id, data: JSON.stringify(member) }])
