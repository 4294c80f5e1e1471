import { AppError } from '../../../lib/app-error'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import type { Viewer } from '../../../plugins/authentication'

export const memoryNotFound = () => new AppError(404, 'NOT_FOUND', 'memories.notFound')

/** Whether the person the row was read for may read the memory (`readableBy`, access/memory-rules.ts). */
export function canRead(row: MemoryRow): boolean {
  return row.readable
}

/** A memory `viewer` may read, else 404: another person's private memory does not exist for you (SPEC §2). */
export async function getMemory(
  deps: MemoriesDeps,
  hashId: string,
  viewer: Viewer | null,
): Promise<MemoryRow> {
  const row = await deps.memories.findByHashId(hashId, viewer?.userId ?? null)
  if (!row || !canRead(row)) throw memoryNotFound()
  return row
}

/** The viewer's own memory, else 404 (someone else's memory is not yours to change). */
export async function getOwnMemory(deps: MemoriesDeps, hashId: string, viewer: Viewer): Promise<MemoryRow> {
  const row = await deps.memories.findByHashId(hashId, viewer.userId)
  if (!row || String(viewer.userId) !== row.author_id) throw memoryNotFound()
  return row
}
