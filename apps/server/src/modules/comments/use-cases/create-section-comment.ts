import { anonymousByDefault } from '../../preferences'
import { commentBody } from '../comment-rules'
import { commentTarget } from '../section-comment-target'
import type { CommentsDeps } from '../comments-deps'

/**
 * A new comment on a report section (SPEC §4.3): under the person's display name when they are
 * signed in and say so, or leave `anonymous` out having chosen "Under my name by default" (decision
 * 057); otherwise without a name.
 */
export async function createSectionComment(
  deps: CommentsDeps,
  input: {
    sessionRowId: number
    user: { id: number; displayName: string } | null
    sectionSlug: string
    traumaSlug?: string
    body: string
    anonymous: boolean | undefined
  },
) {
  const { user } = input
  const named = user !== null && !(await anonymousByDefault(deps.db, user.id, input.anonymous))
  const where = commentTarget(deps.guide.sections(), input.sectionSlug, input.traumaSlug)
  return deps.comments.section.insert({
    sessionId: input.sessionRowId,
    userId: input.user?.id ?? null,
    sectionSlug: where.sectionSlug,
    traumaSlug: where.traumaSlug,
    body: commentBody(input.body),
    authorName: named ? user.displayName : null,
    createdAt: deps.clock.now(),
  })
}
