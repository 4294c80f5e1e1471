/**
 * TanStack Query keys of the comments on guide report sections. They sit under the guide session's
 * key (`['guide', 'session', id]`, the guide's own keys), so deleting the session drops them with
 * everything else read with it.
 */
export const sectionCommentKeys = {
  list: (sessionId: string, sectionSlug: string) =>
    ['guide', 'session', sessionId, 'comments', sectionSlug] as const,
  votes: (sessionId: string) => ['guide', 'session', sessionId, 'votes'] as const,
}
