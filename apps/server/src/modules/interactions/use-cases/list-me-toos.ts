import { ME_TOOS_PAGE_SIZE } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import type { MeTooRow } from '../reactions.repository'
import { memoryNotFound } from './find-target'

/**
 * The me-toos on the person's own memory, newest first, ten a page (SPEC §6: only the author sees
 * them and their notes; anyone else gets 404). Anonymous givers stay anonymous, to the author too.
 */
export async function listMeToos(
  deps: InteractionsDeps,
  author: number,
  shareableLink: string,
  page: number,
): Promise<{ rows: MeTooRow[]; hasNext: boolean }> {
  const limit = ME_TOOS_PAGE_SIZE
  const rows = await deps.reactions.meToosOnMemoryOf(shareableLink, author, {
    limit,
    offset: (page - 1) * limit,
  })
  if (rows === null) throw memoryNotFound()
  return { rows: rows.slice(0, limit), hasNext: rows.length > limit }
}
