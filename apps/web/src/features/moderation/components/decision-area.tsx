import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Decision, QueueItem } from '@kindred/contract/moderation-queue'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { Failure } from '@/components/ui/failure'
import { moveFocus } from '@/lib/move-focus'
import { useAskFirst } from '@/lib/use-ask-first'
import { decidedElsewhere, useDecideReports } from '../api/decide-reports'
import { useCanAddModerators } from '../hooks/use-can-add-moderators'
import { APPEAL_WOULD_WAIT, howToAddModerator } from '../lib/second-moderator-words'
import { RuleChoice } from './rule-choice'
import { SuspensionLength, type SuspensionDays } from './suspension-length'

export const DISMISSED = msg`Dismissed. The people who reported it are told it stays up.`
export const DISMISSED_PERSON = msg`Dismissed. The people who reported them are told nothing changes.`
export const HIDDEN = msg`Hidden. Its author is told which rule it breaks; the people who reported it are told the outcome.`
export const REMOVED = msg`Removed. Its author is told which rule it breaks; the people who reported it are told the outcome.`
export const SUSPENDED = msg`Suspended. They are told until when and under which rule, and can still read; the people who reported them are told the outcome.`
export const DECIDED_ELSEWHERE = msg`Another moderator has already decided about this, so it has left the queue. Nothing else to do here.`

type Asking = 'dismiss' | 'act' | 'suspend'

interface DecisionAreaProps {
  item: QueueItem
  /** Said by the queue once the item has left it (decided here, or already decided elsewhere). */
  onDecided: (message: string) => void
}

/**
 * What a moderator can decide about one item, each asked inline before it is sent: "Dismiss: it
 * stays up"; for a memory, a comment or a guide comment "Hide or remove it…", and for a person
 * "Suspend…" for a time or until lifted, each under the rule broken (one of the reasons it was
 * reported for).
 */
export function DecisionArea({ item, onDecided }: DecisionAreaProps) {
  const { t, i18n } = useLingui()
  const decide = useDecideReports()
  const canAddModerators = useCanAddModerators()
  const { asking, ask, keep, opener } = useAskFirst<Asking>()
  const [rule, setRule] = useState(item.reasons[0]?.slug ?? '')
  const [days, setDays] = useState<SuspensionDays>(1)
  const questionId = useId()
  // The legend of whichever rule question is open (hide or remove, or suspend).
  const ruleQuestion = useRef<HTMLLegendElement>(null)

  useEffect(() => {
    if (asking === 'act' || asking === 'suspend') moveFocus(ruleQuestion.current)
  }, [asking])

  const send = (decision: Decision, said: MessageDescriptor) =>
    decide.mutate(
      {
        subject_kind: item.subject.kind,
        subject_id: item.subject.id,
        decision,
        ...(decision === 'dismiss' ? {} : { rule }),
        ...(decision === 'suspend' && days !== null ? { days } : {}),
      },
      {
        // Nobody else moderates: an appeal of this would wait, and the moderator hears it now.
        onSuccess: (answer) =>
          onDecided(
            answer.appeal_waits_for_another_moderator
              ? `${t(said)} ${t(APPEAL_WOULD_WAIT)} ${howToAddModerator(i18n, canAddModerators)}`
              : t(said),
          ),
        onError: (error) => {
          if (decidedElsewhere(error)) onDecided(t(DECIDED_ELSEWHERE))
        },
      },
    )
  const isPerson = item.subject.kind === 'person'
  const canAct = item.reasons.length > 0
  const failed = decide.isError && !decidedElsewhere(decide.error)
  const pending = decide.isPending
  const notYetButton = (
    <Button variant="secondary" disabled={pending} onClick={keep}>
      <Trans>Not yet</Trans>
    </Button>
  )
  const ruleChoice = (
    <RuleChoice name={`${questionId}-rule`} reasons={item.reasons} rule={rule} onRule={setRule} />
  )

  return (
    <div role="group" aria-label={t`Your decision`} className="flex flex-col gap-3">
      <Failure error={failed ? decide.error : null}>
        <Trans>That did not go through.</Trans>
      </Failure>
      {asking === 'dismiss' ? (
        <ConfirmInline
          question={
            isPerson
              ? t`Dismiss these reports? Nothing changes for them, and the people who reported them are told so.`
              : t`Dismiss these reports? It stays up as it is, and the people who reported it are told so.`
          }
          confirmLabel={t`Yes, dismiss`}
          pendingLabel={t`Dismissing…`}
          keepLabel={t`Not yet`}
          pending={pending}
          onConfirm={() => send('dismiss', isPerson ? DISMISSED_PERSON : DISMISSED)}
          onKeep={keep}
        />
      ) : asking === 'act' ? (
        <fieldset className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
          <legend ref={ruleQuestion} tabIndex={-1} className="px-1 font-semibold">
            <Trans>Which rule does it break? Its author is told, and nobody else sees it afterwards.</Trans>
          </legend>
          {ruleChoice}
          <div className="flex flex-wrap gap-3">
            <Button disabled={pending} onClick={() => send('hide', HIDDEN)}>
              <Trans>Hide it</Trans>
            </Button>
            <Button disabled={pending} onClick={() => send('remove', REMOVED)}>
              <Trans>Remove it</Trans>
            </Button>
            {notYetButton}
          </div>
        </fieldset>
      ) : asking === 'suspend' ? (
        <fieldset className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
          <legend ref={ruleQuestion} tabIndex={-1} className="px-1 font-semibold">
            <Trans>
              Which rule did they break? They are told, and can still read while they cannot post, react,
              comment or connect.
            </Trans>
          </legend>
          {ruleChoice}
          <SuspensionLength name={`${questionId}-days`} days={days} onDays={setDays} />
          <div className="flex flex-wrap gap-3">
            <Button disabled={pending} onClick={() => send('suspend', SUSPENDED)}>
              {pending ? <Trans>Suspending…</Trans> : <Trans>Suspend</Trans>}
            </Button>
            {notYetButton}
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={opener('dismiss')} variant="secondary" onClick={() => ask('dismiss')}>
            {isPerson ? <Trans>Dismiss: nothing changes</Trans> : <Trans>Dismiss: it stays up</Trans>}
          </Button>
          {canAct ? (
            <Button
              ref={opener(isPerson ? 'suspend' : 'act')}
              variant="secondary"
              onClick={() => ask(isPerson ? 'suspend' : 'act')}
            >
              {isPerson ? <Trans>Suspend…</Trans> : <Trans>Hide or remove it…</Trans>}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  )
}
