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

const PENDING_LOOK = 'aria-disabled:cursor-wait aria-disabled:opacity-60'

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
      {/* While it is sent, both buttons say so and do nothing, but stay focusable (aria-disabled,
          not disabled): focus stays where the person left it, also when the step fails. */}
      <div className="flex flex-wrap gap-3">
        <Button
          variant={danger ? 'danger' : 'primary'}
          aria-disabled={pending || undefined}
          className={PENDING_LOOK}
          onClick={pending ? undefined : onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
        <Button
          variant="secondary"
          aria-disabled={pending || undefined}
          className={PENDING_LOOK}
          onClick={pending ? undefined : onKeep}
        >
          {keepLabel}
        </Button>
      </div>
    </div>
  )
}
