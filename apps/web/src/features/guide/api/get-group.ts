import { t } from '@lingui/core/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { GroupsWithItemsSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { ApiError } from '@/lib/api-error'
import { useGuideStore } from '../stores/guide-store'
import { guideKeys } from './keys'

/** One group with its items and this session's answers to them. */
export async function getGroup(sessionId: string, groupId: number) {
  const { results } = await guideRequest('/groups/by_ids/', {
    query: { group_ids: String(groupId), session_id: sessionId },
    schema: GroupsWithItemsSchema,
  })
  const group = results[0]
  if (!group)
    throw new ApiError({ status: 404, code: 'NOT_FOUND', message: t`That group of questions was not found.` })
  const { traumaItems } = useGuideStore.getState()
  const others = traumaItems.filter((item) => item.group_id !== group.id)
  useGuideStore.getState().setData({ traumaItems: [...others, ...group.items] })
  return group
}

export const groupQueryOptions = (sessionId: string, groupId: number) =>
  queryOptions({ queryKey: guideKeys.group(sessionId, groupId), queryFn: () => getGroup(sessionId, groupId) })

export function useGroup(sessionId: string, groupId: number | null) {
  return useQuery({ ...groupQueryOptions(sessionId, groupId ?? 0), enabled: groupId !== null })
}
