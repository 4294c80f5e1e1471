import type { GuideComment } from '@kindred/contract/comments-sections'

/** Someone else's anonymous comment under the report's summary, as the guide's API lists it. */
export const sectionComment = (overrides: Partial<GuideComment> = {}): GuideComment => ({
  id: 1,
  section_slug: 'summary',
  trauma_slug: null,
  body: 'Talking to a friend helped me.',
  author: null,
  created_at: '2026-01-02T10:00:00.000Z',
  edited_at: null,
  helpful_count: 0,
  mine: false,
  ...overrides,
})
