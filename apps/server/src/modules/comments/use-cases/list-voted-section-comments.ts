import type { CommentsDeps } from '../comments-deps'

/** The visible comments this session voted helpful, with their counts ("vote-page-load"). */
export const listVotedSectionComments = (deps: CommentsDeps, sessionRowId: number) =>
  deps.comments.section.listVisibleVotedBy(sessionRowId)
