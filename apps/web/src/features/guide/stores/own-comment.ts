import { useGuideStore } from './guide-store'

/** The comment this person posted under their report, kept with the guide's data (seed §3). */
export function rememberOwnComment(commentId: number): void {
  useGuideStore.getState().setData({ myCommentId: commentId })
}

/** A deleted comment is forgotten, if it was the one kept. */
export function forgetOwnComment(commentId: number): void {
  if (useGuideStore.getState().myCommentId === commentId)
    useGuideStore.getState().setData({ myCommentId: null })
}
