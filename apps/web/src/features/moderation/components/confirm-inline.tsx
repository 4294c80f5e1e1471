import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { moveFocus } from '@/lib/move-focus'

interface ConfirmInlineProps {
  /** The question, saying what will happen and who is told. */
  question: string
  confirmLabel: string
  pendingLabel: string
  keepLabel: string
  pending: boolean
  onConfirm: () => void
  onKeep: () => void
}

/**
 * A decision asked in place before it is sent: the question takes focus as it appears, so it is read
 * out, with the way to go ahead and the way to leave things as they are.
 */
export function ConfirmInline({
  question,
  confirmLabel,
  pendingLabel,
  keepLabel,
  pending,
  onConfirm,
  onKeep,
}: ConfirmInlineProps) {
  const id = useId()
  const text = useRef<HTMLParagraphElement>(null)
  useEffect(() => moveFocus(text.current), [])
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4"
    >
      <p id={id} ref={text} tabIndex={-1} className="font-semibold">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  )
}
