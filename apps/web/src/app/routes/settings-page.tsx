import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function SettingsPage() {
  return (
    <Page
      title="Settings"
      heading="Settings"
      lead={<p>Theme and text size are at the top of every page, and they are remembered on this device.</p>}
    >
      <ComingSoon
        items={[
          'Safety filters: the kinds of content you would rather see folded away',
          'The words on your empathy button, such as "Me too" or "I hear you"',
          'Your account: email, password and the devices you are signed in on',
          'A copy of all your data, and a way to delete everything',
        ]}
      />
    </Page>
  )
}
