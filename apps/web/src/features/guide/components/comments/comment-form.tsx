import { useId, useState, type FormEvent, type Ref } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { CreateGuideCommentBodySchema, GUIDE_COMMENT_MAX } from '@kindred/contract/guide-comments'
import { Button } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/error-summary'
import { FieldError, inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useCreateComment } from '../../api/create-comment'
import { useGuideEnvironment } from '../guide-context'
import { CommentNotice } from './comment-notice'

const BodySchema = CreateGuideCommentBodySchema.pick({ body: true })

interface CommentFormProps {
  sessionId: string
  section: GuideReportSection
  boxRef: Ref<HTMLTextAreaElement>
  onPosted: () => void
  onClose: () => void
}

/**
 * Leave a comment on a section, told first what happens to it. Visitors are always anonymous;
 * signed-in people may choose to be. Whatever goes wrong, what was typed stays in the box.
 */
export function CommentForm({ sessionId, section, boxRef, onPosted, onClose }: CommentFormProps) {
  const bodyId = useId()
  const noticeId = useId()
  const anonymousId = useId()
  const { signedIn } = useGuideEnvironment()
  const [body, setBody] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const feedback = useFormFeedback()
  const create = useCreateComment(sessionId, section.slug)

  const submit = (event: FormEvent) => {
    event.preventDefault()
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
          onPosted()
        },
        onError: (error) => feedback.showError(error),
      },
    )
  }

  const error = feedback.fieldErrors.body
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
      <CommentNotice id={noticeId} signedIn={signedIn} />
      <FieldError id={bodyId} message={error} />
      <textarea
        ref={boxRef}
        id={bodyId}
        value={body}
        rows={4}
        maxLength={GUIDE_COMMENT_MAX}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[noticeId, error ? `${bodyId}-error` : null].filter(Boolean).join(' ')}
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
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={create.isPending} pendingLabel="Posting…">
          Post my comment
        </SubmitButton>
        {/* What was typed stays for when the box is opened again. */}
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Not now
        </Button>
      </div>
    </form>
  )
}
