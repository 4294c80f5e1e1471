import { Trans } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'
import { useGuideEnvironment } from '../guide-context'

/** Shown once the person has deleted their answers: calm, and honest about what is gone. */
export function DeletedNotice() {
  const { signedIn } = useGuideEnvironment()
  return (
    <Card className="flex flex-col gap-3 bg-calm">
      <FocusHeading>
        <Trans>Your answers are deleted</Trans>
      </FocusHeading>
      <p>
        <Trans>Your answers and your report are gone from Kindred.</Trans>{' '}
        {signedIn ? (
          <Trans>Comments you left stay with your account.</Trans>
        ) : (
          <Trans>Comments you left stay up, anonymous, and are no longer linked to you.</Trans>
        )}
      </p>
      <p>
        <Trans>Take good care of yourself. If you ever want to, you can start again below.</Trans>
      </p>
    </Card>
  )
}
