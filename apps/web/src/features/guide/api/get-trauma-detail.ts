import { queryOptions, useQuery } from '@tanstack/react-query'
import { TraumaDetailResponseSchema } from '@kindred/contract/guide'
import { useGuideStore } from '../stores/guide-store'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** Everything the guide says about one type, with its sources (content: the same for everyone). */
export async function getTraumaDetail(typeId: number) {
  const detail = await guideRequest(`/trauma/${typeId}/`, { schema: TraumaDetailResponseSchema })
  useGuideStore.getState().setData({ traumaDetail: detail })
  return detail
}

export const traumaDetailQueryOptions = (typeId: number) =>
  queryOptions({
    queryKey: guideKeys.detail(typeId),
    queryFn: () => getTraumaDetail(typeId),
    staleTime: Infinity,
  })

export function useTraumaDetail(typeId: number, enabled: boolean) {
  return useQuery({ ...traumaDetailQueryOptions(typeId), enabled })
}
