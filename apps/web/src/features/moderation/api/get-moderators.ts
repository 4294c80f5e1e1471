import { queryOptions, useQuery } from '@tanstack/react-query'
import { ModeratorListSchema } from '@kindred/contract/moderation'
import { MODERATOR_PATHS } from '@kindred/contract/moderation-constants'
import { apiRequest } from '@/lib/api-client'
import { moderationKeys } from './keys'

/** Under moderation's keys, so a grant or a revoke refreshes it. Admins only (403 for anyone else). */
export const moderatorsKey = [...moderationKeys.all, 'moderators'] as const

/** The moderators and admins, admins first. */
export function getModerators() {
  return apiRequest(MODERATOR_PATHS.moderators, { schema: ModeratorListSchema })
}

export const moderatorsQueryOptions = () => queryOptions({ queryKey: moderatorsKey, queryFn: getModerators })

export function useModerators() {
  return useQuery(moderatorsQueryOptions())
}
