import type { CaregiverStyle } from '@kindred/contract/guide-content'
import type { GuideDeps } from '../guide-deps'
import { generateReport } from './generate-report'
import { saveAnswer } from './save-answer'

/**
 * Saves a caregiver pair to the person's latest guide and rebuilds its report, if it has one, in one
 * transaction. False when the person has no live guide.
 */
export async function saveToGuide(deps: GuideDeps, userId: number, a: CaregiverStyle, b: CaregiverStyle) {
  const session = await deps.sessions.latestLiveFor(userId, deps.clock.now())
  if (!session) return false
  await deps.db.transaction(async (tx) => {
    for (const [slug, value] of [
      ['caregiver-1', a],
      ['caregiver-2', b],
    ] as const) {
      const item = deps.catalog.items.find((i) => i.slug === slug)
      if (item) await saveAnswer(deps, session.id, item.id, value, tx)
    }
    const report = await deps.reports.findForSession(session.id, tx)
    if (report) await generateReport(deps, session, report.status, tx)
  })
  return true
}
