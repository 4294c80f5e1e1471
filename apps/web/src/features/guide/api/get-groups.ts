import { queryOptions, useQuery } from '@tanstack/react-query'
import { GroupListSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { useGuideStore } from '../stores/guide-store'
import { guideKeys } from './keys'

/** The question groups, in order (content: the same for everyone). */
export async function getGroups() {
  const { results } = await guideRequest('/groups/all/', { schema: GroupListSchema })
  const groups = [...results].sort((a, b) => a.order - b.order)
  useGuideStore.getState().setData({ groups })
  return groups
}

export const groupsQueryOptions = () =>
  queryOptions({ queryKey: guideKeys.groups, queryFn: getGroups, staleTime: Infinity })

export function useGroups() {
  return useQuery(groupsQueryOptions())
}
