import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'

export function LoginPage() {
  return (
    <Page
      title="Sign in"
      heading="Sign in"
      lead={<p>You do not need an account to take the guide or to read memories.</p>}
    >
      <ComingSoon
        items={[
          'Sign in with your email and password',
          'Sign in with Google',
          'A way to reset a forgotten password',
        ]}
      >
        <p>
          New here? <TextLink to="/register">Create an account</TextLink>
        </p>
      </ComingSoon>
    </Page>
  )
}
