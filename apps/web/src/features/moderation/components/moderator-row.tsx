import { useLingui } from '@lingui/react/macro'
import type { Moderator } from '@kindred/contract/moderation'
import { describeError } from '@/lib/form-errors'
import { useRevokeModerator } from '../api/revoke-moderator'
import { PersonRow, type Announce } from './person-row'

/** One moderator (Remove, asked twice) or admin (stays one: nothing to do here). */
export function ModeratorRow({ moderator, announce }: { moderator: Moderator; announce: Announce }) {
  const { t } = useLingui()
  const revoke = useRevokeModerator()
  const name = moderator.display_name
  const admin = moderator.role === 'admin'
  return (
    <PersonRow
      name={name}
      status={admin ? t`Admin` : t`Moderator`}
      step={
        admin
          ? null
          : {
              opener: t`Remove…`,
              openerLabel: t`Remove ${name} as a moderator`,
              danger: true,
              question: t`Remove ${name} as a moderator? They keep their account and stop seeing the queue at once.`,
              confirmLabel: t`Yes, remove`,
              pendingLabel: t`Removing…`,
              keepLabel: t`Keep as moderator`,
              pending: revoke.isPending,
              onConfirm: () =>
                revoke.mutate(moderator.public_id, {
                  onSuccess: () => announce(t`${name} is no longer a moderator.`),
                  onError: (error) => {
                    const reason = describeError(error)
                    announce(t`We could not remove ${name}. ${reason}`, true)
                  },
                }),
            }
      }
    />
  )
}
