import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-danger p-5">
      <FocusHeading level={3}>
        <Trans>Delete your answers?</Trans>
      </FocusHeading>
      <p>
        <Trans>This deletes every answer you gave and your report. It cannot be undone.</Trans>{' '}
        {signedIn ? (
          <Trans>
            Comments you left are not deleted: they stay with your account, and you can still edit or delete
            them.
          </Trans>
        ) : (
          <Trans>
            Comments you left are not deleted: they stay up, anonymous, and can no longer be edited or
            deleted. If you want them gone, delete them first.
          </Trans>
        )}
      </p>
      <Failure error={error}>
        <Trans>We could not delete your answers.</Trans>
      </Failure>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm()
        }}
        className="flex flex-wrap gap-3"
      >
        <SubmitButton variant="danger" pending={deleting} pendingLabel={t`Deleting your answers…`}>
          <Trans>Yes, delete my answers</Trans>
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          <Trans>Keep my answers</Trans>
        </Button>
      </form>
    </div>
  )
}
