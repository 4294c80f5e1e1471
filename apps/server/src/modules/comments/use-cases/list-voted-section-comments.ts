import type { GuideDeps } from '../guide-deps'

/** The visible comments this session voted helpful, with their counts ("vote-page-load"). */
export const listVotedGuideComments = (deps: GuideDeps, sessionRowId: number) =>
  deps.comments.listVisibleVotedBy(sessionRowId)
