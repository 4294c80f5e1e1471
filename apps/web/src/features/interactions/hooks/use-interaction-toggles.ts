import type { MemoryCounts, MeTooPage } from '@kindred/contract/interactions'
import type { InfiniteData } from '@tanstack/react-query'
import type { CommentStatus, MemoryStatus } from '../api/get-interaction-status'
import type { VoteStatus } from '../api/get-votes-status'
import { giveFeedback } from '../api/give-feedback'
import { interactionKeys, type FeedbackSubject } from '../api/keys'
import { react } from '../api/react'
import { takeBackFeedback } from '../api/take-back-feedback'
import { unreact } from '../api/unreact'
import { unvote } from '../api/unvote'
import { vote } from '../api/vote'
import type { FeedbackSummary } from '@kindred/contract/interactions'
import { useOptimisticToggle } from './use-optimistic-toggle'

const step = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1))

export interface MeTooVariables {
  on: boolean
  note?: string | undefined
  anonymous?: boolean | undefined
}

/** Me too or love on a memory; `counts` is what the page already knows, used until the status loads. */
export function useMemoryReactionToggle(
  shareableLink: string,
  reaction: 'me_too' | 'love',
  counts: MemoryCounts,
) {
  const base = (current: MemoryStatus | null | undefined): MemoryStatus =>
    current ?? { me_too: false, love: false, counts }
  return useOptimisticToggle<MemoryStatus, MeTooVariables, Awaited<ReturnType<typeof react>>>({
    queryKey: interactionKeys.memoryStatus(shareableLink),
    send: ({ on, note, anonymous }) =>
      on
        ? react({
            target: 'memory',
            shareable_link: shareableLink,
            reaction,
            ...(reaction === 'me_too'
              ? { note: note?.trim() ? note.trim() : null, anonymous: !!anonymous }
              : {}),
          })
        : unreact({ target: 'memory', shareable_link: shareableLink, reaction }),
    guess: (current, { on }) => {
      const now = base(current)
      return { ...now, [reaction]: on, counts: { ...now.counts, [reaction]: step(now.counts[reaction], on) } }
    },
    answered: (current, result) => {
      const now = base(current)
      return {
        ...now,
        [reaction]: result.active,
        counts: 'me_too' in result.counts ? result.counts : now.counts,
      }
    },
  })
}

/** "This resonates" on a memory. */
export function useVoteToggle(shareableLink: string, count: number) {
  const base = (current: VoteStatus | null | undefined): VoteStatus => current ?? { voted: false, count }
  return useOptimisticToggle<VoteStatus, { on: boolean }, Awaited<ReturnType<typeof vote>>>({
    queryKey: interactionKeys.votesStatus(shareableLink),
    send: ({ on }) => (on ? vote(shareableLink) : unvote(shareableLink)),
    guess: (current, { on }) => {
      const now = base(current)
      return { voted: on, count: step(now.count, on) }
    },
    answered: (_current, result) => ({ voted: result.voted, count: result.count }),
  })
}

/** Love on a comment. */
export function useCommentLoveToggle(commentId: string, count: number) {
  const base = (current: CommentStatus | null | undefined): CommentStatus => current ?? { love: false, count }
  return useOptimisticToggle<CommentStatus, { on: boolean }, Awaited<ReturnType<typeof react>>>({
    queryKey: interactionKeys.commentStatus(commentId),
    send: ({ on }) => {
      const body = { target: 'comment', comment_id: Number(commentId), reaction: 'love' } as const
      return on ? react(body) : unreact(body)
    },
    guess: (current, { on }) => {
      const now = base(current)
      return { love: on, count: step(now.count, on) }
    },
    answered: (current, result) => ({
      love: result.active,
      count: 'me_too' in result.counts ? base(current).count : result.counts.love,
    }),
  })
}

/** A supportive phrase given to, or taken back from, a memory or a comment. */
export function useFeedbackToggle(subject: FeedbackSubject) {
  const where =
    subject.kind === 'memory'
      ? { shareable_link: subject.shareableLink }
      : { comment_id: Number(subject.commentId) }
  const base = (current: FeedbackSummary | null | undefined): FeedbackSummary =>
    current ?? { counts: [], mine: [] }
  return useOptimisticToggle<
    FeedbackSummary,
    { on: boolean; feedbackId: number; label: string },
    Awaited<ReturnType<typeof giveFeedback>>
  >({
    queryKey: interactionKeys.userFeedback(subject),
    send: ({ on, feedbackId }) =>
      on
        ? giveFeedback({ feedback_id: feedbackId, ...where })
        : takeBackFeedback({ feedback_id: feedbackId, ...where }),
    guess: (current, { on, feedbackId, label }) => {
      const now = base(current)
      const known = now.counts.some((entry) => entry.feedback_id === feedbackId)
      const counts = known
        ? now.counts.map((entry) =>
            entry.feedback_id === feedbackId ? { ...entry, count: step(entry.count, on) } : entry,
          )
        : on
          ? [...now.counts, { feedback_id: feedbackId, label, count: 1 }]
          : now.counts
      const mine = on
        ? [...now.mine.filter((id) => id !== feedbackId), feedbackId]
        : now.mine.filter((id) => id !== feedbackId)
      return { counts, mine }
    },
    answered: (_current, result) => ({ counts: result.counts, mine: result.mine }),
  })
}

/** The author's love back on a me-too, in the list of me-toos on their memory. */
export function useLoveBackToggle(shareableLink: string) {
  type Pages = InfiniteData<MeTooPage, number>
  const setLoved = (current: Pages | null | undefined, meTooId: number, lovedBack: boolean) =>
    current
      ? {
          ...current,
          pages: current.pages.map((page) => ({
            ...page,
            results: page.results.map((item) =>
              item.id === meTooId ? { ...item, loved_back: lovedBack } : item,
            ),
          })),
        }
      : (current as unknown as Pages)
  return useOptimisticToggle<Pages, { on: boolean; meTooId: number }, Awaited<ReturnType<typeof react>>>({
    queryKey: interactionKeys.meToos(shareableLink),
    send: ({ on, meTooId }) => {
      const body = { target: 'me_too', me_too_id: meTooId, reaction: 'love' } as const
      return on ? react(body) : unreact(body)
    },
    guess: (current, { on, meTooId }) => setLoved(current, meTooId, on),
    answered: (current, result, { meTooId }) => setLoved(current, meTooId, result.active),
  })
}
