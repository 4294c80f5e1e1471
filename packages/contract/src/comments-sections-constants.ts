// The plain values of `comments-sections.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `comments-sections.ts` re-exports
// them for everyone else.

// Comments on the guide's report sections, helpful votes and reports of comments (SPEC §4.3).

export const GUIDE_COMMENT_MAX = 2000

export const GUIDE_COMMENT_FLAG_REASONS = [
  'harmful',
  'harassment',
  'spam',
  'personal-information',
  'other',
] as const
