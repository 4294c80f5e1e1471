import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  CONNECTION_MESSAGE_MAX,
  ConnectRequestBodySchema,
  type ConnectStatus,
} from '@kindred/contract/connections'
import { Button } from '@/components/ui/button'
import { inputClassName } from '@/components/ui/field-parts'
import { SubmitButton } from '@/components/ui/submit-button'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useTimeReached } from '@/lib/use-time-reached'
import { useAcceptRequest } from '../api/accept-request'
import { useDeclineRequest } from '../api/decline-request'
import { useConnectStatus } from '../api/get-connect-status'
import { connectionKeys } from '../api/keys'
import { useRemoveConnection } from '../api/remove-connection'
import { useRequestConnection } from '../api/request-connection'
import type { ConnectStatusEntry } from '../api/get-connect-status'

const MessageSchema = ConnectRequestBodySchema.pick({ message: true })

interface ConnectButtonProps {
  shareableLink: string
  authorName: string
  /**
   * While the person's account is new (SPEC §3.6): when they may ask to connect, as the server said
   * (the session's `new_account.until`). Until then the button's place says so, before anything is
   * written, and turns into "Ask to connect" when that time comes (decision 037).
   */
  mayAskFrom?: string | null
}

/**
 * Asking a memory's author to connect, and where that stands: "Ask to connect" (with an optional
 * message), or from when a new account may ask, "Request sent" with Withdraw, Accept or Decline
 * when they asked you, or "Connected". Nothing for your own memory, and nothing while the status is
 * unknown. For signed-in people only: the status comes from the batched call (one request for every
 * memory on screen), with the id of the request it stands for, so answering it never needs a lookup
 * and never sends a new request.
 */
export function ConnectButton({ shareableLink, authorName, mayAskFrom = null }: ConnectButtonProps) {
  const status = useConnectStatus(shareableLink)
  const mayAsk = useTimeReached(mayAskFrom)
  const queryClient = useQueryClient()
  const request = useRequestConnection()
  const remove = useRemoveConnection()
  const decline = useDeclineRequest()
  const accept = useAcceptRequest()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [said, setSaid] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [needsHome, setNeedsHome] = useState(false)
  const [busy, setBusy] = useState(false)
  const lead = useRef<HTMLParagraphElement>(null)
  const askButton = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  // Bumped by each outcome: the new state's first line (or the ask button) then takes focus.
  const [settled, setSettled] = useState(0)
  const feedback = useFormFeedback()
  const formId = useId()
  const messageId = useId()
  const current = status.data?.status
  const connectionId = status.data?.connection_id ?? null

  useEffect(() => {
    if (settled > 0) moveFocus(lead.current ?? askButton.current)
  }, [settled])

  useEffect(() => {
    if (open) box.current?.focus()
  }, [open])

  if (status.isPending || status.isError || !current || current === 'self') return null

  const settle = (next: ConnectStatus, id: number | null, words: string) => {
    setFailure(null)
    setNeedsHome(false)
    setSaid(words)
    setSettled((count) => count + 1)
    const entry: ConnectStatusEntry = { status: next, connection_id: id }
    queryClient.setQueryData(connectionKeys.status(shareableLink), entry)
  }
  const fail = (error: unknown, prefix: string) => {
    setFailure(`${prefix} ${describeError(error)}`)
    void queryClient.invalidateQueries({ queryKey: connectionKeys.statuses })
  }

  // The server names the request with every pending status; without one, /home is the place to answer.
  const notFound = () => {
    setFailure('We could not find this request here.')
    setNeedsHome(true)
    void queryClient.invalidateQueries({ queryKey: connectionKeys.statuses })
  }

  const send = (event: FormEvent) => {
    event.preventDefault()
    const valid = feedback.validate(MessageSchema, { message })
    if (!valid) return
    feedback.clear()
    setFailure(null)
    const trimmed = message.trim()
    request.mutate(
      { shareable_link: shareableLink, ...(trimmed ? { message: trimmed } : {}) },
      {
        onSuccess: (answer) => {
          setOpen(false)
          setMessage('')
          if (answer.outcome === 'accepted_their_request') {
            settle(
              'connected',
              answer.id,
              `${authorName} had asked to connect with you too, so you are now connected.`,
            )
          } else {
            settle('pending_outgoing', answer.id, `Request sent. ${authorName} can accept or decline it.`)
          }
        },
        onError: (error) => feedback.showError(error),
      },
    )
  }

  const withdraw = async () => {
    if (connectionId === null) return notFound()
    setBusy(true)
    try {
      await remove.mutateAsync(connectionId)
      settle('none', null, 'Your request is withdrawn.')
    } catch (error) {
      fail(error, 'We could not withdraw your request.')
    } finally {
      setBusy(false)
    }
  }

  const acceptTheirs = async () => {
    if (connectionId === null) return notFound()
    setBusy(true)
    try {
      await accept.mutateAsync(connectionId)
      settle('connected', connectionId, `You are now connected with ${authorName}.`)
    } catch (error) {
      fail(error, 'We could not accept the request.')
    } finally {
      setBusy(false)
    }
  }

  const declineTheirs = async () => {
    if (connectionId === null) return notFound()
    setBusy(true)
    try {
      await decline.mutateAsync(connectionId)
      settle('none', null, 'Request declined. They are not told in so many words.')
    } catch (error) {
      fail(error, 'We could not decline the request.')
    } finally {
      setBusy(false)
    }
  }

  const messageError = feedback.fieldErrors.message
  const formError = feedback.formError
  const over = message.trim().length - CONNECTION_MESSAGE_MAX

  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className={said ? 'text-base text-muted' : 'sr-only'}>
        {said}
      </p>
      {current === 'none' && !mayAsk && mayAskFrom ? (
        <div className="flex max-w-prose flex-col gap-1">
          <p ref={lead} tabIndex={-1} className="font-semibold">
            You can ask {authorName} to connect from{' '}
            <time dateTime={mayAskFrom}>{formatDateTime(mayAskFrom)}</time>.
          </p>
          <p className="text-base text-muted">
            New accounts wait a while before asking anyone to connect. Until then, a me too or a kind word
            still reaches {authorName}.
          </p>
        </div>
      ) : current === 'none' ? (
        <>
          <Button
            ref={askButton}
            variant="secondary"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen((shown) => !shown)}
          >
            Ask to connect
          </Button>
          <div id={formId} hidden={!open} className="w-full">
            {open ? (
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
                  {authorName} will see your name, and your message if you write one. They can accept or
                  decline.
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
                  onChange={(event) => setMessage(event.target.value)}
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
                <p
                  id={`${messageId}-count`}
                  className={over > 0 ? 'text-base font-semibold text-danger' : 'text-base text-muted'}
                >
                  {over > 0
                    ? `${over} characters over the limit of ${CONNECTION_MESSAGE_MAX}.`
                    : `${message.trim().length} of ${CONNECTION_MESSAGE_MAX} characters`}
                </p>
                {formError ? (
                  <p role="alert" className="font-semibold">
                    {formError}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-3">
                  <SubmitButton pending={request.isPending} pendingLabel="Sending…">
                    Send request
                  </SubmitButton>
                  <Button
                    variant="secondary"
                    disabled={request.isPending}
                    onClick={() => {
                      setOpen(false)
                      askButton.current?.focus()
                    }}
                  >
                    Cancel
                  </Button>
                </div>
              </form>
            ) : null}
          </div>
        </>
      ) : current === 'pending_outgoing' ? (
        <>
          <p ref={lead} tabIndex={-1} className="font-semibold">
            Request sent
          </p>
          <Button variant="secondary" onClick={() => void withdraw()} disabled={busy}>
            {busy ? 'Withdrawing…' : 'Withdraw request'}
          </Button>
        </>
      ) : current === 'pending_incoming' ? (
        <>
          <p ref={lead} tabIndex={-1} className="font-semibold">
            {authorName} asked to connect with you.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void acceptTheirs()} disabled={busy}>
              Accept
            </Button>
            <Button variant="secondary" onClick={() => void declineTheirs()} disabled={busy}>
              Decline
            </Button>
          </div>
        </>
      ) : (
        <p ref={lead} tabIndex={-1} className="font-semibold">
          Connected with {authorName}
        </p>
      )}
      {failure ? (
        <p role="alert" className="font-semibold text-danger">
          {failure}
          {needsHome ? (
            <>
              {' '}
              You can find your requests on <TextLink to="/home">your home page</TextLink>.
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
