import type { Moderator } from '@kindred/contract/moderation'
import { describeError } from '@/lib/form-errors'
import { useRevokeModerator } from '../api/revoke-moderator'
import { PersonRow, type Announce } from './person-row'

/** One moderator (Remove, asked twice) or admin (stays one: nothing to do here). */
export function ModeratorRow({ moderator, announce }: { moderator: Moderator; announce: Announce }) {
  const revoke = useRevokeModerator()
  const name = moderator.display_name
  const admin = moderator.role === 'admin'
  return (
    <PersonRow
      name={name}
      status={admin ? 'Admin' : 'Moderator'}
      step={
        admin
          ? null
          : {
              opener: 'Remove…',
              openerLabel: `Remove ${name} as a moderator`,
              danger: true,
              question: `Remove ${name} as a moderator? They keep their account and stop seeing the queue at once.`,
              confirmLabel: 'Yes, remove',
              pendingLabel: 'Removing…',
              keepLabel: 'Keep as moderator',
              pending: revoke.isPending,
              onConfirm: () =>
                revoke.mutate(moderator.public_id, {
                  onSuccess: () => announce(`${name} is no longer a moderator.`),
                  onError: (error) => announce(`We could not remove ${name}. ${describeError(error)}`, true),
                }),
            }
      }
    />
  )
}
