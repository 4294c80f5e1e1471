import { AppError } from '../../../lib/app-error'
import type { GuideDeps } from '../guide-deps'

/**
 * The signed-in person's latest live session with its key, to resume it on this device, and its
 * report if one was made: a finished guide opens on its report on every device (issue 34).
 */
export async function resumeGuideSession(deps: GuideDeps, userId: number) {
  const row = await deps.sessions.latestLiveFor(userId, deps.clock.now())
  const key = row?.keySealed ? deps.box.open(row.keySealed) : null
  if (!row || !key) throw new AppError(404, 'NO_GUIDE_SESSION', 'guide.noneInProgress')
  const report = await deps.reports.findForSession(row.id)
  return { key, expiresAt: row.expiresAt, report }
}
