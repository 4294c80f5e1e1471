import { useEffect, useId, useRef, type ReactNode } from 'react'
import { moveFocus } from '@/lib/move-focus'
import { Button } from './button'

interface ConfirmInlineProps {
  /** The question, saying what will happen and who is told. */
  question: ReactNode
  confirmLabel: string
  pendingLabel: string
  keepLabel: string
  pending: boolean
  onConfirm: () => void
  onKeep: () => void
  /** Something that cannot be undone: drawn and confirmed in the danger colour. */
  danger?: boolean
  /** Between the question and the buttons: why the last try failed, say. */
  children?: ReactNode
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
  danger = false,
  children,
}: ConfirmInlineProps) {
  const id = useId()
  const text = useRef<HTMLParagraphElement>(null)
  useEffect(() => moveFocus(text.current), [])
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={`flex flex-col gap-3 rounded-2xl border-2 p-4 ${danger ? 'border-danger' : 'border-line'}`}
    >
      <p id={id} ref={text} tabIndex={-1} className="font-semibold">
        {question}
      </p>
      {children}
      <div className="flex flex-wrap gap-3">
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  )
}
