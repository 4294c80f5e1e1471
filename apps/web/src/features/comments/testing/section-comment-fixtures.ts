import type { GuideComment } from '@kindred/contract/comments-sections'

/** Someone else's anonymous comment under the report's summary, as the guide's API lists it. */
export function sectionComment(overrides: Partial<GuideComment> = {}): GuideComment {
  const where = { section_slug: 'summary', trauma_slug: null, ...overrides }
  return {
    id: 1,
    subject: { kind: 'section', section_slug: where.section_slug, trauma_slug: where.trauma_slug },
    section_slug: where.section_slug,
    trauma_slug: where.trauma_slug,
    body: 'Talking to a friend helped me.',
    author: null,
    created_at: '2026-01-02T10:00:00.000Z',
    edited_at: null,
    helpful_count: 0,
    mine: false,
    // As the server says (decision 078): its writer edits and deletes, anyone else flags and votes.
    abilities: {
      edit: overrides.mine ?? false,
      delete: overrides.mine ?? false,
      reply: false,
      love: false,
      report: !(overrides.mine ?? false),
    },
    ...overrides,
  }
}
