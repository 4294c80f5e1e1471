import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { TagListResponseSchema, type MemoryTag } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import type { MemoryType, TagKindSlug } from '@kindred/contract/memories-content'
import { TAG_KIND_SLUGS } from '@kindred/contract/memories-content-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Tags change only with the content files: read once a visit. */
const TAG_STALE_MS = 30 * 60 * 1000

function requestTags(kind: TagKindSlug, mt: MemoryType | null) {
  return apiRequest(MEMORY_PATHS.tags(kind), {
    query: { dis: 'false', ist: 'true', mt },
    schema: TagListResponseSchema,
  })
}

/**
 * The tags of a kind for a memory type, with the seed's client rule (§7): for emotional effects a
 * memory of both (mt 2) asks for mt 1 and mt 3 and merges them without duplicates; for health and
 * social effects mt 2 is sent as 3. Without a type, every enabled tag of the kind.
 */
export async function getTags(kind: TagKindSlug, mt: MemoryType | null): Promise<MemoryTag[]> {
  if (kind === 'emotional-effects' && mt === 2) {
    const [then, now] = await Promise.all([requestTags(kind, 1), requestTags(kind, 3)])
    // A tag that fits both types comes back twice; the first copy is kept, in the server's order.
    const byId = new Map<number, MemoryTag>()
    for (const tag of [...then.results, ...now.results]) if (!byId.has(tag.id)) byId.set(tag.id, tag)
    return [...byId.values()]
  }
  const sent = (kind === 'health-effects' || kind === 'social-effects') && mt === 2 ? 3 : mt
  return (await requestTags(kind, sent)).results
}

export const tagsQueryOptions = (kind: TagKindSlug, mt: MemoryType | null) =>
  queryOptions({
    queryKey: memoryKeys.tags(kind, mt),
    queryFn: () => getTags(kind, mt),
    staleTime: TAG_STALE_MS,
  })

export function useTags(kind: TagKindSlug, mt: MemoryType | null, enabled = true) {
  return useQuery({ ...tagsQueryOptions(kind, mt), enabled })
}

/** Every kind's tags at once: to find a tag by its slug (`/memories?tag=…`) and to name chosen ones. */
export function useAllTags(enabled = true) {
  return useQueries({
    queries: TAG_KIND_SLUGS.map((kind) => ({ ...tagsQueryOptions(kind, null), enabled })),
    combine: (results) => ({
      tags: results.flatMap((result) => result.data ?? []),
      pending: results.some((result) => result.isPending && enabled),
      failed: results.some((result) => result.isError),
    }),
  })
}
