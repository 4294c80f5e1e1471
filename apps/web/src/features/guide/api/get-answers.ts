import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AnswerList, AnswerListResponseSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { guideKeys } from './keys'

/**
 * A session kept here may have been finished on another device (issue 34): the answers say so, and
 * the guide opens on its report, as on the device it was finished on. Only the news that it is
 * finished moves the person: once this device knows, a later fetch leaves them where they chose to
 * be ("Back to the questions" is theirs for this visit).
 */
function learnWhetherFinished({ completed, report_id: reportId }: AnswerList) {
  const guide = useGuideStore.getState()
  if (!completed || reportId == null || guide.finished) return
  guide.setReport(reportId, true)
  guide.setGoToReport(true)
}

/**
 * The session's answers and progress. Also how a stored session is checked on return: a stale one
 * answers with the seed's session texts, and the API client forgets it and goes to /; a finished one
 * opens on its report.
 */
export async function getAnswers(sessionId: string) {
  const store = useGuideStore.getState()
  store.setFlag('fetchingAnswers', true)
  try {
    const list = await guideRequest(`/user_answer/list/${encodeURIComponent(sessionId)}/`, {
      schema: AnswerListResponseSchema,
    })
    useGuideStore.getState().setData({ userAnswers: list.answers })
    learnWhetherFinished(list)
    // The expiry slides with every visit; keep the stored one current.
    useGuideSessionStore.getState().setSession({ session_id: sessionId, expires_at: list.expires_at })
    useGuideStore.getState().setFlag('sessionFetched', true)
    return list
  } finally {
    useGuideStore.getState().setFlag('fetchingAnswers', false)
  }
}

export const answersQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: guideKeys.answers(sessionId), queryFn: () => getAnswers(sessionId) })

export function useAnswers(sessionId: string) {
  return useQuery(answersQueryOptions(sessionId))
}
