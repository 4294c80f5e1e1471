// The plain values of `preferences.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `preferences.ts` re-exports
// them for everyone else.

import type {
  EMPATHY_BUTTON_TEXT_SLUGS,
  READING_BREAK_SLUGS,
  SHARING_NAME_SLUGS,
} from './preferences-content-constants'

// Preferences: safety filters, the empathy button's text, the theme (SPEC §8) and reminders to take a
// breath while reading (decision 025). Paths are the seed's.

export const PREFERENCE_PATHS = {
  options: '/api/v1/user-preference/get-options',
  mine: '/api/v1/user-preference/get-user-preferences',
  update: '/api/v1/user-preference/update',
  compact: '/users/preference',
} as const

/** The empathy text everyone sees until they choose another (the seed's "Me too"). */
export const DEFAULT_EMPATHY_SLUG: (typeof EMPATHY_BUTTON_TEXT_SLUGS)[number] = 'me-too'

/** No reminders to take a breath until the person asks for them (decision 025). */
export const DEFAULT_READING_BREAKS_SLUG: (typeof READING_BREAK_SLUGS)[number] = 'off'

/**
 * What a person shares starts without their name until they choose otherwise (decision 057): a new
 * memory, me too or guide comment whose request leaves `anonymous` out follows this.
 */
export const DEFAULT_SHARING_NAME_SLUG: (typeof SHARING_NAME_SLUGS)[number] = 'without-my-name'
