import type { Ref } from 'react'
import { StrokeIcon } from '@/components/ui/stroke-icon'

interface MenuButtonProps {
  ref: Ref<HTMLButtonElement>
  open: boolean
  controls: string
  onToggle: () => void
  /** Hides the word "Menu" where room is short (header-fit.ts); the button keeps the name. */
  labelClassName: string
}

/** The compact header's disclosure button for navigation, theme and text size. */
export function MenuButton({ ref, open, controls, onToggle, labelClassName }: MenuButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border-2 border-line bg-card px-3 py-2 font-semibold text-ink transition-colors hover:border-brand aria-expanded:border-brand aria-expanded:bg-calm dark:hover:border-brand-soft dark:aria-expanded:border-brand-soft"
    >
      <StrokeIcon>
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        )}
      </StrokeIcon>
      <span className={labelClassName}>Menu</span>
    </button>
  )
}
