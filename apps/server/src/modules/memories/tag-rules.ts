import { SAFETY_FILTER_SLUGS, type SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { AppError } from '../../lib/app-error'
import type { TagCatalog } from './content/tag-catalog'

/**
 * The tag rules of SPEC §5.2: every tag exists, fits the memory's type, and is enabled — except a
 * tag the memory already carries, which an edit may keep after it was disabled. 422 names the tags.
 */
export function checkTags(
  catalog: TagCatalog,
  tagIds: readonly number[],
  mt: 1 | 2 | 3,
  alreadyOn: readonly number[] = [],
) {
  const problems: string[] = []
  for (const id of tagIds) {
    const tag = catalog.byId.get(id)
    if (!tag) problems.push(`Tag ${id} does not exist.`)
    else if (tag.disabled && !alreadyOn.includes(id)) problems.push(`"${tag.name}" is no longer offered.`)
    else if (!tag.mt.includes(mt)) problems.push(`"${tag.name}" does not fit this kind of memory.`)
  }
  if (problems.length > 0) {
    throw new AppError(422, 'VALIDATION_FAILED', 'Please check the tags.', [
      { path: 'body.tag_ids', message: problems.join(' ') },
    ])
  }
}

/** The memory's content warnings: its tags' safety filters and the author's own, in filter order. */
export function contentWarnings(
  catalog: TagCatalog,
  tagIds: readonly number[],
  authorWarnings: readonly SafetyFilterSlug[],
): SafetyFilterSlug[] {
  const all = new Set<SafetyFilterSlug>(authorWarnings)
  for (const id of tagIds) for (const slug of catalog.byId.get(id)?.safetyFilters ?? []) all.add(slug)
  return SAFETY_FILTER_SLUGS.filter((slug) => all.has(slug))
}
