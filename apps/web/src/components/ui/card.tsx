import type { ReactNode } from 'react'
import { cx } from './class-names'

/** A calm, bordered section of a page. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cx('rounded-2xl border-2 border-line bg-card p-6', className)}>{children}</section>
  )
}
