import { Trans, useLingui } from '@lingui/react/macro'
import type { SuspendedPerson } from '@kindred/contract/moderation-queue'
import { describeError } from '@/lib/form-errors'
import { formatDateTime } from '@/lib/format-date'
import { useLiftSuspension } from '../api/lift-suspension'
import { PersonRow, type Announce } from './person-row'

/** Until when a person is suspended, as the list says it. */
function SuspendedUntil({ until }: { until: string | null }) {
  if (until === null) return <Trans>Suspended until a moderator lifts it</Trans>
  const date = <time dateTime={until}>{formatDateTime(until)}</time>
  return <Trans>Suspended until {date}</Trans>
}

/** One suspended person, until when, and "Lift suspension", asked in place first. */
export function SuspensionRow({ person, announce }: { person: SuspendedPerson; announce: Announce }) {
  const { t } = useLingui()
  const lift = useLiftSuspension()
  const name = person.display_name
  return (
    <PersonRow
      name={name}
      status={<SuspendedUntil until={person.until} />}
      step={{
        opener: t`Lift suspension`,
        openerLabel: t`Lift ${name}’s suspension`,
        question: t`Lift ${name}’s suspension now? They can post, react, comment and connect again at once.`,
        confirmLabel: t`Yes, lift it`,
        pendingLabel: t`Lifting…`,
        keepLabel: t`Not yet`,
        pending: lift.isPending,
        onConfirm: () =>
          lift.mutate(person.public_id, {
            onSuccess: () => announce(t`${name} can take part again.`),
            onError: (error) => {
              const reason = describeError(error)
              announce(t`We could not lift ${name}’s suspension. ${reason}`, true)
            },
          }),
      }}
    />
  )
}
