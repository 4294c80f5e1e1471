import { Trans, useLingui } from '@lingui/react/macro'
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { Button } from '@/components/ui/button'
import { CharacterCount } from '@/components/ui/character-count'
import { ErrorSummary } from '@/components/ui/error-summary'
import { inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import type { CommentBodyRules } from '../../lib/body-rules'

interface CommentFormProps {
  rules: CommentBodyRules
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
  cancelLabel?: string
  /** Said when the box is sent empty. */
  emptyMessage: string
  /** Above the box, read with it: who will see it, what happens to it. */
  hint?: ReactNode
  /** Under the box: more choices sent with it (posting anonymously). */
  children?: ReactNode
  /** The cursor starts in the box (a form opened by a button). */
  autoFocus?: boolean
  /** For a form kept mounted while hidden, whose opener puts the cursor in the box itself. */
  boxRef?: Ref<HTMLTextAreaElement | null>
  /**
   * What to say before the server's reason when it refuses without a field message. Without it,
   * what went wrong is listed at the top of the form, which takes focus (the guide's forms).
   */
  failurePrefix?: string
  rows?: number
}

/**
 * A comment's text box, for every kind of comment: to comment, reply and edit. Whatever goes wrong,
 * the text stays in the box and the reason is said beside it.
 */
export function CommentForm({
  rules,
  label,
  formLabel,
  submitLabel,
  pendingLabel,
  initialBody = '',
  pending,
  onSubmit,
  onDone,
  onCancel,
  cancelLabel,
  emptyMessage,
  hint,
  children,
  autoFocus = false,
  boxRef,
  failurePrefix,
  rows = 4,
}: CommentFormProps) {
  const { t } = useLingui()
  const bodyId = useId()
  const countId = `${bodyId}-count`
  const hintId = `${bodyId}-hint`
  const [body, setBody] = useState(initialBody)
  const feedback = useFormFeedback()
  const box = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle<HTMLTextAreaElement | null, HTMLTextAreaElement | null>(boxRef, () => box.current, [])
  useEffect(() => {
    if (autoFocus) box.current?.focus()
  }, [autoFocus])
  const over = rules.counted && body.length > rules.max
  const summary = failurePrefix === undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!feedback.validate(rules.schema, { body }, { body: emptyMessage })) return
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
  const problem = feedback.formError
  const described = [hint ? hintId : null, error ? `${bodyId}-error` : null, rules.counted ? countId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <form noValidate onSubmit={submit} aria-label={formLabel} className="flex flex-col gap-3">
      {summary ? <ErrorSummary feedback={feedback} fieldIds={{ body: bodyId }} /> : null}
      <label htmlFor={bodyId} className="font-semibold">
        {label}
      </label>
      {hint ? <div id={hintId}>{hint}</div> : null}
      {error ? (
        // With a summary, the summary is what is read out at once.
        <p id={`${bodyId}-error`} role={summary ? undefined : 'alert'} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <textarea
        ref={box}
        id={bodyId}
        value={body}
        rows={rows}
        maxLength={rules.counted ? undefined : rules.max}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClassName} leading-relaxed`}
      />
      {rules.counted ? <CharacterCount id={countId} length={body.length} max={rules.max} /> : null}
      {children}
      {problem && !summary ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>
            {failurePrefix} {problem} Your text is still here.
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? t`Cancel`}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
