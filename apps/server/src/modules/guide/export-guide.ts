import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideAnswers, guideComments, guideItems, guideReports, guideSessions } from '../../db/schema/index'

/**
 * The guide part of an account export: the person's linked guide sessions with every answer (and
 * the question it answered), their reports, and the comments they wrote. Session keys are secrets
 * and stay out.
 */
export async function exportGuide(db: Db, userId: number) {
  const sessions = await db
    .select()
    .from(guideSessions)
    .where(eq(guideSessions.userId, userId))
    .orderBy(asc(guideSessions.createdAt))
  const ids = sessions.map((s) => s.id)
  const answers = ids.length
    ? await db
        .select({
          sessionId: guideAnswers.sessionId,
          item: guideItems.slug,
          prompt: guideItems.prompt,
          value: guideAnswers.value,
          counts: guideAnswers.counts,
          answeredAt: guideAnswers.answeredAt,
        })
        .from(guideAnswers)
        .innerJoin(guideItems, eq(guideItems.id, guideAnswers.itemId))
        .where(inArray(guideAnswers.sessionId, ids))
        .orderBy(asc(guideAnswers.itemId))
    : []
  const reports = ids.length
    ? await db.select().from(guideReports).where(inArray(guideReports.sessionId, ids))
    : []
  const comments = await db
    .select()
    .from(guideComments)
    .where(eq(guideComments.userId, userId))
    .orderBy(asc(guideComments.createdAt))

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
            question: a.prompt,
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
    comments: comments.map((c) => ({
      section: c.sectionSlug,
      body: c.body,
      posted_as: c.authorName ?? 'anonymous',
      created_at: c.createdAt.toISOString(),
      hidden: c.hiddenAt !== null,
    })),
  }
}
