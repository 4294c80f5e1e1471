import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { AppealBody } from '@kindred/contract/moderation-appeals'
import type { ModerationStatus } from '@kindred/contract/moderation-status'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'
import { AppealForm } from './appeal-form'

export const APPEAL_OPEN = msg`You asked for a second look. A moderator who did not make this decision will look at it again, and you will be told what they decide.`
/** Nobody moderates but the one who decided (decision 038): said as it is, with no promise of when. */
export const APPEAL_WAITING = msg`You asked for a second look. It has to come from a moderator who did not make this decision, and Kindred has no other moderator yet, so your request waits until one joins. Nothing more is needed from you: you will be told what they decide.`
export const APPEAL_AVAILABLE = msg`If you think this was a mistake, you can ask for a second look, once. A moderator who did not make this decision will read it again.`
export const APPEAL_AVAILABLE_WAITING = msg`If you think this was a mistake, you can ask for a second look, once. It has to come from a moderator who did not make this decision, and Kindred has no other moderator yet: your request would wait until one joins, and you would be told what they decide.`
export const APPEAL_UPHELD = msg`A second moderator looked at it again, and the decision stands.`
/** Said before the words of an appeal just sent from here. */
export const APPEAL_THANKS = msg`Thank you.`

const ONLY_YOU: Record<AppealBody['subject_kind'], MessageDescriptor> = {
  memory: msg`Only you can see this memory now.`,
  comment: msg`Only you can see this comment now.`,
}

function why({ state, rule_label }: ModerationStatus): MessageDescriptor {
  if (state === 'held')
    return msg`Some people reported it, so it is set aside, waiting for a moderator to look at it. That usually does not take long.`
  if (state === 'hidden')
    return rule_label ? msg`A moderator hid it under the rule “${rule_label}”.` : msg`A moderator hid it.`
  return rule_label
    ? msg`A moderator removed it under the rule “${rule_label}”.`
    : msg`A moderator removed it.`
}

interface ModerationNoteProps {
  /** Null for everyone but the author, and when nothing is set aside: then it says nothing. */
  moderation: ModerationStatus | null
  subject: Pick<AppealBody, 'subject_kind' | 'subject_id'>
  /** After an appeal is sent: the page refreshes the memory or comment it came with. */
  onAppealed?: () => void
}

/**
 * What its author reads on a memory or comment moderation set aside (SPEC §10): that nobody else
 * sees it now, why, and where a second look stands. While they may, they can ask for one, once,
 * with a few words for the moderator who will decide. While nobody but the moderator who decided
 * moderates, it says plainly that a request waits until another joins (decision 038). Only the
 * author is ever told.
 */
export function ModerationNote({ moderation, subject, onAppealed }: ModerationNoteProps) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  // Sent from here: the note says so at once (and whether it waits for another moderator), before
  // the page's data catches up.
  const [sent, setSent] = useState<{ waits: boolean } | null>(null)
  const askButton = useRef<HTMLButtonElement>(null)
  const outcome = useRef<HTMLParagraphElement>(null)
  const closed = useRef(false)
  const formId = useId()

  useEffect(() => {
    if (sent) moveFocus(outcome.current)
  }, [sent])
  useEffect(() => {
    if (!asking && closed.current) {
      closed.current = false
      moveFocus(askButton.current)
    }
  }, [asking])

  if (moderation === null) return null
  const appeal = sent ? 'open' : moderation.appeal
  // The server's word once the page's data has caught up (it follows the team as it changes).
  const waits =
    sent && moderation.appeal !== 'open' ? sent.waits : moderation.appeal_waits_for_another_moderator

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-line bg-page p-4">
      <p className="font-semibold">{t(ONLY_YOU[subject.subject_kind])}</p>
      <p>{t(why(moderation))}</p>
      {appeal === 'open' ? (
        <p ref={outcome} tabIndex={-1} role={sent ? 'status' : undefined}>
          {sent ? `${t(APPEAL_THANKS)} ` : ''}
          {t(waits ? APPEAL_WAITING : APPEAL_OPEN)}
        </p>
      ) : appeal === 'upheld' ? (
        <p>{t(APPEAL_UPHELD)}</p>
      ) : appeal === 'available' ? (
        <>
          <p>{t(waits ? APPEAL_AVAILABLE_WAITING : APPEAL_AVAILABLE)}</p>
          <div>
            <Button
              ref={askButton}
              variant="secondary"
              aria-expanded={asking}
              aria-controls={asking ? formId : undefined}
              onClick={() => setAsking((open) => !open)}
            >
              <Trans>Ask for a second look</Trans>
            </Button>
          </div>
          {asking ? (
            <div id={formId}>
              <AppealForm
                subject={subject}
                onSent={(answer) => {
                  setAsking(false)
                  setSent({ waits: answer.waits_for_another_moderator })
                  onAppealed?.()
                }}
                onCancel={() => {
                  closed.current = true
                  setAsking(false)
                }}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
