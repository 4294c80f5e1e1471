import type { Memory, MemoryAllowance, MemoryCard, MemoryTag, Snippet } from '@kindred/contract/memories'
import { MEMORY_EXCERPT_MAX, MEMORY_SNIPPET_MAX } from '@kindred/contract/memories'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import type { CatalogTag, TagCatalog } from './content/tag-catalog'
import type { MemoryWords } from './memory-words'
import type { MemoryRow } from './memories.repository'
import type { NewAccountAllowance } from './use-cases/get-memory-allowance'
import { isModerator, type Viewer } from '../../plugins/authentication'
import { memoryAbilities, type MemoryReader, moderationStatusIn } from '../../access'

const iso = (value: Date | string) => new Date(value).toISOString()

export const toTagDto = (tag: CatalogTag, memoryCount?: number): MemoryTag => ({
  id: tag.id,
  kind: tag.kind,
  slug: tag.slug,
  name: tag.name,
  mt: tag.mt,
  disabled: tag.disabled,
  safety_filters: tag.safetyFilters,
  ...(memoryCount === undefined ? {} : { memory_count: memoryCount }),
})

const tagsOf = (row: MemoryRow, catalog: TagCatalog) =>
  row.tag_ids.flatMap((id) => {
    const tag = catalog.byId.get(id)
    return tag ? [toTagDto(tag)] : []
  })

/** The author for this viewer: hidden when anonymous, except from the author and moderators (SPEC §5.1). */
function authorFor(row: MemoryRow, viewer: Viewer | null) {
  const mine = viewer !== null && String(viewer.userId) === row.author_id
  if (row.anonymous && !mine && !isModerator(viewer)) return null
  return { public_id: row.author_public_id, display_name: row.author_display_name }
}

/**
 * Cuts plain text to at most `max` characters at a word boundary, with an ellipsis when cut.
 * `fullLength` is the length of the whole text when `text` is only its start.
 */
export function cutAtWord(
  text: string,
  max: number,
  fullLength = text.length,
): { text: string; truncated: boolean } {
  if (fullLength <= max) return { text, truncated: false }
  const head = text.slice(0, max - 1)
  const lastSpace = head.search(/\s\S*$/)
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head
  return { text: `${cut.trimEnd()}…`, truncated: true }
}

const readerOf = (row: MemoryRow, viewer: Viewer | null): MemoryReader =>
  viewer === null ? 'visitor' : String(viewer.userId) === row.author_id ? 'author' : 'member'

function fields(row: MemoryRow, catalog: MemoryWords, viewer: Viewer | null) {
  const reader = readerOf(row, viewer)
  return {
    hash_id: row.hash_id,
    shareable_link: row.shareable_link,
    title: row.title,
    language: row.language,
    mt: row.mt,
    age_range: row.age_range,
    tags: tagsOf(row, catalog),
    content_warnings: row.content_warnings as SafetyFilterSlug[],
    author_warnings: row.author_warnings as SafetyFilterSlug[],
    visibility: row.visibility,
    anonymous: row.anonymous,
    comments_policy: row.comments_policy,
    author: authorFor(row, viewer),
    created_at: iso(row.created_at),
    edited_at: row.edited_at === null ? null : iso(row.edited_at),
    counts: {
      me_too: row.me_too_count,
      love: row.love_count,
      comments: row.comment_count,
      votes: row.vote_count,
    },
    is_mine: reader === 'author',
    hidden_by_me: row.hidden_by_me,
    moderation: reader === 'author' ? moderationStatusIn(row.moderation, catalog.ruleLabel) : null,
    abilities: memoryAbilities(
      { visibility: row.visibility, anonymous: row.anonymous, commentsPolicy: row.comments_policy },
      reader,
    ),
  }
}

export const toMemoryDto = (row: MemoryRow, catalog: MemoryWords, viewer: Viewer | null): Memory => ({
  ...fields(row, catalog, viewer),
  body: row.body,
})

export function toMemoryCardDto(row: MemoryRow, catalog: MemoryWords, viewer: Viewer | null): MemoryCard {
  const excerpt = cutAtWord(row.body, MEMORY_EXCERPT_MAX, row.body_length)
  return { ...fields(row, catalog, viewer), excerpt: excerpt.text, truncated: excerpt.truncated }
}

/**
 * A snippet is a glance in a list and carries no `anonymous`, so a name on it could not be marked as
 * hidden from everyone else: an anonymous memory's snippet names nobody, for moderators and its author
 * too (its page, opened, shows them who wrote it, marked so).
 */
export function toSnippetDto(row: MemoryRow, catalog: MemoryWords, viewer: Viewer | null): Snippet {
  const all = fields(row, catalog, viewer)
  const start = row.body.replace(/\s+/g, ' ').trim()
  // Only the start of the body was read: if more follows, the snippet is cut whatever its length.
  const snippet = cutAtWord(
    start,
    MEMORY_SNIPPET_MAX,
    row.body_length > row.body.length ? Infinity : start.length,
  )
  return {
    hash_id: all.hash_id,
    shareable_link: all.shareable_link,
    title: all.title,
    language: all.language,
    snippet: snippet.text,
    truncated: snippet.truncated,
    mt: all.mt,
    tags: all.tags,
    content_warnings: all.content_warnings,
    author: row.anonymous ? null : all.author,
    created_at: all.created_at,
    counts: { me_too: row.me_too_count, comments: row.comment_count },
  }
}

/** What a person may still share (decision 037): null `new_account` when the account is not new. */
export const toMemoryAllowanceDto = (allowance: NewAccountAllowance | null): MemoryAllowance => ({
  new_account: allowance && {
    until: allowance.until.toISOString(),
    per_day: allowance.perDay,
    left: allowance.left,
    again_at: allowance.againAt?.toISOString() ?? null,
  },
})
