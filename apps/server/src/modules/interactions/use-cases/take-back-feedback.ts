import type { FeedbackBody, FeedbackResponse } from '@kindred/contract/interactions'
import type { Language } from '@kindred/contract/languages'
import type { InteractionsDeps } from '../interactions-deps'
import { othersSubject, phraseFor } from './feedback-subject'
import { summaryOf } from './get-feedback-summary'

/** Takes a phrase back (SPEC §6), idempotently; answers the subject's counts after the write, in `language`. */
export async function takeBackFeedback(
  deps: InteractionsDeps,
  person: number,
  body: FeedbackBody,
  language: Language,
): Promise<FeedbackResponse> {
  const phrase = phraseFor(deps, body, false)
  const subject = await othersSubject(deps, person, body)
  await deps.feedback.remove(phrase.id, person, subject)
  return { feedback_id: phrase.id, active: false, ...(await summaryOf(deps, subject, person, language)) }
}
