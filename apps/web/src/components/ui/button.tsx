import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { cx } from './class-names'

type Variant = 'primary' | 'secondary' | 'quiet' | 'exit' | 'danger'

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong border-2 border-transparent',
  secondary: 'border-2 border-line bg-card text-ink hover:border-brand dark:hover:border-brand-soft',
  quiet: 'border-2 border-transparent text-ink hover:bg-calm',
  // Quick exit must be findable at a glance in both themes, without shouting.
  exit: 'border-2 border-transparent bg-ink text-page hover:opacity-90',
  // Only for what cannot be undone (deleting an account).
  danger: 'border-2 border-transparent bg-danger text-page hover:opacity-90',
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant
  /** Render the child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      {...(asChild ? {} : { type: type ?? 'button' })}
      className={cx(
        'inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-xl px-4 py-2 text-center font-semibold no-underline',
        'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}
