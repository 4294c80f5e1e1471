import type { GuideDeps } from '../guide-deps'

/**
 * A session's answers to the guide's current items, its progress through them, and its report if one
 * was made: a device that kept the session learns on return that it was finished elsewhere (issue 34).
 */
export async function listAnswers(deps: GuideDeps, sessionRowId: number) {
  const { catalog } = deps
  const [rows, report] = await Promise.all([
    deps.answers.listForSession(sessionRowId),
    deps.reports.findForSession(sessionRowId),
  ])
  const answers = rows.filter((a) => catalog.itemById.has(a.itemId))
  return { answers, progress: { answered: answers.length, total: catalog.items.length }, report }
}
