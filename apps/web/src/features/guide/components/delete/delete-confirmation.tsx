import { Button } from '@/components/ui/button'
import { FocusHeading } from '@/components/ui/focus-heading'
import { SubmitButton } from '@/components/ui/submit-button'
import { Failure } from '@/components/ui/failure'
import { useGuideEnvironment } from '../guide-context'

interface DeleteConfirmationProps {
  deleting: boolean
  error: unknown
  onConfirm: () => void
  onCancel: () => void
}

/** The second step of deleting: what goes and what stays (decision 015), plainly, and a clear last button. */
export function DeleteConfirmation({ deleting, error, onConfirm, onCancel }: DeleteConfirmationProps) {
  const { signedIn } = useGuideEnvironment()
  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-danger p-5">
      <FocusHeading level={3}>Delete your answers?</FocusHeading>
      <p>
        This deletes every answer you gave and your report. It cannot be undone.{' '}
        {signedIn
          ? 'Comments you left are not deleted: they stay with your account, and you can still edit or delete them.'
          : 'Comments you left are not deleted: they stay up, anonymous, and can no longer be edited or deleted. If you want them gone, delete them first.'}
      </p>
      <Failure error={error}>We could not delete your answers.</Failure>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
        className="flex flex-wrap gap-3"
      >
        <SubmitButton variant="danger" pending={deleting} pendingLabel="Deleting your answers…">
          Yes, delete my answers
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Keep my answers
        </Button>
      </form>
    </div>
  )
}
