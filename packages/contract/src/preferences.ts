import { z } from 'zod'
import { LANGUAGES } from './languages'
import { PREFERENCE_CATEGORY_KEYS, SAFETY_FILTER_SLUGS, THEME_SLUGS } from './preferences-content'

export * from './preferences-constants'

const optionId = z.number().int().positive().max(2_147_483_647)

export const PreferenceOptionSchema = z.object({
  id: optionId,
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  selected: z.boolean(),
})
export type PreferenceOption = z.infer<typeof PreferenceOptionSchema>

export const PreferenceCategoryViewSchema = z.object({
  key: z.enum(PREFERENCE_CATEGORY_KEYS),
  name: z.string(),
  multiple: z.boolean(),
  options: z.array(PreferenceOptionSchema),
})
export type PreferenceCategoryView = z.infer<typeof PreferenceCategoryViewSchema>

/**
 * The language a person saved (decision 081); null: none saved, so Kindred follows the browser's
 * (Accept-Language), else English. Optional in answers only so that clients' recorded answers from
 * before it stay valid; the server always sends it.
 */
export const SavedLanguageSchema = z.enum(LANGUAGES).nullable()

/** get-options (nothing selected but the defaults), get-user-preferences and update answer this. */
export const PreferencesSchema = z.object({
  categories: z.array(PreferenceCategoryViewSchema),
  /** Derived from the options: how many safety filters exist, and how many are on. */
  totals: z.object({ safety_filters: z.number().int(), active_safety_filters: z.number().int() }),
  language: SavedLanguageSchema.optional(),
})
export type Preferences = z.infer<typeof PreferencesSchema>

/** Any category left out stays as it is; `safety_filters` replaces the whole set ([] turns all off). */
export const UpdatePreferencesBodySchema = z
  .object({
    safety_filters: z
      .array(optionId)
      .max(SAFETY_FILTER_SLUGS.length)
      .refine((ids) => new Set(ids).size === ids.length, 'Each filter once.')
      .optional(),
    empathy_button_text: optionId.optional(),
    theme: optionId.optional(),
    reading_breaks: optionId.optional(),
    sharing_name: optionId.optional(),
    /** null forgets the saved language: Kindred follows the browser's again. */
    language: SavedLanguageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change.')
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>

/** `/users/preference`: what the client applies, by slug; theme null until the person picks one. */
export const CompactPreferencesSchema = z.object({
  theme: z.enum(THEME_SLUGS).nullable(),
  empathy_button_text: z.string(),
  active_safety_filters: z.array(z.enum(SAFETY_FILTER_SLUGS)),
  language: SavedLanguageSchema.optional(),
})
export type CompactPreferences = z.infer<typeof CompactPreferencesSchema>
