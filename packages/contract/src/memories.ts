import { z } from 'zod'
import { CursorPageOf, PageOf } from './pages'
import { MAX_LIST_LIMIT, PAGE_SIZE, USER_MEMORIES_LIMIT } from './limits'
import { MemoryTypeSchema, TAG_KIND_SLUGS } from './memories-content'
import { ModerationStatusSchema } from './moderation-status'
import { SAFETY_FILTER_SLUGS } from './preferences-content'
import { text } from './text'
import {
  MEMORY_TAGS_MAX,
  MEMORY_BULK_MAX,
  SEARCH_QUERY_MAX,
  MEMORY_PAGE_MAX,
  AGE_RANGES,
  VISIBILITIES,
  COMMENTS_POLICIES,
  COMMENT_ABILITIES,
  HASH_ID,
  SHAREABLE_LINK,
  FEED_SORTS,
  LIST_CURSOR_MAX,
  SEARCH_SORTS,
  MEMORY_LANGUAGES,
} from './memories-constants'

export * from './memories-constants'

/**
 * Asked before a person writes (decision 037): null `new_account` for an account that is not new (or
 * when `NEW_ACCOUNT_HOURS` is 0), which has only the hourly limit everyone has. For a new one: how
 * many memories it may share a day, how many are left now, when the account stops being new (the
 * limit ends then), and, once none are left, when sharing opens again (the day's count starts over
 * or the account stops being new, whichever is first).
 */
export const MemoryAllowanceSchema = z.object({
  new_account: z
    .object({
      until: z.string(),
      per_day: z.number().int(),
      left: z.number().int(),
      again_at: z.string().nullable(),
    })
    .nullable(),
})
export type MemoryAllowance = z.infer<typeof MemoryAllowanceSchema>

const id = z.number().int().positive()
export const TagIdSchema = z.number().int().positive().max(2_147_483_647)
export const HashIdParamsSchema = z.object({ hashId: z.string().max(24).regex(HASH_ID) })
const shareableLink = z.string().min(1).max(160).regex(SHAREABLE_LINK)

/** A comma-separated list in a query string ("1,2,3"), each item checked; empty means none. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, max: number, maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(z.array(item).max(max, `at most ${max}`))

const tagIdList = commaList(
  z
    .string()
    .regex(/^\d{1,10}$/, 'tag ids are numbers')
    .transform(Number)
    .pipe(TagIdSchema),
  MEMORY_TAGS_MAX,
  300,
)

const page = z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(1)
const limit = z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(PAGE_SIZE)
const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true')

/** The language a memory is written in (MEMORY_LANGUAGES). */
export const MemoryLanguageSchema = z.enum(MEMORY_LANGUAGES)
/** Narrows a list to the memories written in one language; left out, every language. */
const languageFilter = MemoryLanguageSchema.optional().describe(
  'Only memories written in this language (`en`, `es`); left out, every language.',
)

export const SafetyFilterSlugSchema = z.enum(SAFETY_FILTER_SLUGS)

export const MemoryTagSchema = z.object({
  id,
  kind: z.enum(TAG_KIND_SLUGS),
  slug: z.string(),
  name: z.string(),
  /** The memory types the tag fits. */
  mt: z.array(MemoryTypeSchema),
  disabled: z.boolean(),
  /** The safety filters a memory with this tag matches. */
  safety_filters: z.array(SafetyFilterSlugSchema),
  /** With `ist=true`: how many public memories carry the tag. */
  memory_count: z.number().int().optional(),
})
export type MemoryTag = z.infer<typeof MemoryTagSchema>

export const MemoryAuthorSchema = z.object({ public_id: z.string(), display_name: z.string() })

/**
 * What the reader may do with the memory, decided by the server (decision 078) so the web does not
 * decide it again from the fields. The same for every reader of one kind (a visitor, a member who
 * did not write it, its author): never what the reader is to its author.
 */
export const MemoryAbilitiesSchema = z.object({
  /** Its author: change it, and delete it. */
  edit: z.boolean(),
  delete: z.boolean(),
  /** Copy its link: anyone but the author of a private memory, which nobody else can open. */
  share: z.boolean(),
  /** A signed-in reader who did not write it: hide it from their lists, report it. */
  hide: z.boolean(),
  report: z.boolean(),
  /**
   * A signed-in reader who did not write it: me too, love, "this resonates" and kind words (SPEC §6:
   * no reactions on your own memory; its author sees how people responded).
   */
  react: z.boolean(),
  /** A signed-in reader of a named memory they did not write: connect with, mute or block its author. */
  connect: z.boolean(),
  comment: z.enum(COMMENT_ABILITIES),
})
export type MemoryAbilities = z.infer<typeof MemoryAbilitiesSchema>

const memoryFields = {
  hash_id: z.string(),
  shareable_link: z.string(),
  title: z.string(),
  /** The language it is written in: its text is in it (a page marks it so) and search stems it so. */
  language: MemoryLanguageSchema,
  mt: MemoryTypeSchema,
  age_range: z.enum(AGE_RANGES).nullable(),
  tags: z.array(MemoryTagSchema),
  /** Every safety filter the memory matches: its tags' and the author's own. */
  content_warnings: z.array(SafetyFilterSlugSchema),
  /** The warnings the author added beyond those the tags imply (what the composer shows ticked). */
  author_warnings: z.array(SafetyFilterSlugSchema),
  visibility: z.enum(VISIBILITIES),
  anonymous: z.boolean(),
  comments_policy: z.enum(COMMENTS_POLICIES),
  /** Null when anonymous (moderators see who wrote it). */
  author: MemoryAuthorSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  counts: z.object({
    me_too: z.number().int(),
    love: z.number().int(),
    comments: z.number().int(),
    votes: z.number().int(),
  }),
  is_mine: z.boolean(),
  /** Whether you hid it from your lists (always false for a visitor). */
  hidden_by_me: z.boolean(),
  /**
   * For its author only (null for everyone else, who cannot see it then): why nobody else sees it now,
   * `held` by reports until a moderator looks, or `hidden` / `removed` by a moderator under a rule,
   * and whether they may appeal (SPEC §10).
   */
  moderation: ModerationStatusSchema.nullable(),
  abilities: MemoryAbilitiesSchema,
}

/** The whole memory: details, bulk, create and edit answers. Plain text, line breaks kept. */
export const MemorySchema = z.object({ ...memoryFields, body: z.string() })
export type Memory = z.infer<typeof MemorySchema>

/** A memory in a list: the body cut to an excerpt at a word boundary. */
export const MemoryCardSchema = z.object({
  ...memoryFields,
  excerpt: z.string(),
  /** Whether the excerpt is shorter than the body ("Read more"). */
  truncated: z.boolean(),
})
export type MemoryCard = z.infer<typeof MemoryCardSchema>

/** A piece of highlighted text: `match` marks the words the search found. Never HTML. */
export const HighlightPartSchema = z.object({ text: z.string(), match: z.boolean() })
export type HighlightPart = z.infer<typeof HighlightPartSchema>

export const SearchResultSchema = MemoryCardSchema.extend({
  /** The title with the words found marked. */
  title_highlight: z.array(HighlightPartSchema),
  /** Up to three fragments of the body around the words found. */
  fragments: z.array(z.array(HighlightPartSchema)),
})
export type SearchResult = z.infer<typeof SearchResultSchema>

export const MemoryPageSchema = PageOf(MemoryCardSchema)
/** The feed's page: MemoryPageSchema and where the next one starts (`next_cursor`, decision 063). */
export const FeedPageSchema = CursorPageOf(MemoryCardSchema)
export const SearchPageSchema = PageOf(SearchResultSchema)
/**
 * Where the next page starts: the `next_cursor` of the page before (decision 063), as the server
 * gave it; then `page` is only the page's number as the client counts it, and reads nothing.
 */
const cursor = z
  .string()
  .min(1)
  .max(LIST_CURSOR_MAX)
  .describe(
    "Where this page starts: the previous page's `next_cursor`, as given. Reads the page from there, " +
      'as cheaply as the first, unmoved by memories added since; `page` is then only its number. ' +
      'A cursor this list did not give is a 400 `CURSOR_INVALID`.',
  )
  .optional()
export const FeedQuerySchema = z.object({
  page,
  limit,
  sort: z.enum(FEED_SORTS).default('newest'),
  cursor,
  language: languageFilter,
})
export const MyMemoriesQuerySchema = z.object({ page, limit })

export const SnippetParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT),
})
/** `tag_ids` filters by tags: memories with any of them (empty: all); `language`, by language. */
export const SnippetQuerySchema = z.object({
  tag_ids: tagIdList.default([]),
  cursor,
  language: languageFilter,
})

export const SnippetSchema = z.object({
  hash_id: z.string(),
  shareable_link: z.string(),
  title: z.string(),
  language: MemoryLanguageSchema,
  /** The start of the body, at most 200 characters, cut at a word. */
  snippet: z.string(),
  /** Whether the snippet is shorter than the body. */
  truncated: z.boolean(),
  mt: MemoryTypeSchema,
  tags: z.array(MemoryTagSchema),
  content_warnings: z.array(SafetyFilterSlugSchema),
  /** Null when anonymous, for everyone (moderators see who wrote it on the memory itself). */
  author: MemoryAuthorSchema.nullable(),
  created_at: z.string(),
  counts: z.object({ me_too: z.number().int(), comments: z.number().int() }),
})
export type Snippet = z.infer<typeof SnippetSchema>
export const SnippetPageSchema = CursorPageOf(SnippetSchema)
export const SearchQuerySchema = z.object({
  q: text({ max: SEARCH_QUERY_MAX, trim: true }).default(''),
  tag_ids: tagIdList.default([]),
  mt: z.coerce.number().pipe(MemoryTypeSchema).optional(),
  age_range: z.enum(AGE_RANGES).optional(),
  language: languageFilter,
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page,
  limit,
})
export type SearchQuery = z.input<typeof SearchQuerySchema>

export const TagListParamsSchema = z.object({ kind: z.enum(TAG_KIND_SLUGS) })
export const TagListQuerySchema = z.object({
  dis: booleanFlag.default(false),
  ist: booleanFlag.default(false),
  mt: z.coerce.number().pipe(MemoryTypeSchema).optional(),
})
export const TagListResponseSchema = z.object({ results: z.array(MemoryTagSchema) })

export const BulkQuerySchema = z.object({
  shareable_links: commaList(shareableLink, MEMORY_BULK_MAX, 50 * 161),
})
export const BulkResponseSchema = z.object({
  results: z.array(MemorySchema),
  /** Links that do not exist or that you may not see, in the order asked. */
  missing: z.array(z.string()),
})

export const HideResponseSchema = z.object({ hash_id: z.string(), hidden: z.boolean() })

export const UserMemoriesParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+$/),
  limit: z.coerce.number().int().min(1).max(USER_MEMORIES_LIMIT),
})
/** `exclude`: the memory being read, so "more by this person" lists only the others. */
export const UserMemoriesQuerySchema = z.object({ exclude: z.string().max(24).regex(HASH_ID).optional() })
export const UserMemoriesResponseSchema = z.object({ results: z.array(MemoryCardSchema) })
