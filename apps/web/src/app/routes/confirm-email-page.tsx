import { ConfirmEmailChange } from '@/features/identity/components/confirm-email-change'
import { EmailLinkPage } from '../email-link-page'

export function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your new email"
      heading="Confirm your new email address"
      lead={<p>This is where the link sent to your new email address brings you.</p>}
    >
      <ConfirmEmailChange />
    </EmailLinkPage>
  )
}
