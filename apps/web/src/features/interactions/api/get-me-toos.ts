import { useInfiniteQuery } from '@tanstack/react-query'
import { MeTooPageSchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { interactionKeys } from './keys'

/** The me-toos on your own memory with their notes, newest first, ten a page (only its author). */
export function getMeToos(shareableLink: string, page: number) {
  return apiRequest(INTERACTION_PATHS.meToos(shareableLink), { query: { page }, schema: MeTooPageSchema })
}

export const meToosQueryOptions = (shareableLink: string) =>
  pagedQueryOptions(interactionKeys.meToos(shareableLink), (page) => getMeToos(shareableLink, page))

export function useMeToos(shareableLink: string) {
  return useInfiniteQuery(meToosQueryOptions(shareableLink))
}
