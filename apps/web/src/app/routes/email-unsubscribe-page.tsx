import { Page } from '@/components/ui/page'
import { EmailUnsubscribe } from '@/features/notifications/components/email-unsubscribe'

/** Where the unsubscribe link of a Kindred mail leads: it asks before turning email off. */
export function EmailUnsubscribePage() {
  return (
    <Page title="Turn off email" heading="Turn off email from Kindred">
      <EmailUnsubscribe />
    </Page>
  )
}
