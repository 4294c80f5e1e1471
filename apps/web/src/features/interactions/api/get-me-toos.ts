import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { INTERACTION_PATHS, MeTooPageSchema } from '@kindred/contract/interactions'
import { apiRequest } from '@/lib/api-client'
import { interactionKeys } from './keys'

/** The me-toos on your own memory with their notes, newest first, ten a page (only its author). */
export function getMeToos(shareableLink: string, page: number) {
  return apiRequest(INTERACTION_PATHS.meToos(shareableLink), { query: { page }, schema: MeTooPageSchema })
}

export const meToosQueryOptions = (shareableLink: string) =>
  infiniteQueryOptions({
    queryKey: interactionKeys.meToos(shareableLink),
    queryFn: ({ pageParam }) => getMeToos(shareableLink, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useMeToos(shareableLink: string) {
  return useInfiniteQuery(meToosQueryOptions(shareableLink))
}
