import { Page } from '@/components/ui/page'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { ModerationDesk } from '@/features/moderation/components/moderation-desk'
import { ModeratorRoles } from '@/features/moderation/components/moderator-roles'

export function ModerationPage() {
  const role = useCookieStore((state) => state.user?.role)
  return (
    <Page
      title="Moderation"
      heading="Moderation"
      lead={<p>For Kindred&rsquo;s moderators: the reports people send about content that worries them.</p>}
    >
      {/* The server refuses anyone else (403): the role known here only spares them the request. */}
      <ModerationDesk
        canModerate={role === 'moderator' || role === 'admin'}
        canAddModerators={role === 'admin'}
      />
      {/* Only admins choose moderators; anyone else would be refused by the server. */}
      {role === 'admin' ? <ModeratorRoles /> : null}
    </Page>
  )
}
