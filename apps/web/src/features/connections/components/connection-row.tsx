import { Trans, useLingui } from '@lingui/react/macro'
import type { Connection } from '@kindred/contract/connections'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { TextLink } from '@/components/ui/text-link'
import { Failure } from '@/components/ui/failure'
import { formatDateTime } from '@/lib/format-date'
import { useAskFirst } from '@/lib/use-ask-first'
import { useAcceptRequest } from '../api/accept-request'
import { useDeclineRequest } from '../api/decline-request'
import { useRemoveConnection } from '../api/remove-connection'

interface ConnectionRowProps {
  connection: Connection
  /** Said by the panel's status line once the row has done its part. */
  announce: (message: string) => void
}

/** A request to you (Accept, Decline), a request you sent (Withdraw) or a connection (Remove, asked twice). */
export function ConnectionRow({ connection, announce }: ConnectionRowProps) {
  const { t } = useLingui()
  const accept = useAcceptRequest()
  const decline = useDeclineRequest()
  const remove = useRemoveConnection()
  const { asking, ask, keep, opener } = useAskFirst<'remove'>()
  const name = connection.person.display_name
  const busy = accept.isPending || decline.isPending || remove.isPending
  const failed = accept.error ?? decline.error ?? remove.error
  const incoming = connection.status === 'pending' && connection.direction === 'incoming'
  const outgoing = connection.status === 'pending' && connection.direction === 'outgoing'

  const date = connection.responded_at ?? connection.created_at
  const shownDate = formatDateTime(date)
  const memoryLink = connection.memory?.shareable_link
  const memoryTitle = connection.memory?.title
  return (
    <li className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-card p-4">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">
          {connection.status === 'connected' ? (
            <Trans>
              Connected since <time dateTime={date}>{shownDate}</time>
            </Trans>
          ) : (
            <Trans>
              Asked on <time dateTime={date}>{shownDate}</time>
            </Trans>
          )}
        </span>
      </p>
      {connection.message ? (
        <blockquote className="border-l-4 border-line pl-3 whitespace-pre-wrap">
          {connection.message}
        </blockquote>
      ) : null}
      {connection.memory ? (
        <p className="text-base">
          <Trans>
            Through the memory <TextLink to={`/memories/m/${memoryLink}`}>{memoryTitle}</TextLink>
          </Trans>
        </p>
      ) : null}
      <Failure error={failed}>
        <Trans>That did not go through.</Trans>
      </Failure>
      {asking ? (
        <ConfirmInline
          danger
          question={t`Remove your connection with ${name}? They are not told in so many words. Either of you can ask again later.`}
          confirmLabel={t`Yes, remove`}
          pendingLabel={t`Removing…`}
          keepLabel={t`Keep the connection`}
          pending={busy}
          onConfirm={() =>
            remove.mutate(connection.id, {
              onSuccess: () => announce(t`You are no longer connected with ${name}.`),
            })
          }
          onKeep={keep}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {incoming ? (
            <>
              <Button
                disabled={busy}
                aria-label={t`Accept ${name}'s request`}
                onClick={() =>
                  accept.mutate(connection.id, {
                    onSuccess: () => announce(t`You are now connected with ${name}.`),
                  })
                }
              >
                <Trans>Accept</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t`Decline ${name}'s request`}
                onClick={() =>
                  decline.mutate(connection.id, {
                    onSuccess: () => announce(t`You declined ${name}'s request.`),
                  })
                }
              >
                <Trans>Decline</Trans>
              </Button>
            </>
          ) : outgoing ? (
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={t`Withdraw your request to ${name}`}
              onClick={() =>
                remove.mutate(connection.id, {
                  onSuccess: () => announce(t`Your request to ${name} is withdrawn.`),
                })
              }
            >
              {remove.isPending ? <Trans>Withdrawing…</Trans> : <Trans>Withdraw</Trans>}
            </Button>
          ) : (
            <Button
              ref={opener('remove')}
              variant="secondary"
              aria-label={t`Remove your connection with ${name}`}
              onClick={() => ask('remove')}
            >
              <Trans>Remove…</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
