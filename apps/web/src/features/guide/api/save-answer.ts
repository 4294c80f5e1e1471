import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AnswerResponseSchema, type Answer } from '@kindred/contract/guide'
import { useGuideStore } from '../stores/guide-store'
import type { getGroup } from './get-group'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

type GroupWithItems = Awaited<ReturnType<typeof getGroup>>

export interface SaveAnswerInput {
  traumaId: number
  value: string
  /** Whether the item had an answer before: changing one is "changing selection". */
  changing: boolean
}

/** Saves (or changes) one answer; the server answers with the stored answer and its id. */
export async function saveAnswer(sessionId: string, { traumaId, value }: SaveAnswerInput) {
  const { answer } = await guideRequest('/user_answer/', {
    method: 'POST',
    body: { session_id: sessionId, trauma_id: traumaId, value },
    schema: AnswerResponseSchema,
  })
  return answer
}

/** The group's answers with one replaced (or removed, when `answer` is null). */
export function withAnswer(group: GroupWithItems, traumaId: number, answer: Answer | null): GroupWithItems {
  const others = group.answers.filter((a) => a.trauma_id !== traumaId)
  return { ...group, answers: answer ? [...others, answer] : others }
}

const flagOf = (input: SaveAnswerInput) => (input.changing ? 'changingSelection' : 'finishingAnswer')

export function useSaveAnswer(sessionId: string, groupId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveAnswerInput) => saveAnswer(sessionId, input),
    onMutate: (input) => useGuideStore.getState().setFlag(flagOf(input), true),
    onSuccess: (answer) => {
      queryClient.setQueryData<GroupWithItems>(guideKeys.group(sessionId, groupId), (group) =>
        group ? withAnswer(group, answer.trauma_id, answer) : group,
      )
      void queryClient.invalidateQueries({ queryKey: guideKeys.answers(sessionId) })
    },
    onSettled: (_data, _error, input) => useGuideStore.getState().setFlag(flagOf(input), false),
  })
}
