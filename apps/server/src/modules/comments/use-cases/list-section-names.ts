import type { GuideSessionRef } from '../guide-port'
import type { SectionCommentsDeps } from '../section-comments-deps'

/** The sections of the session's own report that have visible comments, with their titles and counts. */
export async function listSectionNames(
  deps: SectionCommentsDeps,
  reportId: number,
  session: GuideSessionRef,
  sessionId: string,
) {
  const sections = await deps.guide.reportSections(reportId, session, sessionId)
  const counts = await deps.comments.countVisibleBySection(sections.map((s) => s.slug))
  return sections
    .filter((s) => (counts.get(s.slug) ?? 0) > 0)
    .map((s) => ({ slug: s.slug, title: s.title, count: counts.get(s.slug)! }))
}
