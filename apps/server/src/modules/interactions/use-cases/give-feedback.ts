import type { FeedbackBody, FeedbackResponse } from '@kindred/contract/interactions'
import type { Language } from '@kindred/contract/languages'
import type { InteractionsDeps } from '../interactions-deps'
import { commentNotFound, memoryNotFound, whileItExists } from './find-target'
import { othersSubject, phraseFor } from './feedback-subject'
import { summaryOf } from './get-feedback-summary'

/**
 * Gives a supportive phrase to another person's memory or comment (SPEC §6), idempotently; answers
 * the subject's counts after the write, in `language`. `created` says whether this call gave it.
 */
export async function giveFeedback(
  deps: InteractionsDeps,
  person: number,
  body: FeedbackBody,
  language: Language,
): Promise<FeedbackResponse & { created: boolean }> {
  const phrase = phraseFor(deps, body, true)
  const subject = await othersSubject(deps, person, body)
  const created = await whileItExists(
    () => deps.feedback.add(phrase.id, person, subject, deps.clock.now()),
    subject.kind === 'memory' ? memoryNotFound : commentNotFound,
  )
  return {
    feedback_id: phrase.id,
    active: true,
    ...(await summaryOf(deps, subject, person, language)),
    created,
  }
}
