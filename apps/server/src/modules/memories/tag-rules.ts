import { SAFETY_FILTER_SLUGS, type SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { AppError } from '../../lib/app-error'
import { message, type Message } from '../../lib/messages'
import type { TagCatalog } from './content/tag-catalog'

/**
 * The tag rules of SPEC §5.2: every tag exists, fits the memory's type, and is enabled — except a
 * tag the memory already carries, which an edit may keep after it was disabled. 422 names the tags,
 * as `names` (the request's language's catalog, decision 083) calls them; the rules are `catalog`'s.
 */
export function checkTags(
  catalog: TagCatalog,
  names: TagCatalog,
  tagIds: readonly number[],
  mt: 1 | 2 | 3,
  alreadyOn: readonly number[] = [],
) {
  const problems: Message[] = []
  for (const id of tagIds) {
    const tag = catalog.byId.get(id)
    if (!tag) {
      problems.push(message('memories.tagMissing', { id }))
      continue
    }
    const name = names.byId.get(id)?.name ?? tag.name
    if (tag.disabled && !alreadyOn.includes(id)) problems.push(message('memories.tagRetired', { name }))
    else if (!tag.mt.includes(mt)) problems.push(message('memories.tagWrongKind', { name }))
  }
  if (problems.length > 0) {
    throw new AppError(422, 'VALIDATION_FAILED', 'memories.checkTags', [
      { path: 'body.tag_ids', message: problems },
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
