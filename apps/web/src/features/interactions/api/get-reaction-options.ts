import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ReactionOptionsResponseSchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { interactionKeys } from './keys'

/** The reactions on offer; me too carries the person's empathy button text. */
export function getReactionOptions() {
  return apiRequest(INTERACTION_PATHS.reactionOptions, { schema: ReactionOptionsResponseSchema })
}

export const reactionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: interactionKeys.reactionOptions,
    queryFn: getReactionOptions,
    staleTime: 5 * 60_000,
  })

/**
 * The me-too label as the server knows it (in the person's language), and the default empathy text
 * until it is loaded, or if it cannot be: "Me too", "A mí también".
 */
export function useMeTooLabel(): string {
  const { t } = useLingui()
  const query = useQuery(reactionOptionsQueryOptions())
  return query.data?.results.find((option) => option.key === 'me_too')?.label ?? t`Me too`
}
