import type { VotersRequest } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import type { VoterRow } from '../votes.repository'
import { readableMemory } from './find-target'

/**
 * The voters of a memory the reader may read (visitors too), newest first (SPEC §6): only those
 * who allow it, never people the reader blocked, is blocked by or muted; `total` counts every vote.
 */
export async function listVoters(
  deps: InteractionsDeps,
  reader: number | null,
  query: VotersRequest,
): Promise<{ rows: VoterRow[]; hasNext: boolean; total: number }> {
  const memory = await readableMemory(deps, reader, query.shareable_link)
  const { total, rows } = await deps.votes.voters(memory.id, reader, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return { rows: rows.slice(0, query.limit), hasNext: rows.length > query.limit, total }
}
