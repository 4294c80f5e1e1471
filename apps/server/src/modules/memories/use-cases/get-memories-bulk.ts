import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { canRead } from './get-memory'
import type { Viewer } from '../../../plugins/authentication'

/** Up to 50 memories by link in one query: those `viewer` may read, in the order asked, and the rest as missing. */
export async function getMemoriesBulk(deps: MemoriesDeps, links: readonly string[], viewer: Viewer | null) {
  const unique = [...new Set(links)]
  const rows = await deps.memories.findByShareableLinks(unique, viewer?.userId ?? null)
  const readable = new Map(rows.filter((row) => canRead(row)).map((row) => [row.shareable_link, row]))
  return {
    rows: unique.flatMap((link) => readable.get(link) ?? []) as MemoryRow[],
    missing: unique.filter((link) => !readable.has(link)),
  }
}
