import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'
import { useGuideEnvironment } from '../guide-context'

/** Shown once the person has deleted their answers: calm, and honest about what is gone. */
export function DeletedNotice() {
  const { signedIn } = useGuideEnvironment()
  return (
    <Card className="flex flex-col gap-3 bg-calm">
      <FocusHeading>Your answers are deleted</FocusHeading>
      <p>
        Your answers and your report are gone from Kindred.{' '}
        {signedIn
          ? 'Comments you left stay with your account.'
          : 'Comments you left stay up, anonymous, and are no longer linked to you.'}
      </p>
      <p>Take good care of yourself. If you ever want to, you can start again below.</p>
    </Card>
  )
}
