import { Trans, useLingui } from '@lingui/react/macro'
import { ConfirmEmailChange } from '@/features/identity/components/confirm-email-change'
import { EmailLinkPage } from '../email-link-page'

export function ConfirmEmailPage() {
  const { t } = useLingui()
  return (
    <EmailLinkPage
      title={t`Confirm your new email`}
      heading={t`Confirm your new email address`}
      lead={
        <p>
          <Trans>This is where the link sent to your new email address brings you.</Trans>
        </p>
      }
    >
      <ConfirmEmailChange />
    </EmailLinkPage>
  )
}
