import type { MouseEvent, ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { cx } from './class-names'
import { Spinner } from './spinner'

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean
  children: ReactNode
  /** What the button says while sending, e.g. "Signing in…". */
  pendingLabel: string
}

/**
 * A form's submit button: while sending it says so and sends nothing more, so nobody sends twice.
 * It is aria-disabled then, not disabled: a focused button that becomes disabled drops focus to the
 * page's body, where a screen reader falls silent and the next Tab starts from the top (issue 34).
 * Cancelling its click also stops a form sent by Enter in a field, which clicks this button.
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className,
  onClick,
  ...props
}: SubmitButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) event.preventDefault()
    else onClick?.(event)
  }
  return (
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      className={cx('aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
      onClick={click}
      {...props}
    >
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
