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
}

/**
 * The button's look, for a link that leads somewhere but should look like a button (the landing
 * page's two ways in). A class name rather than a slot component: the first page of every visit
 * carries no code to merge a child's props for two links.
 */
export function buttonClassName(variant: Variant = 'primary', className?: string): string {
  return cx(
    'inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-xl px-4 py-2 text-center font-semibold no-underline',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  )
}

export function Button({ variant = 'primary', className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClassName(variant, className)} {...props} />
}
