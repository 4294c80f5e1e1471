import { lazy, Suspense, type ReactNode } from 'react'
import { GuideEnvironmentProvider } from '@/features/guide/components/guide-context'
import { GuideFlow } from '@/features/guide/components/guide-flow'
import { SharedDeviceChoice } from '@/features/safety/components/shared-device-choice'

// The comments under the report's sections come from their own chunk when a report is first shown:
// the consent screen and the questions never load the comment controls, their schemas or the API
// client for them (decision 062; they made /guide 36 kB heavier when imported here).
const GuideSectionComments = lazy(() =>
  import('./guide-section-comments').then((module) => ({ default: module.GuideSectionComments })),
)

interface ComposedGuideFlowProps {
  signedIn: boolean
  crisisLines: ReactNode
  /** Whether a comment starts without the person's name: always for a visitor (decision 057). */
  anonymousByDefault: boolean
}

/**
 * The guide's questions and report, with the comments feature under each report section (loaded
 * when a section is shown: `guide-section-comments.tsx`). `guide-flow.tsx` chooses who gets it how.
 * Composition only.
 */
export function ComposedGuideFlow({ signedIn, crisisLines, anonymousByDefault }: ComposedGuideFlowProps) {
  return (
    <GuideEnvironmentProvider
      value={{
        signedIn,
        crisisLines,
        sharedDeviceChoice: <SharedDeviceChoice />,
        sectionComments: (sessionId, section) => (
          // Nothing in its place while it loads: the section above it is already on screen.
          <Suspense fallback={null}>
            <GuideSectionComments
              sessionId={sessionId}
              section={section}
              signedIn={signedIn}
              anonymousByDefault={anonymousByDefault}
            />
          </Suspense>
        ),
      }}
    >
      <GuideFlow />
    </GuideEnvironmentProvider>
  )
}
