import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AppealItem, AppealOutcome } from '@kindred/contract/moderation-appeals'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { Failure } from '@/components/ui/failure'
import { useAskFirst } from '@/lib/use-ask-first'
import { appealDecidedElsewhere, useDecideAppeal } from '../api/decide-appeal'
import { useCanAddModerators } from '../hooks/use-can-add-moderators'
import { howToAddModerator } from '../lib/second-moderator-words'

export const RESTORED = msg`Restored. Its author and the people who reported it are told.`
export const UPHELD = msg`The decision stands. Its author and the people who reported it are told.`
export const APPEAL_DECIDED_ELSEWHERE = msg`Another moderator has already decided this appeal, so it has left the list. Nothing else to do here.`
export const NOT_YOURS = msg`Another moderator decides appeals of your own decisions.`
/** The moderator who made the decision, while nobody else moderates (decision 038). */
export const WAITS_FOR_ANOTHER = msg`Nobody decides an appeal of their own decision, and nobody else moderates yet, so this appeal waits until someone does. Its author is told that it waits.`

/** What each outcome asks before it is sent, whole for each kind of thing and what was done to it. */
function questionOf(outcome: AppealOutcome, { subject, decision }: AppealItem): MessageDescriptor {
  const memory = subject.kind === 'memory'
  if (outcome === 'restore')
    return memory
      ? msg`Restore this memory? Everyone who could read it before can read it again. Its author and the people who reported it are told.`
      : msg`Restore this comment? Everyone who could read it before can read it again. Its author and the people who reported it are told.`
  if (decision === 'hide')
    return memory
      ? msg`Keep the decision? The memory stays hidden, and this was its one appeal. Its author and the people who reported it are told.`
      : msg`Keep the decision? The comment stays hidden, and this was its one appeal. Its author and the people who reported it are told.`
  return memory
    ? msg`Keep the decision? The memory stays removed, and this was its one appeal. Its author and the people who reported it are told.`
    : msg`Keep the decision? The comment stays removed, and this was its one appeal. Its author and the people who reported it are told.`
}

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
  const { t, i18n } = useLingui()
  const decide = useDecideAppeal()
  const canAddModerators = useCanAddModerators()
  const { asking, ask, keep, opener } = useAskFirst<AppealOutcome>()

  if (!appeal.can_decide)
    return appeal.waits_for_another_moderator ? (
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{t(WAITS_FOR_ANOTHER)}</p>
        <p>{howToAddModerator(i18n, canAddModerators)}</p>
      </div>
    ) : (
      <p className="font-semibold">{t(NOT_YOURS)}</p>
    )

  const send = (outcome: AppealOutcome) =>
    decide.mutate(
      { appeal_id: appeal.id, outcome },
      {
        onSuccess: () => onDecided(t(outcome === 'restore' ? RESTORED : UPHELD)),
        onError: (error) => {
          if (appealDecidedElsewhere(error)) onDecided(t(APPEAL_DECIDED_ELSEWHERE))
        },
      },
    )
  const failed = decide.isError && !appealDecidedElsewhere(decide.error)
  // What each outcome asks before it is sent.
  const steps: Record<AppealOutcome, { confirmLabel: string; pendingLabel: string }> = {
    restore: { confirmLabel: t`Yes, restore it`, pendingLabel: t`Restoring…` },
    uphold: { confirmLabel: t`Yes, keep it`, pendingLabel: t`Saving…` },
  }

  return (
    <div role="group" aria-label={t`Your decision on the appeal`} className="flex flex-col gap-3">
      <Failure error={failed ? decide.error : null}>
        <Trans>That did not go through.</Trans>
      </Failure>
      {asking ? (
        <ConfirmInline
          {...steps[asking]}
          question={t(questionOf(asking, appeal))}
          keepLabel={t`Not yet`}
          pending={decide.isPending}
          onConfirm={() => send(asking)}
          onKeep={keep}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={opener('restore')} variant="secondary" onClick={() => ask('restore')}>
            <Trans>Restore it</Trans>
          </Button>
          <Button ref={opener('uphold')} variant="secondary" onClick={() => ask('uphold')}>
            <Trans>Keep the decision</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}
