import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'

/**
 * What a form turns into once it has done its job ("Check your email"): the news first, focused,
 * so keyboard and screen-reader users land on it, then what to do next.
 */
export function OutcomePanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 bg-calm">
      <FocusHeading>{heading}</FocusHeading>
      {children}
    </Card>
  )
}
