import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'

/** Shown once the person has deleted their answers: calm, and honest about what is gone. */
export function DeletedNotice() {
  return (
    <Card className="flex flex-col gap-3 bg-calm">
      <FocusHeading>Your answers are deleted</FocusHeading>
      <p>
        Your answers, your report and the link between you and any comments you left are gone from Kindred.
        Comments you wrote stay up without your name on them.
      </p>
      <p>Take good care of yourself. If you ever want to, you can start again below.</p>
    </Card>
  )
}
