import type { MemoryTag } from '@kindred/contract/memories'
import type { MemoryType } from '@kindred/contract/memories-content'

/**
 * Whether a tag is offered for a memory type, by the same rule the tag lists follow (seed §7): for
 * emotional effects a memory of both takes the tags of either; for health and social effects it takes
 * those of today (mt 3). Used to let go of chosen tags that no longer fit when the type changes.
 */
export function tagFitsType(tag: Pick<MemoryTag, 'kind' | 'mt'>, mt: MemoryType): boolean {
  if (tag.mt.includes(mt)) return true
  if (mt !== 2) return false
  if (tag.kind === 'emotional-effects') return tag.mt.includes(1) || tag.mt.includes(3)
  if (tag.kind === 'health-effects' || tag.kind === 'social-effects') return tag.mt.includes(3)
  return false
}
