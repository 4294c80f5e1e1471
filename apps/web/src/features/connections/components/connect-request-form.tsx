import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { ConnectRequestBodySchema, type ConnectRequestResponse } from '@kindred/contract/connections'
import { CONNECTION_MESSAGE_MAX } from '@kindred/contract/connections-constants'
import { Button } from '@/components/ui/button'
import { CountedTextBox } from '@/components/ui/counted-text-box'
import { SubmitButton } from '@/components/ui/submit-button'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useRequestConnection } from '../api/request-connection'

const MessageSchema = ConnectRequestBodySchema.pick({ message: true })

interface ConnectRequestFormProps {
  shareableLink: string
  authorName: string
  message: string
  onType: (message: string) => void
  /** Sending starts: what went wrong before is no longer true. */
  onSending: () => void
  onSent: (answer: ConnectRequestResponse) => void
  onCancel: () => void
}

/**
 * The form to ask a memory's author to connect, with an optional message. Its box takes focus when it
 * opens; a refusal is said in the server's words and the message stays.
 */
export function ConnectRequestForm({
  shareableLink,
  authorName,
  message,
  onType,
  onSending,
  onSent,
  onCancel,
}: ConnectRequestFormProps) {
  const { t } = useLingui()
  const request = useRequestConnection()
  const feedback = useFormFeedback()

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!feedback.validate(MessageSchema, { message })) return
    feedback.clear()
    onSending()
    const trimmed = message.trim()
    request.mutate(
      { shareable_link: shareableLink, ...(trimmed ? { message: trimmed } : {}) },
      { onSuccess: onSent, onError: (error) => feedback.showError(error) },
    )
  }

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label={t`Ask ${authorName} to connect`}
      className="flex flex-col gap-3 rounded-2xl bg-calm p-4"
    >
      <CountedTextBox
        label={t`A message for ${authorName} (optional)`}
        hint={t`${authorName} will see your name, and your message if you write one. They can accept or decline.`}
        error={feedback.fieldErrors.message}
        value={message}
        onValueChange={onType}
        max={CONNECTION_MESSAGE_MAX}
        rows={3}
      />
      {feedback.formError ? (
        <p role="alert" className="font-semibold">
          {feedback.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={request.isPending} pendingLabel={t`Sending…`}>
          <Trans>Send request</Trans>
        </SubmitButton>
        <Button variant="secondary" disabled={request.isPending} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
