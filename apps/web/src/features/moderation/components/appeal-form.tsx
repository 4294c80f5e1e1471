import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { AppealBodySchema, type AppealBody, type AppealResponse } from '@kindred/contract/moderation-appeals'
import { APPEAL_NOTE_MAX } from '@kindred/contract/moderation-appeals-constants'
import { Button } from '@/components/ui/button'
import { CountedTextBox } from '@/components/ui/counted-text-box'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useSendAppeal } from '../api/send-appeal'

const NoteSchema = AppealBodySchema.pick({ note: true })

interface AppealFormProps {
  subject: Pick<AppealBody, 'subject_kind' | 'subject_id'>
  /** With the server's answer: whether the appeal waits for another moderator to join. */
  onSent: (answer: AppealResponse) => void
  onCancel: () => void
}

/**
 * What the author wants the second moderator to know (1 to 1,000 characters, counted as they type),
 * then Send. Whatever goes wrong, the words stay in the box and the reason is said beside it.
 */
export function AppealForm({ subject, onSent, onCancel }: AppealFormProps) {
  const { t } = useLingui()
  const [note, setNote] = useState('')
  const appeal = useSendAppeal()
  const feedback = useFormFeedback()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const valid = feedback.validate(NoteSchema, { note }, { note: t`Please write a few words first.` })
    if (!valid) return
    feedback.clear()
    appeal.mutate(
      { ...subject, note: valid.note },
      { onSuccess: (answer) => onSent(answer), onError: (error) => feedback.showError(error) },
    )
  }

  const problem = feedback.formError
  return (
    <form noValidate onSubmit={submit} aria-label={t`Ask for a second look`} className="flex flex-col gap-2">
      {/* Opened by "Ask for a second look": the cursor goes straight to the box. */}
      <CountedTextBox
        label={t`What would you like the second moderator to know?`}
        error={feedback.fieldErrors.note}
        value={note}
        onValueChange={setNote}
        max={APPEAL_NOTE_MAX}
        rows={4}
        relaxed
      />
      {problem ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>We could not send it. {problem} Your words are still here.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={appeal.isPending} pendingLabel={t`Sending…`}>
          <Trans>Send</Trans>
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={appeal.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
