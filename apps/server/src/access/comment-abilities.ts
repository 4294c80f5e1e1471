import type { CommentAbilities } from '@kindred/contract/comments'
import type { CommentAbility } from '@kindred/contract/memories'

/**
 * Who reads a comment, as far as what they may do with it depends on it: a visitor, a signed-in
 * person who did not write it (a moderator too, who removes others' words from the moderators'
 * queue, as with memories, decision 078), or its writer. Nothing finer: a memory's comment pages
 * are shared by every reader of one kind (decision 045), and what the reader is to the writer
 * (connected, blocked, muted) must not show on an anonymous memory's or comment (decision 036).
 * Only a reader whose page is their own can be its writer: a shared page holds nothing of theirs.
 */
export type CommentReader = 'visitor' | 'member' | 'writer'

const NOTHING: CommentAbilities = { edit: false, delete: false, reply: false, love: false, report: false }

/** Whether `may`, the memory's `abilities.comment` for this reader, lets them write there now. */
export const mayWrite = (may: CommentAbility) => may === 'yes' || may === 'if_connected'

/**
 * What `reader` may do with a memory's comment they can read (decision 078), from the comment
 * itself and `may`, the memory's `abilities.comment` for the same reader (`memoryAbilities`), so the
 * comments policy is written once. A deleted comment kept for its replies offers nothing; a reply
 * cannot be replied to (one level, SPEC §6); an edit says as much as a new comment, so it asks what
 * posting asks. The answers carry it so the web does not decide it again.
 */
export function memoryCommentAbilities(
  comment: { deleted: boolean; topLevel: boolean },
  reader: CommentReader,
  may: CommentAbility,
): CommentAbilities {
  if (comment.deleted || reader === 'visitor') return NOTHING
  const writer = reader === 'writer'
  return {
    edit: writer && mayWrite(may),
    delete: writer,
    reply: comment.topLevel && mayWrite(may),
    love: !writer,
    report: !writer,
  }
}

/**
 * What the reader of a report section's comment may do (SPEC §4.3): its writer (their session or
 * account, `mine`) edits and deletes it; anyone else reading with a guide session, signed in or
 * not, flags it and marks it helpful. No replies, no love.
 */
export const sectionCommentAbilities = (mine: boolean): CommentAbilities => ({
  ...NOTHING,
  edit: mine,
  delete: mine,
  report: !mine,
})
