import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'

export type LinkProblemKind = 'missing' | 'broken' | 'expired'

const HEADINGS: Record<LinkProblemKind, MessageDescriptor> = {
  missing: msg`Please open the link from your email`,
  broken: msg`This link is not complete`,
  expired: msg`This link has expired or was already used`,
}

/** An email link that cannot be used, said plainly, with what to do instead. */
export function LinkProblem({ kind, children }: { kind: LinkProblemKind; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <Card className="flex flex-col gap-4">
      <FocusHeading>{t(HEADINGS[kind])}</FocusHeading>
      {kind === 'broken' ? (
        <p>
          <Trans>
            Some email programs cut long links short. Try copying the whole link from the email into the
            address bar.
          </Trans>
        </p>
      ) : null}
      {kind === 'expired' ? (
        <p>
          <Trans>For your safety, each link works only once and only for a short time.</Trans>
        </p>
      ) : null}
      {children}
    </Card>
  )
}
