import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'

interface CommentDeleteConfirmationProps {
  deleting: boolean
  error: unknown
  onConfirm: () => void
  onCancel: () => void
}

/** The second step of deleting a comment: what goes, said plainly, read out as it opens. */
export function CommentDeleteConfirmation({
  deleting,
  error,
  onConfirm,
  onCancel,
}: CommentDeleteConfirmationProps) {
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  useEffect(() => question.current?.focus(), [])
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex basis-full flex-col gap-3 rounded-2xl border-2 border-danger p-4"
    >
      <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
        Delete your comment? It is removed for everyone, with its helpful marks. This cannot be undone.
      </p>
      {error ? (
        <p role="alert" className="font-semibold text-danger">
          We could not delete your comment. {describeError(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          aria-disabled={deleting || undefined}
          onClick={() => (deleting ? undefined : onConfirm())}
        >
          {deleting ? 'Deleting…' : 'Yes, delete it'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Keep it
        </Button>
      </div>
    </div>
  )
}
