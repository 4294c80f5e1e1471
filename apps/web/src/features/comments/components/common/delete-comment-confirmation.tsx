import { Trans, useLingui } from '@lingui/react/macro'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { Failure } from '@/components/ui/failure'

interface DeleteCommentConfirmationProps {
  /** What deleting it does, between "Delete your comment?" and "This cannot be undone." */
  consequence: string
  deleting: boolean
  error: unknown
  onConfirm: () => void
  onKeep: () => void
}

/** The second step of deleting your comment, of any kind: what happens, said plainly, and a way to keep it. */
export function DeleteCommentConfirmation({
  consequence,
  deleting,
  error,
  onConfirm,
  onKeep,
}: DeleteCommentConfirmationProps) {
  const { t } = useLingui()
  return (
    <ConfirmInline
      danger
      question={t`Delete your comment? ${consequence} This cannot be undone.`}
      confirmLabel={t`Yes, delete it`}
      pendingLabel={t`Deleting…`}
      keepLabel={t`Keep it`}
      pending={deleting}
      onConfirm={onConfirm}
      onKeep={onKeep}
    >
      <Failure error={error}>
        <Trans>We could not delete your comment.</Trans>
      </Failure>
    </ConfirmInline>
  )
}
