import { queryOptions, useQuery } from '@tanstack/react-query'
import { AnswerListResponseSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { guideKeys } from './keys'

/**
 * The session's answers and progress. Also how a stored session is checked on return: a stale one
 * answers with the seed's session texts, and the API client forgets it and goes to /.
 */
export async function getAnswers(sessionId: string) {
  const store = useGuideStore.getState()
  store.setFlag('fetchingAnswers', true)
  try {
    const list = await guideRequest(`/user_answer/list/${encodeURIComponent(sessionId)}/`, {
      schema: AnswerListResponseSchema,
    })
    useGuideStore.getState().setData({ userAnswers: list.answers })
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
