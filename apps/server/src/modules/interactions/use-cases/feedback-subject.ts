import type { FeedbackBody } from '@kindred/contract/interactions'
import { AppError } from '../../../lib/app-error'
import { message } from '../../../lib/messages'
import type { CatalogPhrase } from '../content/feedback-catalog'
import type { FeedbackSubject } from '../feedback.repository'
import type { InteractionsDeps } from '../interactions-deps'
import { othersComment, othersMemory, readableMemory, visibleComment } from './find-target'

type Subject = Pick<FeedbackBody, 'shareable_link' | 'comment_id'>

const kindOf = (subject: Subject) => (subject.comment_id !== undefined ? 'comment' : 'memory')

/**
 * The phrase a give names: one that exists, is still offered and applies to what it is given to;
 * a take back only needs it to exist (a retired phrase can still be taken back). Else 422.
 */
export function phraseFor(deps: InteractionsDeps, body: FeedbackBody, giving: boolean): CatalogPhrase {
  const phrase = deps.phrases.byId.get(body.feedback_id)
  const kind = kindOf(body)
  if (!phrase || (giving && (phrase.disabled || !phrase.appliesTo.includes(kind)))) {
    throw new AppError(422, 'VALIDATION_FAILED', 'request.invalid', [
      { path: 'body.feedback_id', message: message('interactions.phraseNotOffered', { kind }) },
    ])
  }
  return phrase
}

/** Another person's memory or comment the person may see (their own → 403, unseen → 404). */
export async function othersSubject(
  deps: InteractionsDeps,
  person: number,
  subject: Subject,
): Promise<FeedbackSubject> {
  if (subject.comment_id !== undefined) {
    const comment = await othersComment(deps, person, subject.comment_id, 'interactions.ownCommentFeedback')
    return { kind: 'comment', memoryId: comment.memoryId, commentId: comment.id }
  }
  const memory = await othersMemory(deps, person, subject.shareable_link!, 'interactions.ownMemoryFeedback')
  return { kind: 'memory', memoryId: memory.id }
}

/** A memory or comment the reader (null: a visitor) may see, else 404. */
export async function visibleSubject(
  deps: InteractionsDeps,
  reader: number | null,
  subject: Subject,
): Promise<FeedbackSubject> {
  if (subject.comment_id !== undefined) {
    const comment = await visibleComment(deps, reader, subject.comment_id)
    return { kind: 'comment', memoryId: comment.memoryId, commentId: comment.id }
  }
  const memory = await readableMemory(deps, reader, subject.shareable_link!)
  return { kind: 'memory', memoryId: memory.id }
}
