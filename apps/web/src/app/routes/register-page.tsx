import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function RegisterPage() {
  return (
    <Page
      title="Create an account"
      heading="Create an account"
      lead={
        <p>
          An account lets you share memories, keep your guide report across devices and connect with others.
          You choose a pseudonym; nobody sees your email.
        </p>
      }
    >
      <ComingSoon
        items={[
          'A short form: email, password and a pseudonym (we can suggest a gentle one)',
          'An email to confirm the address is yours',
        ]}
      />
    </Page>
  )
}
