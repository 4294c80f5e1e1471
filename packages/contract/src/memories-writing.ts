import { z } from 'zod'
import {
  AGE_RANGES,
  MEMORY_BODY_MAX,
  MEMORY_BODY_MIN,
  MEMORY_TAGS_MAX,
  MEMORY_TITLE_MAX,
  ANONYMOUS_CONNECTIONS_MESSAGE,
  COMMENTS_POLICIES,
  isConnectionsAnonymous,
  MemoryLanguageSchema,
  SafetyFilterSlugSchema,
  TagIdSchema,
  VISIBILITIES,
} from './memories'
import { MemoryTypeSchema } from './memories-content'
import { SAFETY_FILTER_SLUGS } from './preferences-content'
import { text } from './text'

// Writing a memory: what the composer sends to share one or to change it (SPEC §5.1), apart from the
// memories' answers so that a page which only reads them does not load these checks (decision 068).

// Control characters have no place in plain text (the body keeps its line breaks and tabs); they
// would also confuse the markers search highlighting uses.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TITLE_CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const title = text({ min: 1, max: MEMORY_TITLE_MAX, trim: true }).refine(
  (value) => !TITLE_CONTROL.test(value),
  'The title is one line of plain text.',
)
// A body too short fails both the length and the trimmed length: both say the same words, which the
// answer gives once.
const BODY_TOO_SHORT = `Please write at least ${MEMORY_BODY_MIN} characters.`
const body = text({ min: MEMORY_BODY_MIN, max: MEMORY_BODY_MAX, tooShort: BODY_TOO_SHORT })
  .refine((value) => value.trim().length >= MEMORY_BODY_MIN, BODY_TOO_SHORT)
  .refine((value) => !BODY_CONTROL.test(value), 'Please use plain text only.')
const tagIds = z
  .array(TagIdSchema)
  .max(MEMORY_TAGS_MAX, `At most ${MEMORY_TAGS_MAX} tags.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each tag once.')
const warnings = z
  .array(SafetyFilterSlugSchema)
  .max(SAFETY_FILTER_SLUGS.length)
  .refine((slugs) => new Set(slugs).size === slugs.length, 'Each warning once.')

export const CreateMemoryBodySchema = z
  .object({
    title,
    body,
    /** The language the title and body are written in; left out, English. */
    language: MemoryLanguageSchema.default('en'),
    mt: MemoryTypeSchema,
    age_range: z.enum(AGE_RANGES).nullable().default(null),
    tag_ids: tagIds.default([]),
    /** Warnings the author adds beyond those of the tags. */
    content_warnings: warnings.default([]),
    visibility: z.enum(VISIBILITIES).default('public'),
    /**
     * Not with `visibility: 'connections'` (ANONYMOUS_CONNECTIONS_MESSAGE). Left out: the person's
     * default, without their name unless they chose otherwise in Settings (decision 057).
     */
    anonymous: z.boolean().optional(),
    comments_policy: z.enum(COMMENTS_POLICIES).default('everyone'),
  })
  .superRefine((memory, ctx) => {
    if (isConnectionsAnonymous(memory))
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: ANONYMOUS_CONNECTIONS_MESSAGE })
  })
export type CreateMemoryBody = z.input<typeof CreateMemoryBodySchema>

/**
 * An edit changes any of the fields, checked as when creating; at least one. Whether it may make the
 * memory for connections and anonymous depends on what is saved, so the server checks that (a memory
 * already saved that way keeps it).
 */
export const EditMemoryBodySchema = z
  .object({
    title: title.optional(),
    body: body.optional(),
    /** Corrects the language it was written in: search stems it in that one from then on. */
    language: MemoryLanguageSchema.optional(),
    mt: MemoryTypeSchema.optional(),
    age_range: z.enum(AGE_RANGES).nullable().optional(),
    tag_ids: tagIds.optional(),
    content_warnings: warnings.optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    anonymous: z.boolean().optional(),
    comments_policy: z.enum(COMMENTS_POLICIES).optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), 'Nothing to change.')
export type EditMemoryBody = z.infer<typeof EditMemoryBodySchema>
