import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'

export type LinkProblemKind = 'missing' | 'broken' | 'expired'

const HEADINGS: Record<LinkProblemKind, string> = {
  missing: 'Please open the link from your email',
  broken: 'This link is not complete',
  expired: 'This link has expired or was already used',
}

/** An email link that cannot be used, said plainly, with what to do instead. */
export function LinkProblem({ kind, children }: { kind: LinkProblemKind; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4">
      <FocusHeading>{HEADINGS[kind]}</FocusHeading>
      {kind === 'broken' ? (
        <p>
          Some email programs cut long links short. Try copying the whole link from the email into the address
          bar.
        </p>
      ) : null}
      {kind === 'expired' ? (
        <p>For your safety, each link works only once and only for a short time.</p>
      ) : null}
      {children}
    </Card>
  )
}
