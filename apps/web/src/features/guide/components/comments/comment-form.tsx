import { useId, useState, type FormEvent } from 'react'
import { CreateCommentBodySchema, GUIDE_COMMENT_MAX, type ReportSection } from '@kindred/contract/guide'
import { ErrorSummary } from '@/components/ui/error-summary'
import { describedBy, FieldError, FieldHint, inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useCreateComment } from '../../api/create-comment'
import { useGuideEnvironment } from '../guide-context'

const BodySchema = CreateCommentBodySchema.pick({ body: true })

/**
 * Leave a comment on a section. Visitors are always anonymous; signed-in people may choose to be.
 * Whatever goes wrong, what was typed stays in the box.
 */
export function CommentForm({ sessionId, section }: { sessionId: string; section: ReportSection }) {
  const bodyId = useId()
  const anonymousId = useId()
  const { signedIn } = useGuideEnvironment()
  const [body, setBody] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const [posted, setPosted] = useState(false)
  const feedback = useFormFeedback()
  const create = useCreateComment(sessionId, section.slug)
  const hint = signedIn
    ? 'Others can read it. It never shows your answers. Please leave out names or details that could identify anyone.'
    : 'Others can read it. You are not signed in, so it is posted anonymously. Please leave out names or details that could identify anyone.'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPosted(false)
    const valid = feedback.validate(BodySchema, { body }, { body: 'Please write something before posting.' })
    if (!valid) return
    feedback.clear()
    create.mutate(
      {
        section_slug: section.slug,
        ...(section.trauma_slug ? { trauma_slug: section.trauma_slug } : {}),
        body,
        anonymous: signedIn ? anonymous : true,
      },
      {
        onSuccess: () => {
          setBody('')
          setPosted(true)
        },
        onError: (error) => feedback.showError(error),
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Comment on ${section.title}`}
      className="flex flex-col gap-3"
    >
      <ErrorSummary feedback={feedback} fieldIds={{ body: bodyId }} />
      <label htmlFor={bodyId} className="font-semibold">
        Share what helped you, or what you would like others to know
      </label>
      <FieldHint id={bodyId}>{hint}</FieldHint>
      <FieldError id={bodyId} message={feedback.fieldErrors.body} />
      <textarea
        id={bodyId}
        value={body}
        rows={4}
        maxLength={GUIDE_COMMENT_MAX}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={feedback.fieldErrors.body ? true : undefined}
        aria-describedby={describedBy(bodyId, hint, feedback.fieldErrors.body)}
        className={inputClassName}
      />
      {signedIn ? (
        <div className="flex items-center gap-3">
          <input
            id={anonymousId}
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            className="size-6 shrink-0 accent-brand dark:accent-brand-soft"
          />
          <label htmlFor={anonymousId}>Post anonymously, without my name</label>
        </div>
      ) : null}
      <SubmitButton pending={create.isPending} pendingLabel="Posting…" className="self-start">
        Post my comment
      </SubmitButton>
      <p role="status">{posted ? 'Thank you. Your comment is posted, marked as yours above.' : ''}</p>
    </form>
  )
}
