import type { AppealItem, AppealOutcome } from '@kindred/contract/moderation-appeals'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { Failure } from '@/components/ui/failure'
import { useAskFirst } from '@/lib/use-ask-first'
import { appealDecidedElsewhere, useDecideAppeal } from '../api/decide-appeal'
import { useCanAddModerators } from '../hooks/use-can-add-moderators'
import { howToAddModerator } from '../lib/second-moderator-words'

export const RESTORED = 'Restored. Its author and the people who reported it are told.'
export const UPHELD = 'The decision stands. Its author and the people who reported it are told.'
export const APPEAL_DECIDED_ELSEWHERE =
  'Another moderator has already decided this appeal, so it has left the list. Nothing else to do here.'
export const NOT_YOURS = 'Another moderator decides appeals of your own decisions.'
/** The moderator who made the decision, while nobody else moderates (decision 038). */
export const WAITS_FOR_ANOTHER =
  'Nobody decides an appeal of their own decision, and nobody else moderates yet, so this appeal waits until someone does. Its author is told that it waits.'

interface AppealDecisionProps {
  appeal: AppealItem
  /** Said by the list once the appeal has left it (decided here, or already decided elsewhere). */
  onDecided: (message: string) => void
}

/**
 * "Restore it" or "Keep the decision", each asked in place before it is sent. The moderator who made
 * the first decision is told another one decides, and offered neither.
 */
export function AppealDecision({ appeal, onDecided }: AppealDecisionProps) {
  const decide = useDecideAppeal()
  const canAddModerators = useCanAddModerators()
  const { asking, ask, keep, opener } = useAskFirst<AppealOutcome>()

  if (!appeal.can_decide)
    return appeal.waits_for_another_moderator ? (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{WAITS_FOR_ANOTHER}</p>
        <p>{howToAddModerator(canAddModerators)}</p>
      </div>
    ) : (
      <p className="font-semibold">{NOT_YOURS}</p>
    )

  const thing = appeal.subject.kind
  const stays = appeal.decision === 'hide' ? 'hidden' : 'removed'
  const send = (outcome: AppealOutcome) =>
    decide.mutate(
      { appeal_id: appeal.id, outcome },
      {
        onSuccess: () => onDecided(outcome === 'restore' ? RESTORED : UPHELD),
        onError: (error) => {
          if (appealDecidedElsewhere(error)) onDecided(APPEAL_DECIDED_ELSEWHERE)
        },
      },
    )
  const failed = decide.isError && !appealDecidedElsewhere(decide.error)
  // What each outcome asks before it is sent.
  const steps: Record<AppealOutcome, { question: string; confirmLabel: string; pendingLabel: string }> = {
    restore: {
      question: `Restore this ${thing}? Everyone who could read it before can read it again. Its author and the people who reported it are told.`,
      confirmLabel: 'Yes, restore it',
      pendingLabel: 'Restoring…',
    },
    uphold: {
      question: `Keep the decision? The ${thing} stays ${stays}, and this was its one appeal. Its author and the people who reported it are told.`,
      confirmLabel: 'Yes, keep it',
      pendingLabel: 'Saving…',
    },
  }

  return (
    <div role="group" aria-label="Your decision on the appeal" className="flex flex-col gap-3">
      <Failure error={failed ? decide.error : null}>That did not go through.</Failure>
      {asking ? (
        <ConfirmInline
          {...steps[asking]}
          keepLabel="Not yet"
          pending={decide.isPending}
          onConfirm={() => send(asking)}
          onKeep={keep}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={opener('restore')} variant="secondary" onClick={() => ask('restore')}>
            Restore it
          </Button>
          <Button ref={opener('uphold')} variant="secondary" onClick={() => ask('uphold')}>
            Keep the decision
          </Button>
        </div>
      )}
    </div>
  )
}
