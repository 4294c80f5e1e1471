/**
 * Who may change a comment (decision 015): the guide session that wrote it, or the signed-in
 * account it was written under. Either may be missing; at least one is present.
 */
export interface CommentOwner {
  sessionRowId: number | null
  userId: number | null
}

/** Whether a comment row belongs to `owner` (for rows already read). */
export function isOwnedBy(row: { sessionId: number | null; userId: number | null }, owner: CommentOwner) {
  return (
    (owner.sessionRowId !== null && row.sessionId === owner.sessionRowId) ||
    (owner.userId !== null && row.userId === owner.userId)
  )
}
