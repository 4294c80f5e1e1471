import type { FastifyRequest } from 'fastify'
import type { Language } from '@kindred/contract/languages'
import { FIXED_SECTIONS, traumaSectionSlug } from './build-report'
import type { GuideDeps } from './guide-deps'
import { GUIDE_SESSION_LINKS, guideSessionOf } from './routes/guide-session-of'
import { listReportSections } from './use-cases/list-report-sections'
import { resolveGuideSession } from './use-cases/resolve-guide-session'

/**
 * What the guide answers other modules about its sessions and report sections (the comments on
 * report sections, decision 051); app.ts hands it to them, so the guide imports none of them.
 */
export function guidePortOf(deps: GuideDeps) {
  return {
    sessionLinks: GUIDE_SESSION_LINKS,
    sessionOf: (request: FastifyRequest, sessionId: string) => guideSessionOf(deps, request, sessionId),
    resolveSession: (sessionId: string, viewerId: number | null) =>
      resolveGuideSession(deps, sessionId, viewerId),
    sections: () => [
      ...FIXED_SECTIONS.map((sectionSlug) => ({ sectionSlug, traumaSlug: null })),
      ...deps.catalog.types.map((t) => ({ sectionSlug: traumaSectionSlug(t.slug), traumaSlug: t.slug })),
    ],
    reportSections: (reportId: number, session: { id: number }, sessionId: string, language: Language) =>
      listReportSections(deps, reportId, session, sessionId, language),
  }
}
