import type { Item, ResultAnswer, TraumaType } from '@kindred/contract/guide'
import type { AnswerRow } from './guide-answers.repository'

/** The result card under a saved answer, as the API sends it. */
export function toResultCardDto(card: {
  answer: AnswerRow
  item: Item
  type: TraumaType | null
  ratherNotSay: boolean
  message: string
  communityCount: number | null
}): ResultAnswer {
  const { answer, item, type } = card
  return {
    answer_id: answer.id,
    trauma_id: item.id,
    counts: answer.counts,
    rather_not_say: card.ratherNotSay,
    type: type && { id: type.id, slug: type.slug, name: type.name, summary: type.summary },
    prevalence: type?.prevalence ?? null,
    message: card.message,
    community_count: card.communityCount,
  }
}
