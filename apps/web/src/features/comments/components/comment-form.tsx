import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { COMMENT_BODY_MAX, EditCommentBodySchema } from '@kindred/contract/comments'
import { Button } from '@/components/ui/button'
import { CharacterCount } from '@/components/ui/character-count'
import { inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'

interface CommentFormProps {
  /** The box's label: "Your comment", "Your reply"… */
  label: string
  /** The form's accessible name. */
  formLabel: string
  submitLabel: string
  pendingLabel: string
  initialBody?: string
  pending: boolean
  /** Sends the text; resolves when it is saved, rejects with the API error. */
  onSubmit: (body: string) => Promise<unknown>
  /** After a success: the box empties (a new comment) or the form closes (an edit, a reply). */
  onDone?: () => void
  onCancel?: () => void
  /** Words above the box (who will see it, say). */
  hint?: string
  /** The cursor starts in the box (a form opened by a button). */
  autoFocus?: boolean
  /** What to say when the server refuses without a field message. */
  failurePrefix: string
  rows?: number
}

/**
 * A comment's text box with a live count of characters (1 to 2,000), used to comment, reply and
 * edit. Whatever goes wrong, the text stays in the box and the reason is said beside it.
 */
export function CommentForm({
  label,
  formLabel,
  submitLabel,
  pendingLabel,
  initialBody = '',
  pending,
  onSubmit,
  onDone,
  onCancel,
  hint,
  autoFocus = false,
  failurePrefix,
  rows = 4,
}: CommentFormProps) {
  const bodyId = useId()
  const countId = `${bodyId}-count`
  const hintId = `${bodyId}-hint`
  const [body, setBody] = useState(initialBody)
  const feedback = useFormFeedback()
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (autoFocus) box.current?.focus()
  }, [autoFocus])
  const over = body.length - COMMENT_BODY_MAX

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const valid = feedback.validate(
      EditCommentBodySchema,
      { body },
      { body: 'Please write something first.' },
    )
    if (!valid) return
    feedback.clear()
    onSubmit(body).then(
      () => {
        setBody('')
        onDone?.()
      },
      (error: unknown) => feedback.showError(error),
    )
  }

  const error = feedback.fieldErrors.body
  const described = [hint ? hintId : null, error ? `${bodyId}-error` : null, countId]
    .filter(Boolean)
    .join(' ')
  return (
    <form noValidate onSubmit={submit} aria-label={formLabel} className="flex flex-col gap-2">
      <label htmlFor={bodyId} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${bodyId}-error`} role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <textarea
        ref={box}
        id={bodyId}
        value={body}
        rows={rows}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error || over > 0 ? true : undefined}
        aria-describedby={described}
        className={`${inputClassName} leading-relaxed`}
      />
      <CharacterCount id={countId} length={body.length} max={COMMENT_BODY_MAX} />
      {feedback.formError ? (
        <p role="alert" className="font-semibold text-danger">
          {failurePrefix} {feedback.formError} Your text is still here.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
