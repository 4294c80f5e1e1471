import type { GuideDeps } from '../guide-deps'

/** A session's answers to the guide's current items, and its progress through them. */
export async function listAnswers(deps: GuideDeps, sessionRowId: number) {
  const { catalog } = deps
  const answers = (await deps.answers.listForSession(sessionRowId)).filter((a) =>
    catalog.itemById.has(a.itemId),
  )
  return { answers, progress: { answered: answers.length, total: catalog.items.length } }
}
