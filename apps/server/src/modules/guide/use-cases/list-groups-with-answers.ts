import { GROUP_IDS_MAX } from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import type { GuideCatalog } from '../content/guide-catalog'
import type { GuideDeps } from '../guide-deps'
import type { AnswerRow } from '../guide-answers.repository'
import { resolveGuideSession } from './resolve-guide-session'

/**
 * Some question groups with their items, in the words of `catalog` (the request's language), and,
 * given a session, its answers to them. The groups are checked before the session is looked up,
 * for the person asking (`userId`, null for a visitor: a session linked to an account answers only
 * that account, see resolveGuideSession).
 */
export async function listGroupsWithAnswers(
  deps: GuideDeps,
  catalog: GuideCatalog,
  groupIds: number[],
  session: { id: string; userId: number | null } | null,
) {
  const ids = [...new Set(groupIds)]
  if (ids.length > GROUP_IDS_MAX) throw new AppError(422, 'VALIDATION', 'guide.tooManyGroups')
  const chosen = ids.map((id) => catalog.groups.find((g) => g.id === id))
  if (chosen.some((g) => !g)) throw new AppError(404, 'NOT_FOUND', 'guide.groupNotFound')
  let answers: AnswerRow[] = []
  if (session) {
    const row = await resolveGuideSession(deps, session.id, session.userId)
    answers = await deps.answers.listForSession(row.id)
  }
  return chosen.map((group) => {
    const items = catalog.items.filter((i) => i.group_id === group!.id)
    const itemIds = new Set(items.map((i) => i.id))
    return { group: group!, items, answers: answers.filter((a) => itemIds.has(a.itemId)) }
  })
}
