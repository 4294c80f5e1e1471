import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { AnyNotificationType, Notification } from '@kindred/contract/notifications'
import { commentKeys } from '@/features/comments/api/keys'
import { connectionKeys } from '@/features/connections/api/keys'
import { interactionKeys } from '@/features/interactions/api/keys'
import { memoryKeys } from '@/features/memories/api/keys'

/** What a notification is about, as the stream's event says it. */
interface About {
  /** The memory's shareable link, while the person may still read it. */
  link: string | null
  commentId: string | null
}

const onMemory = (about: About, keys: (link: string) => QueryKey[]): QueryKey[] =>
  about.link === null ? [] : keys(about.link)

/**
 * For each type of notification, the lists and counts of other features it changes for the person
 * told (decision 039). Only queries on screen are fetched again; the others are marked stale and
 * read afresh when next shown. A type added to the contract does not compile until it is here.
 */
const CONCERNS: Record<AnyNotificationType, (about: About) => QueryKey[]> = {
  // Someone said me too to your memory: who said it (with their note) and the counts.
  me_too: (about) =>
    onMemory(about, (link) => [interactionKeys.meToos(link), interactionKeys.memoryStatus(link)]),
  // Love on your me too: nothing on screen lists it but the notifications.
  love_back: () => [],
  memory_love: (about) => onMemory(about, (link) => [interactionKeys.memoryStatus(link)]),
  // A comment on your memory, or a reply to yours: that memory's comments and its count.
  comment: (about) =>
    onMemory(about, (link) => [commentKeys.forMemory(link), interactionKeys.memoryStatus(link)]),
  reply: (about) =>
    onMemory(about, (link) => [commentKeys.forMemory(link), interactionKeys.memoryStatus(link)]),
  comment_love: (about) => (about.commentId === null ? [] : [interactionKeys.commentStatus(about.commentId)]),
  vote: (about) =>
    onMemory(about, (link) => [interactionKeys.votesStatus(link), interactionKeys.voters(link)]),
  // Kind words on your comment, or on your memory.
  feedback: (about) =>
    about.commentId !== null
      ? [interactionKeys.userFeedback({ kind: 'comment', commentId: about.commentId })]
      : onMemory(about, (link) => [interactionKeys.userFeedback({ kind: 'memory', shareableLink: link })]),
  // Asked to connect, or accepted: the requests and connections on /home, and each memory's status.
  connection_request: () => [connectionKeys.all],
  connection_accepted: () => [connectionKeys.all],
  // A decision about your memory or comment: its note above it (a suspension: see refreshSuspension).
  moderation_outcome: (about) =>
    onMemory(about, (link) => [
      about.commentId === null ? memoryKeys.byLink(link) : commentKeys.forMemory(link),
    ]),
  // The outcome of your report: nothing on screen lists reports.
  report_outcome: () => [],
}

/** The query keys of the lists a notification concerns. */
export function listsConcernedBy(notification: Notification): QueryKey[] {
  const { memory, comment_id } = notification.target
  return CONCERNS[notification.type]({ link: memory?.shareable_link ?? null, commentId: comment_id })
}

/** A notification arrived: the lists it concerns are fetched again where they are shown. */
export function refreshListsConcernedBy(queryClient: QueryClient, notification: Notification): void {
  for (const queryKey of listsConcernedBy(notification)) void queryClient.invalidateQueries({ queryKey })
}
