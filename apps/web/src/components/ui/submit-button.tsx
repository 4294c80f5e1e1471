import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { Spinner } from './spinner'

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  pending: boolean
  children: ReactNode
  /** What the button says while sending, e.g. "Signing in…". */
  pendingLabel: string
}

/** A form's submit button: while sending it is disabled and says so, so nobody sends twice. */
export function SubmitButton({ pending, children, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
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
