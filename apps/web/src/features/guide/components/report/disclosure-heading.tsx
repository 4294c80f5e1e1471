import type { ReactNode } from 'react'
import { cx } from '@/components/ui/class-names'

interface DisclosureHeadingProps {
  id: string
  panelId: string
  open: boolean
  onToggle: () => void
  children: ReactNode
}

/**
 * A section heading that opens and closes its section (the accordion pattern: a button inside the
 * heading, so the heading stays a heading for screen-reader navigation). The heading itself takes
 * focus when the person jumps to it; the arrow is decoration, and paper shows no controls.
 */
export function DisclosureHeading({ id, panelId, open, onToggle, children }: DisclosureHeadingProps) {
  return (
    <h2 id={id} tabIndex={-1} className="text-2xl font-semibold">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-11 w-full items-start gap-3 rounded-xl text-left hover:text-brand dark:hover:text-brand-soft"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={cx('mt-1 size-6 shrink-0 transition-transform print:hidden', open && 'rotate-90')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
      </button>
    </h2>
  )
}
