import type { SectionCommentsDeps } from '../section-comments-deps'

/** The visible comments this session voted helpful, with their counts ("vote-page-load"). */
export const listVotedSectionComments = (deps: SectionCommentsDeps, sessionRowId: number) =>
  deps.comments.listVisibleVotedBy(sessionRowId)
