import type { Answer } from '@kindred/contract/guide'
import type { AnswerRow } from './guide-answers.repository'

export const toAnswerDto = (row: AnswerRow): Answer => ({
  id: row.id,
  trauma_id: row.itemId,
  value: row.value,
  counts: row.counts,
  answered_at: row.answeredAt.toISOString(),
})
