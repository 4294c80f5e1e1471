import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function VerifyEmailPage() {
  return (
    <Page
      title="Confirm your email"
      heading="Confirm your email"
      lead={<p>This is where the link in your welcome email brings you.</p>}
    >
      <ComingSoon items={['Confirming your email address and signing you in']} />
    </Page>
  )
}
