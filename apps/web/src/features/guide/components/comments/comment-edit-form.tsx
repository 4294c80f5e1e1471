import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  EditGuideCommentBodySchema,
  GUIDE_COMMENT_MAX,
  type GuideComment,
} from '@kindred/contract/guide-comments'
import { Button } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/error-summary'
import { FieldError, inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useEditComment } from '../../api/edit-comment'

const BodySchema = EditGuideCommentBodySchema.pick({ body: true })

interface CommentEditFormProps {
  sessionId: string
  sectionSlug: string
  comment: GuideComment
  onSaved: () => void
  onCancel: () => void
}

/** Your comment's text in a box, in place of the comment; the cursor starts there. */
export function CommentEditForm({
  sessionId,
  sectionSlug,
  comment,
  onSaved,
  onCancel,
}: CommentEditFormProps) {
  const bodyId = useId()
  const [body, setBody] = useState(comment.body)
  const box = useRef<HTMLTextAreaElement>(null)
  const feedback = useFormFeedback()
  const edit = useEditComment(sessionId, sectionSlug, comment.id)

  useEffect(() => box.current?.focus(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const valid = feedback.validate(
      BodySchema,
      { body },
      { body: 'Please write something, or delete the comment.' },
    )
    if (!valid) return
    feedback.clear()
    edit.mutate(body, { onSuccess: onSaved, onError: (error) => feedback.showError(error) })
  }

  const error = feedback.fieldErrors.body
  return (
    <form noValidate onSubmit={submit} aria-label="Edit your comment" className="flex flex-col gap-3">
      <ErrorSummary feedback={feedback} fieldIds={{ body: bodyId }} />
      <label htmlFor={bodyId} className="font-semibold">
        Your comment
      </label>
      <FieldError id={bodyId} message={error} />
      <textarea
        ref={box}
        id={bodyId}
        value={body}
        rows={4}
        maxLength={GUIDE_COMMENT_MAX}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${bodyId}-error` : undefined}
        className={inputClassName}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={edit.isPending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={edit.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
