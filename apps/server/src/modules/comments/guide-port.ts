import type { FastifyRequest } from 'fastify'
import type { Language } from '@kindred/contract/languages'

/** A guide session as section comments need it: its row id (the comments' and votes' key) and owner. */
export interface GuideSessionRef {
  id: number
  userId: number | null
}

/** A report section a comment may be on: its slug, and the trauma type of a section about one. */
export interface SectionTarget {
  sectionSlug: string
  traumaSlug: string | null
}

/**
 * What section comments ask the guide (decision 051): guide sessions and report sections are the
 * guide's, so app.ts hands the comments module these calls of the guide (registerGuide answers them)
 * and the guide never imports comments. Each answers as the guide's own routes do: the same 400s and
 * 404s for a session id, and a session used while signed in is linked only when the answer succeeds.
 */
export interface GuidePort {
  /**
   * The plugin that links a session used while signed in once the request succeeds: routes that
   * call sessionOf are registered after it (their dependency).
   */
  sessionLinks: string
  /** The live session a request names for the person asking; linked to them once the request succeeds. */
  sessionOf(request: FastifyRequest, sessionId: string): Promise<GuideSessionRef>
  /** The live session behind `sessionId` for `viewerId` (null: a visitor), linked to them now. */
  resolveSession(sessionId: string, viewerId: number | null): Promise<GuideSessionRef>
  /** Every section a report can have (the fixed ones and one per trauma type of the content). */
  sections(): readonly SectionTarget[]
  /**
   * The titled sections of the session's own report, in order, titled in `language`; 404 when the
   * report is not the session's.
   */
  reportSections(
    reportId: number,
    session: GuideSessionRef,
    sessionId: string,
    language: Language,
  ): Promise<{ slug: string; title: string }[]>
}
