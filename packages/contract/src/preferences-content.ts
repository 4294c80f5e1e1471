import { z } from 'zod'
import { text } from './text'
import {
  SAFETY_FILTER_SLUGS,
  EMPATHY_BUTTON_TEXT_SLUGS,
  THEME_SLUGS,
  READING_BREAK_SLUGS,
  SHARING_NAME_SLUGS,
  type PreferenceCategoryKey,
} from './preferences-content-constants'

export * from './preferences-content-constants'

function optionsOf<const S extends readonly [string, ...string[]]>(slugs: S) {
  return z
    .array(
      z.object({
        slug: z.enum(slugs),
        /** What the person reads: the filter's name, or the button's exact text. */
        label: text({ min: 1, max: 60 }),
        /** One sentence; for a safety filter, what gets folded away. */
        description: text({ min: 1, max: 300 }),
      }),
    )
    .min(1)
    .refine((options) => new Set(options.map((o) => o.slug)).size === options.length, {
      message: 'each option appears once',
    })
}

/** One category: its key, its name, whether several options may be chosen, and its options. */
function categoryOf<
  const K extends PreferenceCategoryKey,
  const M extends boolean,
  const S extends readonly [string, ...string[]],
>(key: K, multiple: M, slugs: S) {
  return z.object({
    key: z.literal(key),
    name: text({ min: 1, max: 60 }),
    multiple: z.literal(multiple),
    options: optionsOf(slugs),
  })
}

export const PreferenceCategorySchema = z.discriminatedUnion('key', [
  categoryOf('safety_filters', true, SAFETY_FILTER_SLUGS),
  categoryOf('empathy_button_text', false, EMPATHY_BUTTON_TEXT_SLUGS),
  categoryOf('theme', false, THEME_SLUGS),
  categoryOf('reading_breaks', false, READING_BREAK_SLUGS),
  categoryOf('sharing_name', false, SHARING_NAME_SLUGS),
])
export type PreferenceCategoryContent = z.infer<typeof PreferenceCategorySchema>

/** content/preferences/options.json */
export const PreferencesOptionsFileSchema = z.object({ categories: z.array(PreferenceCategorySchema).min(1) })
export type PreferencesOptionsFile = z.infer<typeof PreferencesOptionsFileSchema>
