import type { VotersRequest } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import type { VoterRow } from '../votes.repository'
import { memoryNotFound } from './find-target'

/**
 * The voters of a memory the reader may read (visitors too), newest first (SPEC §6): only those
 * who allow it, never people the reader blocked, is blocked by or muted; `total` counts every vote.
 * One statement, which also says whether the reader may read the memory.
 */
export async function listVoters(
  deps: InteractionsDeps,
  reader: number | null,
  query: VotersRequest,
): Promise<{ rows: VoterRow[]; hasNext: boolean; total: number }> {
  const page = await deps.votes.voters(query.shareable_link, reader, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  if (!page) throw memoryNotFound()
  const { total, rows } = page
  return { rows: rows.slice(0, query.limit), hasNext: rows.length > query.limit, total }
}
