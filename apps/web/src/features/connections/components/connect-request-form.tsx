import { useEffect, useId, useRef, type FormEvent } from 'react'
import {
  CONNECTION_MESSAGE_MAX,
  ConnectRequestBodySchema,
  type ConnectRequestResponse,
} from '@kindred/contract/connections'
import { Button } from '@/components/ui/button'
import { CharacterCount } from '@/components/ui/character-count'
import { inputClassName } from '@/components/ui/field-parts'
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
  const request = useRequestConnection()
  const feedback = useFormFeedback()
  const messageId = useId()
  const box = useRef<HTMLTextAreaElement>(null)

  useEffect(() => box.current?.focus(), [])

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

  const messageError = feedback.fieldErrors.message
  const over = message.trim().length - CONNECTION_MESSAGE_MAX

  return (
    <form
      noValidate
      onSubmit={send}
      aria-label={`Ask ${authorName} to connect`}
      className="flex flex-col gap-3 rounded-2xl bg-calm p-4"
    >
      <label htmlFor={messageId} className="font-semibold">
        A message for {authorName} (optional)
      </label>
      <p id={`${messageId}-hint`} className="text-base text-muted">
        {authorName} will see your name, and your message if you write one. They can accept or decline.
      </p>
      {messageError ? (
        <p id={`${messageId}-error`} role="alert" className="font-semibold text-danger">
          {messageError}
        </p>
      ) : null}
      <textarea
        ref={box}
        id={messageId}
        value={message}
        rows={3}
        onChange={(event) => onType(event.target.value)}
        aria-invalid={messageError || over > 0 ? true : undefined}
        aria-describedby={[
          `${messageId}-hint`,
          messageError ? `${messageId}-error` : null,
          `${messageId}-count`,
        ]
          .filter(Boolean)
          .join(' ')}
        className={inputClassName}
      />
      <CharacterCount id={`${messageId}-count`} length={message.trim().length} max={CONNECTION_MESSAGE_MAX} />
      {feedback.formError ? (
        <p role="alert" className="font-semibold">
          {feedback.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={request.isPending} pendingLabel="Sending…">
          Send request
        </SubmitButton>
        <Button variant="secondary" disabled={request.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
