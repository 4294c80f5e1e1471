import { useLingui } from '@lingui/react'
import type { ComponentProps, ReactNode } from 'react'
import { cx } from '@/components/ui/class-names'
import { StrokeIcon } from '@/components/ui/stroke-icon'

/** A heart, filled when given; decorative (the button's words say what it is). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <StrokeIcon filled={filled}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </StrokeIcon>
  )
}

/** A count beside a control's words; nothing at zero, as the old empathy button did. */
export function Count({ value }: { value: number }) {
  // Written as the shown language writes numbers (1,500 in English, 1500 in Spanish).
  const { i18n } = useLingui()
  return value > 0 ? <span className="font-normal text-muted">{i18n.number(value)}</span> : null
}

const toggleBase =
  'inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-xl border-2 px-4 py-2 text-center font-semibold transition-colors'

/**
 * A toggle (love, this resonates, a kind word): `aria-pressed` says whether it is given; the border
 * and a filled mark say it to the eye, not colour alone.
 */
export function ToggleButton({
  pressed,
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-pressed' | 'type'> & { pressed: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cx(
        toggleBase,
        pressed
          ? 'border-brand bg-calm text-ink dark:border-brand-soft'
          : 'border-line bg-card text-ink hover:border-brand dark:hover:border-brand-soft',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  )
}
