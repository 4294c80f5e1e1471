import { z } from 'zod'
import { SLUG } from './guide-content'
import { SAFETY_FILTER_SLUGS } from './preferences-content'
import { text } from './text'

/**
 * The shapes of the memory tags' content files under content/memories (SPEC §5.1): the ten tag kinds
 * and one file of tags per kind. The server validates every file with these at start; the content
 * test checks the rest (one file per kind, slugs unique across kinds, every guide type tagged).
 */

/** The ten tag kinds, in the order they are offered. */
export const TAG_KIND_SLUGS = [
  'chronic-adverse-events',
  'sudden-adverse-events',
  'feelings',
  'thoughts',
  'emotional-effects',
  'health-effects',
  'social-effects',
  'needs',
  'risk-factors',
  'siblings',
] as const
export type TagKindSlug = (typeof TAG_KIND_SLUGS)[number]

/** Memory types: 1 = what happened, 2 = both, 3 = how it affects me today. */
export const MEMORY_TYPES = [1, 2, 3] as const
export type MemoryType = (typeof MEMORY_TYPES)[number]
export const MemoryTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

const slug = () => text({ min: 1, max: 80 }).regex(SLUG)
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length

export const TagKindSchema = z.object({
  slug: z.enum(TAG_KIND_SLUGS),
  name: text({ min: 1, max: 80 }),
  description: text({ min: 1, max: 400 }),
  order: z.number().int().min(1),
})
export type TagKindContent = z.infer<typeof TagKindSchema>

/** content/memories/tag-kinds.json */
export const TagKindsFileSchema = z.object({ kinds: z.array(TagKindSchema).min(1) })
export type TagKindsFile = z.infer<typeof TagKindsFileSchema>

export const TagSchema = z.object({
  /** Unique across every kind: it is the tag's address, `/memories?tag=<slug>`. */
  slug: slug(),
  name: text({ min: 1, max: 80 }),
  /**
   * The memory types the tag fits, ascending. A tag that fits what happened and how it affects you
   * today fits a memory of both, so 1 and 3 never appear without 2.
   */
  mt: z
    .array(MemoryTypeSchema)
    .min(1)
    .refine((mt) => mt.every((value, i) => i === 0 || value > mt[i - 1]!), {
      message: 'mt lists each memory type once, in ascending order',
    })
    .refine((mt) => !(mt.includes(1) && mt.includes(3)) || mt.includes(2), {
      message: 'a tag that fits mt 1 and mt 3 also fits mt 2',
    }),
  /** Kept for the memories that carry it, but not offered for new ones. */
  disabled: z.boolean(),
  /** The safety filters a memory with this tag matches (it gets them as content warnings). */
  safety_filters: z
    .array(z.enum(SAFETY_FILTER_SLUGS))
    .refine(unique, { message: 'each filter appears once' }),
})
export type TagContent = z.infer<typeof TagSchema>

/** content/memories/tags/{kind-slug}.json */
export const TagsFileSchema = z.object({
  kind: z.enum(TAG_KIND_SLUGS),
  tags: z
    .array(TagSchema)
    .min(1)
    .refine((tags) => unique(tags.map((t) => t.slug)), { message: 'each tag slug appears once' }),
})
export type TagsFile = z.infer<typeof TagsFileSchema>
