import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { moveFocus } from '@/lib/move-focus'

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
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  useEffect(() => moveFocus(question.current), [])
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-danger p-4"
    >
      <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
        Delete your comment?{' '}
        {hasReplies
          ? 'Its text goes for everyone; the replies stay, under “This comment was deleted.”'
          : 'It goes for everyone.'}{' '}
        This cannot be undone.
      </p>
      <Failure error={error}>We could not delete your comment.</Failure>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Yes, delete it'}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={deleting}>
          Keep it
        </Button>
      </div>
    </div>
  )
}
