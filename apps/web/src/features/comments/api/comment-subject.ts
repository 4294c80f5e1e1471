import type { QueryClient } from '@tanstack/react-query'
import type { GuideComment } from '@kindred/contract/comments-sections'
import type { SectionCommentsHost } from '../hooks/section-host'
import type { SubjectWords } from '../lib/comment-view'

/**
 * What a comment is on, as the web's calls name it (decision 076): a memory, by its link, or a
 * section of the guide's report, by the guide session that reads it and the section's slugs, its
 * calls made through what the guide lends (`host`: its prefix, and what a lost session means). A
 * section's subject brings its own words and calls (`sectionSubject` in section-subject.ts), so the
 * code every comment shares (and a memory's page loads) holds none of the guide's.
 */
export type CommentSubjectRef =
  | { kind: 'memory'; shareableLink: string }
  | {
      kind: 'section'
      sessionId: string
      sectionSlug: string
      traumaSlug: string | null
      host: SectionCommentsHost
      words: SubjectWords
      edit: (id: string | number, body: string) => Promise<GuideComment>
      remove: (id: string | number) => Promise<void>
      /** What the section's one page shows after an edit or a delete, changed in place. */
      edited: (queryClient: QueryClient, comment: GuideComment) => void
      removed: (queryClient: QueryClient, id: string | number) => void
    }
