import { commentBody } from '../comment-rules'
import { commentTarget } from '../section-comment-target'
import type { SectionCommentsDeps } from '../section-comments-deps'

/**
 * A new comment on a report section (SPEC §4.3): under the person's display name when signed in,
 * unless they choose anonymous.
 */
export async function createSectionComment(
  deps: SectionCommentsDeps,
  input: {
    sessionRowId: number
    user: { id: number; displayName: string } | null
    sectionSlug: string
    traumaSlug?: string
    body: string
    anonymous: boolean
  },
) {
  const where = commentTarget(deps.guide.sections(), input.sectionSlug, input.traumaSlug)
  return deps.comments.insert({
    sessionId: input.sessionRowId,
    userId: input.user?.id ?? null,
    sectionSlug: where.sectionSlug,
    traumaSlug: where.traumaSlug,
    body: commentBody(input.body),
    authorName: input.user && !input.anonymous ? input.user.displayName : null,
    createdAt: deps.clock.now(),
  })
}
