import { AppError } from '../../../lib/app-error'
import { isOwnedBy } from '../section-comment-owner'
import type { CommentsDeps } from '../comments-deps'

/**
 * A page of visible comments, most helpful first; `mine` marks the viewer's own (by their session
 * if they name one, or their account). `googleId` lists only the signed-in person's comments and
 * is checked before the session is looked up. The session is looked up for `user` (null for a
 * visitor): a session linked to an account answers only that account (the guide's rule).
 */
export async function listSectionComments(
  deps: CommentsDeps,
  filter: {
    limit: number
    page: number
    sectionSlug?: string
    traumaSlug?: string
    googleId?: string
    sessionId?: string
    user: { id: number; publicId: string } | null
  },
) {
  const { user } = filter
  if (filter.googleId !== undefined && filter.googleId !== user?.publicId)
    throw new AppError(403, 'FORBIDDEN', 'comments.ownListOnly')
  const session =
    filter.sessionId === undefined
      ? null
      : await deps.guide.resolveSession(filter.sessionId, user?.id ?? null)
  const viewer = { sessionRowId: session?.id ?? null, userId: user?.id ?? null }
  const { total, rows } = await deps.comments.section.listVisible({
    sectionSlug: filter.sectionSlug,
    traumaSlug: filter.traumaSlug,
    ...(filter.googleId !== undefined && user ? { authorId: user.id } : {}),
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
  })
  return {
    total,
    results: rows.map(({ row, helpful }) => ({ row, helpfulCount: helpful, mine: isOwnedBy(row, viewer) })),
  }
}
