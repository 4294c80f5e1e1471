import type { SuspendedPerson } from '@kindred/contract/moderation-queue'
import { describeError } from '@/lib/form-errors'
import { useLiftSuspension } from '../api/lift-suspension'
import { untilWords } from '../lib/moderation-words'
import { PersonRow, type Announce } from './person-row'

/** One suspended person, until when, and "Lift suspension", asked in place first. */
export function SuspensionRow({ person, announce }: { person: SuspendedPerson; announce: Announce }) {
  const lift = useLiftSuspension()
  const name = person.display_name
  const until =
    person.until === null ? untilWords(null) : <time dateTime={person.until}>{untilWords(person.until)}</time>
  return (
    <PersonRow
      name={name}
      status={<>Suspended {until}</>}
      step={{
        opener: 'Lift suspension',
        openerLabel: `Lift ${name}’s suspension`,
        question: `Lift ${name}’s suspension now? They can post, react, comment and connect again at once.`,
        confirmLabel: 'Yes, lift it',
        pendingLabel: 'Lifting…',
        keepLabel: 'Not yet',
        pending: lift.isPending,
        onConfirm: () =>
          lift.mutate(person.public_id, {
            onSuccess: () => announce(`${name} can take part again.`),
            onError: (error) =>
              announce(`We could not lift ${name}’s suspension. ${describeError(error)}`, true),
          }),
      }}
    />
  )
}
