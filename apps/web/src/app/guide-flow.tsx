import { useMemo, type ReactNode } from 'react'
import { SectionComments } from '@/features/comments/components/section/section-comments'
import type { SectionCommentsHost } from '@/features/comments/hooks/section-host'
import { guideRequest } from '@/features/guide/api/guide-request'
import { GuideEnvironmentProvider } from '@/features/guide/components/guide-context'
import { GuideFlow } from '@/features/guide/components/guide-flow'
import { forgetOwnComment, rememberOwnComment } from '@/features/guide/stores/own-comment'
import { SharedDeviceChoice } from '@/features/safety/components/shared-device-choice'

interface ComposedGuideFlowProps {
  signedIn: boolean
  crisisLines: ReactNode
}

/**
 * The guide's questions and report, with the comments feature under each report section: their
 * calls go through the guide's session, and the comment posted is kept with the guide's data.
 * Composition only; loaded with the guide's flow, after the page's first words (decision 013).
 */
export function ComposedGuideFlow({ signedIn, crisisLines }: ComposedGuideFlowProps) {
  const host = useMemo<SectionCommentsHost>(
    () => ({ signedIn, request: guideRequest, onPosted: rememberOwnComment, onDeleted: forgetOwnComment }),
    [signedIn],
  )
  return (
    <GuideEnvironmentProvider
      value={{
        signedIn,
        crisisLines,
        sharedDeviceChoice: <SharedDeviceChoice />,
        sectionComments: (sessionId, section) => (
          <SectionComments sessionId={sessionId} section={section} host={host} />
        ),
      }}
    >
      <GuideFlow />
    </GuideEnvironmentProvider>
  )
}
