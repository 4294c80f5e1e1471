import { useMemo } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { SectionComments } from '@/features/comments/components/section/section-comments'
import type { SectionCommentsHost } from '@/features/comments/hooks/section-host'
import { guideRequest } from '@/features/guide/api/guide-request'
import { forgetOwnComment, rememberOwnComment } from '@/features/guide/stores/own-comment'

interface GuideSectionCommentsProps {
  sessionId: string
  section: GuideReportSection
  signedIn: boolean
  anonymousByDefault: boolean
}

/**
 * The comments under one report section, their calls through the guide's session and the comment
 * posted kept with the guide's data. Its own chunk, loaded by `guide-flow.tsx` when a report
 * section is first shown: the comment controls, their schemas and the API client are not part of
 * the questionnaire's first screen (decision 062).
 */
export function GuideSectionComments({
  sessionId,
  section,
  signedIn,
  anonymousByDefault,
}: GuideSectionCommentsProps) {
  const host = useMemo<SectionCommentsHost>(
    () => ({
      signedIn,
      anonymousByDefault,
      request: guideRequest,
      onPosted: rememberOwnComment,
      onDeleted: forgetOwnComment,
    }),
    [signedIn, anonymousByDefault],
  )
  return <SectionComments sessionId={sessionId} section={section} host={host} />
}
