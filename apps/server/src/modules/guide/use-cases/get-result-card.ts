import { AppError } from '../../../lib/app-error'
import type { GuideCatalog } from '../content/guide-catalog'
import type { GuideDeps } from '../guide-deps'
import { isRatherNotSay, itemOrThrow } from '../guide-items'
import { shown } from '../guide-stats'
import { resultCardMessage } from '../result-card-message'

/**
 * The result card under one of the session's answers: its type, how common, a note, the community
 * count, in the words of `catalog` (the request's language).
 */
export async function getResultCard(
  deps: GuideDeps,
  catalog: GuideCatalog,
  sessionRowId: number,
  answerId: number,
) {
  const answer = await deps.answers.findOfSession(sessionRowId, answerId)
  if (!answer) throw new AppError(404, 'ANSWER_NOT_FOUND', 'guide.answerNotFound')
  const item = itemOrThrow(catalog, answer.itemId)
  const type = item.type_slug ? (catalog.typeBySlug.get(item.type_slug) ?? null) : null
  const ratherNotSay = isRatherNotSay(answer.value)
  return {
    answer,
    item,
    type,
    ratherNotSay,
    message: resultCardMessage(catalog.content.report.result_card, item, {
      counts: answer.counts,
      ratherNotSay,
    }),
    // Hidden below the small-number threshold (SPEC §4.3, §10).
    communityCount: answer.counts ? shown(await deps.answers.countCounting(item.id, deps.clock.now())) : null,
  }
}
