import { queryOptions, useQuery } from '@tanstack/react-query'
import { StatsResponseSchema } from '@kindred/contract/guide'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** Community statistics over completed guides; every cell under 10 people comes back as null. */
export function getStats() {
  return guideRequest('/stats/', { schema: StatsResponseSchema })
}

export const statsQueryOptions = () => queryOptions({ queryKey: guideKeys.stats, queryFn: getStats })

export function useStats() {
  return useQuery(statsQueryOptions())
}
