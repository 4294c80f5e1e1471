import { useMemo, type ReactNode } from 'react'
import { SectionComments } from '@/features/comments/components/section/section-comments'
import type { SectionCommentsHost } from '@/features/comments/hooks/section-host'
import { guideRequest } from '@/features/guide/api/guide-request'
import { GuideEnvironmentProvider } from '@/features/guide/components/guide-context'
import { GuideFlow } from '@/features/guide/components/guide-flow'
import { forgetOwnComment, rememberOwnComment } from '@/features/guide/stores/own-comment'
import { PreferencesProvider } from '@/features/preferences/hooks/preferences-context'
import { useAnonymousByDefault } from '@/features/preferences/hooks/use-anonymous-by-default'
import { SharedDeviceChoice } from '@/features/safety/components/shared-device-choice'

interface ComposedGuideFlowProps {
  signedIn: boolean
  crisisLines: ReactNode
}

/**
 * The guide's questions and report, with the comments feature under each report section: their
 * calls go through the guide's session, and the comment posted is kept with the guide's data.
 * Someone signed in starts a comment with or without their name as their preferences say (decision
 * 057), read only for them: a visitor's comment never carries a name. Composition only; loaded with
 * the guide's flow, after the page's first words (decision 013).
 */
export function ComposedGuideFlow({ signedIn, crisisLines }: ComposedGuideFlowProps) {
  if (!signedIn) return <Flow signedIn={false} crisisLines={crisisLines} anonymousByDefault />
  return (
    <PreferencesProvider signedIn>
      <SignedInFlow crisisLines={crisisLines} />
    </PreferencesProvider>
  )
}

function SignedInFlow({ crisisLines }: { crisisLines: ReactNode }) {
  const anonymousByDefault = useAnonymousByDefault()
  return <Flow signedIn crisisLines={crisisLines} anonymousByDefault={anonymousByDefault} />
}

function Flow({
  signedIn,
  crisisLines,
  anonymousByDefault,
}: ComposedGuideFlowProps & { anonymousByDefault: boolean }) {
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
