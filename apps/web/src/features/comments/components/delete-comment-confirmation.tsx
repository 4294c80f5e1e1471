import { ConfirmInline } from '@/components/ui/confirm-inline'
import { Failure } from '@/components/ui/failure'

interface DeleteCommentConfirmationProps {
  hasReplies: boolean
  deleting: boolean
  error: unknown
  onConfirm: () => void
  onKeep: () => void
}

/** The second step of deleting your comment: what happens, said plainly, and a way to keep it. */
export function DeleteCommentConfirmation({
  hasReplies,
  deleting,
  error,
  onConfirm,
  onKeep,
}: DeleteCommentConfirmationProps) {
  return (
    <ConfirmInline
      danger
      question={`Delete your comment? ${
        hasReplies
          ? 'Its text goes for everyone; the replies stay, under “This comment was deleted.”'
          : 'It goes for everyone.'
      } This cannot be undone.`}
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
