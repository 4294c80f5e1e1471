import type { SuspendedPerson } from '@kindred/contract/moderation-queue'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { describeError } from '@/lib/form-errors'
import { useAskFirst } from '@/lib/use-ask-first'
import { useLiftSuspension } from '../api/lift-suspension'
import { untilWords } from '../lib/moderation-words'

interface SuspensionRowProps {
  person: SuspendedPerson
  /**
   * Said by the list's status line, which takes focus: the row is gone by then (lifted here, or
   * already lifted when the list refreshes after a refusal).
   */
  announce: (message: string, problem?: boolean) => void
}

/** One suspended person, until when, and "Lift suspension", asked in place first. */
export function SuspensionRow({ person, announce }: SuspensionRowProps) {
  const lift = useLiftSuspension()
  const { asking, ask, keep, opener } = useAskFirst<'lift'>()
  const name = person.display_name

  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">
          Suspended{' '}
          {person.until === null ? (
            untilWords(null)
          ) : (
            <time dateTime={person.until}>{untilWords(person.until)}</time>
          )}
        </span>
      </p>
      {asking ? (
        <ConfirmInline
          question={`Lift ${name}’s suspension now? They can post, react, comment and connect again at once.`}
          confirmLabel="Yes, lift it"
          pendingLabel="Lifting…"
          keepLabel="Not yet"
          pending={lift.isPending}
          onConfirm={() =>
            lift.mutate(person.public_id, {
              onSuccess: () => announce(`${name} can take part again.`),
              onError: (error) =>
                announce(`We could not lift ${name}’s suspension. ${describeError(error)}`, true),
            })
          }
          onKeep={keep}
        />
      ) : (
        <div>
          <Button
            ref={opener('lift')}
            variant="secondary"
            aria-label={`Lift ${name}’s suspension`}
            onClick={() => ask('lift')}
          >
            Lift suspension
          </Button>
        </div>
      )}
    </li>
  )
}
