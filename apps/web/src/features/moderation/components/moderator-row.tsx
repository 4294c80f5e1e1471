import type { Moderator } from '@kindred/contract/moderation'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { describeError } from '@/lib/form-errors'
import { useAskFirst } from '@/lib/use-ask-first'
import { useRevokeModerator } from '../api/revoke-moderator'

interface ModeratorRowProps {
  moderator: Moderator
  /**
   * Said by the list's status line, which takes focus: the row may be gone by then (removed, or no
   * longer a moderator when the list refreshes after a refusal).
   */
  announce: (message: string, problem?: boolean) => void
}

/** One moderator (Remove, asked twice) or admin (stays one: nothing to do here). */
export function ModeratorRow({ moderator, announce }: ModeratorRowProps) {
  const revoke = useRevokeModerator()
  const { asking, ask, keep, opener } = useAskFirst<'remove'>()
  const name = moderator.display_name

  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">{moderator.role === 'admin' ? 'Admin' : 'Moderator'}</span>
      </p>
      {moderator.role === 'admin' ? null : asking ? (
        <ConfirmInline
          danger
          question={`Remove ${name} as a moderator? They keep their account and stop seeing the queue at once.`}
          confirmLabel="Yes, remove"
          pendingLabel="Removing…"
          keepLabel="Keep as moderator"
          pending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(moderator.public_id, {
              onSuccess: () => announce(`${name} is no longer a moderator.`),
              onError: (error) => announce(`We could not remove ${name}. ${describeError(error)}`, true),
            })
          }
          onKeep={keep}
        />
      ) : (
        <div>
          <Button
            ref={opener('remove')}
            variant="secondary"
            aria-label={`Remove ${name} as a moderator`}
            onClick={() => ask('remove')}
          >
            Remove…
          </Button>
        </div>
      )}
    </li>
  )
}
