import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { ModeratorRoles } from '@/features/moderation/components/moderator-roles'

export function ModerationPage() {
  const role = useCookieStore((state) => state.user?.role)
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
      {/* Only admins choose moderators; anyone else would be refused by the server. */}
      {role === 'admin' ? <ModeratorRoles /> : null}
    </Page>
  )
}
