import { Page } from '@/components/ui/page'
import { VerifyEmail } from '@/features/auth/components/verify-email'
import { useCompleteSignIn } from '../hooks/use-session-navigation'

export function VerifyEmailPage() {
  const onSignedIn = useCompleteSignIn('/home')
  return (
    <Page
      title="Confirm your email"
      heading="Confirm your email"
      lead={<p>This is where the link in your welcome email brings you.</p>}
    >
      <VerifyEmail onSignedIn={onSignedIn} />
    </Page>
  )
}
