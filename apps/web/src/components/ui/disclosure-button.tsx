import type { ReactNode, Ref } from 'react'

interface DisclosureButtonProps {
  ref?: Ref<HTMLButtonElement>
  open: boolean
  /** The id of what it shows and hides. */
  controls: string
  onToggle: () => void
  /** A decorative StrokeIcon. */
  icon: ReactNode
  label: string
  /** Hides the label where room is short (a container query); the button keeps the name. */
  labelClassName?: string
}

/**
 * A button that shows and hides a panel below it, an icon beside its label, marked while open: the
 * compact header's Menu, and "Order and filter" on /memories.
 */
export function DisclosureButton({
  ref,
  open,
  controls,
  onToggle,
  icon,
  label,
  labelClassName,
}: DisclosureButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl border-2 border-line bg-card px-3 py-2 font-semibold text-ink transition-colors hover:border-brand aria-expanded:border-brand aria-expanded:bg-calm dark:hover:border-brand-soft dark:aria-expanded:border-brand-soft"
    >
      {icon}
      <span className={labelClassName}>{label}</span>
    </button>
  )
}
