import { queryOptions, useQuery } from '@tanstack/react-query'
import { ResultAnswerResponseSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** The result card for one answer: its type, the CDC figure, a kind message, the community count. */
export function getResultAnswer(sessionId: string, answerId: number) {
  return guideRequest(`/result-answer/${answerId}/`, {
    query: { session_id: sessionId },
    schema: ResultAnswerResponseSchema,
  })
}

export const resultAnswerQueryOptions = (sessionId: string, answerId: number) =>
  queryOptions({
    queryKey: guideKeys.result(sessionId, answerId),
    queryFn: () => getResultAnswer(sessionId, answerId),
  })

export function useResultAnswer(sessionId: string, answerId: number) {
  return useQuery(resultAnswerQueryOptions(sessionId, answerId))
}
