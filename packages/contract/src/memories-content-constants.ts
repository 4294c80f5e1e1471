// The plain values of `memories-content.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `memories-content.ts` re-exports
// them for everyone else.

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
export const unique = <T>(values: readonly T[]) => new Set(values).size === values.length
