import { useEffect, useRef } from 'react'
import type { ReportResponse } from '@kindred/contract/moderation'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'

type Alternative = 'hide' | 'mute' | 'block'

/** The person's own tools, offered for a personal reason; one not given is not offered. */
export type ReportAlternatives = Partial<Record<Alternative, () => void>>

const ALTERNATIVE_WORDS: Record<Alternative, string> = {
  hide: 'Hide it from my lists',
  mute: 'Mute this person',
  block: 'Block this person',
}

export const REPORT_THANKS = 'Thank you. A moderator will look at it; the person is not told who reported it.'

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
  const outcome = useRef<HTMLParagraphElement>(null)
  useEffect(() => moveFocus(outcome.current), [answer])

  if (answer.status === 'received')
    return (
      <>
        <p ref={outcome} tabIndex={-1} role="status">
          {REPORT_THANKS}
        </p>
        <div>
          <Button onClick={onClose}>Close</Button>
        </div>
      </>
    )

  const offered = answer.alternatives.filter((kind) => alternatives[kind])
  return (
    <>
      <p ref={outcome} tabIndex={-1} role="status">
        This does not go to the moderators, and nothing was sent.{' '}
        {offered.length > 0 ? 'You can choose to see less of it yourself:' : ''}
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
              {ALTERNATIVE_WORDS[kind]}
            </Button>
          ))}
        </div>
      ) : null}
      <p>It is okay to step away for a while. Looking after yourself comes first.</p>
      <div>
        <Button variant={offered.length > 0 ? 'quiet' : 'primary'} onClick={onClose}>
          Close
        </Button>
      </div>
    </>
  )
}
