import type { Db } from '../../../db/client'
import type { GuideDeps } from '../guide-deps'
import type { ReportRow } from '../guide-reports.repository'
import type { GuideSessionRow } from '../guide-sessions.repository'
import { scoreAnswers } from '../scoring'

/**
 * Builds (or rebuilds in place, keeping its id) the session's report from its answers so far; a
 * complete report also marks the session completed (SPEC §4.3). One transaction, or the caller's.
 */
export async function generateReport(
  deps: GuideDeps,
  session: GuideSessionRow,
  status: 'partial' | 'complete',
  outer?: Db,
): Promise<ReportRow> {
  const write = async (tx: Db) => {
    // Answers to items no longer in the guide count for nothing, here as in the progress.
    const answers = (await deps.answers.listForSession(session.id, tx)).filter((a) =>
      deps.catalog.itemById.has(a.itemId),
    )
    const scores = scoreAnswers(
      deps.catalog,
      answers.map((a) => ({ trauma_id: a.itemId, value: a.value })),
    )
    const now = deps.clock.now()
    const row = await deps.reports.upsert(
      {
        sessionId: session.id,
        status,
        aceScore: scores.ace,
        expandedCount: scores.expanded,
        pceScore: scores.pce,
        presentTypes: scores.presentTypes,
        caregivers: scores.caregivers,
        answeredCount: answers.length,
        generatedAt: now,
      },
      tx,
    )
    if (status === 'complete') await deps.sessions.markCompleted(session.id, now, tx)
    return row
  }
  return outer ? write(outer) : deps.db.transaction(write)
}
