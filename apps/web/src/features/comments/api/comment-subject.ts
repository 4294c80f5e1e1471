import type { SectionCommentsHost } from '../hooks/section-host'

/**
 * What a comment is on, as the web's calls name it (decision 076): a memory, by its link, or a
 * section of the guide's report, by the guide session that reads it and the section's slugs, its
 * calls made through what the guide lends (`host`: its prefix, and what a lost session means).
 */
export type CommentSubjectRef =
  | { kind: 'memory'; shareableLink: string }
  | {
      kind: 'section'
      sessionId: string
      sectionSlug: string
      traumaSlug: string | null
      host: SectionCommentsHost
    }

/** A report section's comments as the guide session `sessionId` reads them, through `host`. */
export const sectionSubject = (
  sessionId: string,
  section: { slug: string; trauma_slug?: string },
  host: SectionCommentsHost,
): CommentSubjectRef => ({
  kind: 'section',
  sessionId,
  sectionSlug: section.slug,
  traumaSlug: section.trauma_slug ?? null,
  host,
})
