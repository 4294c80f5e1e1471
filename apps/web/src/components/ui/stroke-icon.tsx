import type { ReactNode } from 'react'

/**
 * A decorative 24×24 line icon in the current text colour; screen readers skip it. `filled` fills
 * its shape too (a toggle given, such as the heart of a love).
 */
export function StrokeIcon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  )
}
