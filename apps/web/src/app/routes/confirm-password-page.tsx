import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function ConfirmPasswordPage() {
  return (
    <Page
      title="Set your password"
      heading="Set your password"
      lead={<p>This is where the link in a &ldquo;change your password&rdquo; email brings you.</p>}
    >
      <ComingSoon items={['A form to set your new password, which signs you out everywhere else']} />
    </Page>
  )
}
