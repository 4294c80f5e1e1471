import type { Language } from '@kindred/contract/languages'
import type { GuideSessionRef } from '../guide-port'
import type { CommentsDeps } from '../comments-deps'

/**
 * The sections of the session's own report that have visible comments, with their titles (in
 * `language`) and counts.
 */
export async function listSectionNames(
  deps: CommentsDeps,
  reportId: number,
  session: GuideSessionRef,
  sessionId: string,
  language: Language,
) {
  const sections = await deps.guide.reportSections(reportId, session, sessionId, language)
  const counts = await deps.comments.section.countVisibleBySection(sections.map((s) => s.slug))
  return sections
    .filter((s) => (counts.get(s.slug) ?? 0) > 0)
    .map((s) => ({ slug: s.slug, title: s.title, count: counts.get(s.slug)! }))
}
