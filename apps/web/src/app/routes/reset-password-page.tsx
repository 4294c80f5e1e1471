import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function ResetPasswordPage() {
  return (
    <Page
      title="Choose a new password"
      heading="Choose a new password"
      lead={<p>This is where the link in a password reset email brings you.</p>}
    >
      <ComingSoon items={['A form to choose a new password, which signs you out everywhere else']} />
    </Page>
  )
}
