import { z } from 'zod'
import { SLUG } from './guide-content'
import { SAFETY_FILTER_SLUGS } from './preferences-content'
import { text } from './text'
import { TAG_KIND_SLUGS, unique } from './memories-content-constants'

export * from './memories-content-constants'
export const MemoryTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)])

const slug = () => text({ min: 1, max: 80 }).regex(SLUG)

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
