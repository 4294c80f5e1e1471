import { useQuery } from '@tanstack/react-query'
import { MemoryAllowanceSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/**
 * What the signed-in person may still share now: for a new account, its memories a day, how many
 * are left, and when that changes (decision 037). Asked when the composer opens, before anything is
 * written; sharing, or a refusal of a new account's limit, asks again.
 */
export function getMemoryAllowance() {
  return apiRequest(MEMORY_PATHS.allowance, { schema: MemoryAllowanceSchema })
}

export function useMemoryAllowance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: memoryKeys.allowance, queryFn: getMemoryAllowance, enabled })
}
