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
  return (
    <ConfirmInline
      danger
      question={`Delete your comment? ${consequence} This cannot be undone.`}
      confirmLabel="Yes, delete it"
      pendingLabel="Deleting…"
      keepLabel="Keep it"
      pending={deleting}
      onConfirm={onConfirm}
      onKeep={onKeep}
    >
      <Failure error={error}>We could not delete your comment.</Failure>
    </ConfirmInline>
  )
}
