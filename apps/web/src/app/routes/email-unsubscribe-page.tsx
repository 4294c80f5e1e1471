import { useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { EmailUnsubscribe } from '@/features/notifications/components/email-unsubscribe'

/** Where the unsubscribe link of a Kindred mail leads: it asks before turning email off. */
export function EmailUnsubscribePage() {
  const { t } = useLingui()
  return (
    <Page title={t`Turn off email`} heading={t`Turn off email from Kindred`}>
      <EmailUnsubscribe />
    </Page>
  )
}
