import type { ComponentProps, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmInline } from '@/components/ui/confirm-inline'
import { useAskFirst } from '@/lib/use-ask-first'

/**
 * Said by a list's status line, which takes focus: the row may be gone by then (its person removed,
 * lifted, or changed already when the list refreshes after a refusal).
 */
export type Announce = (message: string, problem?: boolean) => void

/** The one step a row offers, asked in place first: its button, then the question it confirms. */
export interface RowStep extends Omit<ComponentProps<typeof ConfirmInline>, 'onKeep' | 'children'> {
  /** The button's text, and its accessible name, which says whom it is about. */
  opener: string
  openerLabel: string
}

/** One person in a moderators' list: their name, what they are here, and a step asked first (if any). */
export function PersonRow({ name, status, step }: { name: string; status: ReactNode; step: RowStep | null }) {
  const { asking, ask, keep, opener } = useAskFirst<'step'>()
  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">{status}</span>
      </p>
      {step === null ? null : asking ? (
        <ConfirmInline {...step} onKeep={keep} />
      ) : (
        <div>
          <Button
            ref={opener('step')}
            variant="secondary"
            aria-label={step.openerLabel}
            onClick={() => ask('step')}
          >
            {step.opener}
          </Button>
        </div>
      )}
    </li>
  )
}
