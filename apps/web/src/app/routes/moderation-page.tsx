import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'

export function ModerationPage() {
  return (
    <Page
      title="Moderation"
      heading="Moderation"
      lead={<p>For Kindred&rsquo;s moderators: the reports people send about content that worries them.</p>}
    >
      <ComingSoon
        items={[
          'The queue of open reports, with the content as it was when reported',
          'Actions: dismiss, hide, remove, or suspend, with a reason the author is told',
        ]}
      />
    </Page>
  )
}
