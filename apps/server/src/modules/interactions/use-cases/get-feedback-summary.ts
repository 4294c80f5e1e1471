import type { FeedbackSummary } from '@kindred/contract/interactions'
import type { Language } from '@kindred/contract/languages'
import type { FeedbackSubject } from '../feedback.repository'
import type { InteractionsDeps } from '../interactions-deps'
import { visibleSubject } from './feedback-subject'

/**
 * The counts of a subject already found visible, each phrase in `language`, and the reader's own
 * phrases. One statement.
 */
export async function summaryOf(
  deps: InteractionsDeps,
  subject: FeedbackSubject,
  reader: number | null,
  language: Language,
): Promise<FeedbackSummary> {
  const rows = await deps.feedback.summary(subject, reader)
  const { byId } = deps.phrasesIn[language]
  return {
    // Every phrase ever given is in the catalog: one the file dropped stays, disabled.
    counts: rows.map(({ feedback_id, count }) => ({
      feedback_id,
      label: byId.get(feedback_id)!.label,
      count,
    })),
    mine: rows.filter((row) => row.mine).map((row) => row.feedback_id),
  }
}

/**
 * How often each phrase was given to a memory or comment the reader may see (visitors too), and
 * which the reader gave (SPEC §6); 404 for what they may not see.
 */
export async function getFeedbackSummary(
  deps: InteractionsDeps,
  reader: number | null,
  query: { shareable_link?: string | undefined; comment_id?: number | undefined },
  language: Language,
): Promise<FeedbackSummary> {
  return summaryOf(deps, await visibleSubject(deps, reader, query), reader, language)
}
