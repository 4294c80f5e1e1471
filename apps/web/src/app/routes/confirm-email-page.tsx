import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function ConfirmEmailPage() {
  return (
    <Page
      title="Confirm your new email"
      heading="Confirm your new email address"
      lead={<p>This is where the link sent to your new email address brings you.</p>}
    >
      <ComingSoon items={['Switching your account to the new address']} />
    </Page>
  )
}
