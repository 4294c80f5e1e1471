import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useReducer, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ConnectRequestResponse, ConnectStatus } from '@kindred/contract/connections'
import { Button } from '@/components/ui/button'
import { TextLink } from '@/components/ui/text-link'
import { formatDateTime } from '@/lib/format-date'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useTimeReached } from '@/lib/use-time-reached'
import { useAcceptRequest } from '../api/accept-request'
import { useDeclineRequest } from '../api/decline-request'
import { useConnectStatus, type ConnectStatusEntry } from '../api/get-connect-status'
import { connectionKeys } from '../api/keys'
import { useRemoveConnection } from '../api/remove-connection'
import {
  connectReducer,
  initialConnectState,
  REQUEST_ANSWERS,
  type RequestAnswer,
} from '../lib/connect-state'
import { ConnectRequestForm } from './connect-request-form'

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
  const { t } = useLingui()
  const status = useConnectStatus(shareableLink)
  const mayAsk = useTimeReached(mayAskFrom)
  const queryClient = useQueryClient()
  const answers = {
    withdraw: useRemoveConnection(),
    accept: useAcceptRequest(),
    decline: useDeclineRequest(),
  }
  const [state, dispatch] = useReducer(connectReducer, initialConnectState)
  const lead = useRef<HTMLParagraphElement>(null)
  const askButton = useRef<HTMLButtonElement>(null)
  const formId = useId()
  const current = status.data?.status
  const connectionId = status.data?.connection_id ?? null
  const busy = Object.values(answers).some((mutation) => mutation.isPending)

  useEffect(() => {
    if (state.settled > 0) moveFocus(lead.current ?? askButton.current)
  }, [state.settled])

  if (status.isPending || status.isError || !current || current === 'self') return null

  const settle = (becomes: ConnectStatus, id: number | null, said: string) => {
    dispatch({ type: 'settled', said })
    const entry: ConnectStatusEntry = { status: becomes, connection_id: id }
    queryClient.setQueryData(connectionKeys.status(shareableLink), entry)
  }
  const fail = (failure: string, atHome = false) => {
    dispatch({ type: 'failed', failure, atHome })
    void queryClient.invalidateQueries({ queryKey: connectionKeys.statuses })
  }

  const sent = (answer: ConnectRequestResponse) =>
    answer.outcome === 'accepted_their_request'
      ? settle(
          'connected',
          answer.id,
          t`${authorName} had asked to connect with you too, so you are now connected.`,
        )
      : settle('pending_outgoing', answer.id, t`Request sent. ${authorName} can accept or decline it.`)

  /** Withdraw, accept or decline the request the status names; without its id, /home is the place. */
  const answer = (kind: RequestAnswer) => {
    if (connectionId === null) return fail(t`We could not find this request here.`, true)
    const { becomes, said, failure } = REQUEST_ANSWERS[kind]
    answers[kind].mutate(connectionId, {
      onSuccess: () => settle(becomes, becomes === 'connected' ? connectionId : null, said(authorName)),
      onError: (error) => fail(`${failure()} ${describeError(error)}`),
    })
  }

  const askDate = mayAskFrom ? formatDateTime(mayAskFrom) : ''
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className={state.said ? 'text-base text-muted' : 'sr-only'}>
        {state.said}
      </p>
      {current === 'none' && !mayAsk && mayAskFrom ? (
        <div className="flex max-w-prose flex-col gap-1">
          <p ref={lead} tabIndex={-1} className="font-semibold">
            <Trans>
              You can ask {authorName} to connect from <time dateTime={mayAskFrom}>{askDate}</time>.
            </Trans>
          </p>
          <p className="text-base text-muted">
            <Trans>
              New accounts wait a while before asking anyone to connect. Until then, a me too or a kind word
              still reaches {authorName}.
            </Trans>
          </p>
        </div>
      ) : current === 'none' ? (
        <>
          <Button
            ref={askButton}
            variant="secondary"
            aria-expanded={state.asking}
            aria-controls={formId}
            onClick={() => dispatch({ type: 'toggled' })}
          >
            <Trans>Ask to connect</Trans>
          </Button>
          <div id={formId} hidden={!state.asking} className="w-full">
            {state.asking ? (
              <ConnectRequestForm
                shareableLink={shareableLink}
                authorName={authorName}
                message={state.message}
                onType={(message) => dispatch({ type: 'typed', message })}
                onSending={() => dispatch({ type: 'sending' })}
                onSent={sent}
                onCancel={() => {
                  dispatch({ type: 'cancelled' })
                  askButton.current?.focus()
                }}
              />
            ) : null}
          </div>
        </>
      ) : current === 'pending_outgoing' ? (
        <>
          <p ref={lead} tabIndex={-1} className="font-semibold">
            <Trans>Request sent</Trans>
          </p>
          <Button variant="secondary" onClick={() => answer('withdraw')} disabled={busy}>
            {busy ? <Trans>Withdrawing…</Trans> : <Trans>Withdraw request</Trans>}
          </Button>
        </>
      ) : current === 'pending_incoming' ? (
        <>
          <p ref={lead} tabIndex={-1} className="font-semibold">
            <Trans>{authorName} asked to connect with you.</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => answer('accept')} disabled={busy}>
              <Trans>Accept</Trans>
            </Button>
            <Button variant="secondary" onClick={() => answer('decline')} disabled={busy}>
              <Trans>Decline</Trans>
            </Button>
          </div>
        </>
      ) : (
        <p ref={lead} tabIndex={-1} className="font-semibold">
          <Trans>Connected with {authorName}</Trans>
        </p>
      )}
      {state.failure ? (
        <p role="alert" className="font-semibold text-danger">
          {state.failure}
          {state.atHome ? (
            <>
              {' '}
              <Trans>
                You can find your requests on <TextLink to="/home">your home page</TextLink>.
              </Trans>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
