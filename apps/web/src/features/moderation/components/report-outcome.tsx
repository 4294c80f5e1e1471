import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { ReportResponse } from '@kindred/contract/moderation'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'

type Alternative = 'hide' | 'mute' | 'block'

/** The person's own tools, offered for a personal reason; one not given is not offered. */
export type ReportAlternatives = Partial<Record<Alternative, () => void>>

const ALTERNATIVE_WORDS: Record<Alternative, MessageDescriptor> = {
  hide: msg`Hide it from my lists`,
  mute: msg`Mute this person`,
  block: msg`Block this person`,
}

export const REPORT_THANKS = msg`Thank you. A moderator will look at it; the person is not told who reported it.`

interface ReportOutcomeProps {
  answer: ReportResponse
  alternatives: ReportAlternatives
  onClose: () => void
}

/**
 * What the server said to a report, which takes focus: thanks for a violation; for a personal reason,
 * that nothing was sent, the tools the server offers that this place has, and a word of care.
 */
export function ReportOutcome({ answer, alternatives, onClose }: ReportOutcomeProps) {
  const { t } = useLingui()
  const outcome = useRef<HTMLParagraphElement>(null)
  useEffect(() => moveFocus(outcome.current), [answer])

  if (answer.status === 'received')
    return (
      <>
        <p ref={outcome} tabIndex={-1} role="status">
          {t(REPORT_THANKS)}
        </p>
        <div>
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </>
    )

  const offered = answer.alternatives.filter((kind) => alternatives[kind])
  return (
    <>
      <p ref={outcome} tabIndex={-1} role="status">
        {offered.length > 0 ? (
          <Trans>
            This does not go to the moderators, and nothing was sent. You can choose to see less of it
            yourself:
          </Trans>
        ) : (
          <Trans>This does not go to the moderators, and nothing was sent.</Trans>
        )}
      </p>
      {offered.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {offered.map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              onClick={() => {
                alternatives[kind]?.()
                onClose()
              }}
            >
              {t(ALTERNATIVE_WORDS[kind])}
            </Button>
          ))}
        </div>
      ) : null}
      <p>
        <Trans>It is okay to step away for a while. Looking after yourself comes first.</Trans>
      </p>
      <div>
        <Button variant={offered.length > 0 ? 'quiet' : 'primary'} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </>
  )
}
