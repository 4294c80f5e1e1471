import type { Db } from '../../../db/client'
import type { GuideCatalog } from '../content/guide-catalog'
import { createGuideAnswersRepository } from '../guide-answers.repository'
import { createGuideReportsRepository } from '../guide-reports.repository'
import { createGuideSessionsRepository } from '../guide-sessions.repository'

/**
 * The guide part of an account export: the person's linked guide sessions with every answer (and
 * the question it answered, as `catalog` asks it: the export's language) and their reports (the
 * comments they wrote are the comments module's, guide-personal-data.ts). Session keys are secrets
 * and stay out.
 */
export async function exportGuide(db: Db, userId: number, catalog: GuideCatalog) {
  const prompts = new Map(catalog.items.map((item) => [item.slug, item.prompt]))
  const sessions = await createGuideSessionsRepository(db).listForUser(userId)
  const ids = sessions.map((s) => s.id)
  const answers = await createGuideAnswersRepository(db).listWithItemsForSessions(ids)
  const reports = await createGuideReportsRepository(db).listForSessions(ids)

  return {
    sessions: sessions.map((s) => {
      const report = reports.find((r) => r.sessionId === s.id)
      return {
        started_at: s.createdAt.toISOString(),
        consented_at: s.consentedAt.toISOString(),
        consent_version: s.consentVersion,
        last_active_at: s.lastActiveAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        completed_at: s.completedAt?.toISOString() ?? null,
        answers: answers
          .filter((a) => a.sessionId === s.id)
          .map((a) => ({
            item: a.item,
            question: prompts.get(a.item) ?? a.prompt,
            answer: a.value,
            counts: a.counts,
            answered_at: a.answeredAt.toISOString(),
          })),
        report: report
          ? {
              status: report.status,
              generated_at: report.generatedAt.toISOString(),
              scores: { ace: report.aceScore, expanded: report.expandedCount, pce: report.pceScore },
              present_types: report.presentTypes,
            }
          : null,
      }
    }),
  }
}
