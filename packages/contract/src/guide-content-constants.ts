// The plain values of `guide-content.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `guide-content.ts` re-exports
// them for everyone else.

/**
 * The shapes of the guide's content files under content/guide (SPEC §4.1). The server validates every
 * file with these at start before loading it into the database, and a content test checks the facts.
 */

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const TRAUMA_SLUGS_CDC = [
  'emotional-abuse',
  'physical-abuse',
  'sexual-abuse',
  'emotional-neglect',
  'physical-neglect',
  'violence-against-caregiver',
  'household-substance-use',
  'household-mental-illness',
  'parental-separation',
  'household-incarceration',
] as const
export const TRAUMA_SLUGS_EXPANDED = [
  'bullying',
  'community-violence',
  'discrimination',
  'unsafe-neighbourhood',
  'foster-care',
  'caregiver-loss',
  'food-housing-insecurity',
] as const

/** Every trauma type, the CDC–Kaiser ten first. */
export const TRAUMA_SLUGS = [...TRAUMA_SLUGS_CDC, ...TRAUMA_SLUGS_EXPANDED] as const
export type TraumaSlug = (typeof TRAUMA_SLUGS)[number]

export const FRAMEWORKS = ['cdc_ace', 'expanded'] as const
export const FAMILIES = ['abuse', 'neglect', 'household', 'community', 'loss'] as const
export const NATURES = ['chronic', 'sudden', 'either'] as const
export const CAREGIVER_STYLES = [
  'authoritative',
  'authoritarian',
  'permissive',
  'neglectful',
  'none',
] as const
export type CaregiverStyle = (typeof CAREGIVER_STYLES)[number]
export const ITEM_KINDS = ['ace', 'expanded', 'pce', 'caregiver'] as const
/** Every item offers this option; it never counts. */
export const RATHER_NOT_SAY = 'rather-not-say'
