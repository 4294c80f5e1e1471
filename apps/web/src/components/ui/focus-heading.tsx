import { useEffect, useRef, type ReactNode } from 'react'
import { moveFocus } from '@/lib/move-focus'

/**
 * A heading that takes focus when it appears: used when a form is replaced by its outcome ("Check
 * your email"), so keyboard and screen-reader users land on the news instead of the page's start.
 */
export function FocusHeading({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => moveFocus(ref.current), [])
  const Tag = level === 2 ? 'h2' : 'h3'
  return (
    <Tag ref={ref} tabIndex={-1} className="text-2xl font-semibold">
      {children}
    </Tag>
  )
}
