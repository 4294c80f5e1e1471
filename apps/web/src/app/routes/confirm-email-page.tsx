import { Page } from '@/components/ui/page'
import { ConfirmEmailChange } from '@/features/identity/components/confirm-email-change'

export function ConfirmEmailPage() {
  return (
    <Page
      title="Confirm your new email"
      heading="Confirm your new email address"
      lead={<p>This is where the link sent to your new email address brings you.</p>}
    >
      <ConfirmEmailChange />
    </Page>
  )
}
