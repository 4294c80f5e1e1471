import { worded } from '@/lib/i18n/worded-key'
import type { CommentSubjectRef } from './comment-subject'

/**
 * TanStack Query keys of comments. A memory's comments sit under its shareable link, so posting,
 * editing or deleting one refreshes every page of that memory's comments at once. A report
 * section's sit under the guide session's key (`['guide', 'session', id]`, the guide's own keys), so
 * deleting the session drops them with everything else read with it.
 */
export const commentKeys = {
  all: ['comments'] as const,
  forMemory: (shareableLink: string) => ['comments', 'memory', shareableLink] as const,
  /** One memory's comments in the language shown (labels of hidden ones are the server's words). */
  list: (shareableLink: string) => worded(['comments', 'memory', shareableLink, 'list']),
  forSection: (sessionId: string, sectionSlug: string) =>
    ['guide', 'session', sessionId, 'comments', sectionSlug] as const,
  /** One report section's comments in the language shown. */
  sectionList: (sessionId: string, sectionSlug: string) =>
    worded(['guide', 'session', sessionId, 'comments', sectionSlug, 'list']),
  sectionVotes: (sessionId: string) => ['guide', 'session', sessionId, 'votes'] as const,
  /** Every list of the subject's comments: what a change to one of them refreshes. */
  of: (subject: CommentSubjectRef) =>
    subject.kind === 'memory'
      ? commentKeys.forMemory(subject.shareableLink)
      : commentKeys.forSection(subject.sessionId, subject.sectionSlug),
}
