// The plain values of `preferences-content.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `preferences-content.ts` re-exports
// them for everyone else.

/**
 * The shape of content/preferences/options.json: the categories of preferences and their options
 * (SPEC §8, and reading breaks: decision 025). The server validates the file with this at start; the content test checks that
 * it holds exactly the categories and options below.
 */

/** The ten safety filters, in the order they are offered. Tags and memories name them by these slugs. */
export const SAFETY_FILTER_SLUGS = [
  'sexual-abuse',
  'physical-violence',
  'emotional-abuse',
  'neglect',
  'self-harm-suicide',
  'substance-use',
  'domestic-violence',
  'death-loss',
  'eating-difficulties',
  'medical-trauma',
] as const
export type SafetyFilterSlug = (typeof SAFETY_FILTER_SLUGS)[number]

/** The five texts the empathy button can carry ("Me too", "I relate", …), by slug. */
export const EMPATHY_BUTTON_TEXT_SLUGS = [
  'me-too',
  'i-relate',
  'same-here',
  'i-hear-you',
  'youre-not-alone',
] as const
export type EmpathyButtonTextSlug = (typeof EMPATHY_BUTTON_TEXT_SLUGS)[number]

export const THEME_SLUGS = ['light', 'dark'] as const
export type ThemeSlug = (typeof THEME_SLUGS)[number]

/** Reminders to take a breath after a stretch of reading memories (decision 025), by slug. */
export const READING_BREAK_SLUGS = [
  'off',
  'after-10-minutes',
  'after-20-minutes',
  'after-30-minutes',
] as const
export type ReadingBreakSlug = (typeof READING_BREAK_SLUGS)[number]

/** How many minutes of reading each choice waits before its reminder; null: no reminder. */
export const READING_BREAK_MINUTES: Record<ReadingBreakSlug, number | null> = {
  off: null,
  'after-10-minutes': 10,
  'after-20-minutes': 20,
  'after-30-minutes': 30,
}

/**
 * Whether what a person shares starts with or without their name (SPEC §9.2, decision 057): new
 * memories, me toos and guide comments start without it unless they choose `under-my-name`.
 */
export const SHARING_NAME_SLUGS = ['without-my-name', 'under-my-name'] as const
export type SharingNameSlug = (typeof SHARING_NAME_SLUGS)[number]

/**
 * The categories, in the order they are shown: the three of SPEC §8, reading breaks (decision 025),
 * then whether what one shares starts with one's name (decision 057).
 */
export const PREFERENCE_CATEGORY_KEYS = [
  'safety_filters',
  'empathy_button_text',
  'theme',
  'reading_breaks',
  'sharing_name',
] as const
export type PreferenceCategoryKey = (typeof PREFERENCE_CATEGORY_KEYS)[number]
